// The example outputs quoted in the Japanese docs are what the CLI prints today. In a fenced block,
// a line `$ [VAR=value …] decklist ARGS [| grep WORD]` is a command and the lines after it (up to
// the next command or the end of the block) are its output. The command runs as `node dist/cli.js`
// from the repository root on the offline snapshot (no downloaded card data, no DECKLIST_* or
// locale variables but the ones it sets).
//   node scripts/doc-examples.mjs           checks every example (exit 1 and a diff when one differs)
//   node scripts/doc-examples.mjs --write   writes what the CLI prints into the docs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS = ['README.ja.md', 'docs/rules.ja.md'];
const COMMAND = /^\$ ((?:[A-Z_]+=\S+ )*)decklist ((?:(?!\| ).)*?)(?: \| grep (\S+))?$/;

/** Every command of a doc with the output it quotes and the lines where that output stands. */
export function examples(text) {
  const lines = text.split('\n');
  const found = [];
  let inBlock = false;
  let current;
  const close = (end) => {
    if (current) found.push({ ...current, output: lines.slice(current.start, end).join('\n') , end });
    current = undefined;
  };
  lines.forEach((line, i) => {
    if (line.startsWith('```')) {
      if (inBlock) close(i);
      inBlock = !inBlock;
      return;
    }
    if (!inBlock) return;
    const m = COMMAND.exec(line);
    if (line.startsWith('$ ')) {
      close(i);
      if (!m) throw new Error(`line ${i + 1}: a command the examples cannot run: ${line}`);
      const env = Object.fromEntries(m[1].trim().split(/\s+/).filter(Boolean).map((kv) => kv.split('=')));
      current = { line: i + 1, command: line.slice(2), env, args: m[2].split(/\s+/), grep: m[3], start: i + 1 };
    }
  });
  return found;
}

/** What the CLI prints for an example's command today. */
export function run(example) {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'decklist-doc-examples-'));
  try {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DECKLIST_CACHE_DIR: cache, ...example.env };
    const r = spawnSync(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), ...example.args], { cwd: ROOT, env, encoding: 'utf8' });
    const out = r.stdout.replace(/\n$/, '').split('\n');
    return (example.grep ? out.filter((l) => l.includes(example.grep)) : out).join('\n');
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** Each example whose quoted output is not what the CLI prints: file, line, command, quoted, printed. */
export function differences() {
  const out = [];
  for (const doc of DOCS) {
    for (const ex of examples(readFileSync(path.join(ROOT, doc), 'utf8'))) {
      const printed = run(ex);
      if (printed !== ex.output) out.push({ doc, line: ex.line, command: ex.command, quoted: ex.output, printed });
    }
  }
  return out;
}

function write() {
  for (const doc of DOCS) {
    const file = path.join(ROOT, doc);
    const lines = readFileSync(file, 'utf8').split('\n');
    // From the last example up, so earlier line numbers stay right.
    for (const ex of examples(lines.join('\n')).reverse()) lines.splice(ex.start, ex.end - ex.start, ...run(ex).split('\n'));
    writeFileSync(file, lines.join('\n'));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) write();
  const diff = differences();
  for (const d of diff) console.error(`${d.doc}:${d.line}: ${d.command}\n--- quoted\n${d.quoted}\n+++ printed\n${d.printed}\n`);
  process.exit(diff.length ? 1 : 0);
}
