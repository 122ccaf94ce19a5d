import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIAGNOSTIC_CODES } from '../../../server/src/core';
import { severityProperties } from '../../../scripts/sync-severity-settings';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const props = pkg.contributes.configuration.properties;

test('manifest: every diagnostic code has a severity setting with its default (else: npx tsx scripts/sync-severity-settings.ts)', () => {
  assert.deepEqual(props['decklist.severity'].properties, severityProperties());
  assert.deepEqual(Object.keys(props['decklist.severity'].properties).sort(), DIAGNOSTIC_CODES.map((c) => c.code).sort());
});

test('manifest: every setting has a description and a default', () => {
  for (const [key, p] of Object.entries<Record<string, unknown>>(props)) {
    assert.ok(p.description || p.markdownDescription, `${key} has a description`);
    assert.ok('default' in p, `${key} has a default`);
  }
  for (const key of ['decklist.format', 'decklist.cardData.path', 'decklist.cardData.autoUpdate', 'decklist.cardData.maxAgeDays', 'decklist.cardData.allowNetwork', 'decklist.severity', 'decklist.languages', 'decklist.hover.images', 'decklist.hover.prices']) {
    assert.ok(props[key], `${key} is declared`);
  }
});

test('manifest: restricted mode ignores the settings that point outside the workspace or download', () => {
  const u = pkg.capabilities.untrustedWorkspaces;
  assert.equal(u.supported, 'limited');
  assert.deepEqual(u.restrictedConfigurations.sort(), ['decklist.cardData.allowNetwork', 'decklist.cardData.autoUpdate', 'decklist.cardData.path', 'decklist.cardData.rulesUrl']);
});

test('manifest: activates on decklists and on Plain Text (an untitled paste may be a deck: paste detection), commands by themselves, and accepts VS Code 1.100', () => {
  assert.deepEqual(pkg.activationEvents, ['onLanguage:decklist', 'onLanguage:plaintext']);
  const m = /^\^1\.(\d+)\.\d+$/.exec(pkg.engines.vscode);
  assert.ok(m && Number(m[1]) <= 100, `engines.vscode ${pkg.engines.vscode} accepts 1.100`);
  // The deck files of other tools too (Forge .dck, MWS .mwdeck, OCTGN .o8d); .txt and .json stay the user's choice.
  assert.deepEqual(pkg.contributes.languages[0].extensions, ['.dek', '.edh', '.dec', '.cod', '.dck', '.mwdeck', '.o8d']);
});

test('manifest: language configuration: // toggles comments (# is coloured by the grammar), the auto-closing pairs and a word pattern for card names', () => {
  const conf = JSON.parse(readFileSync('language-configuration.json', 'utf8'));
  assert.equal(conf.comments.lineComment, '//');
  const closing = conf.autoClosingPairs.map((p: { open: string }) => p.open);
  const surrounding = conf.surroundingPairs.map((p: string[] | { open: string }) => (Array.isArray(p) ? p[0] : p.open));
  for (const open of ['(', '[', '《', '"']) {
    assert.ok(closing.includes(open), `auto-closes ${open}`);
    assert.ok(surrounding.includes(open), `surrounds with ${open}`);
  }
  const word = new RegExp(conf.wordPattern.pattern, `g${conf.wordPattern.flags}`);
  const words = (line: string): string[] => line.match(word) ?? [];
  assert.ok(words("1 Atraxa, Praetors' Voice").includes("Atraxa, Praetors' Voice"));
  assert.ok(words('4 Lightning Bolt (M10) 146').includes('Lightning Bolt'));
  assert.ok(words('1 Jace, Vryn’s Prodigy // Jace, Telepath Unbound').includes('Jace, Vryn’s Prodigy'));
  assert.ok(words('1 《稲妻/Lightning Bolt》').includes('稲妻'));
  assert.ok(words('1 Circle of Protection: Red #sideboard').includes('Circle of Protection: Red'));
  assert.deepEqual(words('4x Lightning Bolt'), ['4', 'Lightning Bolt']);
});

test('README: the command table names every command the palette shows', () => {
  const readme = readFileSync('README.md', 'utf8');
  const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
  const rows = readme.split('\n').filter((l) => l.startsWith('| ')).map((l) => l.split(' | ')[0].slice(2));
  const named = new Set(rows.flatMap((cell) => cell.split(' / ')));
  for (const c of pkg.contributes.commands as Array<{ command: string; title: string }>) {
    const title = nls[c.title.slice(1, -1)];
    assert.ok(named.has(title), `README's command table has no row for "${title}" (${c.command})`);
  }
});
