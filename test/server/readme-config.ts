// The editor configurations the README shows, read from the README itself, so that each editor's
// test runs exactly what a reader copies: the fenced block after `<!-- tested as written: NAME -->`.
// Also a new user's machine for the editor: an empty HOME, `decklist-language-server` on PATH (the
// installed command, or one that starts a given bundle as the installed command would), no card
// data and no network (the download endpoints refuse connections).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commanderDeck } from '../unit/rules/helpers';

const README = path.resolve(__dirname, '../../README.md');

/** The code of the fenced block under the README's `<!-- tested as written: NAME -->`. */
export function readmeConfig(name: string): string {
  const lines = readFileSync(README, 'utf8').split('\n');
  const at = lines.indexOf(`<!-- tested as written: ${name} -->`);
  if (at < 0) throw new Error(`README.md has no configuration marked "tested as written: ${name}"`);
  const open = lines[at + 1];
  if (!/^```\w+$/.test(open ?? '')) throw new Error(`README.md: the line after "tested as written: ${name}" opens no code block`);
  const close = lines.indexOf('```', at + 2);
  if (close < 0) throw new Error(`README.md: the code block of "${name}" is not closed`);
  return lines.slice(at + 2, close).join('\n') + '\n';
}

/** A folder holding `decklist-language-server`, which runs `server` with node; prepend it to PATH. */
export function serverCommandDir(dir: string, server: string): string {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const command = path.join(bin, 'decklist-language-server');
  writeFileSync(command, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(server)} "$@"\n`);
  chmodSync(command, 0o755);
  return bin;
}

/** Download endpoints that refuse every connection: a machine without network, as fast as a test needs. */
const NO_NETWORK: NodeJS.ProcessEnv = {
  DECKLIST_SCRYFALL_API: 'http://127.0.0.1:9',
  DECKLIST_MTGJSON_API: 'http://127.0.0.1:9',
  DECKLIST_SPELLBOOK_API: 'http://127.0.0.1:9',
  DECKLIST_RULES_URL: 'http://127.0.0.1:9/rules.txt',
};

/** The deck each editor opens: an off-color card and a misspelt one. */
export const EDITOR_DECK = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig']);

export interface NewUser {
  /** The temporary HOME, also the working folder; the caller removes it. */
  dir: string;
  /** EDITOR_DECK, written as phelddagrif.edh. */
  deck: string;
  /** The README's configuration, written under the editor's file name. */
  config: string;
  /** Where the editor's script writes what happened (DECKLIST_OUT). */
  out: string;
  env: NodeJS.ProcessEnv;
}

/**
 * A new user's machine with the README's configuration `name` written as `file`. `server`: the
 * bundle the `decklist-language-server` on PATH starts; `path`: a PATH that has the installed command.
 */
export function newUser(name: string, file: string, command: { server?: string; path?: string }, env: NodeJS.ProcessEnv = {}): NewUser {
  const dir = mkdtempSync(path.join(os.tmpdir(), `decklist-${name}-`));
  const deck = path.join(dir, 'phelddagrif.edh');
  writeFileSync(deck, EDITOR_DECK);
  const config = path.join(dir, file);
  writeFileSync(config, readmeConfig(name));
  const out = path.join(dir, 'out.txt');
  const searchPath = command.path ?? `${serverCommandDir(dir, command.server!)}${path.delimiter}${process.env.PATH ?? ''}`;
  const all: NodeJS.ProcessEnv = { ...process.env, HOME: dir, PATH: searchPath, LANG: 'C.UTF-8', ...NO_NETWORK, DECKLIST_OUT: out, ...env };
  // Nothing of the project's environment: its card data, cache, language or locale.
  for (const key of Object.keys(all)) if (/^(DECKLIST_(CARDS|CACHE_DIR|LS|LANG|LOCALE|MAX_AGE_DAYS)|XDG_\w+|LC_\w+|LANGUAGE)$/.test(key)) delete all[key];
  return { dir, deck, config, out, env: all };
}
