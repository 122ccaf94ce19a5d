// The TextMate grammar and the parser must agree: what the editor colours as a card name, a
// quantity, a set code, a section header, a directive or a comment is what the parser reads as
// one. For every line of the grammar's example decks (test/grammar/snapshots), of the assertion
// files (test/grammar/assertions) and of the real exports in ../shared/decklists (when present),
// each range the parser reports must carry the matching scope in the grammar's tokens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_DIRECTIVES, decodeBytes, parseDeck } from '../../server/src/core/parse/index';
import type { DeckDocument, LineNode } from '../../server/src/core/parse/types';
import type { Range } from '../../server/src/core/types';
import { scopesPerCharacter } from './textmate';

const projectRoot = path.resolve(__dirname, '..', '..');
const sharedDecklists = path.resolve(projectRoot, '..', 'shared', 'decklists');

interface Check {
  what: string;
  range: Range;
  /** True when the scopes of one character are right. */
  ok: (scopes: string[]) => boolean;
  expected: string;
}

const has = (name: string) => (scopes: string[]) => scopes.includes(name);
const hasPrefix = (prefix: string) => (scopes: string[]) => scopes.some((s) => s.startsWith(prefix));

function checksFor(node: LineNode, lines: string[], doc: DeckDocument): Check[] {
  const checks: Check[] = [];
  switch (node.kind) {
    case 'entry': {
      const card = 'entity.name.type.card.decklist';
      checks.push({ what: `card name '${node.name}'`, range: node.nameRange, ok: has(card), expected: card });
      if (node.quantityRange) {
        const q = 'constant.numeric.quantity.decklist';
        checks.push({ what: 'quantity', range: node.quantityRange, ok: has(q), expected: q });
      }
      if (node.set) {
        const s = 'string.unquoted.set-code.decklist';
        checks.push({ what: `set code '${node.set.text}'`, range: node.set.range, ok: has(s), expected: s });
      }
      if (node.collectorNumber) {
        const c = 'constant.numeric.collector-number.decklist';
        checks.push({ what: `collector number '${node.collectorNumber.text}'`, range: node.collectorNumber.range, ok: has(c), expected: c });
      }
      for (const m of node.markers) {
        checks.push({ what: `marker '${m.text}'`, range: m.range, ok: hasPrefix('storage.modifier.marker.'), expected: 'storage.modifier.marker.*' });
      }
      for (const t of node.tags) {
        checks.push({
          what: `tag '${t.text}'`,
          range: t.range,
          ok: (sc) =>
            sc.some((s) => /^(entity\.other\.attribute-name\.(category|label)|storage\.modifier\.flag|meta\.label)\./.test(s)),
          expected: 'entity.other.attribute-name.category / storage.modifier.flag / meta.label',
        });
      }
      break;
    }
    case 'section': {
      const line = lines[node.range.start.line] ?? '';
      const at = line.indexOf(node.title, node.range.start.character);
      if (at >= 0) {
        const k = 'keyword.control.section.decklist';
        const r = { start: { line: node.line, character: at }, end: { line: node.line, character: at + node.title.length } };
        checks.push({ what: `section header '${node.title}'`, range: r, ok: has(k), expected: k });
      }
      break;
    }
    case 'directive': {
      // In XML the key of a `<deckname>` directive is the tag itself: check keys in text only.
      if (doc.dialect === 'text' || node.key === 'commander') {
        checks.push({ what: `directive key '${node.key}'`, range: node.keyRange, ok: hasPrefix('keyword.other.directive.'), expected: 'keyword.other.directive.*' });
      }
      if (node.value.trim()) {
        checks.push({
          what: `directive value '${node.value}'`,
          range: node.valueRange,
          ok: (sc) => sc.includes('string.unquoted.directive-value.decklist') || sc.includes('entity.name.type.card.decklist'),
          expected: 'string.unquoted.directive-value.decklist or entity.name.type.card.decklist',
        });
      }
      break;
    }
    case 'comment':
      checks.push({ what: 'comment', range: node.range, ok: hasPrefix('comment.'), expected: 'comment.*' });
      break;
    default:
      break;
  }
  return checks;
}

/**
 * Compares parser and grammar on one document; returns readable disagreements.
 * `grammarText` (same line lengths) lets the self-test feed the grammar something else.
 */
async function disagreements(label: string, text: string, grammarText = text): Promise<string[]> {
  const doc = parseDeck(text, { fileName: label });
  const lines = text.split(/\r\n|\r|\n/);
  const scopes = await scopesPerCharacter(grammarText);
  const problems: string[] = [];
  for (const node of doc.nodes) {
    // Known limit: a line starting with `<` inside a plain-text list is coloured as XML (a
    // grammar sees one line at a time and cannot know the dialect of the whole file), while
    // the parser reads it as a card line.
    if (doc.dialect === 'text' && /^[\s\uFEFF]*</.test(lines[node.line] ?? '')) continue;
    for (const c of checksFor(node, lines, doc)) {
      for (let l = c.range.start.line; l <= c.range.end.line; l++) {
        const lineText = lines[l] ?? '';
        const from = l === c.range.start.line ? c.range.start.character : 0;
        const to = l === c.range.end.line ? c.range.end.character : lineText.length;
        for (let i = from; i < to; i++) {
          if (/\s/.test(lineText[i] ?? '')) continue;
          const sc = scopes[l]?.[i] ?? [];
          if (!c.ok(sc)) {
            problems.push(
              `${label}:${l + 1}:${i + 1}: the parser reads ${c.what} in ${JSON.stringify(lineText)}, ` +
                `but the grammar gives ${JSON.stringify(lineText.slice(from, to))} at column ${i + 1} the scopes [${sc.slice(1).join(', ')}] (expected ${c.expected})`,
            );
            break;
          }
        }
      }
    }
  }
  return problems;
}

