// Protocol tests: the bundled server over stdio, a VS Code-like client, the hand-written cards.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, DocumentSymbol, FoldingRange, Hover, InlayHint, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { parseDeck } from '../../server/src/core/parse';
import { commanderDeck } from '../unit/rules/helpers';
import { applyWorkspaceEdit, SERVER, startServer, type TestServer } from './lsp-client';

const built = existsSync(SERVER);
const skip = built ? false : 'dist/server.js is not built (npm run build)';

const apply = applyWorkspaceEdit;

function cardMultiset(text: string): string[] {
  const out: string[] = [];
  for (const e of parseDeck(text).entries) for (let i = 0; i < e.quantity; i++) out.push(`${e.section}:${e.name.toLowerCase()}`);
  return out.sort();
}

describe('language server features', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(async () => {
    await s?.stop();
  });

  test('diagnostics: pushed on open with the version, codes, links, related locations and fix data', async () => {
    const text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Rnig', 'Sol Ring', 'Sol Ring']);
    const uri = s.open('phelddagrif.edh', text);
    const d = await s.diagnosticsFor(uri, 1);
    const byCode = (c: string) => d.filter((x) => x.code === c);
    const piker = byCode('color-identity');
    assert.equal(piker.length, 1);
    assert.equal(text.split('\n')[piker[0].range.start.line].slice(piker[0].range.start.character, piker[0].range.end.character), 'Goblin Piker');
    assert.equal(piker[0].severity, 1);
    assert.equal(piker[0].source, 'decklist');
    assert.match(piker[0].codeDescription!.href, /^file:.*docs\/rules\.md#color-identity$/);
    assert.ok(piker[0].relatedInformation?.length, 'the commander is a related location');
    const unknown = byCode('unknown-card');
    assert.equal(unknown.length, 1);
    // The suggestions follow the first publish of this version (typing never waits for them).
    const withSuggestions = await s.until('the suggestions', () =>
      (s.diagnostics.get(uri) ?? []).find((p) => p.version === 1 && p.diagnostics.some((x) => x.code === 'unknown-card' && (x.data as { suggestions: string[] }).suggestions.length)),
    );
    const suggested = withSuggestions.diagnostics.find((x) => x.code === 'unknown-card')!;
    assert.deepEqual((suggested.data as { suggestions: string[] }).suggestions[0], 'Sol Ring');
    const dup = byCode('singleton');
    assert.equal(dup.length, 1);
    assert.deepEqual(dup[0].tags, [1], 'the duplicate line is marked unnecessary');
    assert.equal(dup[0].relatedInformation![0].location.uri, uri);
  });

  test('diagnostics follow every change; the last ones published are for the newest version', async () => {
    const uri = s.open('edits.txt', '4 Lightning Bolt\n', 1);
    await s.diagnosticsFor(uri, 1);
    for (let v = 2; v <= 30; v++) s.replaceAll(uri, v, `${v % 2 ? 5 : 4} Lightning Bolt\n// format: legacy\n56 Mountain\n`);
    const last = await s.diagnosticsFor(uri, 30);
    assert.deepEqual(last.map((d) => d.code), []);
    const all = s.diagnostics.get(uri)!;
    assert.equal(all[all.length - 1].version, 30);
  });

  test('completion: ranked card names with cost and type, replacing the whole name; resolve adds the Oracle text', async () => {
    const text = '// format: legacy\n4 light bo (M10) 146\n';
    const uri = s.open('complete.txt', text);
    await s.diagnosticsFor(uri, 1);
    const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 1, character: 8 } })) as CompletionList;
    assert.equal(list.isIncomplete, true);
    assert.equal(list.items[0].label, 'Lightning Bolt');
    assert.ok(list.items.length <= 100);
    const item = list.items[0];
    assert.equal(item.labelDetails?.detail, ' {R}');
    assert.match(item.labelDetails?.description ?? '', /Instant/);
    const edit = item.textEdit as TextEdit;
    assert.deepEqual(edit.range, { start: { line: 1, character: 2 }, end: { line: 1, character: 10 } });
    assert.equal(TextDocument.applyEdits(TextDocument.create(uri, 'decklist', 1, text), [edit]).split('\n')[1], '4 Lightning Bolt (M10) 146');
    const resolved = (await s.conn.sendRequest('completionItem/resolve', item)) as { documentation: { value: string } };
    assert.match(resolved.documentation.value, /3 damage/);
  });

  test('completion: a Commander deck ranks cards outside the identity last; directive keys and format ids', async () => {
    const text = commanderDeck('Phelddagrif', []).replace('Deck\n', 'Deck\n1 el\n');
    const uri = s.open('identity.edh', text);
    await s.diagnosticsFor(uri, 1);
    const line = text.split('\n').indexOf('1 el');
    const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character: 4 } })) as CompletionList;
    const names = list.items.map((i) => i.label);
    // "Elves of Deep Shadow" matches the prefix, but it is black: Phelddagrif's deck gets Llanowar Elves first.
    assert.ok(names.includes('Elves of Deep Shadow') && names.includes('Llanowar Elves'), names.join(', '));
    const elves = list.items.find((i) => i.label === 'Elves of Deep Shadow')!;
    assert.deepEqual(elves.tags, [1]);
    assert.match(elves.labelDetails?.description ?? '', /outside the commander/);
    assert.ok(names.indexOf('Llanowar Elves') < names.indexOf('Elves of Deep Shadow'), names.join(', '));
    const cmdLine = text.split('\n').indexOf('1 Phelddagrif');
    const cmd = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: cmdLine, character: 4 } })) as CompletionList;
    assert.equal(cmd.items[0].label, 'Phelddagrif', 'in the Commander section, eligible commanders first');
    const keys = s.open('keys.txt', '// fo\n');
    const k = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri: keys }, position: { line: 0, character: 5 } })) as CompletionList;
    assert.ok(k.items.some((i) => i.label === 'format:'));
    const fmt = s.open('fmt.txt', '// format: vin\n');
    const f = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri: fmt }, position: { line: 0, character: 14 } })) as CompletionList;
    const vintage = f.items.find((i) => i.label === 'vintage');
    assert.ok(vintage, 'vintage offered');
    assert.equal((vintage!.textEdit as TextEdit).range.start.character, 11);
  });

  test('hover: Oracle text, legality in the format, copies, the data footer; format line; section header', async () => {
    const text = '// format: legacy\nDeck\n4 Lightning Bolt\n56 Island\n';
    const uri = s.open('hover.txt', text);
    await s.diagnosticsFor(uri, 1);
    const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 5 } })) as Hover;
    const v = (h.contents as { value: string }).value;
    assert.match(v, /Lightning Bolt/);
    assert.match(v, /3 damage/);
    assert.match(v, /legal in Legacy/);
    assert.match(v, /4 copies in the deck/);
    assert.match(v, /Card data: rules test cards|Card data:/);
    const f = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 12 } })) as Hover;
    assert.match((f.contents as { value: string }).value, /Legacy[\s\S]*Copies: at most 4 of a card/);
    const sec = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 1 } })) as Hover;
    assert.match((sec.contents as { value: string }).value, /60 cards/);
    const outside = await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 99, character: 0 } });
    assert.equal(outside, null);
  });

  test('hover escapes what the file says: no links, HTML or command URIs', async () => {
    const uri = s.open('evil.txt', '1 [x](command:workbench.action.quit) <img src=x> https://example.com\n');
    await s.diagnosticsFor(uri, 1);
    const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 4 } })) as Hover;
    const v = (h.contents as { value: string }).value;
    // What the file says is shown inside a code span, where Markdown renders nothing.
    assert.match(v, /`\[x\]\(command:workbench\.action\.quit\) <img src=x> https:\/\/example\.com`/);
    const outsideCode = v.replace(/`[^`]*`/g, '');
    assert.doesNotMatch(outsideCode, /\]\(|<img|https:\/\//);
  });

  test('code actions: the suggestion applied clears the unknown-card diagnostic', async () => {
    let text = '// format: legacy\n4 Lightnig Bolt\n56 Mountain\n';
    const uri = s.open('fix.txt', text);
    const d = await s.diagnosticsFor(uri, 1);
    const unknown = d.find((x) => x.code === 'unknown-card')!;
    const actions = (await s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: unknown.range,
      context: { diagnostics: [unknown] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.title === 'Change to "Lightning Bolt"')!;
    assert.ok(fix, actions.map((a) => a.title).join('; '));
    assert.equal(fix.isPreferred, true);
    assert.equal(fix.diagnostics?.[0].code, 'unknown-card');
    text = apply(text, fix.edit!, uri);
    assert.equal(text, '// format: legacy\n4 Lightning Bolt\n56 Mountain\n');
    s.replaceAll(uri, 2, text);
    assert.deepEqual((await s.diagnosticsFor(uri, 2)).map((x) => x.code), []);
  });

  test('code actions: duplicate line, quantity to the limit, remove / move to Maybeboard, inferred commander, fix-all', async () => {
    let text = commanderDeck('Phelddagrif', ['Goblin Piker', 'Sol Ring', 'Sol Ring']);
    const uri = s.open('fixes.edh', text);
    let d = await s.diagnosticsFor(uri, 1);
    const ask = async (diag: (typeof d)[number]) =>
      (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: diag.range, context: { diagnostics: [diag] } })) as CodeAction[];
    const dup = await ask(d.find((x) => x.code === 'singleton')!);
    assert.ok(dup.some((a) => /Delete this duplicate Sol Ring line/.test(a.title) && a.isPreferred));
    const piker = await ask(d.find((x) => x.code === 'color-identity')!);
    const move = piker.find((a) => /Maybeboard/.test(a.title))!;
    text = apply(text, move.edit!, uri);
    assert.match(text, /Maybeboard\n1 Goblin Piker\n$/);
    assert.doesNotMatch(text.split('Maybeboard')[0], /Goblin Piker/);
    s.replaceAll(uri, 2, text);
    d = await s.diagnosticsFor(uri, 2);
    assert.ok(!d.some((x) => x.code === 'color-identity'));
    const all = (await s.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    assert.deepEqual(all, [], 'fix-all deletes no duplicate line: that is the quick fix, chosen by the player');
    const dupAgain = (await ask(d.find((x) => x.code === 'singleton')!)).find((a) => /Delete this duplicate Sol Ring line/.test(a.title))!;
    const fixed = apply(text, dupAgain.edit!, uri);
    assert.deepEqual(
      (dupAgain.edit!.documentChanges![0] as { textDocument: { version: number } }).textDocument.version,
      2,
      'the edit names the version it was computed for',
    );
    assert.equal(fixed.match(/Sol Ring/g)!.length, 1);

    const legacy = s.open('quantity.txt', '// format: legacy\n5 Lightning Bolt\n55 Island\n');
    const q = (await s.diagnosticsFor(legacy, 1)).find((x) => x.code === 'copy-limit')!;
    const qa = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: legacy }, range: q.range, context: { diagnostics: [q] } })) as CodeAction[];
    assert.equal(apply('// format: legacy\n5 Lightning Bolt\n55 Island\n', qa.find((a) => /Set the quantity/.test(a.title))!.edit!, legacy), '// format: legacy\n4 Lightning Bolt\n55 Island\n');

    const inferredText = '1 Phelddagrif\n' + commanderDeck('Phelddagrif', []).split('Deck\n')[1];
    const inf = s.open('inferred.txt', inferredText);
    const i = (await s.diagnosticsFor(inf, 1)).find((x) => x.code === 'commander-inferred')!;
    assert.ok(i, 'commander inferred');
    const ia = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: inf }, range: i.range, context: { diagnostics: [i] } })) as CodeAction[];
    assert.match(apply(inferredText, ia[0].edit!, inf), /^\/\/ commander: Phelddagrif\n1 Phelddagrif/);
  });

  test('code actions: canonical spelling on the line under the cursor', async () => {
    const text = '// format: legacy\n4 lightning bolt\n2 Fire/Ice\n54 Island\n';
    const uri = s.open('spelling.txt', text);
    await s.diagnosticsFor(uri, 1);
    const at = async (line: number) =>
      (await s.conn.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: { start: { line, character: 3 }, end: { line, character: 3 } },
        context: { diagnostics: [] },
      })) as CodeAction[];
    const bolt = (await at(1)).find((a) => /canonical|Write the card name/.test(a.title))!;
    assert.equal(apply(text, bolt.edit!, uri).split('\n')[1], '4 Lightning Bolt');
    const fi = (await at(2)).find((a) => /Write the card name/.test(a.title))!;
    assert.equal(apply(text, fi.edit!, uri).split('\n')[2], '2 Fire // Ice');
  });

  test('document symbols, folding ranges and inlay hints follow the sections', async () => {
    const text = commanderDeck('Phelddagrif', ['Sol Ring']);
    const uri = s.open('outline.edh', text);
    await s.diagnosticsFor(uri, 1);
    const symbols = (await s.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as DocumentSymbol[];
    assert.deepEqual(symbols.map((x) => `${x.name}: ${x.detail}`), ['Commander: 1 card', 'Deck: 99 cards']);
    assert.equal(symbols[1].children?.[0].name, 'Sol Ring');
    const folds = (await s.conn.sendRequest('textDocument/foldingRange', { textDocument: { uri } })) as FoldingRange[];
    assert.deepEqual(folds.map((f) => [f.startLine, f.endLine]), [[0, 1], [3, 7]]);
    const hints = (await s.conn.sendRequest('textDocument/inlayHint', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 200, character: 0 } },
    })) as InlayHint[];
    const labels = hints.map((h) => String(h.label).trim());
    assert.ok(labels.includes('99 + 1 / 100'), labels.join(' | '));
    assert.ok(labels.includes('99 cards'));
  });

  test('formatting: canonical names, one N Name style, duplicates merged, blank lines normalized; idempotent, same cards', async () => {
    const text = '\n\n// format: legacy\nlightning bolt x2\n2 Lightning Bolt\nIsland\n4x Counterspell # good\n51 Island\n\n\n\nSideboard\n2 Fire/Ice\n\n';
    const uri = s.open('format.txt', text);
    await s.diagnosticsFor(uri, 1);
    const edits = (await s.conn.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })) as TextEdit[];
    const once = TextDocument.applyEdits(TextDocument.create(uri, 'decklist', 1, text), edits);
    assert.equal(once, '// format: legacy\n4 Lightning Bolt\n52 Island\n4 Counterspell # good\n\nSideboard\n2 Fire // Ice\n');
    const canonical = (c: string) => c.replace('fire/ice', 'fire // ice');
    assert.deepEqual(cardMultiset(once), cardMultiset(text).map(canonical).sort());
    s.replaceAll(uri, 2, once);
    await s.diagnosticsFor(uri, 2);
    const again = (await s.conn.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })) as TextEdit[];
    assert.deepEqual(again, []);
  });

  test('custom requests: deck info, formats, the format: line edit', async () => {
    const text = commanderDeck('Phelddagrif', ['Sol Ring']);
    const uri = s.open('info.edh', text);
    await s.diagnosticsFor(uri, 1);
    const info = (await s.conn.sendRequest('decklist/getDeckInfo', { uri })) as { countText: string; format: { id: string }; problems: { errors: number } };
    assert.equal(info.countText, '99 + 1 / 100');
    assert.equal(info.format.id, 'commander');
    assert.ok(s.notifications.some((n) => n.method === 'decklist/deckInfo' && (n.params as { uri: string }).uri === uri));
    const formats = (await s.conn.sendRequest('decklist/formats', { uri })) as Array<{ id: string }>;
    assert.ok(formats.some((f) => f.id === 'vintage'));
    const edit = (await s.conn.sendRequest('decklist/setFormatEdit', { uri, version: 1, format: 'duel' })) as WorkspaceEdit;
    assert.match(apply(text, edit, uri), /^\/\/ format: duel\n/);
    assert.equal(await s.conn.sendRequest('decklist/setFormatEdit', { uri, version: 7, format: 'duel' }), null, 'a stale version is refused');
  });
});

test('docs/rules.md explains every diagnostic code the editor links to', async () => {
  const { readFileSync } = await import('node:fs');
  const { DIAGNOSTIC_CODES } = await import('../../server/src/core/rules');
  const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
  for (const { code } of DIAGNOSTIC_CODES) assert.match(doc, new RegExp(`^## ${code}$`, 'm'), `docs/rules.md has no section for ${code}`);
});

