import { test } from 'node:test';
import assert from 'node:assert/strict';
import { main } from '../../server/src/cli';
import type { CliIO } from '../../server/src/cli/io';

function memoryIO(): CliIO & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    readFile: async () => {
      throw new Error('no files in this test');
    },
    env: {},
    cwd: '/',
  };
}

test('an unknown command is a usage error (exit 2) that names the command', async () => {
  const io = memoryIO();
  assert.equal(await main(['frobnicate'], io), 2);
  assert.match(io.stderr.join(''), /unknown command 'frobnicate'/);
});

test('--help prints the usage and exits 0', async () => {
  const io = memoryIO();
  assert.equal(await main(['--help'], io), 0);
  assert.match(io.stdout.join(''), /decklist <command>/);
});
