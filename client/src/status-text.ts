// What the status bar item says about a deck, from the server's DeckInfo. Pure (no VS Code), so
// it is unit-tested; `$(name)` are VS Code's codicons.
import * as l10n from '@vscode/l10n';
import type { CardDataUpdateFailure, DeckInfo } from '../../server/src/lsp/protocol';

export interface StatusText {
  text: string;
  /** Markdown. */
  tooltip: string;
}


export function statusText(info: DeckInfo): StatusText {
  const { errors, warnings, information } = info.problems;
  const problems =
    errors + warnings === 0 ? '$(check)' : [errors ? `$(error) ${errors}` : '', warnings ? `$(warning) ${warnings}` : ''].filter(Boolean).join(' ');
  const failed = info.cardData.updateFailed;
  const data = info.cardData.loading ? `$(sync~spin) ${l10n.t('card data')}` : `$(database) ${info.cardData.date}${failed ? ' ⚠' : ''}`;
  const text = `$(checklist) ${info.format.name} · ${info.countText} · ${problems} · ${data}`;
  const lines = [
    `**${escapeMarkdown(info.format.name)}** (\`${info.format.id}\`, ${escapeMarkdown(info.format.source)})`,
    '',
    l10n.t('Cards: {0}', escapeMarkdown(info.countText)),
  ];
  if (info.commanders.length) lines.push('', l10n.t('Commander: {0}', info.commanders.map(escapeMarkdown).join(' + ')));
  lines.push(
    '',
    l10n.t(
      'Problems: {0}, {1}, {2}',
      errors === 1 ? l10n.t('1 error') : l10n.t('{0} errors', errors),
      warnings === 1 ? l10n.t('1 warning') : l10n.t('{0} warnings', warnings),
      l10n.t('{0} information', information),
    ),
    '',
    info.cardData.loading
      ? l10n.t('Card data: loading…')
      : l10n.t('Card data: {0} ({1} cards)', escapeMarkdown(info.cardData.label), info.cardData.cards.toLocaleString('en-US')),
    '',
    ...(failed && !info.cardData.loading ? [failureText(failed), ''] : []),
    l10n.t('Click to select the format for this deck.'),
  );
  return { text, tooltip: lines.join('\n') };
}

/** `2026-11-25T09:12:03.456Z` → `2026-11-25 09:12 UTC`. */
export function shortTime(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso;
}

/** The tooltip's paragraph about a failed update: the data is old, why, when it was tried, what to do. */
export function failureText(f: CardDataUpdateFailure): string {
  return `$(warning) ${l10n.t(
    '**The card data is out of date:** the last update failed ({0}): {1}. Run **Decklist: Update Card Data** to try again; the log is in the "Decklist" output.',
    escapeMarkdown(shortTime(f.at)),
    escapeMarkdown(f.reason),
  )}`;
}

export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}
