// Issue 40 §3: `npm run rules:watch` against saved copies of each source (test/fixtures/rules-watch,
// written in the sources' shape): no difference today; a planted one is found and named with the
// source's date; --write applies the Game Changers change to a copy of data/rules.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLED_RULES } from '../../../server/src/core/rules-data';
import { SOURCES, differencesOf, differenceLine } from '../../../scripts/rules-watch-checks';

const SAVED = path.resolve('test/fixtures/rules-watch');
const read = (file: string) => readFileSync(path.join(SAVED, file), 'utf8');
const bodiesOf = (id: string, dir = SAVED): string[] => {
  const s = SOURCES.find((x) => x.id === id)!;
  const first = readFileSync(path.join(dir, s.file), 'utf8');
  return id === 'scryfall-gamechangers' ? [first, readFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), 'utf8')] : [first];
};
const diffs = (id: string, bodies = bodiesOf(id)) => differencesOf(SOURCES.find((x) => x.id === id)!, bodies, BUNDLED_RULES, '2026-11-29').map(differenceLine);

test('rules:watch: the saved copies of all six sources agree with data/rules.json', () => {
  assert.deepEqual(SOURCES.map((s) => s.id), ['duelcommander', 'wizards-commander', 'wizards-brackets', 'scryfall-gamechangers', 'pdhhomebase', 'mtgjson']);
  for (const s of SOURCES) assert.deepEqual(diffs(s.id), [], s.id);
});

test('rules:watch: a planted difference in each source is found and named, with the source\'s date', () => {
  const dc = read('duelcommander-banlist.html').replace('Last Updated: July 27, 2026', 'Last Updated: November 30, 2026').replace('<li><a href="/announcements/2026/07/27/">', '<li><a href="/announcements/2026/11/30/">November 30, 2026</a></li>\n    <li><a href="/announcements/2026/07/27/">');
  assert.deepEqual(diffs('duelcommander', [dc]), [
    "[duelcommander] (2026-11-30) https://www.duelcommander.org/banlist/ was updated on 2026-11-30, after data/rules.json's Duel Commander list of 2026-07-27: read the announcement and add it to duelCommander.history",
    '[duelcommander] (2026-11-30) https://www.duelcommander.org/announcements/2026/11/30/: an announcement of 2026-11-30 that data/rules.json does not record (its Duel Commander list is of 2026-07-27)',
  ]);
  const wc = read('wizards-banned-restricted.html').replace('commander-banned-and-restricted-february-9-2026', 'commander-banned-and-restricted-december-8-2026');
  assert.deepEqual(diffs('wizards-commander', [wc]), [
    '[wizards-commander] (2026-12-08) https://magic.wizards.com/en/banned-restricted-list links an announcement of 2026-12-08 (https://magic.wizards.com/en/news/announcements/commander-banned-and-restricted-december-8-2026), newer than the newest Commander announcement in data/rules.json (2026-02-09): read it and record it',
  ]);
  const wb = read('wizards-brackets.html').replace('</ul>', '  <li><a href="https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-december-1-2026">Update</a></li>\n  </ul>');
  assert.deepEqual(diffs('wizards-brackets', [wb]), [
    '[wizards-brackets] (2026-12-01) https://magic.wizards.com/en/commander-brackets links an announcement of 2026-12-01 (https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-december-1-2026), newer than the newest bracket announcement in data/rules.json (2026-02-09): read it and record it',
  ]);
  // Scryfall: Farewell no longer marked, Sol Ring marked, a new legality key and a new layout.
  const [p1, p2] = bodiesOf('scryfall-gamechangers').map((b) => JSON.parse(b));
  p1.data = p1.data.filter((c: { name: string }) => c.name !== 'Farewell');
  p2.data.push({ ...p2.data[0], name: 'Sol Ring', layout: 'omen_card', legalities: { ...p2.data[0].legalities, timeless2: 'legal' } });
  assert.deepEqual(diffs('scryfall-gamechangers', [JSON.stringify(p1), JSON.stringify(p2)]), [
    "[scryfall-gamechangers] (2026-11-29) Game Changers: Scryfall marks Sol Ring, not in data/rules.json's list of 2026-02-09",
    "[scryfall-gamechangers] (2026-11-29) Game Changers: data/rules.json's list of 2026-02-09 has Farewell, which Scryfall no longer marks",
    '[scryfall-gamechangers] (2026-11-29) new legality key "timeless2" (no built-in format reads it)',
    '[scryfall-gamechangers] (2026-11-29) new layout "omen_card" (read like a normal card; first seen at scryfall-gamechangers card 23)',
  ]);
  const pdh = read('pdhhomebase-rules.html').replace('Updated November 3, 2026', 'Updated December 2, 2026');
  assert.deepEqual(diffs('pdhhomebase', [pdh]), [
    "[pdhhomebase] (2026-12-02) https://pdhhomebase.com/rules shows a change of 2026-12-02, after Pauper Commander's rules were checked (2026-11-25): read it (server/src/core/formats/builtin.ts)",
  ]);
  const meta = read('mtgjson-meta.json').replaceAll('5.2.2+20261128', '6.0.0+20261128');
  assert.deepEqual(diffs('mtgjson', [meta]), ['[mtgjson] (2026-11-28) Meta.json: version "6.0.0+20261128", not 5.x (the product reads MTGJSON v5 AtomicCards under /api/v5)']);
});

test('npm run rules:watch: reads saved copies, prints each difference, exits 1, and --write updates the Game Changers of data/rules.json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-watch-'));
  try {
    cpSync(SAVED, dir, { recursive: true });
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rules-watch.ts', '--saved', dir, '--today', '2026-11-29', ...args], { encoding: 'utf8' });
    const clean = run();
    assert.equal(clean.status, 0, clean.stderr);
    assert.equal(clean.stdout.trim(), 'No difference from data/rules.json (rules of 2026-11-29) in 6 sources.');
    const page = JSON.parse(readFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), 'utf8'));
    page.data.push({ ...page.data[0], name: 'Sol Ring' });
    writeFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), JSON.stringify(page));
    const rulesCopy = path.join(dir, 'rules.json');
    cpSync('data/rules.json', rulesCopy);
    const planted = run('--rules', rulesCopy, '--write');
    assert.equal(planted.status, 1, planted.stderr);
    assert.equal(planted.stdout.trim(), "[scryfall-gamechangers] (2026-11-29) Game Changers: Scryfall marks Sol Ring, not in data/rules.json's list of 2026-02-09");
    const written = JSON.parse(readFileSync(rulesCopy, 'utf8'));
    assert.equal(written.brackets.gameChangers.cards.length, 54);
    assert.equal(written.brackets.gameChangers.cards.at(-1), 'Sol Ring');
    assert.equal(written.brackets.gameChangers.asOf, '2026-11-29');
    assert.equal(written.date, '2026-11-29');
    // The written file is read back clean.
    assert.equal(run('--rules', rulesCopy).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
