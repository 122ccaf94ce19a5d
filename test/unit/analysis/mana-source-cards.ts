// Hand-written Scryfall-shaped cards for the colored-source and pip counts (analysis/mana-sources.ts):
// fetch lands of each wording, transform and modal double-faced cards, rocks and dorks around the
// mana-value limit, split cards with X. Oracle texts are written by hand in the shape Scryfall serves.
//
// Each call of `freshAnalyze` builds new Card objects: mana-sources.ts caches its answers per Card
// object, so a test that reuses cards another test has read would see those cached answers.
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { createDecklistService } from '../../../server/src/core/index';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { ANALYSIS_CARDS } from '../../fixtures/analysis/cards';

type Obj = Record<string, unknown>;
const legal = { standard: 'legal', modern: 'legal', legacy: 'legal', vintage: 'legal', commander: 'legal', pauper: 'legal', duel: 'legal' };
const card = (o: Obj): Obj => ({ layout: 'normal', legalities: legal, rarity: 'common', colors: [], color_identity: [], ...o });
const land = (name: string, oracle_text: string, type_line = 'Land'): Obj => card({ name, mana_cost: '', cmc: 0, type_line, oracle_text });

export const SOURCE_CARDS: Obj[] = [
  // Fetch lands, in each wording Scryfall uses.
  land('Krosan Verge', 'Krosan Verge enters the battlefield tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice Krosan Verge: Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle your library.'),
  land('Jund Panorama', '{T}: Add {C}.\n{1}, {T}, Sacrifice Jund Panorama: Search your library for a basic Swamp, Mountain, or Forest card and put it onto the battlefield tapped. Then shuffle your library.'),
  land('Myriad Landscape', 'Myriad Landscape enters the battlefield tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice Myriad Landscape: Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle your library.'),
  land('Windswept Heath', '{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle your library.'),
  land('Eye of Ugin', 'Colorless Eldrazi spells you cast cost {2} less to cast.\n{7}, {T}: Search your library for a colorless creature card, reveal it, put it into your hand, then shuffle your library.', 'Legendary Land'),
  // Basic land types without the reminder text (as data that leaves it out gives them): the types alone make the colors.
  land('Savannah', '', 'Land — Forest Plains'),
  land('Dryad Arbor', '(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")\nDryad Arbor is green.', 'Land Creature — Forest'),
  land('Seat of the Synod', '({T}: Add {U}.)', 'Artifact Land'),
  // Transform cards: only the front counts.
  card({
    name: 'Westvale Abbey // Ormendahl, Profane Prince',
    layout: 'transform',
    cmc: 0,
    type_line: 'Land // Legendary Creature — Demon',
    card_faces: [
      { name: 'Westvale Abbey', mana_cost: '', type_line: 'Land', oracle_text: '{T}: Add {C}.\n{5}, {T}, Pay 1 life: Create a 1/1 colorless Human Cleric creature token.\n{5}, {T}, Sacrifice five creatures: Transform Westvale Abbey, then untap it.' },
      { name: 'Ormendahl, Profane Prince', mana_cost: '', type_line: 'Legendary Creature — Demon', oracle_text: 'Flying, lifelink, indestructible, haste', colors: ['B'], color_indicator: ['B'] },
    ],
  }),
  card({
    name: 'Search for Azcanta // Azcanta, the Sunken Ruin',
    layout: 'transform',
    cmc: 2,
    type_line: 'Legendary Enchantment // Legendary Land',
    colors: ['U'],
    color_identity: ['U'],
    card_faces: [
      { name: 'Search for Azcanta', mana_cost: '{1}{U}', type_line: 'Legendary Enchantment', oracle_text: 'At the beginning of your upkeep, look at the top card of your library. You may put that card into your graveyard. Then if you have seven or more cards in your graveyard, you may transform Search for Azcanta.', colors: ['U'] },
      { name: 'Azcanta, the Sunken Ruin', mana_cost: '', type_line: 'Legendary Land', oracle_text: '(Transforms from Search for Azcanta.)\n{T}: Add {U}.\n{2}{U}, {T}: Look at the top four cards of your library. You may reveal a noncreature, nonland card from among them and put it into your hand. Put the rest on the bottom of your library in any order.' },
    ],
  }),
  card({
    name: 'Ulvenwald Captive // Ulvenwald Abomination',
    layout: 'transform',
    cmc: 2,
    type_line: 'Creature — Werewolf Horror // Creature — Eldrazi Werewolf',
    colors: ['G'],
    color_identity: ['G'],
    card_faces: [
      { name: 'Ulvenwald Captive', mana_cost: '{1}{G}', type_line: 'Creature — Werewolf Horror', oracle_text: 'Defender\n{T}: Add {G}.\n{5}{G}{G}: Transform Ulvenwald Captive.', colors: ['G'], power: '1', toughness: '2' },
      { name: 'Ulvenwald Abomination', mana_cost: '', type_line: 'Creature — Eldrazi Werewolf', oracle_text: '{T}: Add {C}{C}.', colors: ['G'], color_indicator: ['G'], power: '4', toughness: '6' },
    ],
  }),
  // A modal double-faced card: a dork on the front, a land on the back.
  card({
    name: 'Tangled Florahedron // Tangled Vale',
    layout: 'modal_dfc',
    cmc: 2,
    type_line: 'Creature — Elf Druid // Land',
    colors: ['G'],
    color_identity: ['G'],
    card_faces: [
      { name: 'Tangled Florahedron', mana_cost: '{1}{G}', type_line: 'Creature — Elf Druid', oracle_text: '{T}: Add {G}.', colors: ['G'], power: '1', toughness: '1' },
      { name: 'Tangled Vale', mana_cost: '', type_line: 'Land', oracle_text: 'Tangled Vale enters the battlefield tapped.\n{T}: Add {G}.' },
    ],
  }),
  // Rocks and dorks around the limit of mana value 2; one-shot mana that is no source.
  card({ name: 'Paradise Druid', mana_cost: '{1}{G}', cmc: 2, type_line: 'Creature — Elf Druid', oracle_text: "Paradise Druid has hexproof as long as it's untapped.\n{T}: Add one mana of any color.", colors: ['G'], color_identity: ['G'] }),
  card({ name: 'Fire Sprites', mana_cost: '{1}{R}', cmc: 2, type_line: 'Creature — Faerie', oracle_text: 'Flying\n{G}, {T}: Add {R}.', colors: ['R'], color_identity: ['R', 'G'], power: '1', toughness: '1' }),
  card({ name: 'Chromatic Lantern', mana_cost: '{3}', cmc: 3, type_line: 'Artifact', oracle_text: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.' }),
  card({ name: 'Springleaf Drum', mana_cost: '{1}', cmc: 1, type_line: 'Artifact', oracle_text: '{T}, Tap an untapped creature you control: Add one mana of any color.' }),
  card({ name: 'Skirk Prospector', mana_cost: '{R}', cmc: 1, type_line: 'Creature — Goblin', oracle_text: 'Sacrifice a Goblin: Add {R}.', colors: ['R'], color_identity: ['R'] }),
  card({ name: 'Coldsteel Heart', mana_cost: '{2}', cmc: 2, type_line: 'Snow Artifact', oracle_text: 'Coldsteel Heart enters the battlefield tapped.\nAs Coldsteel Heart enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.' }),
  // Spells of each color, and a cost with {C}.
  card({ name: 'Swords to Plowshares', mana_cost: '{W}', cmc: 1, type_line: 'Instant', oracle_text: 'Exile target creature. Its controller gains life equal to its power.', colors: ['W'], color_identity: ['W'] }),
  card({ name: 'Giant Growth', mana_cost: '{G}', cmc: 1, type_line: 'Instant', oracle_text: 'Target creature gets +3/+3 until end of turn.', colors: ['G'], color_identity: ['G'] }),
  card({ name: 'Thought-Knot Seer', mana_cost: '{3}{C}', cmc: 4, type_line: 'Creature — Eldrazi', oracle_text: "When Thought-Knot Seer enters the battlefield, target opponent reveals their hand. You choose a nonland card from it and exile that card.\nWhen Thought-Knot Seer leaves the battlefield, target opponent draws a card.", power: '4', toughness: '4' }),
  // Multi-face costs: split halves with X and hybrid, aftermath, an adventure.
  card({
    name: 'Crime // Punishment',
    layout: 'split',
    mana_cost: '{3}{W}{B} // {X}{B}{G}',
    cmc: 7,
    type_line: 'Sorcery // Sorcery',
    colors: ['W', 'B', 'G'],
    color_identity: ['W', 'B', 'G'],
    card_faces: [
      { name: 'Crime', mana_cost: '{3}{W}{B}', type_line: 'Sorcery', oracle_text: "Put target creature or enchantment card from an opponent's graveyard onto the battlefield under your control." },
      { name: 'Punishment', mana_cost: '{X}{B}{G}', type_line: 'Sorcery', oracle_text: 'Destroy each artifact, creature, and enchantment with converted mana cost X.' },
    ],
  }),
  card({
    name: 'Expansion // Explosion',
    layout: 'split',
    mana_cost: '{U/R}{U/R} // {X}{U}{U}{R}{R}',
    cmc: 6,
    type_line: 'Instant // Sorcery',
    colors: ['U', 'R'],
    color_identity: ['U', 'R'],
    card_faces: [
      { name: 'Expansion', mana_cost: '{U/R}{U/R}', type_line: 'Instant', oracle_text: 'Copy target instant or sorcery spell with converted mana cost 4 or less. You may choose new targets for the copy.' },
      { name: 'Explosion', mana_cost: '{X}{U}{U}{R}{R}', type_line: 'Sorcery', oracle_text: 'Explosion deals X damage to any target. Target player draws X cards.' },
    ],
  }),
  card({
    name: 'Cut // Ribbons',
    layout: 'aftermath',
    mana_cost: '{1}{R} // {X}{B}{B}',
    cmc: 2,
    type_line: 'Sorcery // Sorcery',
    colors: ['R', 'B'],
    color_identity: ['R', 'B'],
    card_faces: [
      { name: 'Cut', mana_cost: '{1}{R}', type_line: 'Sorcery', oracle_text: 'Cut deals 4 damage to target creature.' },
      { name: 'Ribbons', mana_cost: '{X}{B}{B}', type_line: 'Sorcery', oracle_text: 'Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.' },
    ],
  }),
  card({
    name: 'Valki, God of Lies // Tibalt, Cosmic Impostor',
    layout: 'modal_dfc',
    cmc: 2,
    type_line: 'Legendary Creature — God // Legendary Planeswalker — Tibalt',
    colors: ['B'],
    color_identity: ['B', 'R'],
    card_faces: [
      { name: 'Valki, God of Lies', mana_cost: '{1}{B}', type_line: 'Legendary Creature — God', oracle_text: 'When Valki enters the battlefield, each opponent reveals their hand. For each opponent, exile a creature card they revealed this way until Valki leaves the battlefield.\n{X}: Choose a creature card exiled with Valki with mana value X. Valki becomes a copy of it.', colors: ['B'], power: '2', toughness: '1' },
      { name: 'Tibalt, Cosmic Impostor', mana_cost: '{5}{R}{R}', type_line: 'Legendary Planeswalker — Tibalt', oracle_text: 'As Tibalt enters the battlefield, you get an emblem with "You may play cards exiled with Tibalt, Cosmic Impostor, and you may spend mana as though it were mana of any color to cast those spells."\n+2: Exile the top card of each player\'s library.\n−3: Exile target artifact or creature.\n−8: Exile all cards from all graveyards. Add {R}{R}{R}.', colors: ['R'], loyalty: '5' },
    ],
  }),
  // Made up (no printed split card has these symbols): a face's mana value reads {Y}, {Z} as 0 and {2/W} as 2.
  card({
    name: 'Either // Neither',
    layout: 'split',
    mana_cost: '{2/W}{R} // {X}{Y}{Z}{G}',
    cmc: 4,
    type_line: 'Sorcery // Sorcery',
    colors: ['W', 'R', 'G'],
    color_identity: ['W', 'R', 'G'],
    card_faces: [
      { name: 'Either', mana_cost: '{2/W}{R}', type_line: 'Sorcery', oracle_text: 'Draw a card.' },
      { name: 'Neither', mana_cost: '{X}{Y}{Z}{G}', type_line: 'Sorcery', oracle_text: 'Draw a card.' },
    ],
  }),
  card({
    name: 'Bonecrusher Giant // Stomp',
    layout: 'adventure',
    mana_cost: '{2}{R} // {1}{R}',
    cmc: 3,
    type_line: 'Creature — Giant // Instant — Adventure',
    colors: ['R'],
    color_identity: ['R'],
    card_faces: [
      { name: 'Bonecrusher Giant', mana_cost: '{2}{R}', type_line: 'Creature — Giant', oracle_text: 'Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell\'s controller.', power: '4', toughness: '3' },
      { name: 'Stomp', mana_cost: '{1}{R}', type_line: 'Instant — Adventure', oracle_text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target." },
    ],
  }),
];

/** A card database of new Card objects: the analysis fixture's cards and the ones above. */
export function freshDb(): CardDatabase {
  const objects = [...ANALYSIS_CARDS, ...SOURCE_CARDS];
  return createMemoryCardDatabase(objects.map(cardFromScryfall), {
    source: 'scryfall-jsonl',
    label: 'mana source test cards',
    date: '2026-11-20',
    cards: objects.length,
    hasLegalities: true,
  });
}

/** A check and its analysis over a fresh database. */
export function freshAnalyze(text: string, format?: string) {
  const s = createDecklistService({ cards: freshDb() });
  const check = s.check(text, { format });
  return { check, analysis: s.analysis(check) };
}
