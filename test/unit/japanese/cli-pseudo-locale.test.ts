// The pseudo-locale pass over every CLI command under LANG=ja_JP.UTF-8 (issue 42): the Japanese
// catalog is replaced by the pseudo-locale one (test/support/catalog.ts, each English message with
// its letters turned into look-alikes, Commander → Ƈǿǿḿḿȧȧƞḓḗḗř, placeholders kept), so the
// Japanese paths run (the name table, Japanese headers) where cli-japanese.test.ts's pseudo-locale
// run is English. Then every text the catalog gives is written without an
// ASCII letter, and an English word left in the output is one the catalog never saw: a text built
// in code, a data id, a label. What may stay English is named here: card names and card data
// text (the decks' own words, the card data files the runs read, the built-in lists), format ids,
// option names, paths and URLs, and the names of products and sites.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../../server/src/cli';
import { applyCatalog, catalogFile } from '../../../server/src/l10n/catalog';
import { BUILTIN_FORMATS, MULTIPLAYER_OPTIONS, MULTIPLAYER_VARIANTS } from '../../../server/src/core/formats';
import { memoryIO } from '../../support/memory-io';
import { pseudoCatalog } from '../../support/catalog';

const root = path.resolve(__dirname, '..', '..', '..');
const SAMPLE = path.join(root, 'test/fixtures/cards/scryfall-sample.json');
const ATOMIC = path.join(root, 'test/fixtures/cards/atomic-japanese.json');

/** The pseudo-locale catalog (test/support/catalog.ts: @vscode/l10n-dev's generate-pseudo over the English bundle). */
const pseudoMessages = (): Record<string, string> => JSON.parse(pseudoCatalog()) as Record<string, string>;

const EXAMPLES = readdirSync(path.join(root, 'examples')).filter((f) => !f.endsWith('.json'));
const FILES: Record<string, string> = Object.fromEntries(readdirSync(path.join(root, 'examples')).map((f) => [`/w/examples/${f}`, readFileSync(path.join(root, 'examples', f), 'utf8')]));
FILES['/w/ja.txt'] = '// フォーマット: レガシー\nデッキ\n4 稲妻\n4 ラノワールのエルフ\n4 ｼｮｯｸ\n48 山\nサイドボード\n2 Lightning Bolt\n';
FILES['/w/en.txt'] = '// format: legacy\n4 Lightning Bolt\n4 Llanowar Elves\n52 Mountain\n';

/** Every command and subcommand, its --help, and the usage errors. */
function runs(out: string): string[][] {
  const ex = EXAMPLES.map((f) => `examples/${f}`);
  return [
    [],
    ['--help'],
    ['bogus'],
    ...['parse', 'check', 'cards', 'stats', 'hand', 'diff'].map((c) => [c, '--help']),
    ['parse', '/w/examples/azusa.edh', '/w/ja.txt'],
    ['parse', '/w/missing.txt'],
    ['check', ...ex],
    ['check', '--format', 'nope', 'examples/azusa.edh'],
    ['check', '--bogus'],
    ['check', '--list-formats'],
    ['check', '--list-formats', '--verbose'],
    ['check', '--cards', ATOMIC, 'ja.txt'],
    ['stats', 'examples/partners.txt'],
    ['stats', '--cards', ATOMIC, 'ja.txt'],
    ['hand', '--seed', '7', '--mulligans', '1', '--draw', '1', 'examples/azusa.edh'],
    ['hand', '--seed', 'x', 'examples/azusa.edh'],
    ['diff', 'examples/crossfire-alice.txt', 'examples/crossfire-bob.txt'],
    ['diff', '--cards', ATOMIC, 'ja.txt', 'en.txt'],
    ['diff', '--textconv', 'ja.txt'],
    ['cards', 'info'],
    ['cards', 'info', '--cards', ATOMIC],
    ['cards', 'lookup', 'Sol Rnig'],
    ['cards', 'lookup', '--cards', SAMPLE, 'Lightning Bolt', 'Godless Shrine'],
    ['cards', 'lookup', '--cards', ATOMIC, '稲妻'],
    ['cards', 'complete', '--cards', SAMPLE, 'sol r'],
    ['cards', 'search', '--cards', SAMPLE, 't:instant c:r'],
    ['cards', 'search', '--cards', SAMPLE, 't:nothing'],
    ['cards', 'same-cost', '--cards', SAMPLE, 'Lightning Bolt'],
    ['cards', 'build-index', SAMPLE, path.join(out, 'sample.dlidx')],
    ['cards', 'bogus'],
  ];
}

/** Words that stay as they are: products, sites, documents, the data formats a user names. */
const KEPT = [
  'Wizards of the Coast', 'Commander Spellbook', 'Scryfall Oracle Cards', 'Scryfall', 'Frank Karsten', 'Karsten', 'MTG Wiki', 'MTGJSON', 'AtomicCards',
  'MTGO', 'Arena', 'CR', 'EDH', 'PDH', 'cEDH', 'decklist', 'pdhhomebase.com', 'mtgcommander.net', 'duelcommander.org', 'mtgdc.info', 'oathbreakermtg.org',
  'tomose', 'himajin.diarynote.jp', 'magic.wizards.com',
  // A card the offline snapshot suggests for a misspelt name.
  'Sol Grail',
];

