// Two-Headed Giant over any format (seeds 001 and 003): `2hg legacy`, `two-headed-giant standard`,
// `双頭巨人戦 モダン`. Each deck follows the base format; the teammates' decks (same `team:`)
// together hold at most 4 copies of a card other than basic lands. The composed format is the
// base format with the built-in two-headed-giant's team rule and game rules laid over it through
// the same override a decklist.config.json format uses.
import * as l10n from '@vscode/l10n';
import { formatName } from './texts';
import { applyOverride } from './override';
import type { FormatDefinition } from './schema';

const PREFIX = /^(?:two[\s_-]*headed[\s_-]*giant|2hg|双頭巨人戦?)[\s_\-:/+・()]+(.+)$/i;

/** The base format named in a Two-Headed Giant id (`2hg legacy` → `legacy`), or undefined. */
export function twoHeadedGiantBase(id: string): string | undefined {
  const m = PREFIX.exec(id.normalize('NFKC').trim());
  const rest = m?.[1].replace(/\)\s*$/, '').trim();
  return rest || undefined;
}

/** Why a format cannot carry Two-Headed Giant team rules, or undefined when it can. */
export function twoHeadedGiantRefusal(base: FormatDefinition, asked: string): string | undefined {
  if (base.commander)
    return l10n.t(
      'Format "{0}": Two-Headed Giant over {1} is not defined: Two-Headed Giant is played with constructed decks. Check each deck as {2} on its own, or use a constructed format (e.g. "2hg legacy").',
      asked,
      formatName(base),
      base.id,
    );
  if (base.team) return l10n.t('Format "{0}": {1} is already a team format with its own team rule; use "{2}" itself.', asked, formatName(base), base.id);
  return undefined;
}

export function twoHeadedGiantOver(giant: FormatDefinition, base: FormatDefinition): FormatDefinition {
  return applyOverride(base, `two-headed-giant-${base.id}`, {
    name: `Two-Headed Giant (${base.name})`,
    description: `Two-Headed Giant over ${base.name}: each teammate's deck follows ${base.name}'s deck rules, and the two decks of a team (same "team:" line) together hold at most ${giant.team?.copyLimit ?? 4} copies of a card other than basic lands.`,
    source: `${giant.source}; deck rules: ${base.source ?? base.name}`,
    team: giant.team,
    gameRules: giant.gameRules,
    seeAlso: base.seeAlso,
  });
}
