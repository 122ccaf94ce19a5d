// Issue 40 §3: `npm run rules:watch` against saved copies of each source (test/fixtures/rules-watch,
// written in the sources' real shape as read on 2026-11-29, see its README): no difference today; a
// planted one is found and named with the source's date; a copy whose structure changed is "could
// not read SOURCE", never "everything was removed"; --write applies the Game Changers change to a
// copy of data/rules.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLED_RULES } from '../../../server/src/core/rules-data';
import { SOURCES, SourceShapeError, differencesOf, differenceLine } from '../../../scripts/rules-watch-checks';

const SAVED = path.resolve('test/fixtures/rules-watch');
const read = (file: string) => readFileSync(path.join(SAVED, file), 'utf8');
const bodiesOf = (id: string, dir = SAVED): string[] => {
  const s = SOURCES.find((x) => x.id === id)!;
  const first = readFileSync(path.join(dir, s.file), 'utf8');
  return id === 'scryfall-gamechangers' ? [first, readFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), 'utf8')] : [first];
};
const diffs = (id: string, bodies = bodiesOf(id)) => differencesOf(SOURCES.find((x) => x.id === id)!, bodies, BUNDLED_RULES, '2026-11-29').map(differenceLine);

test('rules:watch: the saved copies of all eight sources agree with data/rules.json', () => {
  assert.deepEqual(SOURCES.map((s) => s.id), ['duelcommander', 'wizards-commander', 'wizards-brackets', 'wizards-game-changers', 'scryfall-gamechangers', 'pdhhomebase', 'mtgjson', 'mtgjson-atomic']);
  for (const s of SOURCES) assert.deepEqual(diffs(s.id), [], s.id);
});

