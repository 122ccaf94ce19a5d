// The card data the package carries (issue 40): a package built with the build's card data option
// (scripts/build-snapshot.mjs --bundle-cards FILE --bundle-atomic FILE, the release's path without
// the download) from a Scryfall JSON Lines file and an AtomicCards file, checked like the release,
// installed offline as npm users install it, checks a deck with legalities and reads a Japanese
// name with no download: `decklist check`, `decklist cards info`, and the language server's hover
// and status. Once with ../shared/carddata/cards.jsonl.gz (20,030 cards of 2019; skipped where
// ../shared is absent) and once with the small JSON Lines file of test/fixtures/bundled-data.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hover } from 'vscode-languageserver';
import { SERVER, startServer } from './lsp-client';
import { sharedScryfall, skipNoShared } from '../unit/cards/helpers';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'test', 'fixtures', 'bundled-data');
const ATOMIC = path.join(fixtures, 'atomic-cards.json');
const skipNoBuild = existsSync(SERVER) ? false : 'dist/ is not built (npm run build)';

interface Installed {
  tmp: string;
  /** What the build printed. */
  build: string;
  bin: (name: string) => string;
  /** Runs an installed command offline, with an empty cache and no card data setting. */
  run: (name: string, args: string[], cwd: string) => { status: number | null; stdout: string; stderr: string };
  cache: string;
}

/** Builds the card data with the build's option, packs the npm package with it, installs it offline. */
async function buildAndInstall(cards: string, extra: string[] = []): Promise<Installed> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'decklist-bundled-'));
  const index = path.join(tmp, 'cards-snapshot.dlidx');
  const built = spawnSync(process.execPath, ['scripts/build-snapshot.mjs', '--bundle-cards', cards, '--bundle-atomic', ATOMIC, ...extra, '--snapshot-out', index], { cwd: root, encoding: 'utf8' });
  assert.equal(built.status, 0, `the build failed:\n${built.stdout}${built.stderr}`);
  // @ts-expect-error: a plain .mjs build script without types
  const { packServer } = await import('../../scripts/pack-server.mjs');
  const { tarball } = packServer(tmp, { stage: path.join(tmp, 'stage'), replace: { 'dist/cards-snapshot.dlidx': index } }) as { tarball: string };
  const prefix = path.join(tmp, 'prefix');
  const install = spawnSync('npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], {
    encoding: 'utf8',
    env: { ...process.env, npm_config_cache: path.join(tmp, 'npm-cache') },
  });
  assert.equal(install.status, 0, `npm install failed: ${install.stderr}`);
  const bin = (name: string) => path.join(prefix, 'bin', name);
  const cache = path.join(tmp, 'cache');
  const env = { PATH: process.env.PATH ?? '', HOME: path.join(tmp, 'home'), DECKLIST_CACHE_DIR: cache, LANG: 'C' };
  return {
    tmp,
    build: built.stderr,
    bin,
    cache,
    run: (name, args, cwd) => {
      const r = spawnSync(bin(name), args, { cwd, encoding: 'utf8', env });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
}

/** A deck of the shared data's time (Izzet Phoenix, Modern, 2019): Ponder is banned, the rest legal. */
const DECK_2019 = ['// format: modern', '4 稲妻', '4 Arclight Phoenix', '4 Faithless Looting', '4 Manamorphose', '4 Opt', '4 Ponder', '4 Thing in the Ice', '4 Bloodstained Mire', '14 Mountain', '14 Island', ''].join('\n');
/** The same idea in the cards of the small fixture. */
const DECK_FIXTURE = ['// format: modern', '4 稲妻', '4 Arclight Phoenix', '4 Opt', '4 Ponder', '22 Mountain', '22 Island', ''].join('\n');

function checksLikeARelease(name: string, cards: () => string, expected: { buildArgs: string[]; label: string; date: string; cards: string; build: string; deck: string; check: string; hoverCards: string }) {
  let it: Installed;
  let deckDir: string;
  before(async () => {
    it = await buildAndInstall(cards(), expected.buildArgs);
    deckDir = path.join(it.tmp, 'decks');
    mkdirSync(deckDir);
    writeFileSync(path.join(deckDir, 'phoenix.txt'), expected.deck);
  });
  after(() => {
    if (it) rmSync(it.tmp, { recursive: true, force: true });
  });

  test(`${name}: the build checks the data like the release and says what it carries`, () => {
    assert.equal(it.build.replaceAll(it.tmp, 'TMP'), expected.build);
  });

  test(`${name}: decklist check reads 4 稲妻 and the legalities, with no download`, () => {
    const r = it.run('decklist', ['check', 'phoenix.txt'], deckDir);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout, expected.check);
    assert.equal(r.status, 1);
    // Nothing was downloaded, nothing compiled: the package's own index was read as it is.
    assert.equal(existsSync(it.cache), false);
  });

  test(`${name}: decklist cards info names the data by its date`, () => {
    const r = it.run('decklist', ['cards', 'info'], deckDir);
    assert.equal(r.status, 0, r.stderr);
    const installedIndex = path.join(it.tmp, 'prefix', 'lib', 'node_modules', 'decklist-language-server', 'dist', 'cards-snapshot.dlidx');
    assert.equal(
      r.stdout,
      [
        'Source:  scryfall-jsonl (bundled card data)',
        `Label:   ${expected.label}`,
        `Date:    ${expected.date}`,
        `Cards:   ${expected.hoverCards}`,
        'Legalities: yes',
        'Other-language names: 5',
        `Index:   ${installedIndex}`,
        'Combos:  not downloaded (decklist cards update --combos); brackets use the built-in list',
        // The rules the package carries (data/rules.json, issue 40 §2), none downloaded.
        `Rules:   rules of ${(JSON.parse(readFileSync('data/rules.json', 'utf8')) as { date: string }).date}, bundled`,
        '',
      ].join('\n'),
    );
  });

  test(`${name}: the installed language server names the data in the status and the hover, and reads 稲妻`, async () => {
    const s = await startServer({ command: it.bin('decklist-language-server'), cards: '', env: { DECKLIST_CACHE_DIR: it.cache } });
    try {
      const uri = s.open('phoenix.txt', expected.deck);
      const d = await s.diagnosticsFor(uri, 1);
      assert.deepEqual(d.map((x) => [x.code, x.range.start.line]), [['banned', expected.deck.split('\n').indexOf('4 Ponder')]]);
      const info = await s.until('deck info', () =>
        s.notifications.find((n) => n.method === 'decklist/deckInfo' && (n.params as { uri: string; cardData?: { label?: string } }).uri === uri && (n.params as { cardData?: { label?: string } }).cardData?.label),
      );
      const cardData = (info.params as { cardData: { label: string; date: string; cards: number } }).cardData;
      assert.deepEqual({ label: cardData.label, date: cardData.date, cards: cardData.cards }, { label: expected.label, date: expected.date, cards: Number(expected.cards) });
      const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 3 } })) as Hover;
      const text = (h.contents as { value: string }).value;
      assert.ok(text.startsWith('*Japanese name:* **稲妻**\n\n**Lightning Bolt** {R}\n*Instant* · mana value 1\n'), text);
      assert.ok(text.includes('\nLegalities: Modern legal\n'), text);
      assert.ok(text.endsWith(`*Card data: ${expected.label} (${expected.hoverCards} cards)*`), text);
    } finally {
      await s.stop();
    }
  });
}

