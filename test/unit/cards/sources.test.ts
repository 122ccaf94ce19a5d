import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync, chmodSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCardSource, CardDataError } from '../../../server/src/core/cards/sources';
import { createMemoryCardDatabase } from '../../../server/src/core/cards/memory-database';
import { fixturesDir, sampleObjects, sharedMtgjson, sharedScryfall, skipNoShared, sharedDir } from './helpers';
import { readdirSync } from 'node:fs';
const seedsDir = path.join(sharedDir, 'seeds');

const tmp = mkdtempSync(path.join(tmpdir(), 'decklist-sources-'));
const write = (name: string, data: string | Buffer) => {
  const p = path.join(tmp, name);
  writeFileSync(p, data);
  return p;
};
const objs = sampleObjects();
const arrayJson = JSON.stringify(objs, null, 1);
const jsonl = objs.map((o) => JSON.stringify(o)).join('\n') + '\n';

async function expectDataError(file: string, pattern: RegExp) {
  await assert.rejects(readCardSource(file), (e: unknown) => {
    assert.ok(e instanceof CardDataError, `not a CardDataError: ${e}`);
    assert.ok(e.message.includes(file), `message names the file: ${e.message}`);
    assert.match(e.message, pattern);
    return true;
  });
}

test('Scryfall Oracle Cards JSON array, plain and gzipped, streamed', async () => {
  for (const p of [write('oracle.json', arrayJson), write('oracle.json.gz', gzipSync(arrayJson))]) {
    const r = await readCardSource(p);
    assert.equal(r.info.source, 'scryfall-oracle');
    assert.equal(r.cards.length, objs.length);
    assert.equal(r.info.cards, objs.length);
    assert.equal(r.info.hasLegalities, true);
    assert.equal(r.info.path, p);
    assert.ok(r.cards.some((c) => c.name === 'Fire // Ice' && c.faces.length === 2));
  }
});

test('a Scryfall list object {"object":"list","data":[…]} is read too', async () => {
  const r = await readCardSource(write('list.json', JSON.stringify({ object: 'list', has_more: false, data: objs.slice(0, 3) })));
  assert.deepEqual(r.cards.map((c) => c.name), objs.slice(0, 3).map((o) => o.name));
});

test('a byte-order mark or Windows line ends (files saved by Windows editors) are read', async () => {
  for (const [name, text] of [
    ['bom.json', '\uFEFF' + arrayJson],
    ['bom.jsonl', '\uFEFF' + jsonl],
    ['crlf.jsonl', jsonl.replace(/\n/g, '\r\n')],
    ['bom.jsonl.gz', gzipSync('\uFEFF' + jsonl)],
  ] as const) {
    const r = await readCardSource(write(name, text));
    assert.equal(r.cards.length, objs.length, name);
  }
});

test('JSON Lines, plain and gzipped', async () => {
  for (const p of [write('cards.jsonl', jsonl), write('cards.jsonl.gz', gzipSync(jsonl))]) {
    const r = await readCardSource(p);
    assert.equal(r.info.source, 'scryfall-jsonl');
    assert.equal(r.cards.length, objs.length);
  }
});

test('MTGJSON v5 AtomicCards: multi-face merged, legalities lower-cased, Japanese names as aliases', async () => {
  const p = path.join(fixturesDir, 'atomic-sample.json');
  const r = await readCardSource(p, { languages: ['Japanese'] });
  assert.equal(r.info.source, 'mtgjson-atomic');
  const fire = r.cards.find((c) => c.name === 'Fire // Ice')!;
  assert.deepEqual(fire.faces.map((f) => f.name), ['Fire', 'Ice']);
  assert.deepEqual(fire.colorIdentity, ['U', 'R']);
  assert.equal(fire.manaCost, '{1}{R} // {1}{U}');
  assert.equal(r.cards.find((c) => c.name === 'Land Tax')!.legalities?.commander, 'legal');
  const delver = r.cards.find((c) => c.name.startsWith('Delver'))!;
  assert.deepEqual(delver.faces[1].colorIndicator, ['U']);
  assert.ok(r.aliases.some((a) => a.alias === '土地税' && a.name === 'Land Tax' && a.language === 'Japanese'));
  assert.ok(!r.aliases.some((a) => a.language === 'German'), 'language filter');
  const db = createMemoryCardDatabase(r.cards, r.info, r.aliases);
  for (const [ja, en] of [
    ['土地税', 'Land Tax'],
    ['稲妻', 'Lightning Bolt'],
    ['対抗呪文', 'Counterspell'],
    ['神の怒り', 'Wrath of God'],
    ['渦まく知識', 'Brainstorm'],
    ['剣を鍬に', 'Swords to Plowshares'],
    ['火 // 氷', 'Fire // Ice'],
    ['火/氷', 'Fire // Ice'],
    ['秘密を掘り下げる者', 'Delver of Secrets // Insectile Aberration'],
  ]) {
    assert.equal(db.lookup(ja)?.name, en, ja);
  }
  assert.equal(db.complete('渦')[0].alias, '渦まく知識');
  const all = await readCardSource(p);
  assert.ok(all.aliases.some((a) => a.language === 'German'));
});

