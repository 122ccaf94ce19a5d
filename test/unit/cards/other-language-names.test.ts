// Card names in other languages (issue 38, class 9): a name the card data does not know that looks
// French, German, Spanish, Italian, Portuguese, Korean, Chinese or Russian gets a message that says
// which language and how to download its names (not "the card may be newer than the card data");
// and once downloaded, names in every language of MTGJSON's foreignData are read as Japanese ones are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCardDatabase } from '../../../server/src/core/cards/loader';
import { nameLanguages } from '../../../server/src/core/cards/name-language';
import { parseDeck } from '../../../server/src/core/parse';
import { checkDeck } from '../../../server/src/core/check';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { memoryIO } from '../../support/memory-io';
import { db, format } from '../rules/helpers';

const langs = (name: string, weak = false) => nameLanguages(name, weak).map((l) => l.language);

test('which language a name looks written in: the script, then letters and short words English card names do not use', () => {
  assert.deepEqual(langs('번개 작렬'), ['Korean']);
  assert.deepEqual(langs('闪电击'), ['Chinese Simplified']);
  assert.deepEqual(langs('閃電擊'), ['Chinese Traditional']);
  assert.deepEqual(langs('Молния'), ['Russian']);
  // Kanji alone is Japanese (稲妻 is Lightning Bolt's Japanese name), as are kana.
  assert.deepEqual(langs('稲妻'), ['Japanese']);
  assert.deepEqual(langs('ラノワールのエルフ'), ['Japanese']);
  assert.deepEqual(langs("Élémental de l'air"), ['French']);
  assert.deepEqual(langs('Dämonischer Lehrmeister'), ['German']);
  assert.deepEqual(langs('Ángel de la misericordia'), ['Spanish']);
  assert.deepEqual(langs('Anjo da Misericórdia'), ['Portuguese (Brazil)']);
  // A word or two both languages write: both.
  assert.deepEqual(langs('Ange de la miséricorde'), ['French', 'Spanish']);
  // An accent alone tells little: only when asked (nothing in the card data resembles the name).
  assert.deepEqual(langs('Éclair'), []);
  assert.deepEqual(langs('Éclair', true), ['French', 'Spanish', 'Italian', 'Portuguese (Brazil)']);
  assert.deepEqual(langs('Angelo della Misericordia', true), ['Italian']);
  // English names, even with an accent or a short foreign-looking word.
  for (const english of ['Lightning Bolt', 'Déjà Vu', "Ajani's Pridemate", 'Tall as a Beanstalk', 'S.N.E.A.K. Dispatcher', 'Lim-Dûl the Necromancer', "D'Avenant Archer"])
    assert.deepEqual(langs(english), [], english);
});

const DECK = ['// format: legacy', '4 Counterspell', '4 Élémental de l\'air', '1 번개', '1 闪电击', '1 Éclair', '1 Blitzschlag', '49 Island', ''].join('\n');

test('decklist check: each name is told its language and the --lang that downloads its names', async () => {
  const io = memoryIO({ '/w/deck.txt': DECK }, { cwd: '/w' });
  await runCheckCommand(['--json', 'deck.txt'], io, async () => db());
  const f = JSON.parse(io.stdout.join('')).files[0];
  assert.deepEqual(
    f.diagnostics.filter((d: { code: string }) => d.code === 'unknown-card').map((d: { message: string }) => d.message),
    [
      "Unknown card \"Élémental de l'air\". The name looks written in French. For card names in that language, run 'decklist cards update --lang fr' once and check with --lang fr.",
      "Unknown card \"번개\". The name looks written in Korean. For card names in that language, run 'decklist cards update --lang ko' once and check with --lang ko.",
      "Unknown card \"闪电击\". The name looks written in simplified Chinese. For card names in that language, run 'decklist cards update --lang zhs' once and check with --lang zhs.",
      "Unknown card \"Éclair\". The name looks written in French, Spanish, Italian or Portuguese. For card names in those languages, run 'decklist cards update --lang fr,es,it,pt' once and check with --lang fr,es,it,pt.",
      // Nothing tells German here: the plain advice.
      "Unknown card \"Blitzschlag\". Check the spelling. If the card is new, the card data may be older than it. For current card data, run 'decklist cards update'.",
    ],
  );
});

