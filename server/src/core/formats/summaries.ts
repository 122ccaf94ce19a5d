// A format in one line, for the pickers (New Deck…, Select Format): what a player needs to choose
// it, no sources, ids or editorial notes (those stay in the format's description: the format hover,
// `--list-formats`). Card pools as the formats' own pages state them, read 2026-11-29:
// https://magic.wizards.com/en/formats/pioneer (Return to Ravnica on),
// https://magic.wizards.com/en/formats/modern (Eighth Edition on),
// https://magic.wizards.com/en/formats/pauper (commons).
import * as l10n from '@vscode/l10n';
import { BUILTIN_FORMATS } from './builtin';
import type { FormatDefinition } from './schema';
import { formatText } from './texts';

const SUMMARIES: Record<string, () => string> = {
  commander: () => l10n.t("100 cards with a legendary commander; one copy of each card except basic lands; every card within the commander's colors."),
  duel: () => l10n.t('Commander for two players (the French rules): 100 cards, one copy of each card except basic lands, a ban list of its own.'),
  paupercommander: () => l10n.t('100 cards: an uncommon creature as the commander, commons in the rest; one copy of each card except basic lands.'),
  brawl: () => l10n.t("MTG Arena's Brawl: 100 cards with the commander, Arena's cards, one copy of each card except basic lands."),
  standardbrawl: () => l10n.t('Brawl with Standard cards: 60 cards with the commander, one copy of each card except basic lands.'),
  competitivebrawl: () => l10n.t("MTG Arena's ranked Brawl: Brawl's deck rules with a ban list of its own."),
  oathbreaker: () => l10n.t('60 cards with a planeswalker (the oathbreaker) and a signature spell; one copy of each card except basic lands.'),
  standard: () => l10n.t("60+ cards from Standard's current sets; up to 4 copies of a card; sideboard up to 15."),
  pioneer: () => l10n.t('60+ cards from Return to Ravnica (2012) on; up to 4 copies of a card; sideboard up to 15.'),
  modern: () => l10n.t('60+ cards from Eighth Edition (2003) on; up to 4 copies of a card; sideboard up to 15.'),
  legacy: () => l10n.t("60+ cards from all of Magic's history, with a ban list; up to 4 copies of a card; sideboard up to 15."),
  vintage: () => l10n.t("60+ cards from all of Magic's history; restricted cards one copy, others up to 4; sideboard up to 15."),
  pauper: () => l10n.t('60+ cards, commons only; up to 4 copies of a card; sideboard up to 15.'),
  constructed: () => l10n.t('No card pool: 60+ cards, up to 4 copies of a card, sideboard up to 15.'),
  'commander-2010': () => l10n.t('Commander as its rules and ban list stood on 2010-12-15.'),
  crossfire: () => l10n.t('2-vs-2 teams with Type 1 (Vintage) decks: at most 4 copies of a card across the team.'),
  'mental-legacy': () => l10n.t('A casual variant with Legacy decks: a card may be cast as another card with the same mana cost.'),
  'two-headed-giant': () => l10n.t('Teams of two: each deck 60+ cards, at most 4 copies of a card across both decks (basic lands aside).'),
};

/**
 * A format's line in a picker: a built-in format's summary (also for a decklist.config.json format
 * that keeps the description of the built-in one it extends); a format of the user's own, its own
 * description as written.
 */
export function formatSummary(format: Pick<FormatDefinition, 'id' | 'description'>): string {
  const builtin = BUILTIN_FORMATS.find((b) => (format.description ? b.description === format.description : b.id === format.id));
  const summary = builtin && (builtin.id === format.id || format.description) ? SUMMARIES[builtin.id] : undefined;
  if (summary) return summary();
  return format.description ? formatText(format.description) : '';
}
