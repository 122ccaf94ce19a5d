// Neovim's built-in LSP client, headless, with the README's configuration
// (test/editors/neovim-decklist.lua): a Commander deck opened, its diagnostics, a card name of
// several words completed and a quick fix applied, as the script writes them.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { card } from '../fixtures/rules/cards';
import { commanderDeck } from '../unit/rules/helpers';
import { writeFixtureCards } from './lsp-client';

export const NEOVIM_MISSING = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status !== 0 ? 'nvim is not installed (apt-get install neovim)' : false;

/**
 * Runs the session. `server`: the bundle to start with node (DECKLIST_LS); without it the
 * configuration starts `decklist-language-server` from PATH, as a user's installed command.
 */
export function neovimSession(options: { server?: string; path?: string }): { lines: string; report: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-nvim-'));
  try {
    const deck = path.join(dir, 'phelddagrif.edh');
    writeFileSync(deck, commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig']));
    const out = path.join(dir, 'diagnostics.txt');
    const cards = writeFixtureCards(dir);
    appendFileSync(cards, JSON.stringify(ATRAXA) + '\n');
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: dir, DECKLIST_OUT: out, DECKLIST_CARDS: cards, DECKLIST_CACHE_DIR: path.join(dir, 'cache') };
    delete env.DECKLIST_LS;
    if (options.server) env.DECKLIST_LS = options.server;
    if (options.path) env.PATH = options.path;
    const r = spawnSync('nvim', ['--headless', '--clean', '-u', path.resolve(__dirname, '../editors/neovim-decklist.lua'), deck], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 45_000,
      env,
    });
    const lines = existsSync(out) ? readFileSync(out, 'utf8') : '';
    return { lines, report: `nvim status ${r.status}; wrote:\n${lines}\nstderr: ${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A card whose name has a comma and an apostrophe, to complete from `1 Atraxa, Pr`. */
const ATRAXA = card({
  name: "Atraxa, Praetors' Voice",
  mana_cost: '{G}{W}{U}{B}',
  cmc: 4,
  type_line: 'Legendary Creature — Phyrexian Angel Horror',
  oracle_text: 'Flying, vigilance, deathtouch, lifelink\nAt the beginning of your end step, proliferate.',
  colors: ['B', 'G', 'U', 'W'],
  color_identity: ['B', 'G', 'U', 'W'],
  power: '4',
  toughness: '4',
});

/** What the session must show, whichever way the server was installed. */
export const NEOVIM_EXPECTED: Array<[RegExp, string]> = [
  [/color-identity .*Goblin Piker/, 'the off-color card'],
  [/unknown-card .*Sol Rnig/, 'the misspelt card'],
  [/^completed 1 Sol Ring$/m, "a card name of several words, completed with the item's edit"],
  [/^fixed 1 Sol Ring$/m, 'the quick fix picked from the code action list, applied'],
  // Neovim 0.7's own omnifunc (CTRL-X CTRL-O, then CTRL-Y), names of several words and a 《日本語名/ pair.
  [/^omnifunc 1 Sol Ring$/m, 'the omnifunc on "1 Sol R"'],
  [/^omnifunc 1 Atraxa, Praetors' Voice$/m, 'the omnifunc on "1 Atraxa, Pr"'],
  [/^omnifunc 1 《稲妻\/Lightning Bolt》$/m, 'the omnifunc on "1 《稲妻/Light"'],
];
