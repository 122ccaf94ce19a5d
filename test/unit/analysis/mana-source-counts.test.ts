// What `decklist stats` and the statistics view show per color (pips, sources, hardest cost) for the
// mana bases docs/deck-analysis.md describes: fetch lands of each wording, transform and modal
// double-faced cards, rocks and dorks around mana value 2, split, aftermath and adventure costs.
// Each test reads new Card objects (freshAnalyze), never ones another test has read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runStatsCommand } from '../../../server/src/cli/analysis-commands';
import { memoryIO } from '../../support/memory-io';
import { freshAnalyze, freshDb } from './mana-source-cards';

const FETCH_DECK = [
  '4 Krosan Verge',
  '4 Jund Panorama',
  '2 Myriad Landscape',
  '2 Windswept Heath',
  '1 Eye of Ugin',
  '4 Savannah',
  '1 Dryad Arbor',
  '2 Seat of the Synod',
  '5 Forest',
  '3 Plains',
  '4 Swords to Plowshares',
  '4 Giant Growth',
  '4 Lightning Bolt',
  '4 Thoughtseize',
  '4 Opt',
  '4 Thought-Knot Seer',
  '4 Counterspell',
  '4 Kitchen Finks',
];

const color = (pips: number, sources: number, hardestCost: string, hardestCard: string, shape: string, turn: number, required: number) => ({
  pips,
  sources,
  hardestCost,
  hardestCard,
  shape,
  turn,
  required,
  enough: sources >= required,
});

test('fetch lands count for what they find in this deck: both types of "a Forest card and a Plains card", basic lands for the basics the deck holds', () => {
  const { analysis } = freshAnalyze(FETCH_DECK.join('\n'), 'legacy');
  assert.equal(analysis.library, 60);
  assert.equal(analysis.lands, 28);
  assert.equal(analysis.cheapDrawAndRamp, 4, 'Opt only: the artifact land and the land creature are lands');
  assert.deepEqual(analysis.colors, {
    // Krosan Verge 4, Myriad Landscape 2 (basic Plains in the deck), Windswept Heath 2, Savannah 4, Plains 3.
    W: color(12, 15, '{W}', 'Swords to Plowshares', 'C', 1, 14),
    // Krosan Verge 4, Jund Panorama 4, Myriad Landscape 2, Windswept Heath 2, Savannah 4, Dryad Arbor 1, Forest 5.
    G: color(12, 22, '{G}', 'Giant Growth', 'C', 1, 14),
    // Jund Panorama finds a Swamp or a Mountain, but the deck has none; Eye of Ugin finds a creature.
    R: color(4, 0, '{R}', 'Lightning Bolt', 'C', 1, 14),
    B: color(4, 0, '{B}', 'Thoughtseize', 'C', 1, 14),
    // Seat of the Synod (an artifact land whose only mana text is its reminder).
    U: color(12, 2, '{U}{U}', 'Counterspell', 'CC', 2, 21),
    // Krosan Verge, Jund Panorama and Myriad Landscape add {C}.
    C: color(4, 10, '{3}{C}', 'Thought-Knot Seer', '3C', 4, 10),
  });
});

test('decklist stats prints those sources per color, with the fetch lands counted', async () => {
  const io = memoryIO({ '/d.txt': ['// format: legacy', ...FETCH_DECK].join('\n') });
  assert.equal(await runStatsCommand(['d.txt'], io, async () => freshDb()), 0);
  const lines = io.stdout.join('\n').split('\n');
  const at = lines.indexOf('  colored sources (Karsten 2022, 60-card table):');
  assert.deepEqual(lines.slice(at + 1, at + 7), [
    '    White      12 pips,  15 sources; 14 needed for {W} on turn 1 (Swords to Plowshares) ok',
    '    Green      12 pips,  22 sources; 14 needed for {G} on turn 1 (Giant Growth) ok',
    '    Red         4 pips,   0 sources; 14 needed for {R} on turn 1 (Lightning Bolt) TOO FEW (14 short)',
    '    Black       4 pips,   0 sources; 14 needed for {B} on turn 1 (Thoughtseize) TOO FEW (14 short)',
    '    Blue       12 pips,   2 sources; 21 needed for {U}{U} on turn 2 (Counterspell) TOO FEW (19 short)',
    '    Colorless   4 pips,  10 sources; 10 needed for {3}{C} on turn 4 (Thought-Knot Seer) ok',
  ]);
});

test('a land with basic land types is a source of their colors even when its text has no mana ability', () => {
  const { analysis } = freshAnalyze(['4 Savannah', '4 Swords to Plowshares', '4 Giant Growth', '48 Wastes'].join('\n'), 'legacy');
  assert.deepEqual(
    Object.fromEntries(Object.entries(analysis.colors).map(([c, x]) => [c, x!.sources])),
    { W: 4, G: 4 },
  );
});

test('double-faced cards: a transform card counts its front only, a modal one its land back as a source and its dork front as ramp', () => {
  const deck = [
    '4 Westvale Abbey // Ormendahl, Profane Prince', // land front: {C}
    '4 Search for Azcanta // Azcanta, the Sunken Ruin', // enchantment front: its land back is no source
    '4 Ulvenwald Captive // Ulvenwald Abomination', // a dork of mana value 2: {G}, not its back's {C}{C}
    '4 Tangled Florahedron // Tangled Vale', // modal: a dork front and a land back
    '10 Island',
    '10 Forest',
    '4 Thought-Knot Seer',
    '4 Giant Growth',
    '4 Counterspell',
    '12 Opt',
  ];
  const { analysis } = freshAnalyze(deck.join('\n'), 'legacy');
  assert.equal(analysis.library, 60);
  assert.equal(analysis.lands, 24, 'Westvale Abbey and the basics; the modal card is a spell, as its front is');
  assert.equal(analysis.cheapDrawAndRamp, 4 + 4 + 12, 'Ulvenwald Captive, Tangled Florahedron and Opt');
  assert.deepEqual(analysis.colors, {
    U: color(24, 10, '{U}{U}', 'Counterspell', 'CC', 2, 21),
    G: color(12, 18, '{G}', 'Giant Growth', 'C', 1, 14),
    C: color(4, 4, '{3}{C}', 'Thought-Knot Seer', '3C', 4, 10),
  });
});

