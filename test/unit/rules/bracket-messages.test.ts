// The `// bracket:` warnings as a player sees them: on which lines, the whole message, the related
// lines (the other cards, the declared bracket) and the data, for each rule and each zone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPELLBOOK_FILE } from '../../../server/src/core/cards/download';
import { openCombos, type ComboStore } from '../../../server/src/core/combos/store';
import { VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';
import { bracketSeen } from './bracket-view';
import { commanderDeck } from './helpers';

/** A Commander deck under Atraxa (line 2) with a bracket line 0; the cards from line 5. */
const deck = (cards: string[], bracket: number | string, commander: string | string[] = "Atraxa, Praetors' Voice") =>
  `// bracket: ${bracket}\n` + commanderDeck(commander, cards, ['Forest', 'Island', 'Plains', 'Swamp']);

const LABEL: Record<number, string> = { 1: 'bracket 1 (Exhibition)', 2: 'bracket 2 (Core)', 3: 'bracket 3 (Upgraded)', 4: 'bracket 4 (Optimized)' };
const declaredAt = (b: number, line = 0): [number, string] => [line, `the declared ${LABEL[b]}`];

async function spellbook(): Promise<ComboStore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-bracket-combos-'));
  const file = path.join(dir, SPELLBOOK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify(VARIANTS_EXPORT)));
  return (await openCombos(dir))!;
}
const STORE = spellbook();

test('Game Changers over the limit: each card warned on its line, the others and the declared bracket related', () => {
  const cards = ['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift', 'Demonic Tutor'];
  const seen = bracketSeen(deck(cards, 3));
  assert.deepEqual(
    seen,
    cards.map((name, i) => ({
      line: 5 + i,
      from: 2,
      to: 2 + name.length,
      severity: 'warning',
      message: `${name} is a Game Changer, one of 4 in this deck (also ${cards.filter((c) => c !== name).join(', ')}): bracket 3 (Upgraded) allows at most 3; the deck needs bracket 4 (Optimized) (Game Changers list of 2026-02-09).`,
      card: name,
      related: [...cards.flatMap((c, j): Array<[number, string]> => (c === name ? [] : [[5 + j, `also a Game Changer: ${c}`]])), declaredAt(3)],
      data: { rule: 'game-changers', declared: 3, needed: 4, cards },
    })),
  );
});

test('a card on two lines is warned on both, and related once at its first line', () => {
  const seen = bracketSeen(deck(['Rhystic Study', 'Smothering Tithe', 'Smothering Tithe'], 2));
  assert.deepEqual(
    seen.map((d) => [d.line, d.card, d.related]),
    [
      [5, 'Rhystic Study', [[6, 'also a Game Changer: Smothering Tithe'], declaredAt(2)]],
      [6, 'Smothering Tithe', [[5, 'also a Game Changer: Rhystic Study'], declaredAt(2)]],
      [7, 'Smothering Tithe', [[5, 'also a Game Changer: Rhystic Study'], declaredAt(2)]],
    ],
  );
  assert.equal(seen[0].message, 'Rhystic Study is a Game Changer, one of 2 in this deck (also Smothering Tithe): bracket 2 (Core) allows none; the deck needs bracket 3 (Upgraded) (Game Changers list of 2026-02-09).');
});

test('many Game Changers: six others named then an ellipsis, five related lines; six others without one', () => {
  const eight = ['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift', 'Demonic Tutor', 'Vampiric Tutor', "Thassa's Oracle", 'Verdant Overseer', 'Tergrid, God of Fright'];
  const [first] = bracketSeen(deck(eight, 2));
  assert.equal(
    first.message,
    "Rhystic Study is a Game Changer, one of 8 in this deck (also Smothering Tithe, Cyclonic Rift, Demonic Tutor, Vampiric Tutor, Thassa's Oracle, Verdant Overseer, …): bracket 2 (Core) allows none; the deck needs bracket 4 (Optimized) (Game Changers list of 2026-02-09).",
  );
  assert.deepEqual(first.related, [...eight.slice(1, 6).map((c, j): [number, string] => [6 + j, `also a Game Changer: ${c}`]), declaredAt(2)]);
  const [seven] = bracketSeen(deck(eight.slice(0, 7), 2));
  assert.equal(
    seven.message,
    "Rhystic Study is a Game Changer, one of 7 in this deck (also Smothering Tithe, Cyclonic Rift, Demonic Tutor, Vampiric Tutor, Thassa's Oracle, Verdant Overseer): bracket 2 (Core) allows none; the deck needs bracket 4 (Optimized) (Game Changers list of 2026-02-09).",
  );
});