describe('a package built from ../shared/carddata/cards.jsonl.gz and a fixture AtomicCards, installed offline', { skip: skipNoBuild || skipNoShared(sharedScryfall) }, () => {
  checksLikeARelease('shared 2019 data', () => sharedScryfall, {
    buildArgs: [],
    label: 'card data of 2019-10-04, bundled',
    date: '2019-10-04',
    cards: '20030',
    hoverCards: '20,030',
    deck: DECK_2019,
    build: [
      'bundled card data: card data of 2019-10-04, bundled: 20030 cards (20030 with legalities), 5 Japanese names, 5 Japanese printed versions, 5.7 MB',
      // The 2019 file lacks the legality keys of formats Scryfall added since: a release build (--bundle-strict, implied by --bundle-download) stops on them.
      '  warning: legalities without "paupercommander" (read by paupercommander): 20030 of 20030 records (first: line 1)',
      '  warning: legalities without "brawl" (read by brawl): 19532 of 20030 records (first: line 1)',
      '  warning: legalities without "standardbrawl" (read by standardbrawl): 20030 of 20030 records (first: line 1)',
      '  warning: legalities without "competitivebrawl" (read by competitivebrawl): 20030 of 20030 records (first: line 1)',
      '  warning: legalities without "oathbreaker" (read by oathbreaker): 20030 of 20030 records (first: line 1)',
      '  warning: legalities without "pioneer" (read by pioneer): 20030 of 20030 records (first: line 1)',
      '  note: new legality key "frontier" (no built-in format reads it)',
      '  note: AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."pauperCommander"',
      'Built TMP/cards-snapshot.dlidx',
      '',
    ].join('\n'),
    check: [
      'card data: card data of 2019-10-04, bundled (scryfall-jsonl, 20,030 cards)',
      '',
      'phoenix.txt: Modern [modern, from format: line]; 60 cards',
      'phoenix.txt:7:3: error [banned] Ponder is banned in Modern: so says the card data (card data of 2019-10-04, bundled). Remove it from the deck.',
      'phoenix.txt: 1 error',
      '',
      'checked 1 file: 1 error, 0 warnings, 0 information',
      '',
    ].join('\n'),
  });
});

describe('a package built from a small Scryfall JSON Lines fixture and a fixture AtomicCards, installed offline', { skip: skipNoBuild }, () => {
  checksLikeARelease('fixture data', () => path.join(fixtures, 'oracle-cards.jsonl'), {
    // Today's shape, so it passes the release's strict check.
    buildArgs: ['--bundle-strict'],
    label: 'card data of 2026-11-14, bundled',
    date: '2026-11-14',
    cards: '8',
    hoverCards: '8',
    deck: DECK_FIXTURE,
    build: [
      'bundled card data: card data of 2026-11-14, bundled: 8 cards (8 with legalities), 5 Japanese names, 5 Japanese printed versions, 0.0 MB',
      '  note: AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."pauperCommander"',
      'Built TMP/cards-snapshot.dlidx',
      '',
    ].join('\n'),
    check: [
      'card data: card data of 2026-11-14, bundled (scryfall-jsonl, 8 cards)',
      '',
      'phoenix.txt: Modern [modern, from format: line]; 60 cards',
      'phoenix.txt:5:3: error [banned] Ponder is banned in Modern: so says the card data (card data of 2026-11-14, bundled). Remove it from the deck.',
      'phoenix.txt: 1 error',
      '',
      'checked 1 file: 1 error, 0 warnings, 0 information',
      '',
    ].join('\n'),
  });
});
