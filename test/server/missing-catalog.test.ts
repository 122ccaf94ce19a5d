// A package without its Japanese message catalog (l10n/bundle.l10n.ja.json lost by a broken
// install or left out by a packaging mistake): the built server, started in Japanese from a copy of
// the package, still runs, speaks English (in its own thread and in the large-deck worker) and says
// why in one log line; the built CLI alike, on stderr. The same copy with the catalog speaks
// Japanese, so the copy is a faithful one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic, Hover } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from './lsp-client';
import { LARGE_DECK_LINES } from '../../server/src/lsp/publisher';

const ROOT = path.resolve(__dirname, '../..');
const WORKER = path.join(ROOT, 'dist', 'check-worker.js');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const skip = existsSync(SERVER) && existsSync(WORKER) && existsSync(CLI) ? false : 'dist/ is not built (npm run build)';
const ATOMIC = path.resolve(__dirname, '../fixtures/cards/atomic-japanese.json');
const JAPANESE_TEXT = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** The package's runtime files (as in the .vsix: dist/ bundles, package.json, l10n/), the Japanese catalog only when asked for. */
function packageCopy(withJapanese: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-package-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'l10n'));
  for (const f of ['dist/server.js', 'dist/check-worker.js', 'dist/cli.js', 'package.json', 'l10n/bundle.l10n.json', ...(withJapanese ? ['l10n/bundle.l10n.ja.json'] : [])]) {
    copyFileSync(path.join(ROOT, f), path.join(dir, f));
  }
  return dir;
}

/** Starts the copy's server in Japanese (the client's language), in the copy's folder. */
function startCopy(dir: string): Promise<TestServer> {
  return startServer({
    server: path.join(dir, 'dist', 'server.js'),
    cwd: dir,
    cards: ATOMIC,
    locale: 'ja',
    settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: null },
  });
}

const SMALL_DECK = '// format: legacy\n4 《稲妻/Lightning Bolt》\n4 Lightning Blot\n';
/** Beyond LARGE_DECK_LINES, so that the worker thread checks it. */
const LARGE_DECK = `// format: legacy\n${Array.from({ length: LARGE_DECK_LINES + 10 }, (_, i) => `1 Unknown Card ${i}`).join('\n')}\n`;

/** A diagnostic's text (protocol 3.18 allows Markdown there). */
const textOf = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);

function messageOf(diagnostics: Diagnostic[], code: string): string {
  const d = diagnostics.find((x) => x.code === code);
  assert.ok(d, `no ${code} among ${JSON.stringify(diagnostics.map((x) => x.code))}`);
  return textOf(d);
}

function logLines(s: TestServer, pattern: RegExp): string[] {
  return s.notifications
    .filter((n) => n.method === 'window/logMessage')
    .map((n) => (n.params as { message: string }).message)
    .filter((m) => pattern.test(m));
}
const catalogLogLines = (s: TestServer) => logLines(s, /message catalog/);
/** The worker checked the large deck (it did not fall back to checking it in the server's thread; the log says so in either language). */
const assertWorkerChecked = (s: TestServer) => assert.deepEqual(logLines(s, /in the worker failed|をワーカーで検査できませんでした/), []);

async function hoverAt(s: TestServer, uri: string, line: number, character: number): Promise<string> {
  const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } })) as Hover | null;
  return h ? (h.contents as { value: string }).value : '';
}

