// A third, independent client: Emacs with Eglot (Debian's emacs-nox and elpa-eglot), in batch,
// with the mode the project ships (editors/emacs/decklist-mode.el) and the README's configuration.
// Eglot runs in strict mode, so a field it does not know fails the run, as do custom notifications
// it did not ask for. Skipped where emacs or Eglot is not installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../fixtures/rules/cards';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, writeFixtureCards } from './lsp-client';

/** Cards whose names start as the typed ones do, so that completion offers a list to pick from. */
const NEAR_NAMES = [
  card({ name: 'Solemn Recruit', mana_cost: '{1}{W}{W}', cmc: 3, type_line: 'Creature — Dwarf Warrior', oracle_text: 'Double strike', colors: ['W'], color_identity: ['W'], rarity: 'rare' }),
  card({ name: 'Lightning Blow', mana_cost: '{1}{W}', cmc: 2, type_line: 'Instant', oracle_text: 'Target creature gains first strike until end of turn.', colors: ['W'], color_identity: ['W'], rarity: 'rare' }),
  card({ name: 'Lightning Blast', mana_cost: '{3}{R}', cmc: 4, type_line: 'Instant', oracle_text: 'Lightning Blast deals 4 damage to any target.', colors: ['R'], color_identity: ['R'], rarity: 'common' }),
];

function writeCards(dir: string): string {
  const file = writeFixtureCards(dir);
  appendFileSync(file, NEAR_NAMES.map((c) => JSON.stringify(c)).join('\n') + '\n');
  return file;
}

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

test('Emacs with Eglot and decklist-mode: diagnostics, a plain-text hover, completion of names of several words, a quick fix', { skip, timeout: 90_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-emacs-'));
  try {
    const deck = path.join(dir, 'phelddagrif.edh');
    const text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig']);
    writeFileSync(deck, text);
    const out = path.join(dir, 'out.txt');
    const r = spawnSync('emacs', ['--batch', '-q', '-l', SCRIPT], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 80_000,
      env: {
        ...process.env,
        HOME: dir,
        DECKLIST_MODE: MODE,
        DECKLIST_LS: SERVER,
        DECKLIST_DECK: deck,
        DECKLIST_OUT: out,
        DECKLIST_CARDS: writeCards(dir),
        DECKLIST_CACHE_DIR: path.join(dir, 'cache'),
      },
    });
    assert.ok(existsSync(out), `emacs wrote nothing (status ${r.status}): ${r.stderr.slice(-3000)}`);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    const report = `${lines.join('\n')}\n--- stderr ---\n${r.stderr.slice(-3000)}`;
    assert.equal(r.status, 0, report);
    assert.deepEqual(lines.filter((l) => l.startsWith('timeout')), [], report);
    assert.equal(lines.find((l) => l.startsWith('mode ')), 'mode decklist-mode');
    const deckLines = text.split('\n');
    const lineOf = (s: string) => deckLines.indexOf(s) + 1;
    const diagnostics = lines.filter((l) => l.startsWith('diagnostic '));
    assert.equal(diagnostics.length, 2, report);
    assert.match(diagnostics[0], new RegExp(`^diagnostic ${lineOf('1 Goblin Piker')} color-identity .*Goblin Piker.* \\| - .*Phelddagrif.* \\(line ${lineOf('1 Phelddagrif')}\\)`));
    assert.match(diagnostics[1], new RegExp(`^diagnostic ${lineOf('1 Sol Rnig')} unknown-card .*Sol Rnig`));
    const hover = lines.find((l) => l.startsWith('hover '))!;
    assert.match(hover, /^hover Goblin Piker/);
    assert.match(hover, /can't block/);
    assert.doesNotMatch(hover, /\*\*|\\[*_`]/, 'plain text: Eglot here has no Markdown mode');
    assert.deepEqual(lines.filter((l) => l.startsWith('completed ')), ['completed 1 Sol Ring', 'completed 1 Lightning Bolt']);
    assert.match(lines.find((l) => l.startsWith('actions '))!, /Sol Ring/);
    assert.equal(lines.find((l) => l.startsWith('fixed ')), 'fixed 1 Sol Ring');
    assert.doesNotMatch(r.stderr, /unknown notification|mustn't have|Error running timer|error in process filter/i, report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
