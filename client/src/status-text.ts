// What the status bar item says about a deck, from the server's DeckInfo. Pure (no VS Code), so
// it is unit-tested; `$(name)` are VS Code's codicons.
import type { DeckInfo } from '../../server/src/lsp/protocol';

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
  const data = info.cardData.loading ? '$(sync~spin) card data' : `$(database) ${info.cardData.date}`;
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
    'Click to select the format for this deck.',
  );
  return { text, tooltip: lines.join('\n') };
}

export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, (c) => `\\${c}`);
}