test('the Game Changers date is the list in force: a config list with its own date, or none', () => {
  const own = bracketSeen(deck(['Rhystic Study'], 2), { brackets: { gameChangers: { cards: ['Rhystic Study'], asOf: '2026-03-01', source: 'our list' } } });
  assert.deepEqual(own.map((d) => d.message), ['Rhystic Study is a Game Changer: bracket 2 (Core) allows none; the deck needs bracket 3 (Upgraded) (Game Changers list of 2026-03-01).']);
  const undated = bracketSeen(deck(['Rhystic Study'], 2), { brackets: { gameChangers: { cards: ['Rhystic Study'] } } });
  assert.deepEqual(undated.map((d) => d.message), ['Rhystic Study is a Game Changer: bracket 2 (Core) allows none; the deck needs bracket 3 (Upgraded).']);
});

test('each rule in its words: mass land denial, extra turns with their note, tutors under a config limit', () => {
  const seen = bracketSeen(deck(['Armageddon', 'Time Warp', 'Temporal Manipulation', 'Time Stretch', 'Diabolic Tutor', 'Expedition Map'], 2), { brackets: { tutors: { limits: { '1': 1, '2': 1 } } } });
  assert.deepEqual(
    seen.map((d) => [d.line, d.message, d.related]),
    [
      [5, 'Armageddon is mass land denial: bracket 2 (Core) allows none; the deck needs bracket 4 (Optimized).', [declaredAt(2)]],
      [
        6,
        'Time Warp is an extra-turn card, one of 3 in this deck (also Temporal Manipulation, Time Stretch): bracket 2 (Core) allows at most 2 (in low quantities, not chained or looped); the deck needs bracket 4 (Optimized).',
        [[7, 'also an extra-turn card: Temporal Manipulation'], [8, 'also an extra-turn card: Time Stretch'], declaredAt(2)],
      ],
      [
        7,
        'Temporal Manipulation is an extra-turn card, one of 3 in this deck (also Time Warp, Time Stretch): bracket 2 (Core) allows at most 2 (in low quantities, not chained or looped); the deck needs bracket 4 (Optimized).',
        [[6, 'also an extra-turn card: Time Warp'], [8, 'also an extra-turn card: Time Stretch'], declaredAt(2)],
      ],
      [
        8,
        'Time Stretch is an extra-turn card, one of 3 in this deck (also Time Warp, Temporal Manipulation): bracket 2 (Core) allows at most 2 (in low quantities, not chained or looped); the deck needs bracket 4 (Optimized).',
        [[6, 'also an extra-turn card: Time Warp'], [7, 'also an extra-turn card: Temporal Manipulation'], declaredAt(2)],
      ],
      [9, 'Diabolic Tutor is a tutor, one of 2 in this deck (also Expedition Map): bracket 2 (Core) allows at most 1; the deck needs bracket 3 (Upgraded).', [[10, 'also a tutor: Expedition Map'], declaredAt(2)]],
      [10, 'Expedition Map is a tutor, one of 2 in this deck (also Diabolic Tutor): bracket 2 (Core) allows at most 1; the deck needs bracket 3 (Upgraded).', [[9, 'also a tutor: Diabolic Tutor'], declaredAt(2)]],
    ],
  );
});

