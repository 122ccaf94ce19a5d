// Combos in the editor: the setting (default off, like rulings; changing it reloads nothing) and
// the check worker loading the same combo store as the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS, readSettings, sameCardDataSettings } from '../../../server/src/lsp/settings';
import { runCheckJob } from '../../../server/src/lsp/check-job';
import { buildIndex } from '../../../server/src/core/cards/compact-index';
import { cardFromScryfall } from '../../../server/src/core/cards';
import { SPELLBOOK_FILE } from '../../../server/src/core/cards/download';
import { COMBOS_STORE_FILE, openCombos } from '../../../server/src/core/combos/store';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';
import { commanderDeck, INFO } from '../rules/helpers';

test('decklist.cardData.combos: off by default, read when given, and not a reason to reload the cards', () => {
  assert.equal(DEFAULT_SETTINGS.cardData.combos, false);
  assert.equal(readSettings({}).cardData.combos, false);
  const on = readSettings({ decklist: { cardData: { combos: true } } });
  assert.equal(on.cardData.combos, true);
  assert.equal(readSettings({ cardData: { combos: 'yes' } }).cardData.combos, false, 'a mistyped value falls back');
  assert.equal(sameCardDataSettings(readSettings({}), on), true);
});

test('a check job naming the combo store judges the bracket from it; a missing store falls back', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-combos-job-'));
  const raw = path.join(dir, SPELLBOOK_FILE);
  mkdirSync(path.dirname(raw), { recursive: true });
  writeFileSync(raw, gzipSync(JSON.stringify(VARIANTS_EXPORT)));
  await openCombos(dir);
  const indexPath = path.join(dir, 'cards.dlidx');
  writeFileSync(indexPath, buildIndex(BRACKET_DB_CARDS.map(cardFromScryfall), { ...INFO, label: 'bracket test cards', cards: BRACKET_DB_CARDS.length }));
  const text = '// bracket: 2\n' + commanderDeck("Atraxa, Praetors' Voice", ['Sword of the Meek', 'Thopter Foundry'], ['Forest', 'Island', 'Plains', 'Swamp']);
  const job = { id: 1, indexPath, severities: {}, files: [{ path: 'deck.txt', text }], maxDiagnostics: 100, door: 'vscode' as const };
  const withCombos = runCheckJob({ ...job, combosPath: path.join(dir, COMBOS_STORE_FILE) })[0];
  assert.ok(withCombos.diagnostics.some((d) => d.code === 'bracket' && /part of the combo Sword of the Meek \+ Thopter Foundry/.test(d.message)));
  const without = runCheckJob({ ...job, combosPath: path.join(dir, 'missing.dlcmb') })[0];
  assert.ok(!without.diagnostics.some((d) => d.code === 'bracket'), 'the built-in list has no such pair');
});
