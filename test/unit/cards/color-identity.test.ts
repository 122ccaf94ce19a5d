import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeColorIdentity, symbolColors, stripReminderText } from '../../../server/src/core/cards/color-identity';
import { sampleCard } from './helpers';

const id = (c: Parameters<typeof computeColorIdentity>[0]) => computeColorIdentity(c).identity;

test('hybrid symbols count every color they show, including {2/W}', () => {
  assert.deepEqual(symbolColors('{G/W}'), ['G', 'W']);
  assert.deepEqual(symbolColors('{2/W}'), ['W']);
  assert.deepEqual(id(sampleCard('Kitchen Finks')), ['W', 'G']);
  assert.deepEqual(id(sampleCard('Spectral Procession')), ['W']);
  assert.deepEqual(id({ manaCost: '{2/B}{R}' }), ['B', 'R']);
});

test('Phyrexian symbols count their colors, including two-color Phyrexian', () => {
  assert.deepEqual(symbolColors('{W/P}'), ['W']);
  assert.deepEqual(symbolColors('{G/U/P}'), ['G', 'U']);
  assert.deepEqual(id({ manaCost: '{1}{G/U/P}' }), ['U', 'G']);
  assert.deepEqual(id(sampleCard('Dismember')), ['B']);
  assert.deepEqual(symbolColors('{C}'), []);
  assert.deepEqual(symbolColors('{S}'), []);
  assert.deepEqual(symbolColors('{HW}'), ['W']);
});

test('reminder text is ignored (Extort pays {W/B} in reminder text only)', () => {
  assert.equal(stripReminderText('Extort (pay {W/B}.)'), 'Extort ');
  assert.deepEqual(id(sampleCard('Syndic of Tithes')), ['W']);
  // The same symbol outside parentheses would count.
  assert.deepEqual(id({ manaCost: '{2}{W}', oracleText: 'Whenever you cast a spell, you may pay {W/B}.' }), ['W', 'B']);
});

test('mana symbols in rules text count, with the reason naming where', () => {
  const r = computeColorIdentity({ name: 'X', manaCost: '{2}', oracleText: '{T}: Add {G}.' });
  assert.deepEqual(r.identity, ['G']);
  assert.deepEqual(r.reasons, [{ color: 'G', symbol: '{G}', where: 'rules text' }]);
});

test('color indicators count', () => {
  const r = computeColorIdentity({ name: 'Ancestral Vision', manaCost: '', oracleText: '', colorIndicator: ['U'] });
  assert.deepEqual(r.identity, ['U']);
  assert.equal(r.reasons[0].where, 'color indicator');
  assert.deepEqual(id(sampleCard('Dryad Arbor')), ['G']);
});

test('back faces count (Civilized Scholar // Homicidal Brute is blue-red), reasons name the face', () => {
  const r = computeColorIdentity(sampleCard('Civilized Scholar // Homicidal Brute'));
  assert.deepEqual(r.identity, ['U', 'R']);
  const red = r.reasons.filter((x) => x.color === 'R');
  assert.ok(red.some((x) => x.face === 'Homicidal Brute' && x.where === 'color indicator'), JSON.stringify(red));
});

test('split card: both halves count', () => {
  const r = computeColorIdentity(sampleCard('Fire // Ice'));
  assert.deepEqual(r.identity, ['U', 'R']);
  assert.ok(r.reasons.some((x) => x.color === 'R' && x.face === 'Fire' && x.where === 'mana cost'));
  assert.ok(r.reasons.some((x) => x.color === 'U' && x.face === 'Ice' && x.symbol === '{U}'));
});

test('basic land types in the type line count (Godless Shrine), its reminder text does not matter', () => {
  const r = computeColorIdentity(sampleCard('Godless Shrine'));
  assert.deepEqual(r.identity, ['W', 'B']);
  assert.ok(r.reasons.every((x) => x.where === 'type line'));
  assert.deepEqual(id({ typeLine: 'Basic Snow Land — Forest' }), ['G']);
  assert.deepEqual(id({ typeLine: 'Basic Land', oracleText: '{T}: Add {C}.' }), []);
  // A creature named like a land type is not a basic land type.
  assert.deepEqual(id({ name: 'Forest Bear', typeLine: 'Creature — Bear' }), []);
});