test('two-card combos from the lists: each card names its own partners only, and bracket 3 is said to need a slow combo', () => {
  const text = deck(['Sanguine Bond', 'Exquisite Blood', 'Plain Bear'], 2);
  const seen = bracketSeen(text, { brackets: { combos: { add: [['Exquisite Blood', 'Plain Bear']] } } });
  const need = 'the deck needs bracket 3 (Upgraded), where a combo must not win early. (The combo list is not exhaustive.)';
  const data = { rule: 'two-card-combos', declared: 2, needed: 3, cards: ['Sanguine Bond', 'Exquisite Blood', 'Plain Bear'] };
  assert.deepEqual(seen, [
    { line: 5, from: 2, to: 15, severity: 'warning', message: `Sanguine Bond and Exquisite Blood are a two-card combo: bracket 2 (Core) allows none; ${need}`, card: 'Sanguine Bond', related: [[6, 'the other half: Exquisite Blood'], declaredAt(2)], data },
    {
      line: 6,
      from: 2,
      to: 17,
      severity: 'warning',
      message: `Exquisite Blood and Sanguine Bond / Plain Bear are a two-card combo: bracket 2 (Core) allows none; ${need}`,
      card: 'Exquisite Blood',
      related: [[5, 'the other half: Sanguine Bond'], [7, 'the other half: Plain Bear'], declaredAt(2)],
      data,
    },
    { line: 7, from: 2, to: 12, severity: 'warning', message: `Plain Bear and Exquisite Blood are a two-card combo: bracket 2 (Core) allows none; ${need}`, card: 'Plain Bear', related: [[6, 'the other half: Exquisite Blood'], declaredAt(2)], data },
  ]);
  // A house rule that allows no combo in bracket 3: bracket 4 is needed, without the note.
  const strict = bracketSeen(deck(['Sanguine Bond', 'Exquisite Blood'], 3), { brackets: { combos: { limits: { '3': 0 } } } });
  assert.deepEqual(strict.map((d) => d.message), [
    'Sanguine Bond and Exquisite Blood are a two-card combo: bracket 3 (Upgraded) allows none; the deck needs bracket 4 (Optimized). (The combo list is not exhaustive.)',
    'Exquisite Blood and Sanguine Bond are a two-card combo: bracket 3 (Upgraded) allows none; the deck needs bracket 4 (Optimized). (The combo list is not exhaustive.)',
  ]);
});

test("Spellbook's combos: the highest first with the count of the others, the other pieces related (the commander too), the combos in the data", async () => {
  const combos = await STORE;
  const seen = bracketSeen(deck(['Plain Bear', 'Time Stretch', 'Verdant Overseer'], 1), { combos });
  const atraxa = "Atraxa, Praetors' Voice";
  const mana = `the combo ${atraxa} + Plain Bear + Verdant Overseer (Infinite green mana): Commander Spellbook tags it Oddball; by the official rules it needs bracket 2 (Core), and the declared bracket 1 (Exhibition) does not allow it.`;
  const manaData = { rule: 'two-card-combos', declared: 1, needed: 2, cards: [atraxa, 'Plain Bear', 'Verdant Overseer'], combos: [{ id: '2100-2101-2102', url: 'https://commanderspellbook.com/combo/2100-2101-2102/', bracket: 2 }] };
  const SLOW = { id: '2600-2601', url: 'https://commanderspellbook.com/combo/2600-2601/', bracket: 3 };
  const bear = seen.find((d) => d.card === 'Plain Bear')!;
  assert.equal(bear.message, 'Plain Bear is part of the combo Time Stretch + Plain Bear (Infinite turns): it needs bracket 3 (Upgraded), and the declared bracket 1 (Exhibition) does not allow it (and 1 more combo with this card).');
  assert.deepEqual(bear.related, [[6, 'another card of the combo: Time Stretch'], declaredAt(1)]);
  assert.deepEqual(bear.data, {
    rule: 'two-card-combos',
    declared: 1,
    needed: 3,
    cards: ['Time Stretch', 'Plain Bear'],
    combos: [
      SLOW,
      { id: '2100-2101-2102', url: 'https://commanderspellbook.com/combo/2100-2101-2102/', bracket: 2 },
    ],
  });
  assert.deepEqual(
    seen.filter((d) => d.card !== 'Plain Bear' && d.data!.combos).map((d) => [d.line, d.message, d.related, d.data]),
    [
      [2, `${atraxa} is part of ${mana}`, [[5, 'another card of the combo: Plain Bear'], [7, 'another card of the combo: Verdant Overseer'], declaredAt(1)], manaData],
      [6, 'Time Stretch is part of the combo Time Stretch + Plain Bear (Infinite turns): it needs bracket 3 (Upgraded), and the declared bracket 1 (Exhibition) does not allow it.', [[5, 'another card of the combo: Plain Bear'], declaredAt(1)], { rule: 'two-card-combos', declared: 1, needed: 3, cards: ['Time Stretch', 'Plain Bear'], combos: [SLOW] }],
      [7, `Verdant Overseer is part of ${mana}`, [[2, `another card of the combo: ${atraxa}`], [5, 'another card of the combo: Plain Bear'], declaredAt(1)], manaData],
    ],
  );
});

