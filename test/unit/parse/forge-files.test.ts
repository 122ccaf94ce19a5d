// Forge `.dck` files (issue 38, class 7): every bracketed section Forge writes. Lines are written
// the way Forge writes them (forge-core DeckSerializer, and the quest decks of forge-gui/res/quest:
// opponents' `[duel]` decks, `[quest]` challenges, `[shop]` precons, the older `[general]` files).
// No line of a section that holds no cards is a card; cards are read into their zones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeck } from '../../../server/src/core/parse/index';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { memoryIO } from '../../support/memory-io';
import { db } from '../rules/helpers';
import { totals } from './helpers';

const ZERO = { commander: 0, companion: 0, main: 0, sideboard: 0, maybeboard: 0, outside: 0 };

const DUEL = [
  '[duel]',
  '[metadata]',
  'Name=Red Deck 1',
  'Title=Red Deck',
  'Difficulty=easy',
  'Description=Burn, then more burn',
  'Icon=Red Deck.jpg',
  'Deck Type=constructed',
  '[main]',
  '4 Lightning Bolt|M10',
  '36 Mountain|M12',
  '20 Mountain',
  '[sideboard]',
  '',
].join('\n');

const CHALLENGE = [
  '[quest]',
  'id=7',
  'AILife=30',
  'Repeat=false',
  'Wins=20',
  'Card Reward=2 random rares',
  'Credit Reward=250',
  'HumanExtras=TOKEN;W;1;1;Soldier;Creature;Soldier',
  'AIExtras=Sol Ring',
  '[metadata]',
  'Name=quest7',
  'Title=A Burning Bridge',
  'Deck Type=constructed',
  '[main]',
  '4 Lightning Bolt',
  '56 Mountain',
  '[sideboard]',
  '',
].join('\n');

const PRECON = [
  '[shop]',
  'WinsToUnlock=0',
  'Credits=1200',
  'MinDifficulty=0',
  'MaxDifficulty=5',
  '[metadata]',
  'Name=Tempo Burn',
  'Description=Counter and burn your way to victory.',
  'Deck Type=constructed',
  'Set=M10',
  'Image=tempo_burn.jpg',
  'Tags=burn,tempo',
  'AiHints=RemoveAll | PlayMain1',
  'DraftNotes=Lightning Bolt:first pick | Counterspell:late',
  'KeyCards=Lightning Bolt;Counterspell',
  '[Main]',
  '4 Lightning Bolt|M10|1',
  '4 Counterspell|M10',
  '26 Island|M10|2',
  '26 Mountain|M10|3',
  '[Sideboard]',
  '2 Kitchen Finks|SHM',
  '',
].join('\n');

const OLD = ['Mono Red Burn', '[general]', 'Constructed', '[main]', '4 Lightning Bolt', '56 Mountain', '[sideboard]', '3 Counterspell', ''].join('\n');

const COMMANDER = [
  '[metadata]',
  'Name=Weaver of Worlds',
  'Comment=Precon, straight from the box',
  '[Commander]',
  '1 Phelddagrif|PLS|1',
  '[Main]',
  '1 Kitchen Finks|SHM',
  '1 Sol Ring|C21|2',
  '33 Forest|C21|1',
  '32 Island|C21|2',
  '32 Plains|C21|3',
  '[Sideboard]',
  '[Planes]',
  '1 Test Plane',
  '[Avatar]',
  '1 Phelddagrif Avatar',
  '',
].join('\n');

function kinds(text: string): string[] {
  return parseDeck(text, { fileName: 'deck.dck' }).nodes.map((n) => n.kind);
}

test("Forge quest opponent: [duel] and the [metadata] fields are no cards; 60 in the deck, nothing else", () => {
  const doc = parseDeck(DUEL, { fileName: 'Red Deck 1.dck' });
  assert.deepEqual(kinds(DUEL), ['section', 'section', ...Array(6).fill('directive'), 'section', 'entry', 'entry', 'entry', 'section', 'blank']);
  assert.deepEqual(totals(doc), { ...ZERO, main: 60 });
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value]),
    [
      ['name', 'Red Deck 1'],
      ['title', 'Red Deck'],
      ['difficulty', 'easy'],
      ['description', 'Burn, then more burn'],
      ['icon', 'Red Deck.jpg'],
      ['deck type', 'constructed'],
    ],
  );
  assert.deepEqual(doc.diagnostics, []);
});

test('Forge quest challenge: the [quest] terms (Card Reward=2 random rares, AIExtras=Sol Ring) are no cards', () => {
  const doc = parseDeck(CHALLENGE, { fileName: 'A Burning Bridge.dck' });
  assert.deepEqual(totals(doc), { ...ZERO, main: 60 });
  assert.deepEqual(doc.entries.map((e) => [e.name, e.quantity, e.section]), [
    ['Lightning Bolt', 4, 'main'],
    ['Mountain', 56, 'main'],
  ]);
  assert.deepEqual(kinds(CHALLENGE).slice(0, 14), ['section', ...Array(8).fill('directive'), 'section', 'directive', 'directive', 'directive', 'section']);
});

