import { test } from 'node:test';
import assert from 'node:assert/strict';
import { main } from '../../server/src/cli';
import { memoryIO } from '../support/memory-io';


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
