// One version everywhere: the extension, the npm package of the server and CLI, the top CHANGELOG
// entry (whose text the release attaches) and the Emacs mode's header. A release tag vX.Y.Z must
// match it too (scripts/release.mjs checks the tag).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain .mjs build script without types
import { serverManifest } from '../../../scripts/pack-server.mjs';
// @ts-expect-error: a plain .mjs build script without types
import { changelogEntry } from '../../../scripts/release.mjs';

const extension = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

test('the extension, the server package, the top CHANGELOG entry, the Emacs mode and the Mason entry carry one version', () => {
  const { version, notes } = changelogEntry(readFileSync('CHANGELOG.md', 'utf8'));
  assert.match(extension.version, /^\d+\.\d+\.\d+$/);
  assert.equal(serverManifest().version, extension.version, 'packaging/npm: the server package');
  assert.equal(version, extension.version, 'CHANGELOG.md: the top entry');
  assert.ok(notes.trim().length > 0, 'the top entry says what changed');
  const escaped = extension.version.replace(/\./g, '\\.');
  assert.match(readFileSync('editors/emacs/decklist-mode.el', 'utf8'), new RegExp(`^;; Version: ${escaped}$`, 'm'), 'the Emacs mode');
  assert.match(readFileSync('docs/editors/mason-package.yaml', 'utf8'), new RegExp(`id: pkg:npm/decklist-language-server@${escaped}$`, 'm'), 'the Mason entry');
});

test('changelogEntry reads the top entry and fails on a CHANGELOG without a version heading', () => {
  const entry = changelogEntry('# Changelog\n\n## 1.2.3 (unreleased)\n\n- A fix.\n- Another.\n\n## 1.2.2\n\n- Old.\n');
  assert.deepEqual(entry, { version: '1.2.3', notes: '- A fix.\n- Another.' });
  assert.throws(() => changelogEntry('# Changelog\n\n## Unreleased\n\n- A fix.\n'), /top entry of CHANGELOG\.md .*"## Unreleased"/);
});
