// Commander Spellbook combos of a checked deck for `decklist check`: lines for the text output,
// fields for --json.
import { BRACKET_TAG_NAMES, type DeckCombos } from '../core/index';

/** Combos printed in the text output (--json lists them all). */
const SHOWN = 10;
const SHOWN_NEAR = 5;

const tagText = (tag?: string) => (tag ? ` [${BRACKET_TAG_NAMES[tag as keyof typeof BRACKET_TAG_NAMES] ?? tag}]` : '');
const results = (p: readonly string[]) => (p.length ? ` → ${p.slice(0, 3).join(', ')}${p.length > 3 ? ', …' : ''}` : '');

/** "combos: 2 in the deck, 14 one card away (Commander Spellbook combos of …)", then one line per combo. */
export function combosText(c: DeckCombos): string[] {
  const out = [`combos: ${c.found.length} in the deck, ${c.nearMissTotal} one card away (${c.source})`];
  for (const x of c.found.slice(0, SHOWN)) {
    const req = x.requires.length ? ` (requires ${x.requires.join('; ')})` : '';
    out.push(`  combo: ${x.deckCards.join(' + ')}${results(x.produces)}${tagText(x.bracketTag)}${req} ${x.url}`);
  }
  if (c.found.length > SHOWN) out.push(`  … and ${c.found.length - SHOWN} more combos (--json lists them all)`);
  for (const n of c.nearMisses.slice(0, SHOWN_NEAR)) {
    out.push(`  one card away: add ${n.missing} for ${n.combo.cards.map((x) => x.name).join(' + ')}${results(n.combo.produces)}${tagText(n.combo.bracketTag)} ${n.combo.url}`);
  }
  if (c.nearMissTotal > SHOWN_NEAR) out.push(`  … and ${c.nearMissTotal - SHOWN_NEAR} more one card away`);
  return out;
}

/** `files[].combos`, `nearMisses` and their source for --json. */
export function combosJson(c: DeckCombos): Record<string, unknown> {
  return {
    combos: c.found.map((x) => ({
      id: x.id,
      cards: x.deckCards,
      /** Where each card starts (Spellbook's zoneLocations), in the order of `cards`. */
      cardZones: x.cards.map((c) => c.zoneLocations),
      mustBeCommander: x.cards.filter((c) => c.mustBeCommander).map((c) => c.name),
      produces: x.produces,
      bracketTag: x.bracketTag ?? null,
      requires: x.requires,
      popularity: x.popularity,
      url: x.url,
    })),
    nearMisses: c.nearMisses.map((n) => ({
      id: n.combo.id,
      cards: n.combo.cards.map((x) => x.name),
      missing: n.missing,
      produces: n.combo.produces,
      bracketTag: n.combo.bracketTag ?? null,
      url: n.combo.url,
    })),
    nearMissTotal: c.nearMissTotal,
    combosSource: c.source,
  };
}