/** The source lines of an assertion file: without its header and its `# ^^^` / `# <--` lines. */
function assertionSource(text: string): string {
  return text
    .split(/\r\n|\n/)
    .slice(1)
    .filter((l) => !/^#\s*(\^|<~*-)/.test(l))
    .join('\n');
}

function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir)
    .filter(keep)
    .sort()
    .map((n) => path.join(dir, n));
}

const snapshotDir = path.join(__dirname, 'snapshots');
const assertionDir = path.join(__dirname, 'assertions');

test('grammar and parser agree on every example deck of the grammar tests', async () => {
  const files = filesIn(snapshotDir, (n) => !n.endsWith('.snap'));
  assert.ok(files.length >= 10, `expected the example decks in ${snapshotDir}`);
  const problems: string[] = [];
  for (const f of files) problems.push(...(await disagreements(path.basename(f), decodeBytes(readFileSync(f)))));
  assert.deepEqual(problems, []);
});

test('grammar and parser agree on the lines of the assertion files', async () => {
  const files = filesIn(assertionDir, (n) => n.endsWith('.decklist'));
  assert.ok(files.length >= 5, `expected the assertion files in ${assertionDir}`);
  const problems: string[] = [];
  for (const f of files) problems.push(...(await disagreements(path.basename(f), assertionSource(readFileSync(f, 'utf8')))));
  assert.deepEqual(problems, []);
});

test("grammar and parser agree on the project's own deck fixtures (test/fixtures/decks: text, MTGO .dek, Cockatrice .cod; no ../shared needed)", async () => {
  const dir = path.join(projectRoot, 'test', 'fixtures', 'decks');
  // The grammar has no rules for OCTGN .o8d or MTGJSON deck JSON (structured files the parser reads whole).
  const notYet = ['mtgjson-commander-precon.json', 'octgn-commander.o8d', 'octgn-no-declaration.o8d'];
  const decks = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
  const files = filesIn(dir, (n) => decks.includes(n) && !notYet.includes(n));
  assert.equal(files.length, decks.length - notYet.length, 'every file named in notYet is still a fixture');
  const problems: string[] = [];
  for (const f of files) problems.push(...(await disagreements(path.basename(f), decodeBytes(readFileSync(f)))));
  assert.deepEqual(problems, []);
});

test(
  'grammar and parser agree on the real exports in ../shared/decklists',
  { skip: existsSync(sharedDecklists) ? false : `../shared/decklists not present (looked in ${sharedDecklists})` },
  async () => {
    const files = filesIn(sharedDecklists, (n) => n !== 'README.md');
    const problems: string[] = [];
    for (const f of files) problems.push(...(await disagreements(path.basename(f), decodeBytes(readFileSync(f)))));
    assert.deepEqual(problems, []);
  },
);

test('every directive key the parser knows is coloured as a directive, other keys as a comment', async () => {
  const keys = [...KNOWN_DIRECTIVES];
  assert.ok(keys.includes('format') && keys.includes('commander'));
  const unknown = ['// zzunknownzz: x', '// fromat: x', '// Budget: x'];
  const lines = [...keys.map((k) => `// ${k}: x`), ...unknown];
  const scopes = await scopesPerCharacter(lines.join('\n'));
  const wrong: string[] = [];
  lines.forEach((line, i) => {
    const keyScopes = scopes[i][3] ?? [];
    const known = i < keys.length;
    const want = known ? 'keyword.other.directive.decklist' : 'comment.line.double-slash.decklist';
    if (!keyScopes.includes(want) || (!known && keyScopes.some((sc) => sc.startsWith('keyword.')))) {
      wrong.push(`${line}: [${keyScopes.join(', ')}], expected ${want}`);
    }
  });
  assert.deepEqual(wrong, [], 'update DIRECTIVE_*_KEYS in syntaxes/src/decklist.grammar.mjs to the parser\'s KNOWN_DIRECTIVES');
});

test('the agreement check notices a disagreement', async () => {
  const card = '1 Sol Ring (CMR) 472 *F* [Ramp]\nSideboard\n// format: commander\n';
  assert.deepEqual(await disagreements('self-test', card), []);
  // The grammar sees comment lines where the parser reads a card, a header and a directive.
  const problems = await disagreements('self-test', card, '# Sol Ring (CMR) 472 *F* [Ramp]\n#ideboard\n# format: commander\n');
  const text = problems.join('\n');
  for (const what of ["card name 'Sol Ring'", "set code 'CMR'", "collector number '472'", "marker '*F*'", "tag 'Ramp'", "section header 'Sideboard'"]) {
    assert.ok(text.includes(what), `expected a disagreement about ${what} in:\n${text}`);
  }
});
