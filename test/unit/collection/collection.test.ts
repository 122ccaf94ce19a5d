// A collection beside a deck: each app's CSV export read from a fixture in its columns, the cards a deck
// lacks counted to the copy, their price, and the buy lists.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buyList, missingCards, readCollection, type Collection } from '../../../server/src/core/collection';
import { createDecklistService } from '../../../server/src/core/index';
import { runMissingCommand } from '../../../server/src/cli/missing-command';
import type { OpenCards } from '../../../server/src/cli/check-command';
import { analysisDb } from '../../fixtures/analysis/cards';
import { memoryIO } from '../../support/memory-io';

const dir = path.join(__dirname, '..', '..', 'fixtures', 'collection');
const fixture = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const db = analysisDb();
const service = createDecklistService({ cards: db, defaultFormat: 'modern' });

/** What every fixture holds: card → printings (`set|number|finish`) with their copies. */
const HOLDINGS = {
  Counterspell: { 'mh2|267|nonfoil': 4 },
  Island: { 'unf|235|nonfoil': 20 },
  'Lightning Bolt': { 'm10|146|nonfoil': 2, '2xm|129|nonfoil': 3 },
  'Steam Vents': { 'grn|257|nonfoil': 2 },
};
const holdings = (c: Collection) =>
  Object.fromEntries([...c.cards].sort(([a], [b]) => a.localeCompare(b)).map(([name, owned]) => [name, Object.fromEntries(owned.printings)]));

describe('collection files, each in its app\'s columns', () => {
  for (const [file, source] of [
    ['manabox.csv', 'ManaBox'],
    ['moxfield.csv', 'Moxfield'],
    ['deckbox.csv', 'Deckbox'],
    ['archidekt.csv', 'Archidekt'],
    ['dragonshield.csv', 'Dragon Shield'],
    ['tcgplayer.csv', 'TCGplayer'],
    ['cardmarket-stock.csv', 'CSV'],
    ['owned.txt', 'decklist'],
  ] as const) {
    test(`${file} is read as ${source}: every card, printing and count`, () => {
      const c = readCollection(fixture(file), file, db);
      assert.equal(c.source, source);
      assert.deepEqual(c.problems, []);
      assert.equal(c.rows, 5);
      assert.deepEqual(holdings(c), HOLDINGS);
    });
  }

  test('rows it cannot read are named with their line; the rest is read', () => {
    const text = 'Name,Quantity,Foil\nLightning Bolt,2,foil\n,3,\nCounterspell,many,\nNo Such Card,1,\n"Opt",1,\n';
    const c = readCollection(text, 'mine.csv', db);
    assert.equal(c.source, 'CSV');
    assert.deepEqual(c.problems, [
      { line: 3, message: 'Row 3 has no card name.' },
      { line: 4, message: "Row 4 (Counterspell): the count 'many' is not a number of copies." },
      { line: 5, message: 'Line 5: the card data does not know "No Such Card".' },
    ]);
    assert.deepEqual(holdings(c), { 'Lightning Bolt': { '||foil': 2 }, Opt: { '||nonfoil': 1 } });
  });

  test('a file that is not CSV with a name column is read as a decklist', () => {
    const c = readCollection('Lightning Bolt, the red one\n4 Counterspell\n', 'notes.txt', db);
    assert.equal(c.source, 'decklist');
    assert.deepEqual(holdings(c), { Counterspell: { '||nonfoil': 4 } });
  });
});

const DECK = '// format: modern\n4 Lightning Bolt (M10) 146\n4 Counterspell\n2 Steam Vents *F*\n10 Island\n\nSideboard\n2 Scalding Tarn\n\nMaybeboard\n1 Opt\n';

