// Loads syntaxes/decklist.tmLanguage.json with the same engine VS Code uses, for the grammar tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '..', '..');
export const grammarPath = path.join(projectRoot, 'syntaxes', 'decklist.tmLanguage.json');

// vscode-textmate and vscode-oniguruma are what vscode-tmgrammar-test (a devDependency) runs
// grammars with; load them from there rather than adding two more dependencies.
const toolRequire = createRequire(path.join(projectRoot, 'node_modules', 'vscode-tmgrammar-test', 'package.json'));

export interface Token {
  startIndex: number;
  endIndex: number;
  scopes: string[];
}
export interface Grammar {
  tokenizeLine(line: string, state: unknown): { tokens: Token[]; ruleStack: unknown };
}

let grammarPromise: Promise<Grammar> | undefined;
export function loadGrammar(): Promise<Grammar> {
  grammarPromise ??= (async () => {
    const vt = toolRequire('vscode-textmate');
    const onig = toolRequire('vscode-oniguruma');
    const wasm = readFileSync(toolRequire.resolve('vscode-oniguruma/release/onig.wasm'));
    await onig.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    const registry = new vt.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns: string[]) => new onig.OnigScanner(patterns),
        createOnigString: (s: string) => new onig.OnigString(s),
      }),
      loadGrammar: async (scopeName: string) =>
        scopeName === 'source.decklist' ? vt.parseRawGrammar(readFileSync(grammarPath, 'utf8'), grammarPath) : null,
    });
    return (await registry.loadGrammar('source.decklist')) as Grammar;
  })();
  return grammarPromise;
}

/** Scopes of every UTF-16 unit of every line, as VS Code would colour the (decoded) text. */
export async function scopesPerCharacter(text: string): Promise<string[][][]> {
  const grammar = await loadGrammar();
  const vt = toolRequire('vscode-textmate');
  let state = vt.INITIAL;
  const out: string[][][] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    const chars: string[][] = [];
    for (const t of r.tokens) for (let i = t.startIndex; i < Math.min(t.endIndex, line.length); i++) chars[i] = t.scopes;
    out.push(chars);
  }
  return out;
}


/** The state a document starts in (and every plain-text line should end in). */
export function initialState(): unknown {
  return toolRequire('vscode-textmate').INITIAL;
}
