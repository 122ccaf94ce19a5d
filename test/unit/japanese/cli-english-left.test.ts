// What a Japanese user meets on the built CLI (LANG=ja_JP.UTF-8): `decklist check examples/*`,
// `--help` of every command, `--list-formats --verbose`, `stats`, `hand`, `cards info`. Every line
// is read for English words: what may stay English is named here (card names as the decks write
// them, format ids, option names and placeholders, the names of products, sites and documents,
// Scryfall query samples); any other English word is a text the Japanese catalog left English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILTIN_FORMATS, MULTIPLAYER_OPTIONS, MULTIPLAYER_VARIANTS } from '../../../server/src/core/formats';

const root = path.resolve(__dirname, '..', '..', '..');
const cli = path.join(root, 'dist', 'cli.js');
const built = existsSync(cli) && existsSync(path.join(root, 'dist', 'cards-snapshot.dlidx'));

const EXAMPLES = readdirSync(path.join(root, 'examples')).map((f) => path.join('examples', f));

const RUNS: string[][] = [
  ['check', ...EXAMPLES],
  ['--help'],
  ...['parse', 'check', 'cards', 'stats', 'hand', 'diff'].map((c) => [c, '--help']),
  ['check', '--list-formats'],
  ['check', '--list-formats', '--verbose'],
  ['stats', 'examples/partners.txt'],
  ['hand', '--seed', '7', '--mulligans', '1', 'examples/azusa.edh'],
  ['cards', 'info'],
];

/** Names and words that stay as they are in Japanese. */
const KEPT = [
  // Products, sites, people, documents and data formats.
  'Wizards of the Coast', 'Commander Spellbook', 'Scryfall Oracle Cards', 'Scryfall', 'Frank Karsten', 'Karsten', 'MTG Wiki', 'MTGJSON',
  'AtomicCards', 'AllPrintings', 'AllSets', 'Oracle Cards', 'Moxfield', 'Archidekt', 'TappedOut', 'Arena', 'Cockatrice', 'OCTGN', 'MTGO',
  'JSON Lines', 'TCGplayer', 'XML', 'tomose', 'himajin.diarynote.jp', 'mtgcommander.net', 'oathbreakermtg.org', 'mtgdc.info', 'pdhhomebase.com',
  'magic.wizards.com', 'commanderspellbook.com', 'duelcommander.org', 'decklist.config.json', 'textconv', 'gitattributes', 'git', 'stderr', 'line:character', 'UTF-16', 'ja_JP.UTF-8',
  // The MCP server's line in `decklist --help`: the protocol, its transport, what uses it.
  'MCP', 'stdio', 'AI',
  // Language names the options take (--lang Japanese, German), the card data's own English label.
  'Japanese', 'German', 'offline card data from January 2017',
  // Scryfall query samples in `cards --help`.
  't:goblin', 'c:r', 'mv<=2', 'id<=wug', 'o:"draw a card"', '-t:land', 'or',
  // The command, its subcommands and the ids a deck writes.
  'decklist', 'parse', 'check', 'cards', 'stats', 'hand', 'diff', 'mcp', 'info', 'update', 'lookup', 'search', 'build-index', 'complete', 'same-cost',
  'format:', 'commander', 'ja|en', 'ja', 'en', 'de', 'cEDH', 'EDH', 'PDH', 'CR', 'null',
  // Deck syntax samples in `parse --help`, and the shell lines `diff --help` asks to run.
  '[Ramp]', '#tag', 'Tutors', "echo '*.dek diff=decklist' >> .gitattributes", "git config diff.decklist.textconv 'decklist diff --textconv'",
  // A card named in a format's description; MTGJSON's Pauper Commander flag (leadershipSkills.pauperCommander).
  'Lutri, the Spellchaser', 'Pauper Commander',
  // The card the card data suggests for a misspelt name; the editor's command category; a completion sample.
  'Sol Grail', 'Decklist', 'sol r',
];

