// Runs the TextMate grammar tests (`npm run test:grammar`).
//
//   node test/grammar/run.mjs            check everything, exit non-zero on any failure
//   node test/grammar/run.mjs --update   regenerate the .snap files (look at the diff before committing!)
//
// 1. syntaxes/decklist.tmLanguage.json must be what syntaxes/src/decklist.grammar.mjs generates.
// 2. Every example deck in test/grammar/snapshots/ must have its committed .snap file:
//    vscode-tmgrammar-snap silently *creates* a missing snapshot and passes, which would let a
//    deleted or forgotten .snap go unnoticed.
// 3. vscode-tmgrammar-snap compares the tokens of every example deck with its .snap file.
// 4. vscode-tmgrammar-test checks the `# ^^^ scope` assertions in test/grammar/assertions/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const update = process.argv.includes('--update');
const grammar = 'syntaxes/decklist.tmLanguage.json';
const snapshotDir = 'test/grammar/snapshots';
const assertionDir = 'test/grammar/assertions';
/** File types of the example decks: the extensions the product claims, plus .txt exports. */
const deckExtensions = ['.txt', '.dek', '.cod', '.edh', '.dec', '.dck', '.decklist'];
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function run(label, cmd, args) {
  console.log(`\n== ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) {
    console.error(`${label}: could not run ${cmd}: ${r.error.message}. Run \`npm ci\` first.`);
    return false;
  }
  if (r.status !== 0) {
    console.error(`${label}: FAILED (exit ${r.status ?? r.signal})`);
    return false;
  }
  return true;
}

function listFiles(dir, keep) {
  const out = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...listFiles(rel, keep));
    else if (keep(name)) out.push(rel);
  }
  return out.sort();
}

let ok = run('grammar JSON up to date', process.execPath, ['syntaxes/src/decklist.grammar.mjs', '--check']);

const decks = listFiles(snapshotDir, (n) => deckExtensions.includes(path.extname(n)));
const assertions = listFiles(assertionDir, (n) => n.endsWith('.decklist'));
if (decks.length === 0 || assertions.length === 0) {
  console.error(`No grammar test files found (${decks.length} decks in ${snapshotDir}, ${assertions.length} assertion files in ${assertionDir}).`);
  process.exit(1);
}

let snapDecks = decks;
if (!update) {
  const missing = decks.filter((f) => !existsSync(path.join(root, `${f}.snap`)));
  // Never let the tool write the missing ones: compare only the decks that have a snapshot.
  snapDecks = decks.filter((f) => !missing.includes(f));
  if (missing.length > 0) {
    console.error(
      `\nMissing snapshot files:\n  ${missing.map((f) => `${f}.snap`).join('\n  ')}\n` +
        'Fix: run `node test/grammar/run.mjs --update`, check the new .snap files by eye, and commit them.',
    );
    ok = false;
  }
}

// Explicit file lists (not shell globs) so that the same command works in every shell.
const snapArgs = ['--scope', 'source.decklist', '-g', grammar, ...(update ? ['--updateSnapshot'] : []), ...snapDecks];
if (snapDecks.length > 0) ok = run(update ? 'snapshots (updating)' : 'snapshots', bin('vscode-tmgrammar-snap'), snapArgs) && ok;
ok = run('assertions', bin('vscode-tmgrammar-test'), ['-g', grammar, ...assertions]) && ok;

console.log(ok ? '\ngrammar tests: all passed' : '\ngrammar tests: FAILED');
process.exit(ok ? 0 : 1);
