// "Make X the commander" on a Commander list whose commander is missing, over the protocol: one
// fix per card that could lead the list, the first line's legend first; each, applied, writes the
// card into the command zone as the deck's dialect does (a Commander section in a text list, MTGO's
// commander annotation in a .dek, OCTGN's Command Zone section), and the deck read again has that
// commander and no commander-missing error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

function apply(text: string, edit: WorkspaceEdit, uri: string): string {
  const edits: TextEdit[] = edit.documentChanges
    ? edit.documentChanges.flatMap((c) => ('edits' in c && c.textDocument.uri === uri ? (c.edits as TextEdit[]) : []))
    : (edit.changes?.[uri] ?? []);
  return TextDocument.applyEdits(TextDocument.create(uri, 'decklist', 0, text), edits);
}

/** The "Make … the commander" fixes offered on the commander-missing error of a deck. */
async function commanderFixes(s: TestServer, name: string, text: string): Promise<{ uri: string; fixes: CodeAction[]; missing: Diagnostic }> {
  const uri = s.open(name, text);
  const missing = (await s.diagnosticsFor(uri, 1)).filter((d) => d.code === 'commander-missing');
  assert.equal(missing.length, 1, `${name}: one commander-missing error`);
  const actions = (await s.conn.sendRequest('textDocument/codeAction', {
    textDocument: { uri },
    range: missing[0].range,
    context: { diagnostics: missing },
  })) as CodeAction[];
  return { uri, fixes: actions.filter((a) => a.diagnostics?.[0]?.code === 'commander-missing'), missing: missing[0] };
}

/** Applies a fix, checks the new text in the server and returns it with what the server then reports. */
async function applied(s: TestServer, uri: string, text: string, fix: CodeAction): Promise<{ text: string; codes: string[] }> {
  const after = apply(text, fix.edit!, uri);
  s.replaceAll(uri, 2, after);
  const d = await s.diagnosticsFor(uri, 2);
  return { text: after, codes: d.filter((x) => x.severity === 1).map((x) => String(x.code)) };
}

// A 99-card list whose first line is a legend: not set apart and not the first line of a 100-card
// list, so inference takes none (and the deck is one card short, before the fix and after it).
const PLAIN = [
  '// format: commander',
  '1 Thrasios, Triton Hero',
  '1 Sol Ring',
  '1 Tatyova, Benthic Druid',
  '1 Counterspell',
  '47 Island',
  '48 Forest',
  '',
].join('\n');

const DEK = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="1" Sideboard="false" Name="Sol Ring" Annotation="0" />
  <Cards CatID="2" Quantity="1" Sideboard="false" Name="Tatyova, Benthic Druid" Annotation="0" />
  <Cards CatID="3" Quantity="1" Sideboard="false" Name="Thrasios, Triton Hero" />
  <Cards CatID="4" Quantity="1" Sideboard="false" Name="Counterspell" Annotation="0" />
  <Cards CatID="5" Quantity="48" Sideboard="false" Name="Island" Annotation="0" />
  <Cards CatID="6" Quantity="48" Sideboard="false" Name="Forest" Annotation="0" />
