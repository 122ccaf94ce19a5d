// What the status bar item says about a deck, from the server's DeckInfo. Pure (no VS Code), so
// it is unit-tested; `$(name)` are VS Code's codicons.
import * as l10n from '@vscode/l10n';
import type { CardDataUpdateFailure, DeckInfo } from '../../server/src/lsp/protocol';
import { paletteTitle } from '../../server/src/core/command-titles';

export interface StatusText {
  text: string;
  /** Markdown. */
  tooltip: string;
  /** What a screen reader says for the item: plain words, no Markdown, no `$(icon)` names. */
  accessibilityLabel: string;
}

const errorsText = (n: number) => (n === 1 ? l10n.t('1 error') : l10n.t('{0} errors', n));
const warningsText = (n: number) => (n === 1 ? l10n.t('1 warning') : l10n.t('{0} warnings', n));

export function statusText(info: DeckInfo): StatusText {
  const { errors, warnings, information } = info.problems;
  const { loading, loadingStep } = info.cardData;
  const counted = [errors ? `$(error) ${errors}` : '', warnings ? `$(warning) ${warnings}` : ''].filter(Boolean).join(' ');
  // A ✓ says the deck was checked and has no problem: never before it was checked with card data.
  const notChecked = loading ? l10n.t('not checked yet') : l10n.t('not checked');
  const problems = !info.checked ? [counted, `$(circle-large-outline) ${notChecked}`].filter(Boolean).join(' ') : counted || '$(check)';
  const failed = loading ? undefined : info.cardData.updateFailed;
  const data = loading ? `$(sync~spin) ${loadingStep ?? l10n.t('card data')}` : `$(database) ${info.cardData.date}${failed ? ' ⚠' : ''}`;
  // The format and the count are left out until the server knows them (an older server while loading).
  const text = ['$(checklist)', [info.format.name, info.countText, problems, data].filter(Boolean).join(' · ')].join(' ');
  const lines = [
    formatSourceText(info.format.source)
      ? l10n.t({ message: '{0} ({1})', args: [`**${escapeMarkdown(info.format.name)}**`, formatSourceText(info.format.source)], comment: ['the status tooltip\'s first line: the format and where it came from, "Modern (from the deck\'s // format: line)"'] })
      : `**${escapeMarkdown(info.format.name)}**`,
    '',
    l10n.t('Cards: {0}', escapeMarkdown(info.countText)),
  ];
  if (info.commanders.length) lines.push('', l10n.t('Commander: {0}', info.commanders.map(escapeMarkdown).join(' + ')));
  lines.push(
    '',
    info.checked
      ? l10n.t('Problems: {0}, {1}, {2}', errorsText(errors), warningsText(warnings), l10n.t('{0} information', information))
      : loading
        ? l10n.t('Not checked yet: only the syntax is checked until the card data is ready.')
        : l10n.t('Not checked: no card data could be loaded, so only the syntax is checked.'),
    '',
    loading
      ? l10n.t('Card data: {0}', escapeMarkdown(loadingStep ?? l10n.t('Loading card data…')))
      : l10n.t('Card data: {0} ({1} cards)', escapeMarkdown(info.cardData.label), info.cardData.cards.toLocaleString('en-US')),
    '',
    ...(info.cardData.rules ? [l10n.t('Rules: {0}', escapeMarkdown(info.cardData.rules)), ''] : []),
    ...(failed ? [failureText(failed, info.cardData.date), ''] : []),
    l10n.t('Click to select the format for this deck.'),
  );
  const spokenCounts = [errors ? errorsText(errors) : '', warnings ? warningsText(warnings) : ''].filter(Boolean).join(l10n.t(', '));
  const spokenProblems = !info.checked ? [spokenCounts, notChecked].filter(Boolean).join(l10n.t(', ')) : spokenCounts || l10n.t('no problems');
  const spokenData = loading
    ? (loadingStep ?? l10n.t('Loading card data…'))
    : failed
      ? failed.what === 'rules'
        ? l10n.t('card data of {0}; the last rules data update failed', info.cardData.date)
        : l10n.t('card data of {0}; the last update failed', info.cardData.date)
      : l10n.t('card data of {0}', info.cardData.date);
  const accessibilityLabel = ['Decklist', info.format.name, info.countText, spokenProblems, spokenData].filter(Boolean).join(l10n.t(', '));
  return { text, tooltip: lines.join('\n'), accessibilityLabel };
}

/** `2026-11-25T09:12:03.456Z` → `2026-11-25 18:12` in the user's own time zone (Tokyo here): a player reads local time. */
export function shortTime(iso: string): string {
  const t = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? new Date(iso) : undefined;
  if (!t || Number.isNaN(t.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}`;
}

/**
 * Where the deck's format came from, in words (the server sends the source's id: `directive`,
 * `extension`, `option`, `config`, `inferred`); Markdown. An unknown id is left out, never shown.
 */
export function formatSourceText(source: string): string {
  switch (source) {
    case 'directive':
      return l10n.t("from the deck's `// format:` line");
    case 'extension':
      return l10n.t("from the file's extension");
    case 'option':
      return l10n.t('from the "decklist.format" setting');
    case 'config':
      return l10n.t('the default format of decklist.config.json');
    case 'inferred':
      return l10n.t("guessed from the deck's cards, as it has no `// format:` line");
    default:
      return '';
  }
}

/**
 * The tooltip's paragraph about a failed update: why and when it failed, what to do, and the data in
 * use, called out of date only when it is (a failed update leaves fresh data fresh).
 */
export function failureText(f: CardDataUpdateFailure, dataDate: string): string {
  const when = escapeMarkdown(shortTime(f.at));
  // The rules data's failure: its own sentence, with the time it was tried.
  if (f.what === 'rules') return `$(warning) ${escapeMarkdown(f.reason)} (${when})`;
  const reason = escapeMarkdown(asSentence(f.reason));
  const text =
    f.outOfDate === false
      ? l10n.t(
          '**The last card data update failed** ({0}). {1} The card data in use is from {2}. Run **{3}** to try again; the log is in the "Decklist" output.',
          when,
          reason,
          escapeMarkdown(dataDate),
          escapeMarkdown(paletteTitle('updateCardData')),
        )
      : l10n.t(
          '**The card data is out of date:** the last update failed ({0}). {1} Run **{2}** to try again; the log is in the "Decklist" output.',
          when,
          reason,
          escapeMarkdown(paletteTitle('updateCardData')),
        );
  return `$(warning) ${text}`;
}

export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}

/**
 * A reason written as a clause ("cannot reach api.scryfall.com: …") made a sentence of its own, to
 * follow another: a capital first letter and a full stop ("。" in Japanese) unless it has one.
 */
export function asSentence(clause: string): string {
  const s = clause.trim();
  if (!s) return s;
  // Only a plain first word takes a capital: never an address (`https://…`) or a name (`api.scryfall.com`).
  const capital = /^[a-z]+\s/.test(s) ? s[0].toUpperCase() + s.slice(1) : s;
  return /[.!?。！？]$/.test(capital) ? capital : l10n.t({ message: '{0}.', args: [capital], comment: ['a clause ended as a sentence (the full stop)'] });
}
