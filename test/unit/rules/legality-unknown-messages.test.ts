// What a player reads when the card data cannot say whether the deck's cards are legal: the one
// warning per deck, its place, its related lines and the data its quick fixes and hovers use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, format } from './helpers';
import { cardDb, creature, LABEL, previewed, withoutKey, withoutLegalities } from './legality-cards';
import { applyOverride } from '../../../server/src/core/formats';
import { range } from '../../../server/src/core/types';

const ADVICE = "For card data with legalities, run 'decklist cards update', or pass such a file with --cards FILE.";
const LISTS_APPLIED = " The format's own lists (banned, restricted) were still applied.";
const PREVIEW_NOTE = '(Scryfall lists a previewed card as not legal everywhere until its release).';

function unknownOf(text: string, formatId: Parameters<typeof check>[1], d: Parameters<typeof check>[2]) {
  return codes(check(text, formatId, d), 'legality-unknown');
}

test('legality-unknown: one card without the key is named once (however many lines hold it), on the format line, each line a related location', () => {
  const d = cardDb([creature('Grizzled Bear'), withoutKey('Keyless Sprite', 'legacy')]);
  // A `name:` line before the `format:` line: the warning is on the format's value, not the first directive.
  const text = '// name: Sprites\n// format: legacy\n4 Grizzled Bear\n3 Keyless Sprite\n49 Island\n\nSideboard\n1 Keyless Sprite\n';
  assert.deepEqual(unknownOf(text, 'legacy', d), [
    {
      code: 'legality-unknown',
      severity: 'warning',
      message: `The card data (${LABEL}) has no reliable "legacy" legality for 1 card: Keyless Sprite; bans and the card pool were not checked for it. ${ADVICE}`,
      range: range(1, 11, 17),
      related: [
        { message: 'legality unknown: Keyless Sprite', range: range(3, 2, 16) },
        { message: 'legality unknown: Keyless Sprite', range: range(7, 2, 16) },
      ],
      data: { cards: ['Keyless Sprite'], legalityKey: 'legacy', allUnknown: false, previewed: [] },
    },
  ]);
});

test('legality-unknown: five unknown cards are all named; seven name five and "2 more"', () => {
  const names = ['Keyless One', 'Keyless Two', 'Keyless Three', 'Keyless Four', 'Keyless Five', 'Keyless Six', 'Keyless Seven'];
  const d = cardDb([creature('Grizzled Bear'), ...names.map((n) => withoutKey(n, 'modern'))]);
  const deck = (n: number) => `// format: modern\n4 Grizzled Bear\n${names.slice(0, n).map((x) => `4 ${x}\n`).join('')}20 Island\n`;
  const five = unknownOf(deck(5), 'modern', d);
  assert.deepEqual(
    five.map((u) => u.message),
    [`The card data (${LABEL}) has no reliable "modern" legality for 5 cards: Keyless One, Keyless Two, Keyless Three, Keyless Four, Keyless Five; bans and the card pool were not checked for them. ${ADVICE}`],
  );
  assert.deepEqual(five[0].data, { cards: names.slice(0, 5), legalityKey: 'modern', allUnknown: false, previewed: [] });
  const seven = unknownOf(deck(7), 'modern', d);
  assert.deepEqual(
    seven.map((u) => u.message),
    [`The card data (${LABEL}) has no reliable "modern" legality for 7 cards: Keyless One, Keyless Two, Keyless Three, Keyless Four, Keyless Five, and 2 more; bans and the card pool were not checked for them. ${ADVICE}`],
  );
  // Every line is still a related location, the two not named in the message too.
  assert.deepEqual(
    seven[0].related?.map((r) => [r.message, r.range.start.line]),
    names.map((n, i) => [`legality unknown: ${n}`, i + 2]),
  );
});

test('legality-unknown: a previewed card beside a card without the key: both named, the previewed one noted with its release date', () => {
  const d = cardDb([creature('Grizzled Bear'), withoutKey('Keyless Sprite', 'legacy'), previewed('Future Drake', '2025-02-07')]);
  const text = '// format: legacy\n4 Grizzled Bear\n4 Keyless Sprite\n4 Future Drake\n48 Island\n';
  assert.deepEqual(unknownOf(text, 'legacy', d), [
    {
      code: 'legality-unknown',
      severity: 'warning',
      message: `The card data (${LABEL}) has no reliable "legacy" legality for 2 cards: Keyless Sprite, Future Drake; bans and the card pool were not checked for them. ${ADVICE} Previewed, not released yet: Future Drake (release 2025-02-07) ${PREVIEW_NOTE}`,
      range: range(0, 11, 17),
      related: [
        { message: 'legality unknown: Keyless Sprite', range: range(2, 2, 16) },
        { message: 'legality unknown until release: Future Drake', range: range(3, 2, 14) },
      ],
      data: { cards: ['Keyless Sprite', 'Future Drake'], legalityKey: 'legacy', allUnknown: false, previewed: ['Future Drake'] },
    },
  ]);
});

