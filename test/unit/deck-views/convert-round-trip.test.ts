// The convert round trip (issue 38): each dialect the product reads × each target it writes.
// A target keeps what it can hold (TARGET_HOLDS: printings `(SET) 123`, finishes `*F*`/`*E*`,
// tags `#Tag`, the Companion and Maybeboard sections) in its own syntax, says exactly what it
// cannot hold (`dropped`), and its text reads back to the same deck, as far as it holds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { convertDeck, TARGET_HOLDS, type ConvertTarget, type Kept } from '../../../server/src/core/convert';
import { checkDeck, type CheckResult } from '../../../server/src/core/check';
import { parseDeck } from '../../../server/src/core/parse';
import { db, format } from '../rules/helpers';

/** One Lurrus deck written in each dialect, with as much as the dialect holds (the text of a real export of each). */
const SOURCES: Record<string, string> = {
  text: `// format: modern
Companion
1 Lurrus of the Dream-Den (IKO) 226 *F*

Deck
4 Lightning Bolt (M10) 146 *F* #Burn
4 Counterspell (MH2) 267 #Control #Card Advantage
2 Sol Ring
50 Island (ZEN) 230

Sideboard
1 Lurrus of the Dream-Den (IKO) 226 *F*
2 Kor Skyfisher (ZEN) 23 *E*

Maybeboard
1 Fire // Ice (APC) 128
`,
  arena: `Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (M10) 146
4 Counterspell (MH2) 267
2 Sol Ring
50 Island (ZEN) 230

Sideboard
1 Lurrus of the Dream-Den (IKO) 226
2 Kor Skyfisher (ZEN) 23
`,
  archidekt: `1x Lurrus of the Dream-Den (iko) 226 *F* [Companion]
4x Lightning Bolt (m10) 146 *F* [Burn]
4x Counterspell (mh2) 267 [Control,Card Advantage]
2x Sol Ring
50x Island (zen) 230
1x Lurrus of the Dream-Den (iko) 226 *F* [Sideboard]
2x Kor Skyfisher (zen) 23 *E* [Sideboard]
1x Fire // Ice (apc) 128 [Maybeboard]
`,
  'mtgo-dek': `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards CatID="2" Quantity="4" Sideboard="false" Name="Counterspell" />
  <Cards CatID="3" Quantity="2" Sideboard="false" Name="Sol Ring" />
  <Cards CatID="4" Quantity="50" Sideboard="false" Name="Island" />
  <Cards CatID="5" Quantity="1" Sideboard="true" Name="Lurrus of the Dream-Den" />
  <Cards CatID="6" Quantity="2" Sideboard="true" Name="Kor Skyfisher" />
</Deck>
`,
  cockatrice: `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Lurrus</deckname>
    <comments></comments>
    <zone name="main">
        <card number="4" name="Lightning Bolt"/>
        <card number="4" name="Counterspell"/>
        <card number="2" name="Sol Ring"/>
        <card number="50" name="Island"/>
    </zone>
    <zone name="side">
        <card number="1" name="Lurrus of the Dream-Den"/>
        <card number="2" name="Kor Skyfisher"/>
    </zone>
</cockatrice_deck>
`,
};

const FILE_NAMES: Record<string, string> = { text: 'deck.txt', arena: 'deck.txt', archidekt: 'deck.txt', 'mtgo-dek': 'deck.dek', cockatrice: 'deck.cod' };

/** What each source dialect holds of Kept (the sections: Companion is a header or an Archidekt category). */
const SOURCE_HOLDS: Record<string, Kept[]> = {
  text: ['printing', 'finish', 'tags', 'maybeboard', 'companion'],
  archidekt: ['printing', 'finish', 'tags', 'maybeboard', 'companion'],
  arena: ['printing', 'companion'],
  'mtgo-dek': [],
  cockatrice: [],
};

const TEXT_FULL = `// format: modern

Companion
1 Lurrus of the Dream-Den (IKO) 226 *F*

Deck
4 Lightning Bolt (M10) 146 *F* #Burn
4 Counterspell (MH2) 267 #Control #Card Advantage
2 Sol Ring
50 Island (ZEN) 230

Sideboard
1 Lurrus of the Dream-Den (IKO) 226 *F*
2 Kor Skyfisher (ZEN) 23 *E*

Maybeboard
1 Fire // Ice (APC) 128
`;
const ARENA_PRINTED = `Companion
1 Lurrus of the Dream-Den (IKO) 226

Deck
4 Lightning Bolt (M10) 146
4 Counterspell (MH2) 267
2 Sol Ring
50 Island (ZEN) 230

Sideboard
1 Lurrus of the Dream-Den (IKO) 226
2 Kor Skyfisher (ZEN) 23
`;
const BARE = `Deck
4 Lightning Bolt
4 Counterspell
2 Sol Ring
50 Island

Sideboard
1 Lurrus of the Dream-Den
2 Kor Skyfisher
`;
const MTGO = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards Quantity="4" Sideboard="false" Name="Counterspell" />
  <Cards Quantity="2" Sideboard="false" Name="Sol Ring" />
  <Cards Quantity="50" Sideboard="false" Name="Island" />
  <Cards Quantity="1" Sideboard="true" Name="Lurrus of the Dream-Den" />
  <Cards Quantity="2" Sideboard="true" Name="Kor Skyfisher" />
