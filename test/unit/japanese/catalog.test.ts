// The server's message catalog (l10n/catalog.ts): Japanese from l10n/bundle.l10n.ja.json; a missing
// or broken bundle leaves the server in English with one log line, and never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { applyCatalog, catalogFile, catalogInForce, packageCatalogs } from '../../../server/src/l10n/catalog';

const KEY = 'Unknown card "{0}".{1}';

test('ja: the package bundle is in force and l10n.t speaks Japanese; en: English again', () => {
  const lines: string[] = [];
  try {
    assert.equal(applyCatalog('ja', (l) => lines.push(l), packageCatalogs(path.resolve('l10n'))), 'ja');
    assert.equal(catalogInForce(), path.resolve('l10n', 'bundle.l10n.ja.json'));
    assert.equal(l10n.t(KEY, 'X', ''), '不明なカード「X」。');
    assert.equal(applyCatalog('en', (l) => lines.push(l), packageCatalogs(path.resolve('l10n'))), 'en');
    assert.equal(catalogInForce(), undefined);
    assert.equal(l10n.t(KEY, 'X', ''), 'Unknown card "X".');
    assert.deepEqual(lines, []);
  } finally {
    applyCatalog('en', () => undefined);
  }
});

test('a missing or broken bundle: English, one log line per change, no throw', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-catalog-'));
  const lines: string[] = [];
  const log = (l: string) => lines.push(l);
  try {
    assert.equal(catalogFile('ja', dir), path.join(dir, 'bundle.l10n.ja.json'));
    assert.equal(applyCatalog('ja', log, packageCatalogs(dir)), 'en');
    assert.equal(applyCatalog('ja', log, packageCatalogs(dir)), 'en', 'the same request again');
    assert.equal(lines.length, 1);
    assert.match(lines[0], /ja message catalog .*bundle\.l10n\.ja\.json cannot be read \(ENOENT\); messages are in English/);
    assert.equal(l10n.t(KEY, 'X', ''), 'Unknown card "X".');

    const broken = mkdtempSync(path.join(tmpdir(), 'decklist-catalog-broken-'));
    writeFileSync(path.join(broken, 'bundle.l10n.ja.json'), '{"Unknown card \\"{0}\\".{1}": "不明');
    assert.equal(applyCatalog('ja', log, packageCatalogs(broken)), 'en');
    assert.match(lines[1], /is not valid JSON/);
    writeFileSync(path.join(broken, 'bundle.l10n.ja.json'), '["not", "messages"]');
    assert.equal(applyCatalog('en', log), 'en');
    assert.equal(applyCatalog('ja', log, packageCatalogs(broken)), 'en');
    assert.match(lines[2], /is not an object of messages/);
    assert.equal(lines.length, 3);
    assert.equal(l10n.t(KEY, 'X', ''), 'Unknown card "X".');
    rmSync(broken, { recursive: true, force: true });
  } finally {
    applyCatalog('en', () => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
