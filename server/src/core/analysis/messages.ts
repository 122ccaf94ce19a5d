// Every user-facing string of the deck analysis in one place (for the message catalog to come).
import * as l10n from '@vscode/l10n';
import type { ManaColor } from './mana-sources';

export const COLOR_TITLES: Record<ManaColor, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', C: 'Colorless' };

/** A color's title in the user's language (White, 白). */
export function colorTitle(color: ManaColor): string {
  switch (color) {
    case 'W':
      return l10n.t('White');
    case 'U':
      return l10n.t('Blue');
    case 'B':
      return l10n.t('Black');
    case 'R':
      return l10n.t('Red');
    case 'G':
      return l10n.t('Green');
    default:
      return l10n.t('Colorless');
  }
}

/** 0.4871 → "48.7%". */
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

export const analysisMessages = {
  percent: pct,
  /** The mana-sources diagnostic. */
  tooFewSources: (color: ManaColor, sources: number, required: number, cost: string, turn: number, card: string) =>
    sources === 1
      ? l10n.t("{0}: 1 source; Karsten's table asks for {1} to cast {2} on turn {3} ({4}).", colorTitle(color), required, cost, turn, card)
      : l10n.t("{0}: {1} sources; Karsten's table asks for {2} to cast {3} on turn {4} ({5}).", colorTitle(color), sources, required, cost, turn, card),
  noTable: (library: number) =>
    library === 1
      ? l10n.t("Karsten's tables cover 40-, 60- and 99-card decks; this library has 1 card, so no source requirement is shown.")
      : l10n.t("Karsten's tables cover 40-, 60- and 99-card decks; this library has {0} cards, so no source requirement is shown.", library),
  unconfirmedTable: (size: number) =>
    l10n.t("Karsten's {0}-card figures are unconfirmed: only one copy of his 2022 tables, which does not say where it read them, has them.", size),
  unknownCards: (names: string[], count: number) => {
    const shown = names.slice(0, 5).join(', ');
    const listed = names.length > 5 ? l10n.t('{0}, and {1} more', shown, names.length - 5) : shown;
    return count === 1 ? l10n.t('1 unknown card not counted ({0}).', listed) : l10n.t('{0} unknown cards not counted ({1}).', count, listed);
  },
  emptyLibrary: () => l10n.t('The deck has no cards to draw from.'),
  noLands: () => l10n.t('The deck has no lands.'),
  allLands: () => l10n.t('The deck is only lands.'),
  shortHand: (have: number) => (have === 1 ? l10n.t('The library has only 1 card: the hand is what there is.') : l10n.t('The library has only {0} cards: the hand is what there is.', have)),
  shortDraw: () => l10n.t('The library ran out: no more cards to draw.'),
  freeMulligan: () => l10n.t('The first mulligan is free in this format (multiplayer): no card goes to the bottom for it.'),
  priceDate: (date: string) => l10n.t("prices of {0}, the card data's date", date),
  noPrice: (names: string[]) => l10n.t('Without a price: {0}.', names.join(', ')),
  hoverOdds: (copies: number, library: number) =>
    copies === 1 ? l10n.t('**Draw odds** (1 copy in {0} cards, at least one):', library) : l10n.t('**Draw odds** ({0} copies in {1} cards, at least one):', copies, library),
  onThePlay: () => l10n.t('on the play'),
  onTheDraw: () => l10n.t('on the draw'),
  openingHand: () => l10n.t('opening hand'),
  byTurn: (t: number) => l10n.t('by turn {0}', t),
  landFormula60: 'Karsten (TCGplayer, 2022-07-29): 19.59 + 1.90 × average mana value − 0.28 × cheap card draw and ramp + 0.27 × companion',
  landFormula99: 'Karsten (TCGplayer, 2022-07-29): 31.42 + 3.13 × average mana value − 0.28 × cheap card draw and ramp',
  diffSame: () => l10n.t('The decks have the same cards.'),
  diffUnreadable: (file: string, why: string) => `# decklist: ${l10n.t('cannot read {0} ({1}); showing nothing for it.', file, why)}`,
  diffNoCards: (why: string) => `# decklist: ${l10n.t('card data not loaded ({0}); names are as written.', why)}`,
};

export const SECTION_TITLES: Record<string, string> = {
  commander: 'Commander',
  signature: 'Signature spell',
  companion: 'Companion',
  main: 'Main deck',
  sideboard: 'Sideboard',
  maybeboard: 'Maybeboard',
  outside: 'Outside the deck',
};

/** A section's title in the user's language (Sideboard, サイドボード); an unknown section as it is. */
export function sectionTitle(section: string): string {
  switch (section) {
    case 'commander':
      return l10n.t('Commander');
    case 'signature':
      return l10n.t('Signature spell');
    case 'companion':
      return l10n.t('Companion');
    case 'main':
      return l10n.t('Main deck');
    case 'sideboard':
      return l10n.t('Sideboard');
    case 'maybeboard':
      return l10n.t('Maybeboard');
    case 'outside':
      return l10n.t('Outside the deck');
    default:
      return section;
  }
}