test("Forge quest precon: [shop] and every field Forge's writer puts in [metadata] (Tags, AiHints, DraftNotes, KeyCards) are no cards", () => {
  const doc = parseDeck(PRECON, { fileName: 'Tempo Burn.dck' });
  assert.deepEqual(totals(doc), { ...ZERO, main: 60, sideboard: 2 });
  assert.deepEqual(doc.directives.map((d) => d.key), [
    'winstounlock',
    'credits',
    'mindifficulty',
    'maxdifficulty',
    'name',
    'description',
    'deck type',
    'set',
    'image',
    'tags',
    'aihints',
    'draftnotes',
    'keycards',
  ]);
  assert.deepEqual(doc.entries.map((e) => [e.name, e.set?.text, e.section]), [
    ['Lightning Bolt', 'M10', 'main'],
    ['Counterspell', 'M10', 'main'],
    ['Island', 'M10', 'main'],
    ['Mountain', 'M10', 'main'],
    ['Kitchen Finks', 'SHM', 'sideboard'],
  ]);
});

test('an older Forge file: the name above [general] and its deck type "Constructed" are no cards', () => {
  const doc = parseDeck(OLD, { fileName: 'Mono Red Burn.dck' });
  assert.deepEqual(kinds(OLD), ['comment', 'section', 'comment', 'section', 'entry', 'entry', 'section', 'entry', 'blank']);
  assert.deepEqual(totals(doc), { ...ZERO, main: 60, sideboard: 3 });
  // The same two words elsewhere are still read: a bare name in a list without Forge sections is a card line.
  assert.deepEqual(parseDeck('Mono Red Burn\n4 Lightning Bolt').nodes.map((n) => n.kind), ['entry', 'entry']);
});

test('a Forge Commander file: commander, deck and sideboard in their zones; planes and the avatar outside the deck', () => {
  const doc = parseDeck(COMMANDER, { fileName: 'Weaver of Worlds.dck' });
  assert.deepEqual(totals(doc), { ...ZERO, commander: 1, main: 99, outside: 2 });
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [
    ['name', 'Weaver of Worlds'],
    ['comment', 'Precon, straight from the box'],
  ]);
});

test('a card line in a section of no cards is still read (not silently dropped), in the zone before it', () => {
  const doc = parseDeck('[main]\n4 Lightning Bolt\n[metadata]\nName=X\n56 Mountain\n', { fileName: 'x.dck' });
  assert.deepEqual(doc.entries.map((e) => [e.name, e.section]), [
    ['Lightning Bolt', 'main'],
    ['Mountain', 'main'],
  ]);
});

test('decklist check reads each Forge file to its true size, with no error', async () => {
  const files = { '/w/duel.dck': DUEL, '/w/challenge.dck': CHALLENGE, '/w/precon.dck': PRECON, '/w/old.dck': OLD, '/w/commander.dck': COMMANDER };
  const io = memoryIO(files, { cwd: '/w' });
  const status = await runCheckCommand(['--json', '--format', 'constructed', 'duel.dck', 'challenge.dck', 'precon.dck', 'old.dck'], io, async () => db());
  const j = JSON.parse(io.stdout.join(''));
  assert.deepEqual(
    j.files.map((f: { path: string; counts: unknown; diagnostics: Array<{ code: string }> }) => [f.path, f.counts, f.diagnostics.map((d) => d.code)]),
    [
      ['duel.dck', { main: 60, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 }, []],
      ['challenge.dck', { main: 60, commander: 0, companion: 0, sideboard: 0, maybeboard: 0 }, []],
      ['precon.dck', { main: 60, commander: 0, companion: 0, sideboard: 2, maybeboard: 0 }, []],
      ['old.dck', { main: 60, commander: 0, companion: 0, sideboard: 3, maybeboard: 0 }, []],
    ],
  );
  assert.equal(status, 0);
  const io2 = memoryIO(files, { cwd: '/w' });
  await runCheckCommand(['--json', '--format', 'commander', 'commander.dck'], io2, async () => db());
  const c = JSON.parse(io2.stdout.join('')).files[0];
  assert.deepEqual(c.commanders, ['Phelddagrif']);
  // The plane and the avatar are counted with what is outside the deck.
  assert.deepEqual(c.counts, { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 2 });
  assert.deepEqual(c.diagnostics.map((d: { code: string; card?: string }) => [d.code, d.card]), [
    ['unknown-card', 'Test Plane'],
    ['unknown-card', 'Phelddagrif Avatar'],
  ]);
});