test('MTGJSON v5 AtomicCards: adventure, modal DFC and meld; the file\'s meta date', async () => {
  const face = (name: string, faceName: string, side: string, layout: string, manaCost: string, type: string, text: string, colors: string[], colorIdentity: string[], ja?: string) => ({
    name, faceName, side, layout, manaCost, manaValue: 3, type, text, colors, colorIdentity, legalities: { commander: 'Legal' },
    foreignData: ja ? [{ language: 'Japanese', name: ja, faceName: ja }] : [],
  });
  const bruna = 'Bruna, the Fading Light // Brisela, Voice of Nightmares';
  const gisela = 'Gisela, the Broken Blade // Brisela, Voice of Nightmares';
  const doc = {
    meta: { date: '2024-05-01', version: '5.2.2+20240501' },
    data: {
      'Bonecrusher Giant // Stomp': [
        face('Bonecrusher Giant // Stomp', 'Bonecrusher Giant', 'a', 'adventure', '{2}{R}', 'Creature — Giant', 'Whenever this creature becomes the target of a spell, it deals 2 damage to that spell\'s controller.', ['R'], ['R']),
        face('Bonecrusher Giant // Stomp', 'Stomp', 'b', 'adventure', '{1}{R}', 'Instant — Adventure', 'Damage can\'t be prevented this turn. Stomp deals 2 damage to any target.', ['R'], ['R']),
      ],
      'Valki, God of Lies // Tibalt, Cosmic Impostor': [
        face('Valki, God of Lies // Tibalt, Cosmic Impostor', 'Valki, God of Lies', 'a', 'modal_dfc', '{1}{B}', 'Legendary Creature — God', 'Valki text.', ['B'], ['B', 'R']),
        face('Valki, God of Lies // Tibalt, Cosmic Impostor', 'Tibalt, Cosmic Impostor', 'b', 'modal_dfc', '{5}{B}{R}', 'Legendary Planeswalker — Tibalt', 'Tibalt text.', ['B', 'R'], ['B', 'R']),
      ],
      [bruna]: [
        face(bruna, 'Bruna, the Fading Light', 'a', 'meld', '{5}{W}{W}', 'Legendary Creature — Angel Horror', 'Flying, vigilance', ['W'], ['W'], '消えゆく光、ブルーナ'),
        face(bruna, 'Brisela, Voice of Nightmares', 'b', 'meld', '', 'Legendary Creature — Eldrazi Angel', 'Flying, first strike, vigilance, lifelink', ['W'], ['W'], '悪夢の声、ブリセラ'),
      ],
      [gisela]: [
        face(gisela, 'Gisela, the Broken Blade', 'a', 'meld', '{2}{W}{W}', 'Legendary Creature — Angel Horror', 'Flying, first strike, lifelink', ['W'], ['W']),
        face(gisela, 'Brisela, Voice of Nightmares', 'b', 'meld', '', 'Legendary Creature — Eldrazi Angel', 'Flying, first strike, vigilance, lifelink', ['W'], ['W'], '悪夢の声、ブリセラ'),
      ],
    },
  };
  const p = write('AtomicCards-multi.json', JSON.stringify(doc));
  const r = await readCardSource(p, { languages: ['Japanese'] });
  assert.equal(r.info.date, '2024-05-01');
  assert.equal(r.info.label, 'MTGJSON AtomicCards of 2024-05-01');
  assert.deepEqual(r.cards.map((c) => c.name), [
    'Bonecrusher Giant // Stomp',
    'Valki, God of Lies // Tibalt, Cosmic Impostor',
    'Bruna, the Fading Light',
    'Brisela, Voice of Nightmares',
    'Gisela, the Broken Blade',
  ]);
  const db = createMemoryCardDatabase(r.cards, r.info, r.aliases);
  for (const [q, name] of [
    ['Stomp', 'Bonecrusher Giant // Stomp'],
    ['bonecrusher giant/stomp', 'Bonecrusher Giant // Stomp'],
    ['Tibalt, Cosmic Impostor', 'Valki, God of Lies // Tibalt, Cosmic Impostor'],
    ['Valki, God of Lies', 'Valki, God of Lies // Tibalt, Cosmic Impostor'],
    ['Bruna, the Fading Light', 'Bruna, the Fading Light'],
    ['Brisela, Voice of Nightmares', 'Brisela, Voice of Nightmares'],
    ['消えゆく光、ブルーナ', 'Bruna, the Fading Light'],
  ]) {
    assert.equal(db.lookup(q)?.name, name, q);
  }
  assert.equal(db.lookup('Bruna, the Fading Light')!.manaCost, '{5}{W}{W}');
  assert.deepEqual(db.lookup('Stomp')!.faces.map((f) => f.name), ['Bonecrusher Giant', 'Stomp']);
  // As an alias source for Scryfall data, meld names map to the parts' own names.
  const names = await readCardSource(p, { languages: ['Japanese'], aliasesOnly: true });
  assert.ok(names.aliases.some((a) => a.alias === '消えゆく光、ブルーナ' && a.name === 'Bruna, the Fading Light'));
});