test('characteristic-defining abilities that set color count; "is colorless" adds nothing', () => {
  assert.deepEqual(id(sampleCard('Transguild Courier')), ['W', 'U', 'B', 'R', 'G']);
  assert.deepEqual(id(sampleCard('Ghostfire')), ['R']);
  const k = computeColorIdentity({ name: 'Kobolds of Kher Keep', manaCost: '{0}', oracleText: 'Kobolds of Kher Keep is red.' });
  assert.deepEqual(k.identity, ['R']);
  assert.equal(k.reasons[0].where, 'characteristic-defining ability');
  assert.deepEqual(id({ name: 'Evermind', oracleText: 'Evermind is blue.\nDraw a card.' }), ['U']);
  // Another object's color is not a CDA of this card.
  assert.deepEqual(id({ name: 'Painter', oracleText: 'Target creature is red until end of turn.' }), []);
});

test('colorless artifacts have an empty identity', () => {
  assert.deepEqual(id(sampleCard('Sol Ring')), []);
  assert.deepEqual(id(sampleCard('Urza\'s Saga')), []);
});

test('generic, colorless, snow, X and energy symbols add no color; twobrid {2/W} adds its color', () => {
  for (const s of ['{X}', '{Y}', '{Z}', '{C}', '{S}', '{E}', '{T}', '{Q}', '{0}', '{15}', '{½}', '{∞}']) assert.deepEqual(symbolColors(s), [], s);
  assert.deepEqual(id({ manaCost: '{X}{X}{C}', oracleText: '{S}, {T}: Add {C}{C}. You get {E}{E}.' }), []);
  const r = computeColorIdentity({ name: 'Twobrid', manaCost: '{2/W}{2/W}{2/W}', oracleText: '' });
  assert.deepEqual(r.identity, ['W']);
  assert.deepEqual(r.reasons, [{ color: 'W', symbol: '{2/W}', where: 'mana cost' }]);
});

test('a characteristic-defining ability of each color word, and of two colors, counts', () => {
  for (const [word, color] of [
    ['white', 'W'],
    ['blue', 'U'],
    ['black', 'B'],
    ['red', 'R'],
    ['green', 'G'],
  ] as const) {
    const r = computeColorIdentity({ name: 'Vessel', manaCost: '{3}', oracleText: `Devoid\nVessel is ${word}.` });
    assert.deepEqual(r.identity, [color], word);
    assert.deepEqual(
      r.reasons.map((x) => [x.color, x.symbol, x.where]),
      [[color, `Vessel is ${word}`, 'characteristic-defining ability']],
    );
  }
  assert.deepEqual(id({ name: 'Twins', manaCost: '{2}', oracleText: 'Twins is white and black.' }), ['W', 'B']);
  assert.deepEqual(id({ name: 'Triad', manaCost: '{2}', oracleText: 'Triad is white, blue and green.' }), ['W', 'U', 'G']);
});

test('a CDA written with "~", "this card", "this permanent" or "this spell" counts; another card being a color does not', () => {
  for (const subject of ['~', 'this card', 'this permanent', 'this spell', 'This spell']) {
    assert.deepEqual(id({ name: 'Shapeless', manaCost: '{4}', oracleText: `${subject} is black.` }), ['B'], subject);
  }
  assert.deepEqual(id({ name: 'Painter', manaCost: '{1}', oracleText: 'Each creature you control is black.' }), []);
  assert.deepEqual(id({ name: 'Painter', manaCost: '{1}', oracleText: 'Target permanent is green until end of turn.' }), []);
});

test('nested reminder text is ignored whole, and only it', () => {
  assert.equal(stripReminderText('Ward {2} (Whenever ({W} or {B}) this becomes the target…) Flying'), 'Ward {2}  Flying');
  const r = computeColorIdentity({ name: 'Nest', manaCost: '{2}', oracleText: 'Extort (Whenever you cast a spell, you may pay {W/B}. (That is ({R}) nested.))\n{T}: Add {G}.' });
  assert.deepEqual(r.identity, ['G']);
});

test('a multi-face card\'s card-level color indicator counts, named without a face', () => {
  const r = computeColorIdentity({
    name: 'Front // Back',
    colorIndicator: ['B'],
    faces: [
      { name: 'Front', manaCost: '{1}{U}', oracleText: 'Flying' },
      { name: 'Back', manaCost: '', oracleText: 'Menace' },
    ],
  });
  assert.deepEqual(r.identity, ['U', 'B']);
  const black = r.reasons.find((x) => x.color === 'B')!;
  assert.deepEqual([black.symbol, black.where, black.face], ['color indicator', 'color indicator', undefined]);
});