test('legality-unknown: only previewed cards: "unknown until release", each named once; without a format line the warning is on the Deck header', () => {
  const d = cardDb([creature('Grizzled Bear'), previewed('Future Drake', '2025-02-07'), previewed('Future Wurm', '2025-03-14')]);
  // A Commander-shaped list: the Deck header, not the commander's line (the first card), carries it.
  const text = 'Commander\n1 Grizzled Bear\n\nDeck\n1 Future Drake\n1 Future Wurm\n1 Future Drake\n';
  assert.deepEqual(unknownOf(text, 'legacy', d), [
    {
      code: 'legality-unknown',
      severity: 'warning',
      message: `Legality in Legacy unknown until release: Future Drake (release 2025-02-07), Future Wurm (release 2025-03-14). Scryfall lists a previewed card as not legal in every format until it is released, so bans and the card pool were not checked for it; update the card data (${LABEL}) after the release to check it.`,
      range: range(3, 0, 4),
      related: [
        { message: 'legality unknown until release: Future Drake', range: range(4, 2, 14) },
        { message: 'legality unknown until release: Future Wurm', range: range(5, 2, 13) },
        { message: 'legality unknown until release: Future Drake', range: range(6, 2, 14) },
      ],
      data: { cards: ['Future Drake', 'Future Wurm'], legalityKey: 'legacy', allUnknown: false, previewed: ['Future Drake', 'Future Wurm'] },
    },
  ]);
});

test('legality-unknown: data older than the format (no card has its key) says so once, and whether the format\'s own lists were applied', () => {
  const d = cardDb([withoutKey('Keyless Sprite', 'legacy'), withoutKey('Keyless Hound', 'legacy')]);
  const text = '// format: legacy\n4 Keyless Sprite\n4 Keyless Hound\n';
  const keyAbsent = (name: string) =>
    `Bans and the card pool of ${name} were not checked: the card data (${LABEL}) has no "legacy" legality for any card of this deck (the data may be older than the format). ${ADVICE}`;
  assert.deepEqual(unknownOf(text, 'legacy', d), [
    {
      code: 'legality-unknown',
      severity: 'warning',
      message: keyAbsent('Legacy'),
      range: range(0, 11, 17),
      data: { cards: ['Keyless Sprite', 'Keyless Hound'], legalityKey: 'legacy', allUnknown: true, previewed: [] },
    },
  ]);
  // A house format with its own ban list, or its own restricted list: those lists were applied.
  const banning = applyOverride(format('legacy'), 'house', { banned: ['Grizzled Bear'] });
  assert.deepEqual(unknownOf(text, banning, d).map((u) => u.message), [keyAbsent('house (based on Legacy)') + LISTS_APPLIED]);
  const restricting = applyOverride(format('legacy'), 'house', { restricted: ['Grizzled Bear'] });
  assert.deepEqual(unknownOf(text, restricting, d).map((u) => u.message), [keyAbsent('house (based on Legacy)') + LISTS_APPLIED]);
});

test('legality-unknown: cards without the key beside one with no legalities at all, or a previewed one, are listed (the data is not simply older)', () => {
  const bare = cardDb([withoutKey('Keyless Sprite', 'legacy'), withoutLegalities('Blank Golem')]);
  const u = unknownOf('// format: legacy\n4 Keyless Sprite\n4 Blank Golem\n', 'legacy', bare);
  assert.deepEqual(
    u.map((x) => [x.message, x.data]),
    [
      [
        `The card data (${LABEL}) has no reliable "legacy" legality for 2 cards: Keyless Sprite, Blank Golem; bans and the card pool were not checked for them. ${ADVICE}`,
        { cards: ['Keyless Sprite', 'Blank Golem'], legalityKey: 'legacy', allUnknown: false, previewed: [] },
      ],
    ],
  );
  // A previewed card whose legalities lack the key too (Scryfall's preview state: not_legal in the keys it has).
  const preview = cardDb([withoutKey('Keyless Sprite', 'legacy'), previewed('Future Drake', '2025-02-07', ['standard', 'modern'])]);
  const p = unknownOf('// format: legacy\n4 Keyless Sprite\n4 Future Drake\n', 'legacy', preview);
  assert.deepEqual(
    p.map((x) => [x.message, x.data, x.related?.map((r) => r.message)]),
    [
      [
        `The card data (${LABEL}) has no reliable "legacy" legality for 2 cards: Keyless Sprite, Future Drake; bans and the card pool were not checked for them. ${ADVICE} Previewed, not released yet: Future Drake (release 2025-02-07) ${PREVIEW_NOTE}`,
        { cards: ['Keyless Sprite', 'Future Drake'], legalityKey: 'legacy', allUnknown: false, previewed: ['Future Drake'] },
        ['legality unknown: Keyless Sprite', 'legality unknown until release: Future Drake'],
      ],
    ],
  );
});

