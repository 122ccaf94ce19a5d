/// <reference types="mocha" />
import * as assert from 'assert';
import * as vscode from 'vscode';

describe('activation in the web extension host', () => {
  it('runs in a web worker', () => {
    assert.strictEqual(vscode.env.uiKind, vscode.UIKind.Web);
    assert.strictEqual((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node, undefined);
  });
});
