// Combos in words: the hover's "part of N combos in this deck".
import * as l10n from '@vscode/l10n';
import { escapeMarkdown } from '../markdown';
import type { DeckCombos, FoundCombo } from './find';
import { BRACKET_TAG_NAMES, COMBO_MESSAGES as M } from './messages';

/** Combos listed in a card's hover before "…and N more". */
export const HOVER_COMBOS = 3;

/** One combo as a Markdown list item linking to its Commander Spellbook page. */
export function comboMarkdownItem(c: Pick<FoundCombo, 'deckCards' | 'produces' | 'bracketTag' | 'url'>, cards = c.deckCards): string {
  const tag = c.bracketTag ? ` *(${escapeMarkdown(BRACKET_TAG_NAMES[c.bracketTag])})*` : '';
  const what = escapeMarkdown(M.comboText(cards, c.produces));
  return `- [${what}](${c.url})${tag}`;
}

/** "**Part of 2 combos in this deck** (source):" and the first few, cards `named` as the deck writes them; undefined for none. */
export function cardCombosMarkdown(combos: readonly FoundCombo[], source: string, named: (name: string) => string = (name) => name): string | undefined {
  if (!combos.length) return undefined;
  const lines = [l10n.t('**{0}** ({1}):', M.partOf(combos.length), escapeMarkdown(source)), ''];
  for (const c of combos.slice(0, HOVER_COMBOS)) lines.push(comboMarkdownItem(c, c.deckCards.map(named)));
  if (combos.length > HOVER_COMBOS) lines.push(`- ${M.moreCombos(combos.length - HOVER_COMBOS)}`);
  return lines.join('\n');
}

/** The combos part of the statistics view's data. */
export interface CombosStatistics {
  source: string;
  found: Array<{ id: string; cards: string[]; produces: string[]; requires: string[]; bracketTag?: string; tagName?: string; url: string }>;
  nearMisses: Array<{ id: string; cards: string[]; missing: string; produces: string[]; bracketTag?: string; tagName?: string; url: string }>;
  nearMissTotal: number;
}

const tagFields = (tag: keyof typeof BRACKET_TAG_NAMES | undefined) => (tag ? { bracketTag: tag, tagName: BRACKET_TAG_NAMES[tag] } : {});

export function combosStatistics(c: DeckCombos): CombosStatistics {
  return {
    source: c.source,
    found: c.found.map((x) => ({ id: x.id, cards: x.deckCards, produces: x.produces, requires: x.requires, ...tagFields(x.bracketTag), url: x.url })),
    nearMisses: c.nearMisses.map((n) => ({
      id: n.combo.id,
      cards: n.combo.cards.map((x) => x.name),
      missing: n.missing,
      produces: n.combo.produces,
      ...tagFields(n.combo.bracketTag),
      url: n.combo.url,
    })),
    nearMissTotal: c.nearMissTotal,
  };
}