/** English from the card data files the runs read (names, type lines, rules text). */
function cardDataWords(): string[] {
  const words = new Set<string>();
  for (const file of [SAMPLE, ATOMIC]) for (const w of readFileSync(file, 'utf8').match(/[A-Za-z][A-Za-z'’.,-]*/g) ?? []) words.add(w.replace(/[.,]+$/, ''));
  return [...words];
}

function keptWords(): string[] {
  const words = new Set<string>([...KEPT, ...cardDataWords()]);
  for (const text of Object.values(FILES)) for (const w of text.split(/[\s"]+/)) if (/[A-Za-z]/.test(w)) words.add(w.replace(/^[(\[{]+|[)\]},;:]+$/g, ''));
  for (const f of BUILTIN_FORMATS) {
    // A format id, and Two-Headed Giant over it ("2hg legacy" is two-headed-giant-legacy).
    for (const w of [f.id, f.legalityKey, `two-headed-giant-${f.id}`]) if (w) words.add(w);
    for (const list of [f.banned, f.unbanned, f.restricted, f.bannedAsCommander, f.exempt.names]) for (const n of list) words.add(n);
  }
  for (const r of [...MULTIPLAYER_VARIANTS, ...MULTIPLAYER_OPTIONS]) words.add(r.name);
  return [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English left in a line once names, ids, options, paths and the pseudo locale's own text are taken out. */
export function englishLeft(line: string, words: string[]): string {
  let rest = line
    .replace(/\{".*(?:\}|,$)/, ' ') // --help's samples of the JSON output (field names are the stable API)
    .replace(/"[a-z][A-Za-z]*"/g, ' ') // a JSON field name
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.~-]*\/[\w./~-]*/g, ' ') // paths, and // in a split card's name
    .replace(/\{[WUBRGCXSPT\d/]+\}/g, ' ');
  for (const w of words) rest = rest.replace(new RegExp(`(?<![A-Za-z0-9_-])${escape(w)}(?![A-Za-z0-9_-])`, 'g'), ' ');
  rest = rest
    .replace(/[\w-]*\.(?:txt|edh|dek|dlidx|json|jsonl|gz)\b/g, ' ') // a file name, a file extension (.dek)
    .replace(/(?<![\w-])--?[a-z][\w-]*(?:=\S*|\s+[a-z]+(?:\|[a-z]+)+)?/g, ' ') // option names, and their choices (--locale ja|en)
    .replace(/\[[a-z0-9-]+\]/g, ' ') // [diagnostic-code]
    .replace(/\b[A-Z][A-Z0-9_]+\b/g, ' '); // environment variables, placeholders
  return (rest.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []).join(' ');
}

test('pseudo locale: every CLI command, its --help and its usage errors say nothing the catalog did not give, but names, ids and options', async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'decklist-pseudo-'));
  const messages = pseudoMessages();
  const file = catalogFile('ja', path.join(root, 'l10n'))!;
  const words = keptWords();
  const left: string[] = [];
  const seen: string[] = [];
  try {
    for (const argv of runs(out)) {
      // The pseudo catalog stands where the Japanese one is: the CLI's own request for Japanese then changes nothing.
      applyCatalog('en', () => undefined);
      applyCatalog('ja', () => undefined, () => ({ file, read: { messages } }));
      const io = memoryIO(FILES, { cwd: '/w', env: { LANG: 'ja_JP.UTF-8', DECKLIST_CACHE_DIR: path.join(out, 'cache') } });
      await main(argv, io);
      const text = [...io.stdout, ...io.stderr].join('\n');
      const typed = argv.filter((a) => !a.startsWith('-')).sort((a, b) => b.length - a.length);
      // (diff --textconv prints the deck alone, for git.)
      if (argv[1] !== '--textconv') seen.push(`${argv.join(' ')}: ${/[\u0100-\u024f\u1e00-\u1eff]/.test(text)}`);
      for (const line of text.split('\n')) {
        const english = englishLeft(line, [...typed, ...words]);
        if (english) left.push(`${argv.slice(0, 3).join(' ')}: ${english}   ← ${line.trim().slice(0, 140)}`);
      }
    }
  } finally {
    applyCatalog('en', () => undefined);
    rmSync(out, { recursive: true, force: true });
  }
  // Every run spoke through the catalog at all (a run that printed nothing would pass unread).
  assert.deepEqual(seen.filter((s) => !s.endsWith('true')), []);
  assert.deepEqual(left, []);
});

test('pseudo locale: the reading sees an English word the catalog did not give, and nothing else', () => {
  const words = ['Lightning Bolt', 'legacy'];
  const messages = pseudoMessages();
  assert.equal(messages['Source:  {0}'], 'Şǿǿŭŭřƈḗḗ:  {0}');
  assert.equal(englishLeft(`Lightning Bolt ${messages['Source:  {0}'].replace('{0}', 'legacy')} --cards ./x.json {R}`, words), '');
  assert.equal(englishLeft(messages['Source:  {0}'].replace('{0}', 'scryfall-jsonl'), words), 'scryfall-jsonl');
  assert.equal(englishLeft(messages['Label:   {0}'].replace('{0}', 'offline card data from January 2017'), words), 'offline card data from January');
});
