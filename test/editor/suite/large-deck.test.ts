/// <reference types="mocha" />
// A deck of 50,000 lines: the server checks it off the request path, shows at most 1,000
// problems, and keeps answering for the other decks meanwhile.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, hoverText, openDeck, positionOf, untitledDeck, waitForDiagnostics } from './helpers';

const NAMES = ['Lightning Bolt', 'Counterspell', 'Llanowar Elves', 'Sol Ring', 'Brainstorm', 'Island', 'Dark Ritual', 'Swords to Plowshares'];

describe('a deck of 50,000 lines', () => {
  afterEach(closeAllEditors);

  it('is checked in the background while hover on another deck answers at once', async function () {
    this.timeout(240_000);
    const lines = ['// format: modern'];
    for (let i = 0; lines.length < 50_000; i++) lines.push(i % 97 === 0 ? `1 Made-up Card ${i}` : `1 ${NAMES[i % NAMES.length]}`);
    const big = await untitledDeck(lines.join('\n') + '\n');
    assert.equal(big.document.lineCount, 50_001);

    const small = await openDeck('azusa.edh');
    await waitForDiagnostics(small.document.uri, (d) => d.length > 0, 120_000);
    const start = Date.now();
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', small.document.uri, positionOf(small.document, 'Sol Ring', 2));
    const hoverMs = Date.now() - start;
    assert.match(hoverText(hovers), /Add \{C\}\{C\}/);
    console.log(`      (hover on another deck while the big one is checked: ${hoverMs} ms)`);
    assert.ok(hoverMs < 5_000, `hover took ${hoverMs} ms`);

    // The first thing shown is a "Checking this 50,001-line file…" note; then the problems.
    const d = await waitForDiagnostics(big.document.uri, (x) => x.some((y) => codeOf(y) !== 'checking'), 180_000);
    assert.ok(d.length <= 1_001, `${d.length} diagnostics shown`);
    assert.ok(d.some((x) => /Made-up Card/.test(x.message)));
  });
});