test('every reason of a two-faced card, in color order: costs, rules text, CDA, indicators (face and card), type lines in any dash', () => {
  const r = computeColorIdentity({
    name: 'Twin Face',
    faces: [
      { name: 'Front', manaCost: '{1}{W}{W}', typeLine: 'Creature — Human', oracleText: '{T}: Add {G}. Front is black.' },
      { name: 'Back', typeLine: 'Land – Island Swamp', colorIndicator: ['U'] },
    ],
    colorIndicator: ['R'],
    colors: ['W'],
  });
  assert.deepEqual(r.identity, ['W', 'U', 'B', 'R', 'G']);
  assert.deepEqual(r.reasons, [
    { color: 'W', symbol: '{W}', where: 'mana cost', face: 'Front' },
    { color: 'U', symbol: 'color indicator', where: 'color indicator', face: 'Back' },
    { color: 'U', symbol: 'Island', where: 'type line', face: 'Back' },
    { color: 'B', symbol: 'Front is black', where: 'characteristic-defining ability', face: 'Front' },
    { color: 'B', symbol: 'Swamp', where: 'type line', face: 'Back' },
    { color: 'R', symbol: 'color indicator', where: 'color indicator' },
    { color: 'G', symbol: '{G}', where: 'rules text', face: 'Front' },
  ]);
});

test('one reason per symbol and place: {W}{W} once, {W/U} for both colors, the same {W} in the text apart', () => {
  assert.deepEqual(computeColorIdentity({ name: 'X', manaCost: '{W}{W}{W/U}', oracleText: 'Pay {W}: X is white.' }).reasons, [
    { color: 'W', symbol: '{W}', where: 'mana cost' },
    { color: 'W', symbol: '{W/U}', where: 'mana cost' },
    { color: 'W', symbol: '{W}', where: 'rules text' },
    { color: 'W', symbol: 'X is white', where: 'characteristic-defining ability' },
    { color: 'U', symbol: '{W/U}', where: 'mana cost' },
  ]);
});

test('colors with no other reason (tokens, old data): the card\'s without a face, a face\'s with its name', () => {
  assert.deepEqual(computeColorIdentity({ name: 'Token', colors: ['G', 'U'] }).reasons, [
    { color: 'U', symbol: 'color', where: 'colors' },
    { color: 'G', symbol: 'color', where: 'colors' },
  ]);
  assert.deepEqual(computeColorIdentity({ name: 'Token', faces: [{ name: 'A', colors: ['G'] }, { name: 'B' }], colors: ['R'] }).reasons, [
    { color: 'R', symbol: 'color', where: 'colors' },
    { color: 'G', symbol: 'color', where: 'colors', face: 'A' },
  ]);
});

test('type lines: "Land - Forest/Plains" (plain hyphen, slash) counts both; a basic type before the dash does not', () => {
  assert.deepEqual(computeColorIdentity({ name: 'Land', typeLine: 'Land - Forest/Plains' }).reasons, [
    { color: 'W', symbol: 'Plains', where: 'type line' },
    { color: 'G', symbol: 'Forest', where: 'type line' },
  ]);
  assert.deepEqual(id({ name: 'Land', typeLine: 'Land Forest' }), []);
  assert.deepEqual(id({ name: 'Forest Walker', typeLine: 'Creature — Elf' }), []);
});

test('a CDA of a name with regex characters is read literally; a near name is not the card', () => {
  assert.deepEqual(computeColorIdentity({ name: 'Who+What.', oracleText: 'Flying\nWho+What. is red.' }).reasons, [
    { color: 'R', symbol: 'Who+What. is red', where: 'characteristic-defining ability' },
  ]);
  assert.deepEqual(id({ name: 'Who+What', oracleText: 'Flying\nWhoooWhat is red.' }), []);
  assert.deepEqual(id({ name: 'A.B', oracleText: 'AxB is red.' }), []);
  assert.deepEqual(id({ name: 'X', oracleText: 'X is bluefish.' }), []);
  assert.deepEqual(id({ name: 'X', oracleText: 'X is blue, black, and red.' }), ['U', 'B', 'R']);
});

test('symbols: lower case counts; an unknown two-letter symbol and a bare H add nothing', () => {
  assert.deepEqual(symbolColors('{hr}'), ['R']);
  assert.deepEqual(symbolColors('{r/r}'), ['R']);
  assert.deepEqual(symbolColors('{WU}'), []);
  assert.deepEqual(symbolColors('{H}'), []);
});
