/// <reference types="mocha" />
// The benchmark line of the web suite: how long a 100-card deck waits for its first diagnostics
// (measured, not asserted: the figure depends on the machine), and what the web build weighs.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, untitledDeck, workspaceFile } from '../../editor/suite/common';
import { extensionUri, figures, waitForCheck } from './web';

const WEB_FILES = ['dist/client-web.js', 'dist/server-web.js', 'dist/cards-snapshot.dlidx'];

async function sizeOf(file: string): Promise<number> {
  const url = vscode.Uri.joinPath(extensionUri(), file).toString(true);
  const res = await fetch(url);
  assert.strictEqual(res.status, 200, `${url}: HTTP ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

describe('benchmark', () => {
  after(closeAllEditors);

  it('prints the time to first diagnostics of a 100-card deck and the web bundle\'s sizes', async () => {
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(workspaceFile('omnath.edh')));
    // A deck the server has not seen, with the server already running.
    const started = Date.now();
    const editor = await untitledDeck(text);
    await waitForCheck(editor.document.uri);
    figures.warmMs = Date.now() - started;
    const sizes = await Promise.all(WEB_FILES.map(sizeOf));
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(
      `[benchmark] web: 100-card deck to its first check's diagnostics ${figures.warmMs} ms (${figures.coldMs ?? '?'} ms for the first deck, starting the server worker and loading the snapshot); ` +
        `${WEB_FILES.map((f, i) => `${f.replace('dist/', '')} ${mb(sizes[i])}`).join(', ')}; total ${mb(total)}`,
    );
  });
});
