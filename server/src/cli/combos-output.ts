// Commander Spellbook combos of a checked deck for `decklist check`: lines for the text output,
// fields for --json.
import * as l10n from '@vscode/l10n';
import { BRACKET_TAG_NAMES, type DeckCombos } from '../core/index';

/** Combos printed in the text output (--json lists them all). */
const SHOWN = 10;
const SHOWN_NEAR = 5;

const tagText = (tag?: string) => (tag ? ` [${BRACKET_TAG_NAMES[tag as keyof typeof BRACKET_TAG_NAMES] ?? tag}]` : '');
const results = (p: readonly string[]) => (p.length ? ` → ${p.slice(0, 3).join(', ')}${p.length > 3 ? ', …' : ''}` : '');

/**
 * "combos: 2 in the deck, 14 one card away (Commander Spellbook combos of …)", then one line per
 * combo, the deck's cards `named` as the deck writes them.
 */
export function combosText(c: DeckCombos, named: (name: string) => string = (name) => name): string[] {
  const out = [l10n.t('combos: {0} in the deck, {1} one card away ({2})', c.found.length, c.nearMissTotal, c.source)];
  for (const x of c.found.slice(0, SHOWN)) {
    const req = x.requires.length ? l10n.t(' (requires {0})', x.requires.join('; ')) : '';
    out.push(l10n.t('  combo: {0} {1}', `${x.deckCards.map(named).join(' + ')}${results(x.produces)}${tagText(x.bracketTag)}${req}`, x.url));
  }
  if (c.found.length > SHOWN) out.push(l10n.t('  … and {0} more combos (--json lists them all)', c.found.length - SHOWN));
  for (const n of c.nearMisses.slice(0, SHOWN_NEAR)) {
    const combo = `${n.combo.cards.map((x) => x.name).join(' + ')}${results(n.combo.produces)}${tagText(n.combo.bracketTag)}`;
    out.push(l10n.t('  one card away: add {0} for {1} {2}', n.missing, combo, n.combo.url));
  }
  if (c.nearMissTotal > SHOWN_NEAR) out.push(l10n.t('  … and {0} more one card away', c.nearMissTotal - SHOWN_NEAR));
  return out;
}
