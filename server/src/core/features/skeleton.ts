// A new deck's skeleton for a format: its `// format:` line and the sections the format uses,
// in VS Code's snippet syntax (tab stops `${1:placeholder}`, final cursor `$0`). The "New Deck…"
// command and the snippets (snippets/decklist.json) are both this text.
import * as l10n from '@vscode/l10n';
import type { FormatDefinition } from '../formats/schema';
import { commanderNoun } from '../formats/texts';
import { japaneseFormatName } from '../formats/index';
import { sectionHeader } from './section-headers';

/** Escapes what snippet syntax gives a meaning (`$`, `}`, `\`) in plain text. */
const literal = (s: string) => s.replace(/[$}\\]/g, (c) => `\\${c}`);

/**
 * `// format: id`; for a format with a commander the Commander section with a placeholder line
 * (selected first); a Companion section where the format allows one; the Deck section, where the
 * cursor ends; then the Sideboard where the format has one, else a Maybeboard. `japanese`: the
 * list is written in Japanese (`// フォーマット: 統率者戦`, 統率者, 相棒, デッキ, サイドボード, 候補), as a
 * Japanese player writes one (issue 42, finding 13); a format without a Japanese name keeps its id.
 *
 * The Companion section is an empty header with no tab stop: Tab after the commander goes to the
 * Deck section. A stop on an empty line there put the player's next card into the Companion
 * section, where nothing showed where the cursor was (NEW-USER-EN-2026-11-29, finding 10).
 */
export function deckSkeleton(format: FormatDefinition, options: { japanese?: boolean } = {}): string {
  const ja = !!options.japanese;
  const value = (ja && japaneseFormatName(format.id)) || format.id;
  const lines = [`// ${ja ? 'フォーマット' : 'format'}: ${literal(value)}`, ''];
  if (format.commander) lines.push(sectionHeader('commander', ja), `1 \${1:${literal(l10n.t('{0} name', commanderNoun(format)))}}`, '');
  if (format.companion.allowed) lines.push(sectionHeader('companion', ja), '');
  lines.push(sectionHeader('main', ja), '$0', '', sectionHeader((format.sideboard.max ?? 0) > 0 ? 'sideboard' : 'maybeboard', ja), '');
  return lines.join('\n');
}