test('without l10n/bundle.l10n.ja.json in the package the server started in Japanese runs in English and says so in one log line', { skip, timeout: 120_000 }, async () => {
  const dir = packageCopy(false);
  const s = await startCopy(dir);
  try {
    const small = s.open('small.dec', SMALL_DECK);
    const diagnostics = await s.diagnosticsFor(small, 1);
    assert.match(messageOf(diagnostics, 'deck-size'), /^The deck has 8 cards; Legacy needs at least 60 cards/);
    assert.match(messageOf(diagnostics, 'unknown-card'), /^Unknown card "Lightning Blot"/);
    for (const d of diagnostics) assert.doesNotMatch(textOf(d), JAPANESE_TEXT, `English only (the deck's names are English): ${textOf(d)}`);

    // The large-deck worker is told no catalog either.
    const large = s.open('large.dec', LARGE_DECK);
    const largeDiagnostics = await s.diagnosticsFor(large, 1, 60_000);
    assert.ok(largeDiagnostics.length > 0);
    for (const d of largeDiagnostics) assert.doesNotMatch(textOf(d), JAPANESE_TEXT, `English in the worker too: ${textOf(d)}`);
    assertWorkerChecked(s);

    // It answers as usual.
    assert.match(await hoverAt(s, small, 1, 4), /Lightning Bolt deals 3 damage/);

    // One line, also after the settings change (the same request is not said again).
    void s.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    s.replaceAll(small, 2, SMALL_DECK + '4 Lightning Bolt\n');
    await s.diagnosticsFor(small, 2);
    const lines = catalogLogLines(s);
    assert.equal(lines.length, 1, JSON.stringify(lines));
    assert.match(lines[0], /^Decklist: the ja message catalog .*bundle\.l10n\.ja\.json cannot be read \(ENOENT\); messages are in English\.$/);
    assert.ok(lines[0].includes(path.join(dir, 'l10n')), `names the file it looked for: ${lines[0]}`);
    assert.equal(s.child.exitCode, null, 'still running');
  } finally {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the same package copy with its Japanese catalog speaks Japanese, in the worker too, and logs nothing about it', { skip, timeout: 120_000 }, async () => {
  const dir = packageCopy(true);
  const s = await startCopy(dir);
  try {
    const small = s.open('small.dec', SMALL_DECK);
    const diagnostics = await s.diagnosticsFor(small, 1);
    assert.match(messageOf(diagnostics, 'deck-size'), /^デッキは8枚です。/);
    assert.match(messageOf(diagnostics, 'unknown-card'), /Lightning Blot/);
    assert.match(messageOf(diagnostics, 'unknown-card'), JAPANESE_TEXT);
    const large = s.open('large.dec', LARGE_DECK);
    const largeDiagnostics = await s.diagnosticsFor(large, 1, 60_000);
    assert.match(messageOf(largeDiagnostics, 'unknown-card'), JAPANESE_TEXT, 'the worker speaks Japanese');
    assertWorkerChecked(s);
    assert.deepEqual(catalogLogLines(s), []);
  } finally {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `decklist check --json` of the copy's CLI on the small deck, in the copy's folder, with these environment variables. */
function cliCheck(dir: string, args: string[], env: Record<string, string>): { status: number | null; json: { locale: string; files: { diagnostics: { code: string; message: string }[] }[] }; stderr: string } {
  const deck = path.join(dir, 'small.dec');
  writeFileSync(deck, SMALL_DECK);
  const r = spawnSync(process.execPath, [path.join(dir, 'dist', 'cli.js'), 'check', '--json', '--cards', ATOMIC, ...args, deck], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir, DECKLIST_CACHE_DIR: path.join(dir, 'cache'), DECKLIST_RULES_URL: 'none', ...env },
  });
  return { status: r.status, json: JSON.parse(r.stdout), stderr: r.stderr };
}

test('the built CLI of a package without the Japanese catalog: --locale ja or LANG=ja_JP.UTF-8 checks in English ("locale": "en") and says why once on stderr', { skip, timeout: 60_000 }, () => {
  const dir = packageCopy(false);
  try {
    for (const [args, env] of [[['--locale', 'ja'], {}], [[], { LANG: 'ja_JP.UTF-8' }]] as const) {
      const r = cliCheck(dir, [...args], env);
      assert.equal(r.status, 1, 'errors found: exit 1, as in English');
      assert.equal(r.json.locale, 'en', 'the language the messages are in');
      const messages = r.json.files[0].diagnostics;
      assert.match(messages.find((d) => d.code === 'deck-size')!.message, /^The deck has 8 cards; Legacy needs at least 60 cards/);
      const lines = r.stderr.split('\n').filter((l) => /message catalog/.test(l));
      assert.equal(lines.length, 1, r.stderr);
      assert.match(lines[0], /the ja message catalog .*bundle\.l10n\.ja\.json cannot be read \(ENOENT\); messages are in English\./);
    }
    copyFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.ja.json'), path.join(dir, 'l10n', 'bundle.l10n.ja.json'));
    const ja = cliCheck(dir, ['--locale', 'ja'], {});
    assert.equal(ja.json.locale, 'ja');
    assert.match(ja.json.files[0].diagnostics.find((d) => d.code === 'deck-size')!.message, /^デッキは8枚です。/);
    assert.doesNotMatch(ja.stderr, /message catalog/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