</Deck>
`;

/** What the full deck loses in each target: [what, lines, cards]. */
const FULL_DROPS: Record<ConvertTarget, Array<[Kept, number, number]>> = {
  text: [],
  arena: [
    ['finish', 4, 8],
    ['tags', 2, 8],
    ['maybeboard', 1, 1],
  ],
  mtgo: [
    ['printing', 5, 61],
    ['finish', 3, 7],
    ['tags', 2, 8],
    ['companion', 1, 1],
    ['maybeboard', 1, 1],
  ],
};

/** The whole expected text and drops of every source × target. */
const EXPECTED: Record<string, Record<ConvertTarget, { content: string; dropped: Array<[Kept, number, number]> }>> = {
  text: { text: { content: TEXT_FULL, dropped: [] }, arena: { content: ARENA_PRINTED, dropped: FULL_DROPS.arena }, mtgo: { content: MTGO, dropped: FULL_DROPS.mtgo } },
  archidekt: { text: { content: TEXT_FULL, dropped: [] }, arena: { content: ARENA_PRINTED, dropped: FULL_DROPS.arena }, mtgo: { content: MTGO, dropped: FULL_DROPS.mtgo } },
  arena: {
    text: { content: `// format: modern\n\n${ARENA_PRINTED}`, dropped: [] },
    arena: { content: ARENA_PRINTED, dropped: [] },
    mtgo: {
      content: MTGO,
      dropped: [
        ['printing', 5, 61],
        ['companion', 1, 1],
      ],
    },
  },
  'mtgo-dek': { text: { content: `// format: modern\n\n${BARE}`, dropped: [] }, arena: { content: BARE, dropped: [] }, mtgo: { content: MTGO, dropped: [] } },
  cockatrice: { text: { content: `// format: modern\n// name: Lurrus\n\n${BARE}`, dropped: [] }, arena: { content: BARE, dropped: [] }, mtgo: { content: MTGO, dropped: [] } },
};

const TARGETS: ConvertTarget[] = ['text', 'arena', 'mtgo'];

function checked(text: string, fileName: string): CheckResult {
  return checkDeck(parseDeck(text, { fileName }), db(), format('modern'));
}

