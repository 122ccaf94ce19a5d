// Fuzzing the parser and the whole check pipeline (createDecklistService) with fast-check:
// random code units and bytes, invalid UTF-8 and UTF-16 with and without a BOM, huge quantities,
// unbalanced brackets, control characters, mixed line endings, XML fragments, 100,000-character
// lines, and real-looking decklists mutated at random. Properties: no exception; time within a
// bound proportional to the input (support.boundMs); every range inside the document; every line
// accounted for. `npm test` runs ~2,000 inputs; `npm run fuzz` runs over 1,000,000.
import { test, after } from 'node:test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { createDecklistService, type DecklistService } from '../../server/src/core';
import { cardFromScryfall, createMemoryCardDatabase, loadIndex } from '../../server/src/core/cards';
import { decodeBytes, parseDeck } from '../../server/src/core/parse';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { SCALE, Tally, assertDiagnostics, assertDocument } from './support';

const root = path.resolve(__dirname, '..', '..');
const rulesDb = createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), {
  source: 'scryfall-jsonl',
  label: 'rules test cards',
  date: '2025-01-01',
  cards: RULES_CARDS.length,
  hasLegalities: true,
});
const svc = createDecklistService({ cards: rulesDb });
const snapshotPath = path.join(root, 'dist', 'cards-snapshot.dlidx');
const snapshotSvc = existsSync(snapshotPath) ? createDecklistService({ cards: loadIndex(snapshotPath) }) : undefined;

const runs = (n: number) => Math.round(n * SCALE);
const tally = new Tally('fuzz: parser and check pipeline');
after(() => tally.report());

/** Parses and checks one text through the service, with every property asserted. */
function checkText(label: string, text: string, fileName?: string, service: DecklistService = svc): void {
  tally.run(label, text, () => {
    const r = service.check(text, { fileName });
    assertDocument(text, r.document);
    assertDiagnostics(text, r.diagnostics);
  });
}

// --- Generators -------------------------------------------------------------------------------

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const special = fc.constantFrom('\u007f', '\u0085', '\u2028', '\u2029', '\u200b', '\u202e', '\ufeff', '\ufffd', '\ud800', '\udfff', '\u001b[31m', '\u001b]8;;x\u0007');
const newline = fc.constantFrom('\n', '\r\n', '\r', '\n\r');

const TOKENS = [
  // quantities, including huge and odd ones
  '1', '4', '4x', 'x4', '0', '-3', '999', '1000', '99999999999999999999', '9'.repeat(400), '1e309', '0x10', '4.5', '１', '×4', '4枚',
  // card names (known to the rules cards, misspelt, and unknown)
  'Sol Ring', 'Lightning Bolt', 'Island', 'Phelddagrif', 'Fire // Ice', 'Fire/Ice', 'Life+Death', 'Lightnig Bolt', 'Nope', 'Relentless Rats',
  '《稲妻/Lightning Bolt》', '"Ach! Hans, Run!"',
  // brackets, balanced or not
  '(', ')', '[', ']', '{', '}', '<', '>', '《', '》', '(M10)', '(M10) 123', '[M10]', '[Commander{top}]', '{top}', '((((', ']]]]', '*CMDR*', '*F*', '^x^',
  // sections and directives
  'Commander', 'Sideboard', 'SB:', 'Deck', 'Maybeboard', 'Companion', '// format: commander', '// format: zzz', '# team: A', '// commander: Sol Ring',
  '// ', '#', ':', '|', '=',
  // XML fragments
  '<?xml version="1.0"?>', '<Deck>', '</Deck>', '<Cards Quantity="4" Name="Sol Ring"/>', '<cockatrice_deck>', '<zone name="main">', '<card number="1" name="Island"/>',
  '<!DOCTYPE x [<!ENTITY a "b">]>', '<!ENTITY x SYSTEM "file:///etc/passwd">', '&x;', '&amp;', '<![CDATA[', ']]>', '<!--', '-->',
  ' ', '  ', '\t',
];
const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 1, arbitrary: control },
  { weight: 1, arbitrary: special },
  { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 3 }) },
);
const line = fc.array(token, { maxLength: 8 }).map((t) => t.join(' '));
const deckText = fc.tuple(fc.array(line, { maxLength: 40 }), fc.array(newline, { minLength: 1, maxLength: 4 })).map(([lines, ends]) =>
  lines.map((l, i) => l + (i < lines.length - 1 ? ends[i % ends.length] : '')).join(''),
);
const fileName = fc.constantFrom(undefined, 'deck.txt', 'deck.edh', 'deck.dek', 'deck.cod', 'deck.dec');

