import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RestartPolicy } from '../../../client/src/restart-policy';

test('restart policy: restarts up to the limit within the window, then gives up', () => {
  let now = 0;
  const p = new RestartPolicy({ limit: 3, windowMs: 1000, now: () => now });
  assert.deepEqual([p.crashed(), p.crashed(), p.crashed()], [true, true, true]);
  assert.equal(p.crashed(), false);
  assert.equal(p.recentCrashes, 4);
});

test('restart policy: crashes older than the window are forgotten; reset starts over', () => {
  let now = 0;
  const p = new RestartPolicy({ limit: 2, windowMs: 1000, now: () => now });
  p.crashed();
  p.crashed();
  now = 1500;
  assert.equal(p.crashed(), true, 'the first two crashes are out of the window');
  assert.equal(p.recentCrashes, 1);
  p.crashed();
  assert.equal(p.crashed(), false);
  p.reset();
  assert.equal(p.crashed(), true);
});
