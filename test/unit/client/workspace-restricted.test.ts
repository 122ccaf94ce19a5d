// Restricted Mode: which restricted settings a workspace's settings file sets (the client reads the
// file, as VS Code hides those values from the settings API), flat or nested.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { RESTRICTED_SETTINGS, restrictedSettingsIn } from '../../../client/src/restricted-settings';

test('the restricted settings a workspace sets: flat keys, nested objects, comments; nothing else', () => {
  const file = parse('{\n  // a comment\n  "decklist.cardData.path": "../cards.json",\n  "decklist.cardData.allowNetwork": false,\n  "editor.fontSize": 14,\n}', [], { allowTrailingComma: true });
  assert.deepEqual(restrictedSettingsIn(file), ['decklist.cardData.path', 'decklist.cardData.allowNetwork']);
  assert.deepEqual(restrictedSettingsIn({ decklist: { cardData: { autoUpdate: false } } }), ['decklist.cardData.autoUpdate']);
  assert.deepEqual(restrictedSettingsIn({ 'decklist.format': 'modern' }), []);
  assert.deepEqual(restrictedSettingsIn(undefined), []);
});

test('the list is package.json\'s restrictedConfigurations', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  assert.deepEqual([...RESTRICTED_SETTINGS], manifest.capabilities.untrustedWorkspaces.restrictedConfigurations);
});