/** Hand-written decks of the repository (examples and parser fixtures), mutated. */
const REAL = [
  ...readdirSync(path.join(root, 'examples')).filter((f) => !f.endsWith('.json')).map((f) => path.join(root, 'examples', f)),
  // The fixtures' subfolders too (pasted/): every file, no folder.
  ...(readdirSync(path.join(root, 'test', 'fixtures', 'decks'), { recursive: true }) as string[]).map((f) => path.join(root, 'test', 'fixtures', 'decks', f)),
]
  .filter((p) => statSync(p).isFile())
  .map((p) => ({ name: path.basename(p), text: decodeBytes(readFileSync(p)) }));

type Mutation = { at: number; kind: 'insert' | 'delete' | 'duplicate-line' | 'swap-endings' | 'truncate' | 'repeat'; text: string; n: number };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('insert', 'insert', 'delete', 'duplicate-line', 'swap-endings', 'truncate', 'repeat'),
  text: fc.oneof(token, newline),
  n: fc.integer({ min: 1, max: 40 }),
});
function mutate(text: string, ms: Mutation[]): string {
  let t = text;
  for (const m of ms) {
    const at = t.length ? m.at % (t.length + 1) : 0;
    if (m.kind === 'insert') t = t.slice(0, at) + m.text + t.slice(at);
    else if (m.kind === 'delete') t = t.slice(0, at) + t.slice(at + m.n);
    else if (m.kind === 'truncate') t = t.slice(0, at);
    else if (m.kind === 'repeat') t = t.slice(0, at) + m.text.repeat(m.n * 10) + t.slice(at);
    else if (m.kind === 'swap-endings') t = t.replace(/\r?\n/g, (_e, i: number) => ['\n', '\r\n', '\r'][(i + m.n) % 3]);
    else {
      const lines = t.split('\n');
      const i = at % Math.max(1, lines.length);
      lines.splice(i, 0, ...Array<string>(m.n).fill(lines[i] ?? ''));
      t = lines.join('\n');
    }
  }
  return t;
}
const mutatedReal = fc.tuple(fc.constantFrom(...REAL), fc.array(mutation, { maxLength: 6 })).map(([r, ms]) => ({ name: r.name, text: mutate(r.text, ms) }));