test('MTGJSON v3 AllSets: split halves merged into one card found by every name form', async () => {
  const sets = {
    APC: {
      name: 'Apocalypse',
      code: 'APC',
      releaseDate: '2001-06-04',
      cards: [
        { name: 'Fire', names: ['Fire', 'Ice'], layout: 'split', manaCost: '{1}{R}', cmc: 2, type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two target creatures and/or players.', colors: ['Red'], colorIdentity: ['U', 'R'] },
        { name: 'Ice', names: ['Fire', 'Ice'], layout: 'split', manaCost: '{1}{U}', cmc: 2, type: 'Instant', text: 'Tap target permanent.\nDraw a card.', colors: ['Blue'], colorIdentity: ['U', 'R'] },
        { name: 'Lightning Bolt', layout: 'normal', manaCost: '{R}', cmc: 1, type: 'Instant', text: 'Lightning Bolt deals 3 damage to target creature or player.', colors: ['Red'], colorIdentity: ['R'] },
      ],
    },
    LEA: {
      name: 'Alpha',
      code: 'LEA',
      releaseDate: '1993-08-05',
      cards: [{ name: 'Lightning Bolt', layout: 'normal', manaCost: '{R}', cmc: 1, type: 'Instant', text: 'x', colors: ['Red'], colorIdentity: ['R'] }],
    },
  };
  const r = await readCardSource(write('AllSets.json', JSON.stringify(sets)));
  assert.equal(r.info.source, 'mtgjson-allsets');
  assert.equal(r.info.hasLegalities, false);
  assert.equal(r.cards.length, 2);
  const fire = r.cards.find((c) => c.name === 'Fire // Ice')!;
  assert.equal(fire.manaValue, 4);
  assert.deepEqual(fire.colors, ['U', 'R']);
  assert.equal(fire.legalities, undefined);
  assert.equal(r.cards.find((c) => c.name === 'Lightning Bolt')!.releasedAt, '1993-08-05');
  const db = createMemoryCardDatabase(r.cards, r.info);
  for (const n of ['Fire // Ice', 'Fire/Ice', 'fire', 'Ice']) assert.equal(db.lookup(n)?.name, 'Fire // Ice', n);
  const whole = await readCardSource(path.join(tmp, 'AllSets.json'), { wholeFile: true });
  assert.deepEqual(whole.cards, r.cards);
});

test('bad input: one clear error naming the file and the problem', async () => {
  await expectDataError(write('empty.json', ''), /is empty/);
  await expectDataError(write('blank.json', '   \n'), /no data/);
  await expectDataError(write('page.json', '<!DOCTYPE html><html><body>Rate limited</body></html>'), /HTML/);
  await expectDataError(write('shape.json', JSON.stringify({ hello: 'world', n: [1, 2] })), /not a known card data format|no "cards"/);
  await expectDataError(write('numbers.json', '[1,2,3]'), /element 0.*expected a card object/);
  await expectDataError(write('trunc.json', arrayJson.slice(0, Math.floor(arrayJson.length / 2))), /truncated|not valid JSON/);
  const gz = gzipSync(arrayJson);
  await expectDataError(write('trunc.json.gz', gz.subarray(0, Math.floor(gz.length / 2))), /truncated/);
  const jgz = gzipSync(jsonl);
  await expectDataError(write('trunc.jsonl.gz', jgz.subarray(0, Math.floor(jgz.length * 0.7))), /truncated|line \d+/);
  await expectDataError(write('badline.jsonl', jsonl + '{"name": "x", broken\n'), /line \d+ is not valid JSON/);
  await expectDataError(write('text.json', 'hello world'), /not JSON card data/);
  await expectDataError(
    write('AllPrintings.json', JSON.stringify({ meta: { version: '5' }, data: { LEA: { name: 'Alpha', cards: [{ name: 'Sol Ring' }] } } })),
    /AllPrintings .* not supported; use AtomicCards/,
  );
  await expectDataError(write('noCards.json', JSON.stringify({ meta: {}, data: {} })), /contains no cards/);
  await expectDataError(path.join(tmp, 'does-not-exist.json'), /cannot be read \(ENOENT: no such file\)/);
  await expectDataError(tmp, /is not a file/);
});

test('a file without read permission is one clear error, not a crash', async (t) => {
  const file = write('locked.json', arrayJson);
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o000);
    t.after(() => chmodSync(file, 0o644));
  } else {
    // root reads any file: make opening it fail as it does for a user without permission.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fsp = require('node:fs/promises') as typeof import('node:fs/promises');
    t.mock.method(fsp, 'open', async () => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), { code: 'EACCES' });
    });
  }
  await expectDataError(file, /cannot be read \(EACCES: permission denied\)/);
});