test('in an editor the advice names the setting and the command', () => {
  const r = checkDeck(parseDeck(DECK), db(), format('legacy'), { door: 'vscode' });
  const korean = r.diagnostics.find((d) => d.code === 'unknown-card' && d.card === '번개')!;
  assert.equal(korean.message, 'Unknown card "번개". The name looks written in Korean. For card names in that language, set "decklist.languages" to ["Korean"] and run "Decklist: Update Card Data".');
  const web = checkDeck(parseDeck(DECK), db(), format('legacy'), { door: 'vscode-web' });
  assert.equal(
    web.diagnostics.find((d) => d.code === 'unknown-card' && d.card === '闪电击')!.message,
    'Unknown card "闪电击". The name looks written in simplified Chinese. Names in other languages are downloaded in the desktop editor ("decklist.languages"), not on the web.',
  );
});

/** An MTGJSON AtomicCards file of two cards with their names in every language foreignData has for them. */
function atomicCards(): unknown {
  const printed = (language: string, name: string) => ({ language, name, type: '', text: '' });
  const card = (name: string, type: string, text: string, colors: string[], foreign: Array<[string, string]>) => [
    {
      name,
      type,
      text,
      colors,
      colorIdentity: colors,
      manaCost: colors.length ? `{${colors[0]}}` : '',
      manaValue: 1,
      convertedManaCost: 1,
      layout: 'normal',
      legalities: { legacy: 'Legal', vintage: 'Legal', commander: 'Legal' },
      identifiers: { scryfallOracleId: `00000000-0000-4000-9000-00000000000${name.length % 10}` },
      foreignData: foreign.map(([l, n]) => printed(l, n)),
    },
  ];
  return {
    meta: { date: '2026-11-20', version: '5.2.2+20261120' },
    data: {
      'Lightning Bolt': card('Lightning Bolt', 'Instant', 'Lightning Bolt deals 3 damage to any target.', ['R'], [
        ['French', 'Foudre'],
        ['German', 'Blitzschlag'],
        ['Spanish', 'Rayo'],
        ['Italian', 'Fulmine'],
        ['Portuguese (Brazil)', 'Relâmpago'],
        ['Korean', '번개 작렬'],
        ['Chinese Simplified', '闪电击'],
        ['Chinese Traditional', '閃電擊'],
        ['Russian', 'Молния'],
        ['Japanese', '稲妻'],
      ]),
      Island: card('Island', 'Basic Land — Island', '({T}: Add {U}.)', [], [['French', 'Île']]),
    },
  };
}

test("downloaded names in every language of MTGJSON's foreignData are read, as Japanese names are", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-languages-'));
  const file = path.join(dir, 'AtomicCards.json');
  writeFileSync(file, JSON.stringify(atomicCards()));
  const all = ['fr', 'de', 'es', 'it', 'pt', 'ko', 'zhs', 'zht', 'ru'];
  const r = await openCardDatabase({ cardsPath: file, env: {}, cacheDir: path.join(dir, 'cache'), languages: all });
  const names = ['Foudre', 'Blitzschlag', 'Rayo', 'Fulmine', 'Relâmpago', '번개 작렬', '闪电击', '閃電擊', 'Молния'];
  assert.deepEqual(names.map((n) => r.db.lookup(n)?.name), Array(names.length).fill('Lightning Bolt'));
  // Only the languages asked for: Japanese was not.
  assert.equal(r.db.lookup('稲妻'), undefined);
  // A deck in French reads to its cards.
  const deck = checkDeck(parseDeck('4 Foudre\n56 Île\n'), r.db, format('legacy'));
  assert.deepEqual(deck.context.entries.map((e) => [e.entry.name, e.card?.name]), [
    ['Foudre', 'Lightning Bolt'],
    ['Île', 'Island'],
  ]);
  assert.deepEqual(deck.diagnostics.filter((d) => d.code === 'unknown-card'), []);
});
