// What the status bar item says about a deck, from the server's DeckInfo. Pure (no VS Code), so
// it is unit-tested; `$(name)` are VS Code's codicons.
import type { CardDataUpdateFailure, DeckInfo } from '../../server/src/lsp/protocol';

export interface StatusText {
  text: string;
  /** Markdown. */
  tooltip: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function statusText(info: DeckInfo): StatusText {
  const { errors, warnings, information } = info.problems;
  const problems =
    errors + warnings === 0 ? '$(check)' : [errors ? `$(error) ${errors}` : '', warnings ? `$(warning) ${warnings}` : ''].filter(Boolean).join(' ');
  const failed = info.cardData.updateFailed;
  const data = info.cardData.loading ? '$(sync~spin) card data' : `$(database) ${info.cardData.date}${failed ? ' ⚠' : ''}`;
  const text = `$(checklist) ${info.format.name} · ${info.countText} · ${problems} · ${data}`;
  const lines = [
    `**${escapeMarkdown(info.format.name)}** (\`${info.format.id}\`, ${escapeMarkdown(info.format.source)})`,
    '',
    `Cards: ${escapeMarkdown(info.countText)}`,
  ];
  if (info.commanders.length) lines.push('', `Commander: ${info.commanders.map(escapeMarkdown).join(' + ')}`);
  lines.push(
    '',
    `Problems: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${information} information`,
    '',
    info.cardData.loading
      ? 'Card data: loading…'
      : `Card data: ${escapeMarkdown(info.cardData.label)} (${info.cardData.cards.toLocaleString('en-US')} cards)`,
    '',
    ...(failed && !info.cardData.loading ? [failureText(failed), ''] : []),
    'Click to select the format for this deck.',
  );
  return { text, tooltip: lines.join('\n') };
}

/** `2026-11-25T09:12:03.456Z` → `2026-11-25 09:12 UTC`. */
export function shortTime(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso;
}

/** The tooltip's paragraph about a failed update: the data is old, why, when it was tried, what to do. */
export function failureText(f: CardDataUpdateFailure): string {
  return (
    `$(warning) **The card data is out of date:** the last update failed (${escapeMarkdown(shortTime(f.at))}): ${escapeMarkdown(f.reason)}. ` +
    'Run **Decklist: Update Card Data** to try again; the log is in the "Decklist" output.'
  );
}

export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}