describe('the cards a deck lacks', () => {
  const collection = readCollection(fixture('manabox.csv'), 'manabox.csv', db);
  const [check] = service.checkFiles([{ path: 'deck.txt', text: DECK }]);
  const report = missingCards(check.context.entries, collection);

  test('to the copy: a named printing takes only its own copies, a foil line only foils; the Maybeboard is not counted', () => {
    assert.deepEqual(
      report.cards.map((m) => [m.name, m.set ?? '', m.number ?? '', m.finish ?? '', m.needed, m.owned, m.missing]),
      [
        ['Lightning Bolt', 'M10', '146', '', 4, 2, 2],
        ['Counterspell', '', '', '', 4, 4, 0],
        ['Steam Vents', '', '', 'foil', 2, 0, 2],
        ['Island', '', '', '', 10, 10, 0],
        ['Scalding Tarn', '', '', '', 2, 0, 2],
      ],
    );
    assert.equal(report.neededCopies, 22);
    assert.equal(report.missingCopies, 6);
  });

  test('priced in cents per currency; a card without a price in one currency is named', () => {
    // Lightning Bolt 2 × 1.50/1.20/0.10, Steam Vents 2 × 12.00/10.50/–, Scalding Tarn 2 × 25.00/20.00/5.00.
    assert.deepEqual(report.cents, { usd: 7700, eur: 6340, tix: 1020 });
    assert.deepEqual(report.unpriced, ['Steam Vents']);
  });

  test('a line without a printing takes the copies the printed lines left', () => {
    const [c] = service.checkFiles([{ path: 'd.txt', text: '4 Lightning Bolt (2XM) 129\n2 Lightning Bolt\n' }]);
    assert.deepEqual(
      missingCards(c.context.entries, collection).cards.map((m) => [m.set ?? '', m.needed, m.owned, m.missing]),
      [
        ['2XM', 4, 3, 1],
        ['', 2, 2, 0],
      ],
    );
  });

  test('the buy lists, each in the form its shop takes', () => {
    assert.equal(buyList(report, 'tcgplayer'), '2 Lightning Bolt [M10]\n2 Steam Vents\n2 Scalding Tarn\n');
    assert.equal(buyList(report, 'cardkingdom'), '2 Lightning Bolt\n2 Steam Vents\n2 Scalding Tarn\n');
    assert.equal(buyList(report, 'cardmarket'), '2 Lightning Bolt\n2 Steam Vents\n2 Scalding Tarn\n');
    assert.equal(buyList(report, 'text'), '2 Lightning Bolt (M10) 146\n2 Steam Vents *F*\n2 Scalding Tarn\n');
  });
});

describe('decklist missing', () => {
  const open: OpenCards = async () => db;
  const files = { '/deck.txt': DECK, '/manabox.csv': fixture('manabox.csv'), '/owned.txt': fixture('owned.txt') };

  test('in words: what was read, what is missing and its price; exit 1 while cards are missing', async () => {
    const io = memoryIO(files);
    assert.equal(await runMissingCommand(['--collection', 'manabox.csv', 'deck.txt'], io, open), 1);
    assert.equal(
      io.stdout.join('\n'),
      [
        'manabox.csv: read as ManaBox, 5 rows of cards',
        `deck.txt: 6 of 22 cards missing ($77.00, €63.40, 10.20 tix; prices of ${db.info.date}, the card data's date)`,
        '  2 Lightning Bolt (M10) 146  (own 2 of 4)',
        '  2 Steam Vents *F*',
        '  2 Scalding Tarn',
        '  Without a price: Steam Vents.',
      ].join('\n'),
    );
  });

  test('--buy prints only the list; --json the figures; nothing missing exits 0', async () => {
    const buy = memoryIO(files);
    assert.equal(await runMissingCommand(['--collection=manabox.csv', '--buy', 'tcgplayer', 'deck.txt'], buy, open), 1);
    assert.equal(buy.stdout.join('\n'), '2 Lightning Bolt [M10]\n2 Steam Vents\n2 Scalding Tarn');
    const json = memoryIO(files);
    assert.equal(await runMissingCommand(['--collection', 'manabox.csv', '--collection', 'owned.txt', '--json', 'deck.txt'], json, open), 1);
    const out = JSON.parse(json.stdout.join(''));
    assert.deepEqual(out.collections.map((c: { source: string; rows: number }) => [c.source, c.rows]), [['ManaBox', 5], ['decklist', 5]]);
    // Two collections add up: 4 Lightning Bolt of M10 146 now, so only the Steam Vents foils and the Scalding Tarns are missing.
    assert.deepEqual(out.cards.filter((c: { missing: number }) => c.missing > 0).map((c: { name: string; missing: number }) => [c.name, c.missing]), [['Steam Vents', 2], ['Scalding Tarn', 2]]);
    assert.deepEqual(out.price, { usd: 74, eur: 61, tix: 10, date: db.info.date });
    const none = memoryIO({ '/d.txt': '4 Counterspell\n', '/manabox.csv': fixture('manabox.csv') });
    assert.equal(await runMissingCommand(['--collection', 'manabox.csv', 'd.txt'], none, open), 0);
    assert.equal(none.stdout.join('\n'), 'manabox.csv: read as ManaBox, 5 rows of cards\nd.txt: the collection holds all 4 cards of the deck.');
  });

  test('usage errors name what is wrong (exit 2)', async () => {
    for (const [argv, message] of [
      [['deck.txt'], 'give the collection with --collection FILE'],
      [['--collection', 'manabox.csv'], 'give one deck file'],
      [['--collection', 'manabox.csv', '--buy', 'ebay', 'deck.txt'], "unknown shop 'ebay' for --buy: use one of tcgplayer, cardkingdom, cardmarket, text"],
    ] as const) {
      const io = memoryIO(files);
      assert.equal(await runMissingCommand([...argv], io, open), 2);
      assert.equal(io.stderr.join('').split('\n')[0], `decklist missing: ${message}`);
    }
    const io = memoryIO(files);
    assert.equal(await runMissingCommand(['--collection', 'gone.csv', 'deck.txt'], io, open), 2);
    assert.match(io.stderr.join(''), /^gone\.csv: error: cannot read the file/);
  });
});