</Deck>
`;

describe('commander-missing: a fix per candidate', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer({ settings: { format: 'commander', cardData: { autoUpdate: false, allowNetwork: false } } });
  });
  after(async () => {
    await s?.stop();
  });

  test('a plain text list: each fix puts its card in a Commander section above the deck, and the commander-missing error is gone', async () => {
    const expected = [
      {
        title: 'Make Thrasios, Triton Hero the commander',
        text: '// format: commander\nCommander\n1 Thrasios, Triton Hero\n\nDeck\n1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Counterspell\n47 Island\n48 Forest\n',
        commander: 'Thrasios, Triton Hero',
      },
      {
        title: 'Make Tatyova, Benthic Druid the commander',
        text: '// format: commander\nCommander\n1 Tatyova, Benthic Druid\n\nDeck\n1 Thrasios, Triton Hero\n1 Sol Ring\n1 Counterspell\n47 Island\n48 Forest\n',
        commander: 'Tatyova, Benthic Druid',
      },
    ];
    const first = await commanderFixes(s, 'plain-0.txt', PLAIN);
    assert.deepEqual(first.fixes.map((f) => f.title), expected.map((x) => x.title), 'the first line\'s legend first');
    assert.equal(first.fixes.filter((f) => f.isPreferred).length, 0, 'the player chooses: none is preferred');
    for (const [i, want] of expected.entries()) {
      // Each fix on a document of its own, as it was offered.
      const { uri, fixes } = i === 0 ? first : await commanderFixes(s, `plain-${i}.txt`, PLAIN);
      const got = await applied(s, uri, PLAIN, fixes[i]);
      assert.equal(got.text, want.text);
      assert.deepEqual(got.codes, ['deck-size'], `only the missing card after "${want.title}"`);
      const info = (s.diagnostics.get(uri) ?? []).at(-1)!.diagnostics;
      assert.equal(info.filter((d) => d.code === 'commander-missing' || d.code === 'commander-inferred').length, 0);
    }
  });

  test('an empty Commander header: the card moves under it', async () => {
    const text = 'Commander\n\nDeck\n1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Thrasios, Triton Hero\n1 Counterspell\n48 Island\n48 Forest\n';
    const { uri, fixes } = await commanderFixes(s, 'empty-header.txt', text);
    assert.deepEqual(fixes.map((f) => f.title), ['Make Tatyova, Benthic Druid the commander', 'Make Thrasios, Triton Hero the commander']);
    const got = await applied(s, uri, text, fixes[1]);
    assert.equal(got.text, 'Commander\n1 Thrasios, Triton Hero\n\nDeck\n1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Counterspell\n48 Island\n48 Forest\n');
    assert.deepEqual(got.codes, []);
  });

  test('an MTGO .dek: the element becomes the sideboard commander MTGO writes (Sideboard="true", Annotation="16777728")', async () => {
    const expected = [
      DEK.replace(
        '<Cards CatID="2" Quantity="1" Sideboard="false" Name="Tatyova, Benthic Druid" Annotation="0" />',
        '<Cards CatID="2" Quantity="1" Sideboard="true" Name="Tatyova, Benthic Druid" Annotation="16777728" />',
      ),
      // An element without an annotation gets one after its last attribute.
      DEK.replace(
        '<Cards CatID="3" Quantity="1" Sideboard="false" Name="Thrasios, Triton Hero" />',
        '<Cards CatID="3" Quantity="1" Sideboard="true" Name="Thrasios, Triton Hero" Annotation="16777728" />',
      ),
    ];
    for (const [i, want] of expected.entries()) {
      const { uri, fixes } = await commanderFixes(s, `mtgo-${i}.dek`, DEK);
      assert.deepEqual(fixes.map((f) => f.title), ['Make Tatyova, Benthic Druid the commander', 'Make Thrasios, Triton Hero the commander']);
      const got = await applied(s, uri, DEK, fixes[i]);
      assert.equal(got.text, want);
      assert.deepEqual(got.codes, []);
    }
  });

  test('an OCTGN .o8d: the card element moves into the Command Zone section, opened or made for it', async () => {
    const cards = [
      '    <card qty="1" id="a1">Sol Ring</card>',
      '    <card qty="1" id="a2">Tatyova, Benthic Druid</card>',
      '    <card qty="1" id="a3">Thrasios, Triton Hero</card>',
      '    <card qty="1" id="a4">Counterspell</card>',
      '    <card qty="48" id="a5">Island</card>',
      '    <card qty="48" id="a6">Forest</card>',
    ];
    const deck = (main: string[], rest: string[]) =>
      ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">', '  <section name="Main" shared="False">', ...main, '  </section>', ...rest, '</deck>', ''].join('\n');
    const withoutThrasios = cards.filter((c) => !c.includes('Thrasios'));
    const thrasiosZone = ['  <section name="Command Zone" shared="False">', cards[2], '  </section>'];
    const cases = [
      {
        name: 'octgn-empty-zone.o8d',
        text: deck(cards, ['  <section name="Sideboard" shared="False" />', '  <section name="Command Zone" shared="False" />']),
        want: deck(withoutThrasios, ['  <section name="Sideboard" shared="False" />', ...thrasiosZone]),
      },
      { name: 'octgn-no-zone.o8d', text: deck(cards, []), want: deck(withoutThrasios, thrasiosZone) },
    ];
    for (const c of cases) {
      const { uri, fixes } = await commanderFixes(s, c.name, c.text);
      assert.deepEqual(fixes.map((f) => f.title), ['Make Tatyova, Benthic Druid the commander', 'Make Thrasios, Triton Hero the commander']);
      const got = await applied(s, uri, c.text, fixes[1]);
      assert.equal(got.text, c.want, c.name);
      assert.deepEqual(got.codes, [], c.name);
    }
  });

  test('a list whose blank-line sideboard a header would turn into deck cards gets no fix, rather than a changed deck', async () => {
    const text = '1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Thrasios, Triton Hero\n1 Counterspell\n46 Island\n46 Forest\n\n1 Opt\n1 Ponder\n1 Brainstorm\n';
    const { fixes } = await commanderFixes(s, 'blank-sideboard.txt', text);
    assert.deepEqual(fixes, []);
  });
});

test('locale ja: the fix titles are Japanese, and a list with Japanese headers gets a 統率者 section', { skip }, async () => {
  const s = await startServer({ locale: 'ja', settings: { format: 'commander', cardData: { autoUpdate: false, allowNetwork: false } } });
  try {
    const text = [
      'デッキ',
      '1 《太陽の指輪/Sol Ring》',
      '1 《トリトンの英雄、スラシオス/Thrasios, Triton Hero》',
      '1 《海底のドルイド、タティオヴァ/Tatyova, Benthic Druid》',
      '1 《対抗呪文/Counterspell》',
      '48 《島/Island》',
      '48 《森/Forest》',
      '',
    ].join('\n');
    const { uri, fixes } = await commanderFixes(s, 'ja.txt', text);
    assert.deepEqual(fixes.map((f) => f.title), [
      '《トリトンの英雄、スラシオス/Thrasios, Triton Hero》を統率者にする',
      '《海底のドルイド、タティオヴァ/Tatyova, Benthic Druid》を統率者にする',
    ]);
    const got = await applied(s, uri, text, fixes[1]);
    assert.equal(
      got.text,
      [
        '統率者',
        '1 《海底のドルイド、タティオヴァ/Tatyova, Benthic Druid》',
        '',
        'デッキ',
        '1 《太陽の指輪/Sol Ring》',
        '1 《トリトンの英雄、スラシオス/Thrasios, Triton Hero》',
        '1 《対抗呪文/Counterspell》',
        '48 《島/Island》',
        '48 《森/Forest》',
        '',
      ].join('\n'),
    );
    assert.deepEqual(got.codes, []);
  } finally {
    await s.stop();
  }
});
