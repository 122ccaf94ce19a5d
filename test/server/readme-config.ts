// The editor configurations the README shows, read from the README itself, so that each editor's
// test runs exactly what a reader copies: the fenced block after `<!-- tested as written: NAME -->`.
// Also a `decklist-language-server` command on a PATH of the test's own, which starts a given
// bundle as the installed command would.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
