// A third, independent client: Emacs with Eglot (Debian's emacs-nox and elpa-eglot), in batch,
// with the mode the project ships (editors/emacs/decklist-mode.el) and the README's configuration.
// Eglot runs in strict mode, so a field it does not know fails the run, as do custom notifications
// it did not ask for. Skipped where emacs or Eglot is not installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER } from './lsp-client';
import { EDITOR_DECK, newUser } from './readme-config';

const MODE = path.resolve(__dirname, '../../editors/emacs/decklist-mode.el');
const SCRIPT = path.resolve(__dirname, '../editors/emacs-decklist-test.el');
const eglot = spawnSync('emacs', ['--batch', '-q', '--eval', '(princ (locate-library "eglot.el"))'], { encoding: 'utf8' });
const skip = !existsSync(SERVER)
  ? 'dist/server.js is not built'
  : eglot.status !== 0
    ? 'emacs is not installed (apt-get install emacs-nox elpa-eglot)'
    : !eglot.stdout.trim()
      ? 'Eglot is not installed (apt-get install elpa-eglot)'
      : false;

test('Emacs with Eglot, decklist-mode installed and the README init.el, first start offline without card data: diagnostics, hover, C-M-i completes names of several words, a quick fix, M-x decklist-update-card-data', { skip, timeout: 120_000 }, () => {
  const user = newUser('emacs', 'init.el', { server: SERVER }, { DECKLIST_MODE: MODE });
  const { dir, out } = user;
  try {
    const r = spawnSync('emacs', ['--batch', '-q', '-l', SCRIPT], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 100_000,
      env: { ...user.env, DECKLIST_INIT: user.config, DECKLIST_DECK: user.deck },
    });
    assert.ok(existsSync(out), `emacs wrote nothing (status ${r.status}): ${r.stderr.slice(-3000)}`);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    const report = `${lines.join('\n')}\n--- stderr ---\n${r.stderr.slice(-3000)}`;
    assert.equal(r.status, 0, report);
    assert.deepEqual(lines.filter((l) => l.startsWith('timeout')), [], report);
    // Installed as the README says, without a byte-compiler warning.
    assert.deepEqual(lines.filter((l) => l.startsWith('compile-log ')), [], report);
    assert.equal(lines.find((l) => l.startsWith('installed ')), `installed ${path.join(dir, '.emacs.d/elpa/decklist-mode-0.2.0/decklist-mode.elc')}`, report);
    assert.equal(lines.find((l) => l.startsWith('mode ')), 'mode decklist-mode');
    const deckLines = EDITOR_DECK.split('\n');
    const lineOf = (s: string) => deckLines.indexOf(s) + 1;
    const diagnostics = lines.filter((l) => l.startsWith('diagnostic '));
    // The bundled 2017 card data has no legalities: one note says so, with the route Emacs can take.
    assert.equal(diagnostics.length, 3, report);
    assert.match(diagnostics[0], /^diagnostic 4 legality-unknown .*For card data with legalities, run "M-x decklist-update-card-data", or name such a file in the "decklist\.cardData\.path" setting\.$/);
    assert.match(diagnostics[1], new RegExp(`^diagnostic ${lineOf('1 Goblin Piker')} color-identity .*Goblin Piker.* \\| - .*Phelddagrif.* \\(line ${lineOf('1 Phelddagrif')}\\)`));
    assert.match(diagnostics[2], new RegExp(`^diagnostic ${lineOf('1 Sol Rnig')} unknown-card .*Sol Rnig.*For current card data, run "M-x decklist-update-card-data"\\.$`));
    const hover = lines.find((l) => l.startsWith('hover '))!;
    assert.match(hover, /^hover Goblin Piker \{1\}\{R\} \| Creature — Goblin Warrior/, report);
    assert.doesNotMatch(hover, /\*\*|\\[*_`]/, 'plain text: Eglot here has no Markdown mode');
    assert.equal(lines.find((l) => l.startsWith('key C-M-i ')), 'key C-M-i completion-at-point');
    assert.deepEqual(lines.filter((l) => l.startsWith('completed ')), ['completed 1 Sol Ring', 'completed 1 Lightning Bolt', "completed 1 Atraxa, Praetors' Voice", 'completed 1 《稲妻/Lightning Bolt》'], report);
    assert.match(lines.find((l) => l.startsWith('actions '))!, /Sol Ring/);
    assert.equal(lines.find((l) => l.startsWith('fixed ')), 'fixed 1 Sol Ring');
    // What the echo area showed: the failed background download once, then the update typed.
    assert.deepEqual(lines.filter((l) => l.startsWith('message ')), [
      'message [eglot] Server reports (type=2): Decklist: the card data could not be updated: cannot reach 127.0.0.1:9: it refused the connection, so the service may be down; try again later. Decks are checked with offline card data from January 2017, so newer cards are unknown and legalities may be out of date.',
      'message Decklist: downloading current card data...',
      'message Decklist: cannot reach 127.0.0.1:9: it refused the connection, so the service may be down; try again later',
    ], report);
    assert.doesNotMatch(r.stderr, /unknown notification|mustn't have|Error running timer|error in process filter/i, report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