test('rules:watch: a planted difference in each source is found and named, with the source\'s date', () => {
  // duelcommander.org: a new "Last Updated", a new announcement link, and the banned-as-commander grid changed (Tasigur in, Dihada out).
  const dc = read('duelcommander-banlist.html')
    .replace('Last Updated: July 27, 2026', 'Last Updated: November 30, 2026')
    .replace('<li><a href="/announcements/2026/07/27/">', '<li><a href="/announcements/2026/11/30/">November 30, 2026</a></li>\n      <li><a href="/announcements/2026/07/27/">')
    .replace('<div class="ban-item" data-card-name="Dihada, Binder of Wills"><span class="ban-name">Dihada, Binder of Wills</span></div>', '<div class="ban-item" data-card-name="Tasigur, the Golden Fang"><span class="ban-name">Tasigur, the Golden Fang</span></div>');
  assert.deepEqual(diffs('duelcommander', [dc]), [
    "[duelcommander] (2026-11-30) https://www.duelcommander.org/banlist/ was updated on 2026-11-30, after data/rules.json's Duel Commander list of 2026-07-27: read the announcement and add it to duelCommander.history",
    "[duelcommander] (2026-11-30) banned as commander on https://www.duelcommander.org/banlist/: Tasigur, the Golden Fang, not in data/rules.json's list of 2026-07-27",
    "[duelcommander] (2026-11-30) banned as commander in data/rules.json's list of 2026-07-27: Dihada, Binder of Wills, no longer on https://www.duelcommander.org/banlist/",
    '[duelcommander] (2026-11-30) https://www.duelcommander.org/announcements/2026/11/30/: an announcement of 2026-11-30 that data/rules.json does not record (its Duel Commander list is of 2026-07-27)',
  ]);
  // Wizards' banned and restricted page: a second companion-only ban, Lutri no longer one, and a newer Commander announcement.
  const wc = read('wizards-banned-restricted.html')
    .replace('commander-banned-and-restricted-february-9-2026', 'commander-banned-and-restricted-december-8-2026')
    .replace('<li><a class="auto-card">Lutri, the Spellchaser</a> &ndash; only banned as a companion</li>', '<li><a class="auto-card">Yorion, Sky Nomad</a> &ndash; only banned as a companion</li>');
  assert.deepEqual(diffs('wizards-commander', [wc]), [
    "[wizards-commander] (2026-11-29) banned as a companion only on https://magic.wizards.com/en/banned-restricted-list: Yorion, Sky Nomad, not in data/rules.json's commander.bannedAsCompanion of 2026-02-09",
    "[wizards-commander] (2026-11-29) data/rules.json's commander.bannedAsCompanion of 2026-02-09 has Lutri, the Spellchaser, which https://magic.wizards.com/en/banned-restricted-list no longer bans as a companion",
    '[wizards-commander] (2026-12-08) https://magic.wizards.com/en/banned-restricted-list links an announcement of 2026-12-08 (https://magic.wizards.com/en/news/announcements/commander-banned-and-restricted-december-8-2026), newer than the newest Commander announcement in data/rules.json (2026-02-09): read it and record it',
  ]);
  const wb = read('wizards-brackets.html').replace('  </ul>\n</main>', '    <li><a href="https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-december-1-2026">Update</a></li>\n  </ul>\n</main>');
  assert.deepEqual(diffs('wizards-brackets', [wb]), [
    '[wizards-brackets] (2026-12-01) https://magic.wizards.com/en/commander-brackets links an announcement of 2026-12-01 (https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-december-1-2026), newer than the newest bracket announcement in data/rules.json (2026-02-09): read it and record it',
  ]);
  // Wizards' Commander page: Farewell off the Game Changers, Sol Ring on (the escaped names of its embedded data).
  const gc = read('wizards-commander-format.html')
    .replace('\\u003Cli\\u003E\\u003Cauto-card\\u003EFarewell\\u003C\\u002Fauto-card\\u003E\\u003C\\u002Fli\\u003E', '')
    .replace('\\u003Cauto-card\\u003EAncient Tomb', '\\u003Cauto-card\\u003ESol Ring\\u003C\\u002Fauto-card\\u003E\\u003C\\u002Fli\\u003E\\u003Cli\\u003E\\u003Cauto-card\\u003EAncient Tomb');
  assert.deepEqual(diffs('wizards-game-changers', [gc]), [
    "[wizards-game-changers] (2026-11-29) Game Changers: Wizards lists Sol Ring, not in data/rules.json's list of 2026-02-09",
    "[wizards-game-changers] (2026-11-29) Game Changers: data/rules.json's list of 2026-02-09 has Farewell, which Wizards no longer lists",
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
  // AtomicCards: "duel" renamed in every face read, and a key MTGJSON did not have.
  const atomic = read('mtgjson-atomiccards-head.json').replaceAll('"duel":', '"duelcommander":').replace('"predh": "Legal"', '"predh": "Legal",\n     "timeless2": "Legal"');
  assert.deepEqual(diffs('mtgjson-atomic', [atomic]), [
    '[mtgjson-atomic] (2026-11-28) AtomicCards.json: no face of the first 2 has the legality key "duel" (read by duel)',
    '[mtgjson-atomic] (2026-11-28) AtomicCards.json: new legality key "duelcommander" (not among MTGJSON v5\'s)',
    '[mtgjson-atomic] (2026-11-28) AtomicCards.json: new legality key "timeless2" (not among MTGJSON v5\'s)',
  ]);
});

test('rules:watch: a copy whose structure changed is "could not read" with what is missing, never a list of removals', () => {
  const unreadable = (id: string, bodies: string[]) => {
    try {
      return `differences: ${JSON.stringify(diffs(id, bodies))}`;
    } catch (e) {
      assert.ok(e instanceof SourceShapeError, String(e));
      return (e as Error).message;
    }
  };
  // duelcommander.org renames its grids (every card would look unbanned as commander).
  assert.equal(unreadable('duelcommander', [read('duelcommander-banlist.html').replaceAll('class="ban-grid"', 'class="card-grid"')]), 'no cards in a <div class="ban-grid" id="banned-commanders"> (data-card-name)');
  assert.equal(unreadable('duelcommander', [read('duelcommander-banlist.html').replace('Last Updated: July 27, 2026', 'Updated 2026-07-27')]), 'no "Last Updated: Month D, YYYY" line');
  // Wizards lists the Commander bans in a table instead of a list, or renames the heading.
  assert.equal(unreadable('wizards-commander', [read('wizards-banned-restricted.html').replace(/<(\/?)li>/g, '<$1td>')]), 'no list items under "Commander Banned Cards"');
  assert.equal(unreadable('wizards-commander', [read('wizards-banned-restricted.html').replace('Commander Banned Cards', 'Commander')]), 'no "Commander Banned Cards" heading');
  assert.equal(unreadable('wizards-brackets', [read('wizards-brackets.html').replace(/news\/announcements/g, 'news/feature')]), 'links no dated announcement (/news/announcements/…-month-d-yyyy)');
  // The Commander page's data block renamed, or its cards no longer marked as auto-cards.
  assert.equal(unreadable('wizards-game-changers', [read('wizards-commander-format.html').replaceAll('identifier:"gamechangers"', 'identifier:"game-changers-2027"')]), 'no embedded block identifier:"gamechangers"');
  assert.equal(unreadable('wizards-game-changers', [read('wizards-commander-format.html').replaceAll('auto-card', 'card-link')]), 'no card (\\u003Cauto-card\\u003E…) in the Game Changers block');
  // Scryfall: no card matches (its error object), a page cut short, or the field gone.
  assert.equal(unreadable('scryfall-gamechangers', [JSON.stringify({ object: 'error', code: 'not_found', status: 404, details: 'Your query didn\'t match any cards.' })]), 'page 1 is not a list object (object: "error": Your query didn\'t match any cards.)');
  assert.equal(unreadable('scryfall-gamechangers', [bodiesOf('scryfall-gamechangers')[0]]), 'total_cards is 53, but the pages read hold 30 cards');
  const [g1, g2] = bodiesOf('scryfall-gamechangers').map((b) => JSON.parse(b));
  for (const p of [g1, g2]) for (const c of p.data) delete c.game_changer;
  assert.equal(unreadable('scryfall-gamechangers', [JSON.stringify(g1), JSON.stringify(g2)]), 'no card has a "game_changer" field');
  assert.equal(unreadable('pdhhomebase', [read('pdhhomebase-rules.html').replace('<h2>Banned Cards</h2>', '<h2>Card Pool</h2>')]), 'no "Banned" heading followed by a list');
  assert.equal(unreadable('mtgjson', ['{"meta": {"date": "2026-11-28"}}']), 'no "data" object');
  assert.equal(unreadable('mtgjson-atomic', ['<!DOCTYPE html><html>Maintenance</html>']), 'starts with "<!DOCTYPE html><html>Maintenance</html>", not {"meta": or {"data":');
  assert.equal(unreadable('mtgjson-atomic', [read('mtgjson-atomiccards-head.json').replaceAll('"legalities"', '"formats"')]), 'no "legalities" object in its first cards');
});

test('npm run rules:watch: reads saved copies, prints each difference, exits 1, and --write updates the Game Changers of data/rules.json', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-watch-'));
  try {
    cpSync(SAVED, dir, { recursive: true });
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rules-watch.ts', '--saved', dir, '--today', '2026-11-29', ...args], { encoding: 'utf8' });
    const clean = run();
    assert.equal(clean.status, 0, clean.stderr);
    assert.equal(clean.stdout.trim(), 'No difference from data/rules.json (rules of 2026-11-29) in 8 sources.');
    const page = JSON.parse(readFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), 'utf8'));
    page.data.push({ ...page.data[0], name: 'Sol Ring' });
    writeFileSync(path.join(dir, 'scryfall-gamechangers-2.json'), JSON.stringify(page));
    // As Scryfall counts it: one card more in all.
    const first = JSON.parse(readFileSync(path.join(dir, 'scryfall-gamechangers.json'), 'utf8'));
    first.total_cards = 54;
    writeFileSync(path.join(dir, 'scryfall-gamechangers.json'), JSON.stringify(first));
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
    // The written file is read back: Scryfall agrees now; Wizards' own list (its Commander page) does not name Sol Ring, and says so.
    const again = run('--rules', rulesCopy);
    assert.equal(again.status, 1, again.stderr);
    assert.equal(again.stdout.trim(), "[wizards-game-changers] (2026-11-29) Game Changers: data/rules.json's list of 2026-11-29 has Sol Ring, which Wizards no longer lists");
    // A source that changed shape: "could not read" on stderr, no difference invented for it, exit 2.
    writeFileSync(path.join(dir, 'duelcommander-banlist.html'), readFileSync(path.join(SAVED, 'duelcommander-banlist.html'), 'utf8').replaceAll('data-card-name=', 'data-name='));
    const broken = run('--rules', rulesCopy);
    assert.equal(broken.status, 2, broken.stderr);
    assert.equal(broken.stderr.trim(), 'could not read [duelcommander] https://www.duelcommander.org/banlist/: no cards in a <div class="ban-grid" id="banned-commanders"> (data-card-name)');
    assert.equal(broken.stdout.trim(), again.stdout.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
