// Typing a card name never waits for the spelling search (issue 22): each version's diagnostics
// are published at once, an unknown name held back while its suggestions are deferred; after a
// pause in typing the newest version is published again with it, in its final words (one wording
// for one name: NEW-USER-EN-2026-11-29, finding 14); a quick fix asked for meanwhile computes them itself.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';
const unknownOf = (list: Diagnostic[]) => list.find((d) => d.code === 'unknown-card');
const dataOf = (d: Diagnostic | undefined) => d?.data as { suggestions: string[]; suggestionsDeferred?: boolean; name: string } | undefined;

describe('typing a card name', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(async () => {
    await s?.stop();
  });

  test('each edit is published at once, the unknown name held back until its suggestions are known; then said once, in its final words', async () => {
    const base = commanderDeck('Phelddagrif', ['Sol Ring'], ['Forest', 'Island', 'Plains'], 99);
    const uri = s.open('typing.edh', base + '1 Ki\n');
    await s.diagnosticsFor(uri, 1);
    const typed = ['Kit', 'Kitc', 'Kitch', 'Kitche', 'Kitchen', 'Kitchen F', 'Kitchen Fi'];
    typed.forEach((name, i) => s.replaceAll(uri, i + 2, `${base}1 ${name}\n`));
    const last = typed.length + 1;
    await s.diagnosticsFor(uri, last);
    // After the pause, the newest version again, now with the unknown name and its suggestions.
    const later = await s.until('the suggestions of the newest version', () =>
      (s.diagnostics.get(uri) ?? []).find((p) => p.version === last && dataOf(unknownOf(p.diagnostics))?.suggestions.length),
    );
    const published = (s.diagnostics.get(uri) ?? []).filter((p) => p.version !== undefined && p.version >= 2);
    // The first publish of every version published came at once, without the unknown name (no search yet).
    const firstOf = new Map<number, Diagnostic[]>();
    for (const p of published) if (!firstOf.has(p.version!)) firstOf.set(p.version!, p.diagnostics);
    assert.ok(firstOf.size >= 1);
    for (const [v, list] of firstOf) {
      if (v === last && list === later.diagnostics) continue;
      assert.equal(unknownOf(list), undefined, `version ${v}`);
      // In its place a hint (not listed in Problems) on the name being looked for.
      const hint = list.find((d) => d.code === 'checking');
      assert.deepEqual({ severity: hint?.severity, message: hint?.message }, { severity: 4, message: `Looking for card names like "${typed[v - 2]}"…` }, `version ${v}`);
    }
    const d = unknownOf(later.diagnostics)!;
    assert.equal(dataOf(d)!.suggestions[0], 'Kitchen Finks');
    assert.match(d.message as string, /^Unknown card "Kitchen Fi"\. Did you mean "Kitchen Finks"/);
    // One wording for the name: no publish said anything else of it.
    const said = new Set(published.flatMap((p) => p.diagnostics.filter((x) => x.code === 'unknown-card').map((x) => x.message)));
    assert.deepEqual([...said], [d.message]);
    assert.equal(dataOf(d)!.suggestionsDeferred, undefined);
  });

  test('a quick fix asked for before the suggestions arrive computes them itself', async () => {
    const base = commanderDeck('Phelddagrif', ['Sol Ring'], ['Forest', 'Island', 'Plains'], 99);
    const text = base + '1 Kitchen Fnks\n';
    const uri = s.open('typing-fix.edh', text);
    await s.until('the first publish', () => s.diagnostics.get(uri)?.find((p) => p.version === 1));
    // What the check found, as a client that had it would send it back.
    const line = text.split('\n').indexOf('1 Kitchen Fnks');
    const d: Diagnostic = {
      range: { start: { line, character: 2 }, end: { line, character: 14 } },
      severity: 1,
      source: 'decklist',
      code: 'unknown-card',
      message: 'Unknown card "Kitchen Fnks".',
      data: { suggestions: [], name: 'Kitchen Fnks', suggestionsDeferred: true },
    };
    const actions = (await s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    assert.ok(actions.some((a) => a.title === 'Change to "Kitchen Finks"'), actions.map((a) => a.title).join('; '));
  });
});
