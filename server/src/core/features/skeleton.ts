// A new deck's skeleton for a format: its `// format:` line and the sections the format uses,
// in VS Code's snippet syntax (tab stops `${1:placeholder}`, final cursor `$0`). The "New Deck…"
// command and the snippets (snippets/decklist.json) are both this text.
import * as l10n from '@vscode/l10n';
import type { FormatDefinition } from '../formats/schema';
import { commanderNoun } from '../formats/texts';

/** Escapes what snippet syntax gives a meaning (`$`, `}`, `\`) in plain text. */
const literal = (s: string) => s.replace(/[$}\\]/g, (c) => `\\${c}`);

/**
 * `// format: id`; for a format with a commander the Commander section with a placeholder line
 * (selected first); a Companion section where the format allows one; the Deck section, where the
 * cursor ends; then the Sideboard where the format has one, else a Maybeboard.
 *
 * The Companion section is an empty header with no tab stop: Tab after the commander goes to the
 * Deck section. A stop on an empty line there put the player's next card into the Companion
 * section, where nothing showed where the cursor was (NEW-USER-EN-2026-11-29, finding 10).
 */
export function deckSkeleton(format: FormatDefinition): string {
  const lines = [`// format: ${literal(format.id)}`, ''];
  if (format.commander) lines.push('Commander', `1 \${1:${literal(l10n.t('{0} name', commanderNoun(format)))}}`, '');
  if (format.companion.allowed) lines.push('Companion', '');
  lines.push('Deck', '$0', '', (format.sideboard.max ?? 0) > 0 ? 'Sideboard' : 'Maybeboard', '');
  return lines.join('\n');
}
