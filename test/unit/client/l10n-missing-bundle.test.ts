// The client's language when its Japanese bundle is missing or broken in the installed extension:
// activation awaits applyClientLocale (client/src/l10n.ts) before anything else, so it must not
// throw. It leaves the client in English and says why in one log line. The `vscode` module exists
// only in the extension host; here a stand-in gives the few calls the module makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Module from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as l10n from '@vscode/l10n';

interface FakeUri {
  fsPath: string;
  toString(): string;
}
const uriOf = (fsPath: string): FakeUri => ({ fsPath, toString: () => pathToFileURL(fsPath).toString() });

const settings: Record<string, unknown> = {};
const fakeVscode = {
  workspace: {
    getConfiguration: (section: string) => {
      assert.equal(section, 'decklist');
      return { get: <T>(key: string, fallback: T): T => (key in settings ? (settings[key] as T) : fallback) };
    },
    fs: { readFile: async (uri: FakeUri): Promise<Uint8Array> => readFileSync(uri.fsPath) },
  },
  Uri: { joinPath: (base: FakeUri, ...parts: string[]): FakeUri => uriOf(path.join(base.fsPath, ...parts)) },
  l10n: { bundle: undefined as Record<string, string> | undefined },
};

// Resolve `vscode` to the stand-in for the client module loaded below.
const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const load = loader._load;
loader._load = function (request: string, ...rest: unknown[]) {
  return request === 'vscode' ? fakeVscode : load.call(this, request, ...rest);
};
const { applyClientLocale } = require('../../../client/src/l10n') as typeof import('../../../client/src/l10n');

const KEY = 'Show Log';

/** An installed extension's folder with l10n/bundle.l10n.json and, when given, this text as the Japanese bundle. */
function extensionFolder(japaneseBundle?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-extension-'));
  mkdirSync(path.join(dir, 'l10n'));
  writeFileSync(path.join(dir, 'l10n', 'bundle.l10n.json'), readFileSync('l10n/bundle.l10n.json'));
  if (japaneseBundle !== undefined) writeFileSync(path.join(dir, 'l10n', 'bundle.l10n.ja.json'), japaneseBundle);
  return dir;
}

async function apply(folder: string): Promise<{ setting: string; lines: string[] }> {
  const lines: string[] = [];
  const setting = await applyClientLocale(uriOf(folder) as never, (line) => lines.push(line));
  return { setting, lines };
}

test('decklist.locale "ja" with the Japanese bundle missing: no throw, English, one log line naming the file', async () => {
  const dir = extensionFolder();
  settings.locale = 'ja';
  try {
    const { setting, lines } = await apply(dir);
    assert.equal(setting, 'ja');
    assert.equal(l10n.t(KEY), 'Show Log');
    assert.equal(lines.length, 1, JSON.stringify(lines));
    assert.match(lines[0], /^\[client\] the ja message bundle could not be read \(.*bundle\.l10n\.ja\.json\): .*ENOENT.*; the client speaks English\.$/);
  } finally {
    delete settings.locale;
    l10n.config({ contents: {} });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('decklist.locale "ja" with a broken Japanese bundle (cut short): no throw, English, one log line', async () => {
  const dir = extensionFolder('{"Show Log": "ログを');
  settings.locale = 'ja';
  try {
    const { lines } = await apply(dir);
    assert.equal(l10n.t(KEY), 'Show Log');
    assert.equal(lines.length, 1, JSON.stringify(lines));
    assert.match(lines[0], /the ja message bundle could not be read .*JSON.*; the client speaks English\./);
  } finally {
    delete settings.locale;
    l10n.config({ contents: {} });
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the same folder with the package bundle speaks Japanese; "en" and "auto" on an English VS Code: English, nothing logged', async () => {
  const dir = extensionFolder(readFileSync('l10n/bundle.l10n.ja.json', 'utf8'));
  try {
    settings.locale = 'ja';
    let r = await apply(dir);
    assert.equal(l10n.t(KEY), 'ログを表示');
    assert.deepEqual(r.lines, []);
    settings.locale = 'en';
    r = await apply(dir);
    assert.equal(r.setting, 'en');
    assert.equal(l10n.t(KEY), 'Show Log');
    settings.locale = 'klingon';
    r = await apply(dir);
    assert.equal(r.setting, 'auto', 'an unknown value is "auto"');
    assert.equal(l10n.t(KEY), 'Show Log', 'VS Code loaded no bundle (English display language)');
    assert.deepEqual(r.lines, []);
  } finally {
    delete settings.locale;
    l10n.config({ contents: {} });
    rmSync(dir, { recursive: true, force: true });
  }
});