test("Spellbook's combos: only the combos over the declared bracket are warned", async () => {
  const combos = await STORE;
  const seen = bracketSeen(deck(["Thassa's Oracle", 'Demonic Consultation', 'Sword of the Meek', 'Thopter Foundry'], 3), { combos });
  assert.deepEqual(
    seen.map((d) => [d.line, d.card, d.related]),
    [
      [5, "Thassa's Oracle", [[6, 'another card of the combo: Demonic Consultation'], declaredAt(3)]],
      [6, 'Demonic Consultation', [[5, "another card of the combo: Thassa's Oracle"], declaredAt(3)]],
    ],
  );
  assert.equal(seen[0].message, "Thassa's Oracle is part of the combo Thassa's Oracle + Demonic Consultation (Win the game): Commander Spellbook tags it Ruthless; by the official rules it needs bracket 4 (Optimized), and the declared bracket 3 (Upgraded) does not allow it.");
});

test('the command zone and the companion are warned, the Maybeboard is not', () => {
  const text = 'Companion\n1 Lurrus of the Dream-Den\n\n' + deck(['Rhystic Study'], 2, 'Tergrid, God of Fright') + '\nMaybeboard\n1 Rhystic Study\n';
  const seen = bracketSeen(text, { brackets: { gameChangers: { add: ['Lurrus of the Dream-Den'] } } });
  assert.deepEqual(
    seen.map((d) => [d.line, d.card, d.related]),
    [
      [1, 'Lurrus of the Dream-Den', [[5, 'also a Game Changer: Tergrid, God of Fright'], [8, 'also a Game Changer: Rhystic Study'], declaredAt(2, 3)]],
      [5, 'Tergrid, God of Fright', [[1, 'also a Game Changer: Lurrus of the Dream-Den'], [8, 'also a Game Changer: Rhystic Study'], declaredAt(2, 3)]],
      [8, 'Rhystic Study', [[1, 'also a Game Changer: Lurrus of the Dream-Den'], [5, 'also a Game Changer: Tergrid, God of Fright'], declaredAt(2, 3)]],
    ],
  );
});

test("an Oathbreaker house format with brackets: the signature spell's line is warned", () => {
  const text = '// bracket: 2\n' + commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], [], ['Mountain'], 60);
  const seen = bracketSeen(text, { format: 'obb', formats: { obb: { extends: 'oathbreaker', brackets: true } }, brackets: { gameChangers: { add: ['Lightning Bolt'] } } });
  assert.deepEqual(seen.map((d) => [d.line, d.from, d.to, d.card]), [[3, 2, 16, 'Lightning Bolt']]);
});

test('a bracket line that names no bracket: the value is in the data for a quick fix', () => {
  assert.deepEqual(bracketSeen(deck(['Rhystic Study'], 'casual')), [
    { line: 0, from: 12, to: 18, severity: 'warning', message: '"casual" is not a Commander bracket: write 1 to 5 (1 Exhibition, 2 Core, 3 Upgraded, 4 Optimized, 5 cEDH).', data: { value: 'casual' } },
  ]);
});

test('of two bracket lines the last counts; other directive lines do not', () => {
  const text = '// bracket: 4\n// bracket: 2\n// format: commander\n' + commanderDeck("Atraxa, Praetors' Voice", ['Rhystic Study'], ['Forest', 'Island', 'Plains', 'Swamp']);
  assert.deepEqual(bracketSeen(text).map((d) => [d.line, d.card, d.related]), [[7, 'Rhystic Study', [declaredAt(2, 1)]]]);
});
