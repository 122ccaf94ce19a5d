// The README's first command, on the built CLI: `node dist/cli.js check examples/*`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const cli = path.join(root, 'dist', 'cli.js');
const snapshot = path.join(root, 'dist', 'cards-snapshot.dlidx');
const skip = existsSync(cli) && existsSync(snapshot) ? false : 'dist/cli.js or the offline snapshot is missing (run npm run build)';

test('node dist/cli.js check examples/* reports the intended problems with the offline data and exits 1', { skip }, () => {
  const files = readdirSync(path.join(root, 'examples')).map((f) => path.join('examples', f));
  const env = { ...process.env, DECKLIST_CARDS: '', DECKLIST_LOCALE: 'en', DECKLIST_CACHE_DIR: path.join(os.tmpdir(), 'decklist-test-empty-cache') };
  const r = spawnSync(process.execPath, [cli, 'check', ...files], { cwd: root, encoding: 'utf8', env });
  assert.equal(r.status, 1, r.stderr);
  const out = r.stdout;
  assert.match(out, /^card data: offline card data from January 2017/m);
  assert.match(out, /examples\/phelddagrif-2010\.edh:11:4: error \[color-identity\] 《ゴブリンの長槍使い\/Goblin Piker》 has red/);
  assert.match(out, /examples\/phelddagrif-2010\.edh: 11 errors/);
  assert.match(out, /examples\/azusa\.edh: no errors/);
  assert.match(out, /examples\/partners\.txt: no errors/);
  assert.match(out, /error \[team-copy-limit\] Team "Red Team" has 5 Lightning Bolt/);
  assert.match(out, /error \[restricted\] Ancestral Recall/);
  assert.match(out, /information \[commander-inferred\] Talrand, Sky Summoner/);
  assert.doesNotMatch(out, /decklist\.config\.json:/); // the config file is not checked as a deck
});

test('a reader that stops early (decklist check … | head -1) ends the output quietly, with no stack trace', { skip }, async () => {
  const { spawn } = await import('node:child_process');
  const files = readdirSync(path.join(root, 'examples')).map((f) => path.join('examples', f));
  const env = { ...process.env, DECKLIST_CARDS: '', DECKLIST_LOCALE: 'en', DECKLIST_CACHE_DIR: path.join(os.tmpdir(), 'decklist-test-empty-cache') };
  const child = spawn(process.execPath, [cli, 'check', ...files], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += String(c)));
  // Read the first line, then close the pipe as `head -1` does.
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  child.stdout.destroy();
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  assert.doesNotMatch(stderr, /EPIPE|Error|at /, stderr);
  assert.ok(code === 141 || code === 1, `exit ${code}`);
});