test('rocks and dorks of mana value 2 or less with "{T}…: Add" are sources and ramp; a chosen color is ramp only; mana value 3, sacrifice and rituals are neither', () => {
  const deck = [
    '4 Paradise Druid', // mana value 2, any color
    '4 Chromatic Lantern', // mana value 3
    '4 Springleaf Drum', // "{T}, Tap an untapped creature you control: Add one mana of any color."
    '4 Skirk Prospector', // "Sacrifice a Goblin: Add {R}."
    '4 Coldsteel Heart', // "Add one mana of the chosen color."
    '4 Llanowar Elves',
    '1 Sol Ring',
    '1 Gilded Lotus',
    '4 Dark Ritual',
    '10 Forest',
    '4 Swords to Plowshares',
    '4 Opt',
    '4 Thoughtseize',
    '4 Lightning Bolt',
    '4 Thought-Knot Seer',
  ];
  const { analysis } = freshAnalyze(deck.join('\n'), 'legacy');
  assert.equal(analysis.library, 60);
  assert.equal(analysis.lands, 10);
  assert.equal(analysis.cheapDrawAndRamp, 4 + 4 + 4 + 4 + 1 + 4, 'Paradise Druid, Springleaf Drum, Coldsteel Heart, Llanowar Elves, Sol Ring, Opt');
  assert.deepEqual(analysis.colors, {
    G: color(8, 10 + 4 + 4 + 4, '{G}', 'Llanowar Elves', 'C', 1, 14),
    R: color(8, 8, '{R}', 'Skirk Prospector', 'C', 1, 14),
    B: color(8, 8, '{B}', 'Dark Ritual', 'C', 1, 14),
    W: color(4, 8, '{W}', 'Swords to Plowshares', 'C', 1, 14),
    U: color(4, 8, '{U}', 'Opt', 'C', 1, 14),
    C: color(4, 1, '{3}{C}', 'Thought-Knot Seer', '3C', 4, 10),
  });
});

test('split, aftermath and modal cards ask for each face (X counts 0); an adventure and a land face ask for nothing beyond the front', () => {
  const deck = [
    '4 Crime // Punishment', // {3}{W}{B} // {X}{B}{G}
    '4 Expansion // Explosion', // {U/R}{U/R} // {X}{U}{U}{R}{R}
    '4 Cut // Ribbons', // {1}{R} // aftermath {X}{B}{B}
    '4 Bonecrusher Giant // Stomp', // {2}{R}, its adventure {1}{R} not counted
    '4 Valki, God of Lies // Tibalt, Cosmic Impostor', // modal: {1}{B} // {5}{R}{R}
    "4 Emeria's Call // Emeria, Shattered Skyclave", // modal: {4}{W}{W}{W} // a land
    '4 Fire // Ice',
    '32 Wastes',
  ];
  const { analysis } = freshAnalyze(deck.join('\n'), 'legacy');
  assert.equal(analysis.library, 60);
  assert.deepEqual(analysis.colors, {
    W: color(4 + 12, 4, '{4}{W}{W}{W}', "Emeria's Call // Emeria, Shattered Skyclave", '2CCC', 5, 19),
    B: color(4 + 4 + 8 + 4, 0, '{X}{B}{B}', 'Cut // Ribbons', 'CC', 2, 21),
    G: color(4, 0, '{X}{B}{G}', 'Crime // Punishment', '1C', 2, 13),
    U: color(8 + 8 + 4, 0, '{X}{U}{U}{R}{R}', 'Expansion // Explosion', '2CC', 4, 16),
    R: color(8 + 8 + 4 + 4 + 8 + 4, 0, '{X}{U}{U}{R}{R}', 'Expansion // Explosion', '2CC', 4, 16),
  });
});

test("a face's mana value follows the rules: {2/W} counts 2, {X}, {Y} and {Z} count 0 (so {2/W}{R} is a turn-3 red cost)", () => {
  const { analysis } = freshAnalyze(['4 Either // Neither', '56 Wastes'].join('\n'), 'legacy');
  assert.deepEqual(analysis.colors, {
    W: { pips: 4, sources: 0, hardestCost: null, hardestCard: null, shape: null, turn: null, required: null, enough: null },
    R: color(4, 0, '{2/W}{R}', 'Either // Neither', '2C', 3, 12),
    G: color(4, 0, '{X}{Y}{Z}{G}', 'Either // Neither', 'C', 1, 14),
  });
});

test('a dork makes what follows "Add", not what its ability costs: Fire Sprites ("{G}, {T}: Add {R}.") is a red source only', () => {
  const { analysis } = freshAnalyze(['4 Fire Sprites', '4 Giant Growth', '20 Mountain', '32 Lightning Bolt'].join('\n'), 'legacy');
  assert.equal(analysis.cheapDrawAndRamp, 4);
  assert.deepEqual(
    Object.fromEntries(Object.entries(analysis.colors).map(([c, x]) => [c, [x!.pips, x!.sources]])),
    { R: [4 + 32, 20 + 4], G: [4, 0] },
  );
});