test('legality-unknown: a card the format unbans is legal even in data without the key; the others are listed, not "any card of this deck"', () => {
  const d = cardDb([withoutKey('Keyless Sprite', 'legacy'), withoutKey('Keyless Hound', 'legacy')]);
  const house = applyOverride(format('legacy'), 'house', { unbanned: ['Keyless Hound'] });
  const u = unknownOf('// format: house\n4 Keyless Sprite\n4 Keyless Hound\n', house, d);
  assert.deepEqual(
    u.map((x) => [x.message, x.related?.map((r) => r.message), x.data]),
    [
      [
        `The card data (${LABEL}) has no reliable "legacy" legality for 1 card: Keyless Sprite; bans and the card pool were not checked for it. ${ADVICE}`,
        ['legality unknown: Keyless Sprite'],
        { cards: ['Keyless Sprite'], legalityKey: 'legacy', allUnknown: false, previewed: [] },
      ],
    ],
  );
});

test('legality-unknown: data without legalities: the cause, the advice, and whether the format\'s own lists were applied; no per-card list', () => {
  const d = cardDb([creature('Grizzled Bear'), creature('Tall Elk')], { hasLegalities: false, label: 'cards without legalities' });
  const text = '// format: legacy\n4 Grizzled Bear\n4 Tall Elk\n';
  const message = (name: string) => `Bans and the card pool of ${name} were not checked: the card data (cards without legalities) has no legalities. ${ADVICE}`;
  assert.deepEqual(unknownOf(text, 'legacy', d), [
    {
      code: 'legality-unknown',
      severity: 'warning',
      message: message('Legacy'),
      range: range(0, 11, 17),
      data: { cards: ['Grizzled Bear', 'Tall Elk'], legalityKey: 'legacy', allUnknown: true, previewed: [] },
    },
  ]);
  const banning = applyOverride(format('legacy'), 'house', { banned: ['Tall Elk'] });
  assert.deepEqual(unknownOf(text, banning, d).map((u) => u.message), [message('house (based on Legacy)') + LISTS_APPLIED]);
  // Previewed cards are not singled out when no card's legality is known.
  const preview = cardDb([creature('Grizzled Bear'), previewed('Future Drake', '2025-02-07')], { hasLegalities: false, label: 'cards without legalities' });
  const p = unknownOf('// format: legacy\n4 Grizzled Bear\n4 Future Drake\n', 'legacy', preview);
  assert.deepEqual(p.map((x) => [x.message, x.related, x.data]), [[message('Legacy'), undefined, { cards: ['Grizzled Bear', 'Future Drake'], legalityKey: 'legacy', allUnknown: true, previewed: [] }]]);
});

test('legality-unknown: Pauper Commander says the commander\'s rarity went unchecked only when a commander\'s legality is unknown and its rarity too', () => {
  const noLegalities = { hasLegalities: false, label: 'cards without legalities' };
  const unchecked = ' Whether your commander is an uncommon creature was not checked either.';
  const pdh = (cmdrs: string[]) => `// format: paupercommander\nCommander\n${cmdrs.map((c) => `1 ${c}\n`).join('')}\nDeck\n50 Island\n`;
  const start = 'Bans and the card pool of Pauper Commander were not checked: the card data (cards without legalities) has no legalities. ';
  const cards = [creature('Rarityless Elf', { rarity: undefined }), creature('Uncommon Elf', { rarity: 'uncommon' })];
  const d = cardDb(cards, noLegalities);
  assert.deepEqual(unknownOf(pdh(['Rarityless Elf']), 'paupercommander', d).map((u) => u.message), [start + ADVICE + unchecked]);
  // A known rarity is checked by the commander rules.
  assert.deepEqual(unknownOf(pdh(['Uncommon Elf']), 'paupercommander', d).map((u) => u.message), [start + ADVICE]);
  // Two commanders: one of them unchecked is enough to say so.
  assert.deepEqual(unknownOf(pdh(['Uncommon Elf', 'Rarityless Elf']), 'paupercommander', d).map((u) => u.message), [start + ADVICE + unchecked]);
  // Commander has no rarity rule: nothing to say about it.
  assert.deepEqual(
    unknownOf('// format: commander\nCommander\n1 Rarityless Elf\n\nDeck\n50 Island\n', 'commander', d).map((u) => u.message),
    ['Bans and the card pool of Commander were not checked: the card data (cards without legalities) has no legalities. ' + ADVICE],
  );
  // A commander whose Pauper Commander legality the data gives is judged by it, rarity or not.
  const known = cardDb([creature('Rarityless Elf', { rarity: undefined, legalities: { paupercommander: 'legal' } }), withoutKey('Keyless Sprite', 'paupercommander')]);
  assert.deepEqual(
    unknownOf('// format: paupercommander\nCommander\n1 Rarityless Elf\n\nDeck\n1 Keyless Sprite\n', 'paupercommander', known).map((u) => u.message),
    [`The card data (${LABEL}) has no reliable "paupercommander" legality for 1 card: Keyless Sprite; bans and the card pool were not checked for it. ${ADVICE}`],
  );
});