function encodeUtf16(text: string, bigEndian: boolean): Uint8Array {
  const b = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    b[i * 2 + (bigEndian ? 1 : 0)] = c & 0xff;
    b[i * 2 + (bigEndian ? 0 : 1)] = c >> 8;
  }
  return b;
}
const BOMS: Record<string, number[]> = { none: [], utf8: [0xef, 0xbb, 0xbf], utf16le: [0xff, 0xfe], utf16be: [0xfe, 0xff] };
/** Bytes: random, or a deck encoded as UTF-16 (with or without its BOM, possibly cut mid-character), or UTF-8 with invalid sequences spliced in. */
const bytes = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.keys(BOMS)), fc.uint8Array({ maxLength: 600 })).map(([bom, body]) => new Uint8Array([...BOMS[bom], ...body])),
  fc.tuple(deckText, fc.boolean(), fc.boolean(), fc.nat({ max: 3 })).map(([t, be, withBom, cut]) => {
    const body = encodeUtf16(t, be);
    const all = withBom ? new Uint8Array([...BOMS[be ? 'utf16be' : 'utf16le'], ...body]) : body;
    return all.subarray(0, Math.max(0, all.length - cut));
  }),
  fc.tuple(deckText, fc.array(fc.constantFrom([0xc0], [0xff], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]), { maxLength: 5 }), fc.nat()).map(
    ([t, bad, at]) => {
      const good = new TextEncoder().encode(t);
      const i = good.length ? at % good.length : 0;
      return new Uint8Array([...good.subarray(0, i), ...bad.flat(), ...good.subarray(i)]);
    },
  ),
);
/** One line of about 100,000 characters, of one repeated shape, inside a deck. */
const longLine = fc
  .tuple(fc.constantFrom('a', 'Sol Ring ', '(', ')', '[', '《', '<a>', '</a>', '*', '#', ' ', '9', '/', 'x // ', '&amp;', '\u0000', '\ud800'), fc.boolean(), fc.constantFrom('', '1 ', '// ', 'SB: '))
  .map(([unit, xml, prefix]) => {
    const body = prefix + unit.repeat(Math.ceil(100_000 / unit.length));
    return xml ? `<?xml version="1.0"?><Deck><Cards Quantity="1" Name="${body.replace(/"/g, '')}"/></Deck>` : `1 Sol Ring\n${body}\n1 Island`;
  });

// --- Properties -------------------------------------------------------------------------------

test('fuzz: any string of code units checks without an exception, in bounded time, with every range inside', () => {
  fc.assert(fc.property(fc.string({ unit: anyCodeUnit, maxLength: 400 }), fileName, (text, f) => checkText('code units', text, f)), { numRuns: runs(300) });
});

test('fuzz: decklist-shaped text (huge quantities, brackets, controls, mixed line ends, XML fragments)', () => {
  fc.assert(fc.property(deckText, fileName, (text, f) => checkText('deck-shaped text', text, f)), { numRuns: runs(500) });
});

test('fuzz: real decklists mutated at random (insertions, deletions, repeated lines, line ends, truncation)', () => {
  fc.assert(fc.property(mutatedReal, ({ name, text }) => checkText(`mutated ${name}`, text, name)), { numRuns: runs(400) });
});

test('fuzz: bytes — random, invalid UTF-8, UTF-16 LE/BE with and without BOM, cut mid-character', () => {
  fc.assert(
    fc.property(bytes, fileName, (b, f) => {
      const text = decodeBytes(b);
      checkText('bytes', text, f);
    }),
    { numRuns: runs(400) },
  );
});

test('fuzz: 100,000-character lines of every shape stay linear', () => {
  fc.assert(fc.property(longLine, (text) => checkText('100,000-character line', text)), { numRuns: Math.max(17, Math.round(runs(17) / 50)) });
});

test('fuzz: several decks at once (team rules across files) never throw', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(deckText, mutatedReal.map((m) => m.text)), { minLength: 1, maxLength: 4 }), (texts) => {
      const files = texts.map((t, i) => ({ path: `d${i}.txt`, text: `// format: crossfire\n# team: T\n${t}` }));
      tally.run('team of decks', files.map((f) => f.text).join(''), () => {
        const rs = svc.checkFiles(files);
        rs.forEach((r, i) => assertDiagnostics(files[i].text, r.diagnostics));
      });
    }),
    { numRuns: runs(100) },
  );
});

test('fuzz: against the real-size offline snapshot (17,000 cards: suggestions, lookups of odd names)', { skip: snapshotSvc ? false : 'dist/cards-snapshot.dlidx not built (npm run build)' }, () => {
  fc.assert(
    fc.property(fc.oneof(deckText, mutatedReal.map((m) => m.text)), (text) => checkText('deck on the snapshot', text, undefined, snapshotSvc)),
    { numRuns: runs(150) },
  );
});

test('fuzz: the parser alone on random text agrees with itself (parsing twice gives the same tree)', () => {
  fc.assert(
    fc.property(deckText, (text) => {
      const a = tally.run('parse twice', text, () => parseDeck(text));
      const b = parseDeck(text);
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('parsing is not deterministic');
    }),
    { numRuns: runs(200) },
  );
});