function keptWords(): string[] {
  const words = new Set<string>(KEPT);
  // The example decks' own words: card names as written, team names, comments.
  for (const f of EXAMPLES) for (const w of readFileSync(path.join(root, f), 'utf8').split(/[\s"]+/)) if (/[A-Za-z]/.test(w)) words.add(w.replace(/^[(\[{]+|[)\]},;:]+$/g, ''));
  for (const f of BUILTIN_FORMATS) {
    for (const w of [f.id, f.legalityKey]) if (w) words.add(w);
    for (const list of [f.banned, f.unbanned, f.restricted, f.bannedAsCommander, f.exempt.names]) for (const n of list) words.add(n);
  }
  // --list-formats --verbose keeps each multiplayer variant's English name beside the Japanese one, for the rules' index.
  for (const r of [...MULTIPLAYER_VARIANTS, ...MULTIPLAYER_OPTIONS]) words.add(r.name);
  return [...words].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function englishLeft(line: string, words: string[]): string {
  let rest = line
    .replace(/\{".*(?:\}|,$)/, ' ') // --help's samples of the JSON output (field names are the stable API)
    .replace(/"[a-z][A-Za-z]*"/g, ' ') // a JSON field name
    .replace(/`[^`]*`/g, ' ') // code: a data key or value
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.~-]*\/[\w./~-]*/g, ' ') // paths, and // in a split card's name or a comment
    .replace(/\{[WUBRGCXSPT\d/]+\}/g, ' ')
    .replace(/\[[a-z0-9-]+(?:、[^\]]*)?\]/g, ' ') // [code], [format-id、…]
    .replace(/<[a-z]+>|\[options\]/g, ' '); // the synopsis' placeholders
  for (const w of words) rest = rest.replace(new RegExp(`(?<![A-Za-z0-9_-])${escape(w)}(?![A-Za-z0-9_-])`, 'g'), ' ');
  rest = rest
    .replace(/(?<![\w.])\.[a-z0-9]{2,4}\b/g, ' ') // a file extension (.dek, .o8d)
    .replace(/--?[a-z][\w-]*(?:=\S*|\s+[a-z]+(?:\|[a-z]+)+)?/g, ' ') // option names, and their choices (--to text|arena|mtgo)
    .replace(/\$?\b[A-Z][A-Z0-9_]+\b/g, ' '); // placeholders (FILE, PATH), environment variables, acronyms
  return /[A-Za-z]{2,}/.test(rest) ? rest.replace(/\s+/g, ' ').trim() : '';
}

test('LANG=ja_JP.UTF-8: check examples/*, every --help, --list-formats, stats, hand and cards info leave no English but names, ids and options', { skip: built ? false : 'dist/cli.js or the offline snapshot is missing (npm run build)' }, () => {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'decklist-ja-english-'));
  try {
    const words = keptWords();
    const left: string[] = [];
    for (const argv of RUNS) {
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'ja_JP.UTF-8', DECKLIST_CACHE_DIR: cache };
      const r = spawnSync(process.execPath, [cli, ...argv], { cwd: root, env, encoding: 'utf8' });
      assert.match(r.stdout, /[\u3040-\u30ff]/, argv.join(' '));
      for (const line of `${r.stdout}\n${r.stderr}`.split('\n')) {
        const english = englishLeft(line, words);
        if (english) left.push(`${argv.slice(0, 3).join(' ')}: ${english}   ← ${line.trim().slice(0, 120)}`);
      }
    }
    assert.deepEqual(left, []);
    // The reading itself: an English severity word or `usage:` is seen, the Japanese line is not.
    assert.equal(englishLeft('examples/azusa.edh:7:1: warning [legality-unknown] 統率者戦：禁止', words), ':7:1: warning 統率者戦：禁止');
    assert.equal(englishLeft('examples/azusa.edh:7:1: 警告 [legality-unknown] 統率者戦：禁止', words), '');
    assert.equal(englishLeft('usage: decklist check [--format ID] FILE...', words), 'usage: [ ] ...');
    assert.equal(englishLeft('使い方: decklist check [--format ID] FILE...', words), '');
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
});