test('the shared Scryfall JSONL loads with its 20,030 cards', { skip: skipNoShared(sharedScryfall) }, async () => {
  const r = await readCardSource(sharedScryfall);
  assert.equal(r.cards.length, 20030);
  assert.equal(r.info.hasLegalities, true);
  const db = createMemoryCardDatabase(r.cards, r.info);
  assert.equal(db.lookup('Fire/Ice')?.name, 'Fire // Ice');
  assert.equal(db.lookup('Lim-Dul the Necromancer')?.name, 'Lim-Dûl the Necromancer');
  assert.equal(db.lookup('Jotun Grunt')?.name, 'Jötun Grunt');
  assert.equal(db.lookup('Delver of Secrets')?.name, 'Delver of Secrets // Insectile Aberration');
});

test('the MTGJSON 2017 file loads too', { skip: skipNoShared(sharedMtgjson) }, async () => {
  const r = await readCardSource(sharedMtgjson);
  assert.equal(r.cards.length, 16827);
  const db = createMemoryCardDatabase(r.cards, r.info);
  assert.equal(db.lookup('Fire/Ice')?.name, 'Fire // Ice');
  assert.equal(db.lookup('Æther Vial')?.name, 'Aether Vial');
});

void readFileSync;

test('Japanese names from the hand-written AtomicCards fixture (names as the seed documents write them)', async () => {
  const r = await readCardSource(path.join(fixturesDir, 'atomic-sample.json'), { languages: ['Japanese'] });
  const db = createMemoryCardDatabase(r.cards, r.info, r.aliases);
  for (const [ja, en] of [
    ['《タルモゴイフ》', 'Tarmogoyf'],
    ['セラの天使', 'Serra Angel'],
    ['極楽鳥', 'Birds of Paradise'],
    ['《目くらまし》', 'Daze'],
    ['瞬唱の魔道士', 'Snapcaster Mage'],
    ['トーモッドの墓所', "Tormod's Crypt"],
  ]) {
    assert.equal(db.lookup(ja)?.name, en, ja);
  }
  assert.deepEqual(db.complete('瞬唱').map((m) => [m.name, m.alias]), [['Snapcaster Mage', '瞬唱の魔道士']]);
  // A word starts after の, so the second half of a Japanese name completes too.
  assert.deepEqual(db.complete('略奪').map((m) => [m.name, m.alias]), [['Gathan Raiders', 'ギャサンの略奪者']]);
  assert.deepEqual(db.complete('魔道').map((m) => m.name), ['Snapcaster Mage']);
  assert.equal(db.suggest('ギャサンの略奪')[0]?.name, 'Gathan Raiders');
});

test('every 《日本語名/English》 pair in the seed documents resolves without alias data', { skip: skipNoShared(sharedScryfall) || skipNoShared(seedsDir) }, async () => {
  const r = await readCardSource(sharedScryfall);
  const db = createMemoryCardDatabase(r.cards, r.info);
  const pairs = new Set<string>();
  for (const f of readdirSync(seedsDir)) {
    for (const m of readFileSync(path.join(seedsDir, f), 'utf8').matchAll(/《[^》]*\/[^》]*》/g)) pairs.add(m[0]);
  }
  assert.ok(pairs.size >= 30, `found ${pairs.size} pairs`);
  const missing = [...pairs].filter((p) => !db.lookup(p));
  assert.deepEqual(missing, []);
  assert.equal(db.lookup('《生+死/Life+Death》')?.name, 'Life // Death');
  assert.equal(db.lookup('《絵描きの召使い/Painter’s Servant》')?.name, "Painter's Servant");
});