/** Each deck line as `zone count name printing finish tags`, keeping only what `holds` says (the constructed companion's sideboard copy, which the checker adds, aside). */
function lines(r: CheckResult, holds: ReadonlySet<Kept>): string[] {
  const out: string[] = [];
  for (const e of r.context.entries) {
    if (e.zone === 'outside' || e.synthetic) continue;
    if (e.zone === 'maybeboard' && !holds.has('maybeboard')) continue;
    if (e.zone === 'companion' && !holds.has('companion')) continue;
    const set = e.entry.set ? `(${e.entry.set.text.toUpperCase()}) ${e.entry.collectorNumber?.text ?? ''}` : '';
    const finish = e.entry.markers.find((m) => m.kind === 'foil' || m.kind === 'etched')?.kind ?? '';
    const tags = e.entry.tags.map((t) => t.text).filter((t) => !/^(?:\{|sideboard$|maybeboard$|companion$)/i.test(t));
    out.push([e.zone, e.entry.quantity, e.name, holds.has('printing') ? set : '', holds.has('finish') ? finish : '', holds.has('tags') ? tags.join('|') : ''].join(' '));
  }
  return out.sort();
}

for (const source of Object.keys(SOURCES)) {
  for (const target of TARGETS) {
    test(`convert ${source} → ${target}: the whole text, what it cannot hold named, and it reads back to the same deck`, () => {
      const r = checked(SOURCES[source], FILE_NAMES[source]);
      assert.deepEqual(r.context.doc.diagnostics, [], 'the source reads without a problem');
      const out = convertDeck(r, target);
      const expected = EXPECTED[source][target];
      assert.equal(out.content, expected.content);
      assert.deepEqual(
        out.dropped.map((d) => [d.what, d.lines, d.cards]),
        expected.dropped,
      );
      assert.equal(out.droppedMessage === undefined, expected.dropped.length === 0);
      // Back: what both the source and the target hold is the same, line for line.
      const holds = new Set(SOURCE_HOLDS[source].filter((k) => TARGET_HOLDS[target].has(k)));
      const back = checked(out.content, target === 'mtgo' ? 'back.dek' : 'back.txt');
      assert.deepEqual(back.context.doc.diagnostics, []);
      assert.deepEqual(lines(back, holds), lines(r, holds));
      // And converting the result again changes nothing.
      assert.equal(convertDeck(back, target).content, out.content.replace(/\/\/ name: Lurrus\n/, target === 'text' ? '// name: Lurrus\n' : ''));
    });
  }
}

test('the message names each thing left out, in the target’s name, and what keeps it', () => {
  const r = checked(SOURCES.text, 'deck.txt');
  assert.equal(
    convertDeck(r, 'arena').droppedMessage,
    'MTG Arena cannot hold the finishes (foil, etched) of 4 lines, the tags of 2 lines, the maybeboard (1 card): left out of the converted deck. Convert to plain text to keep them.',
  );
  assert.equal(
    convertDeck(r, 'mtgo').droppedMessage,
    'MTGO .dek cannot hold the printings (set and collector number) of 5 lines, the finishes (foil, etched) of 3 lines, the tags of 2 lines, the Companion section (its card stays in the sideboard), the maybeboard (1 card): left out of the converted deck. Convert to plain text to keep them.',
  );
  assert.equal(convertDeck(r, 'text').droppedMessage, undefined);
  // One line of each: the singular.
  const one = checked('4 Lightning Bolt (M10) 146 *F* #Burn\n56 Island\nMaybeboard\n1 Opt\n', 'one.txt');
  assert.equal(
    convertDeck(one, 'mtgo').droppedMessage,
    'MTGO .dek cannot hold the printing (set and collector number) of 1 line, the finish (foil, etched) of 1 line, the tags of 1 line, the maybeboard (1 card): left out of the converted deck. Convert to plain text to keep them.',
  );
});

test('plain text keeps a set code written without a collector number; Arena, which needs both, says it left it out', () => {
  const r = checked('4 Lightning Bolt|M10|1\n56 Island\n', 'forge.dck');
  assert.equal(convertDeck(r, 'text').content, '// format: modern\n\nDeck\n4 Lightning Bolt (M10)\n56 Island\n');
  const arena = convertDeck(r, 'arena');
  assert.equal(arena.content, 'Deck\n4 Lightning Bolt\n56 Island\n');
  assert.deepEqual(arena.dropped, [{ what: 'printing', lines: 1, cards: 4 }]);
});

test('decklist convert: the converted deck on standard output, what the target cannot hold on standard error, in English and Japanese', async () => {
  const { main } = await import('../../../server/src/cli');
  const { memoryIO } = await import('../../support/memory-io');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'convert-'));
  const run = async (...args: string[]) => {
    const io = memoryIO({ '/w/deck.txt': SOURCES.text }, { env: { DECKLIST_CACHE_DIR: cacheDir }, cwd: '/w' });
    const code = await main(['convert', ...args, 'deck.txt'], io);
    return { code, out: io.stdout, err: io.stderr };
  };
  // The offline snapshot (January 2017) does not know Lurrus (2020): said once, the name written as it is.
  const arena = await run('--to', 'arena');
  assert.deepEqual(arena, {
    code: 0,
    out: [ARENA_PRINTED.replace(/\n$/, '')],
    err: [
      'deck.txt: note: the card data does not know "Lurrus of the Dream-Den"; written as the deck wrote them.',
      'deck.txt: note: MTG Arena cannot hold the finishes (foil, etched) of 4 lines, the tags of 2 lines, the maybeboard (1 card): left out of the converted deck. Convert to plain text to keep them.',
    ],
  });
  const text = await run('--to=text');
  assert.deepEqual(text.out, [TEXT_FULL.replace(/\n$/, '')]);
  assert.deepEqual(text.err, ['deck.txt: note: the card data does not know "Lurrus of the Dream-Den"; written as the deck wrote them.']);
  const ja = await run('--locale', 'ja', '--to', 'mtgo');
  assert.deepEqual(ja.out, [MTGO.replace(/\n$/, '')]);
  assert.deepEqual(ja.err, [
    'deck.txt: 注：カードデータは"Lurrus of the Dream-Den"を知りません。デッキに書かれたとおりに書きました。',
    'deck.txt: 注：MTGO .dekは5行の版（セットとコレクター番号）、3行の仕上げ（フォイル、エッチング）、2行のタグ、相棒のセクション（そのカードはサイドボードに残ります）、候補（1枚）を持てないため、変換したデッキには入れていません。残すにはプレーンテキストに変換してください。',
  ]);
  const bad = await run('--to', 'moxfield');
  assert.equal(bad.code, 2);
  assert.match(bad.err.join(''), /^decklist convert: unknown target 'moxfield' \(text, arena or mtgo\)\nusage: decklist convert /);
});