describe('misspelt commander line', { skip }, () => {
  test('the quick fix rewrites the commander: line to the deck card it was taken as', async () => {
    const s = await startServer();
    try {
      const text = '// commander: Phelddagriff\n' + commanderDeck('Phelddagrif', []).replace('Commander\n', '').replace('\n\nDeck\n', '\n');
      const uri = s.open('typo.edh', text);
      const d = await s.diagnosticsFor(uri, 1);
      const typo = d.find((x) => x.code === 'unknown-card' || x.code === 'commander-inferred');
      assert.ok(typo, JSON.stringify(d.map((x) => [x.code, x.message])));
      assert.ok(!d.some((x) => x.code === 'deck-size'), 'no phantom 101st card');
      const actions = (await s.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: typo!.range, context: { diagnostics: [typo] } })) as CodeAction[];
      const fix = actions.find((a) => a.title === 'Change to "Phelddagrif"');
      assert.ok(fix, actions.map((a) => a.title).join('; '));
      assert.match(apply(text, fix!.edit!, uri), /^\/\/ commander: Phelddagrif\n/);
    } finally {
      await s.stop();
    }
  });
});

describe('statistics, convert and same-cost requests', { skip }, () => {
  test('answer over the deck’s current check; convert parses back to the same cards', async () => {
    const s = await startServer();
    try {
      const text = commanderDeck('Phelddagrif', ['Sol Ring', 'Counterspell']);
      const uri = s.open('stats.edh', text);
      await s.diagnosticsFor(uri, 1);
      const stats = (await s.conn.sendRequest('decklist/statistics', { uri })) as { lands: number; nonlands: number; bracket?: { floor: number } };
      assert.equal(stats.lands + stats.nonlands, 100);
      assert.ok(stats.bracket && stats.bracket.floor >= 1, 'Commander decks carry their bracket figures');
      for (const target of ['text', 'arena', 'mtgo']) {
        const out = (await s.conn.sendRequest('decklist/convert', { uri, target })) as { content: string };
        assert.deepEqual(cardMultiset(out.content).map((c) => c.replace(/^\w+:/, '')), cardMultiset(text).map((c) => c.replace(/^\w+:/, '')), target);
      }
      assert.equal(await s.conn.sendRequest('decklist/statistics', { uri: 'file:///not/open.edh' }), null);
      // In a Commander deck the cards with the same cost are judged by Commander, and nothing says "cast as".
      type Same = { manaCost: string; format: string; formatName: string; castAs: boolean };
      const pick = (r: Same) => ({ manaCost: r.manaCost, format: r.format, formatName: r.formatName, castAs: r.castAs });
      const same = (await s.conn.sendRequest('decklist/sameCost', { name: 'Counterspell', uri })) as Same;
      assert.deepEqual(pick(same), { manaCost: '{U}{U}', format: 'commander', formatName: 'Commander', castAs: false });
      const mental = s.open('mental.txt', '// format: mental-legacy\n4 Counterspell\n56 Island\n');
      await s.diagnosticsFor(mental, 1);
      assert.deepEqual(pick((await s.conn.sendRequest('decklist/sameCost', { name: 'Counterspell', uri: mental })) as Same), { manaCost: '{U}{U}', format: 'mental-legacy', formatName: 'Mental Legacy', castAs: true });
      // Paste detection asks which names are cards: a shopping list has a deck's shape but none.
      assert.deepEqual(await s.conn.sendRequest('decklist/knownCards', { text: '2 eggs\n1 milk\n3 apples\n1 bread\n' }), { names: 4, known: 0 });
      assert.deepEqual(await s.conn.sendRequest('decklist/knownCards', { text: 'Deck\n4 Counterspell\n1 Sol Ring\n20 Island\n2 Not A Card Yet\n1 sol ring\n' }), { names: 4, known: 3 });
      assert.equal(await s.conn.sendRequest('decklist/knownCards', { text: 42 }), null);
      // Outside a deck: Mental Legacy.
      assert.deepEqual(pick((await s.conn.sendRequest('decklist/sameCost', { name: 'Counterspell' })) as Same), { manaCost: '{U}{U}', format: 'mental-legacy', formatName: 'Mental Legacy', castAs: true });
    } finally {
      await s.stop();
    }
  });
});
