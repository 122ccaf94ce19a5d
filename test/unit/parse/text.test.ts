import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeBytes, detectFormatHint, parseDeck, parseDeckBytes } from '../../../server/src/core/parse/index';
import { at, entry, fixture, totals } from './helpers';

test('quantities: "4", "4x", "4X", "2 x", tabs, several spaces and indentation; ranges cover the digits and the name', () => {
  const { text, doc } = fixture('quantity-forms.txt');
  assert.equal(doc.dialect, 'text');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name]),
    [
      [4, 'Lightning Bolt'],
      [4, 'Counterspell'],
      [4, 'Brainstorm'],
      [2, 'Opt'],
      [3, 'Ponder'],
      [2, 'Preordain'],
      [1, 'Island'],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.quantityRange!), String(e.quantity));
    assert.equal(at(text, e.nameRange), e.name);
    assert.equal(at(text, e.range), text.split('\n')[e.line].trim());
  }
  assert.equal(entry(doc, 5).quantityRange!.start.character, 2, 'indentation is skipped, not part of the entry');
  assert.deepEqual(doc.diagnostics, []);
});

test('a bare name counts 1 and has no quantity range', () => {
  const doc = parseDeck('Sol Ring\n');
  assert.equal(doc.entries[0].quantity, 1);
  assert.equal(doc.entries[0].quantityRange, undefined);
  assert.equal(doc.entries[0].name, 'Sol Ring');
});

test('quantity 0 and quantities above 999 are diagnostics on the quantity, never a crash', () => {
  const { text, doc } = fixture('quantity-zero-and-over-999.txt');
  assert.equal(doc.entries.length, 4);
  const byLine = new Map(doc.diagnostics.map((d) => [d.range.start.line, d]));
  assert.match(byLine.get(0)!.message, /Quantity 0/);
  assert.equal(at(text, byLine.get(0)!.range), '0');
  assert.match(byLine.get(1)!.message, /more than 999/);
  assert.equal(at(text, byLine.get(1)!.range), '1000');
  assert.equal(byLine.has(2), false, '999 is allowed');
  assert.match(byLine.get(3)!.message, /write '1 1996 World Champion'/);
  for (const d of doc.diagnostics) assert.equal(d.code, 'parse');
});

test('(SET) 123: upper/lower-case and digit-initial codes, promo collector numbers with letters and symbols', () => {
  const { text, doc } = fixture('set-and-collector-number.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set?.text, e.collectorNumber?.text]),
    [
      ['Lightning Bolt', '2X2', '117'],
      ['Sol Ring', '40k', '228'],
      ['Counterspell', '2x2', '301'],
      ['Benalish Marshal', 'PDOM', '6p'],
      ['Opt', 'pxln', '94s'],
      ['Forest', 'UNH', '237a'],
      ['Sol Ring', 'SLD', '2*'],
      ['Command Tower', 'PLST', 'CMD-248'],
      ['Island', 'M21', undefined],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.set!.range), e.set!.text);
    if (e.collectorNumber) assert.equal(at(text, e.collectorNumber.range), e.collectorNumber.text);
    assert.equal(at(text, e.nameRange), e.name);
  }
});

test('[SET] Name and Name [SET]', () => {
  const { text, doc } = fixture('set-code-in-brackets.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set?.text, e.section]),
    [
      ['Lightning Bolt', 'M10', 'main'],
      ['Counterspell', '7ED', 'main'],
      ['Duress', 'M11', 'sideboard'],
    ],
  );
  for (const e of doc.entries) assert.equal(at(text, e.set!.range), e.set!.text);
});

test('finish markers *F* *E* *Foil* and the commander marker *CMDR*', () => {
  const { text, doc } = fixture('finish-and-commander-markers.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.markers.map((m) => m.kind), e.section]),
    [
      ['Sol Ring', ['foil'], 'main'],
      ['Arcane Signet', ['etched'], 'main'],
      ['Command Tower', ['foil'], 'main'],
      ["Atraxa, Praetors' Voice", ['commander'], 'commander'],
    ],
  );
  for (const e of doc.entries) for (const m of e.markers) assert.equal(at(text, m.range), m.text);
  assert.equal(doc.entries[2].markers[0].text, '*Foil*');
});

test('Archidekt categories: [Commander{top}] is the commander, {noDeck} is outside the deck, ^labels^ are kept as tags', () => {
  const { text, doc } = fixture('archidekt-categories.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section, e.tags.map((t) => t.text)]),
    [
      ["Atraxa, Praetors' Voice", 'commander', ['Commander', '{top}']],
      ['Sol Ring', 'main', ['Ramp', 'Artifact']],
      ['Cultivate', 'main', ['Ramp']],
      ['Rhystic Study', 'maybeboard', ['Maybeboard', '{noDeck}', '{noPrice}']],
      ['Cyclonic Rift', 'outside', ['Removal', '{noDeck}']],
      ['Arcane Signet', 'main', ['Ramp', '^Have,#37d67a^']],
    ],
  );
  assert.deepEqual(doc.entries[1].markers.map((m) => m.kind), ['foil']);
  assert.equal(doc.entries[0].set?.text, 'cm2');
  for (const e of doc.entries) for (const t of e.tags) assert.equal(at(text, t.range), t.text);
});

test('section headers with and without colons, counts, // and # prefixes', () => {
  const { doc } = fixture('section-headers.txt');
  const sections = doc.nodes.filter((n) => n.kind === 'section');
  assert.deepEqual(
    sections.map((s) => [s.title, s.section, s.declaredCount]),
    [
      ['Commander', 'commander', undefined],
      ['Mainboard', 'main', 3],
      ['Sideboard', 'sideboard', 11],
      ['Maybeboard', 'maybeboard', 1],
      ['Companion', 'companion', undefined],
      ['Deck', 'main', undefined],
    ],
  );
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section]),
    [
      ["Atraxa, Praetors' Voice", 'commander'],
      ['Sol Ring', 'main'],
      ['Arcane Signet', 'main'],
      ['Command Tower', 'main'],
      ['Pyroblast', 'sideboard'],
      ['Rhystic Study', 'maybeboard'],
      ['Lurrus of the Dream-Den', 'companion'],
      ['Island', 'main'],
    ],
  );
  assert.equal(entry(doc, 9).sectionName, 'Sideboard (11 cards)');
});

test('type headers like "Creature (2)" and "Lands: 2" keep the current deck section', () => {
  const { doc } = fixture('type-headers-keep-section.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.section, e.sectionName]),
    [
      ['Llanowar Elves', 'main', 'Creature (2)'],
      ['Elvish Mystic', 'main', 'Creature (2)'],
      ['Forest', 'main', 'Lands: 2'],
      ['Mountain', 'main', 'Lands: 2'],
      ['Abrupt Decay', 'sideboard', 'Instant (1)'],
    ],
  );
  const creature = doc.nodes[1];
  assert.equal(creature.kind, 'section');
  assert.equal(creature.kind === 'section' && creature.declaredCount, 2);
});

test('per-line SB: in any case and spacing puts only that line in the sideboard', () => {
  const { text, doc } = fixture('sb-prefix.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.section]),
    [
      [4, 'Lightning Bolt', 'main'],
      [2, 'Pyroblast', 'sideboard'],
      [1, 'Red Elemental Blast', 'sideboard'],
      [3, 'Smash to Smithereens', 'sideboard'],
      [4, 'Mountain', 'main'],
    ],
  );
  assert.equal(at(text, entry(doc, 1).range), 'SB: 2 Pyroblast');
});

test('one blank line between two blocks of a header-less list starts the sideboard', () => {
  const { doc } = fixture('blank-line-sideboard.txt');
  assert.deepEqual(totals(doc).main, 8);
  assert.deepEqual(totals(doc).sideboard, 3);
});

test('several scattered blank lines do not make a sideboard', () => {
  const { doc } = fixture('scattered-blank-lines.txt');
  assert.equal(totals(doc).main, 14);
  assert.equal(totals(doc).sideboard, 0);
});

test('a blank line in a list with headers means nothing', () => {
  const doc = parseDeck('Main\n4 Lightning Bolt\n\n4 Mountain\n');
  assert.equal(totals(doc).main, 8);
  const typed = parseDeck('Deck\nCreature (4)\n4 Goblin Guide\n\nInstant (4)\n4 Lightning Bolt\n');
  assert.equal(totals(typed).main, 8);
});

test("Arena: after a 'Deck' header, a blank line and a block without a header is the sideboard", () => {
  const doc = parseDeck('Deck\n4 Lightning Bolt\n56 Mountain\n\n2 Smash to Smithereens\n');
  assert.deepEqual([totals(doc).main, totals(doc).sideboard], [60, 2]);
  // A Commander/Brawl list has no sideboard there: the blank line means nothing.
  const brawl = parseDeck('Commander\n1 Alela, Cunning Conqueror\n\nDeck\n59 Island\n\n1 Negate\n');
  assert.deepEqual([totals(brawl).commander, totals(brawl).main, totals(brawl).sideboard], [1, 60, 0]);
});

test('in a Commander file (.edh or format: commander) a lone first or last block of one card is the commander', () => {
  const { doc } = fixture('commander-first-block.edh');
  assert.equal(doc.formatHint, 'commander');
  assert.equal(doc.formatHintSource, 'extension');
  assert.deepEqual(totals(doc).commander, 1);
  assert.deepEqual(totals(doc).main, 3);
  assert.equal(doc.entries[0].section, 'commander');
  const last = parseDeck('// format: commander\n1 Sol Ring\n1 Arcane Signet\n\n1 Atraxa, Praetors\' Voice\n');
  assert.equal(last.entries[2].section, 'commander');
  assert.equal(totals(last).sideboard, 0);
  const plain = parseDeck('4 Lightning Bolt\n4 Counterspell\n\n1 Atraxa, Praetors\' Voice\n', { fileName: 'deck.txt' });
  assert.equal(plain.entries[2].section, 'sideboard', 'without a Commander hint the rule is the MTGO one');
});

test('without a Commander hint, one or two single cards set apart above a bigger block are the commander(s), not a deck with a sideboard', () => {
  // Commander exported first into a .txt: one card, a blank line, 99 cards. Not a 99-card sideboard.
  const first = parseDeck(`1 Atraxa, Praetors' Voice\n\n1 Sol Ring\n20 Island\n78 Forest\n`, { fileName: 'deck.txt' });
  assert.deepEqual(totals(first), { commander: 1, companion: 0, main: 99, sideboard: 0, maybeboard: 0, outside: 0 });
  // Partners first.
  const partners = parseDeck(`1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\n98 Island\n`);
  assert.deepEqual([totals(partners).commander, totals(partners).main, totals(partners).sideboard], [2, 98, 0]);
  // A sealed pool: a 40-card deck and a bigger sideboard stays a sideboard.
  const sealed = parseDeck('17 Island\n23 Opt\n\n30 Brainstorm\n31 Ponder\n');
  assert.deepEqual([totals(sealed).commander, totals(sealed).main, totals(sealed).sideboard], [0, 40, 61]);
  // MTGO: 60 and a 15-card sideboard.
  const mtgo = parseDeck('4 Lightning Bolt\n56 Mountain\n\n4 Abrade\n11 Pyroblast\n');
  assert.deepEqual([totals(mtgo).main, totals(mtgo).sideboard], [60, 15]);
});

test('comments: # and // at line start and trailing " # …" are never cards', () => {
  const { text, doc } = fixture('comments.txt');
  assert.deepEqual(
    doc.nodes.map((n) => n.kind),
    ['comment', 'comment', 'entry', 'entry', 'comment', 'blank'],
  );
  assert.equal(entry(doc, 2).name, 'Lightning Bolt');
  assert.equal(at(text, entry(doc, 2).range), '4 Lightning Bolt');
  assert.equal(entry(doc, 3).name, 'Chain Lightning');
});

test('" // " inside a line is a split card name, never a comment; Fire/Ice also looks up Fire // Ice', () => {
  const { doc } = fixture('split-card-names.txt');
  assert.deepEqual(
    doc.entries.map((e) => e.name),
    ['Fire // Ice', 'Life // Death', 'Ayara, Widow of the Realm // Ayara, Furnace Queen', 'Fire/Ice'],
  );
  assert.deepEqual(doc.entries[3].lookupNames, ['Fire/Ice', 'Fire // Ice']);
  assert.deepEqual(doc.entries[0].lookupNames, ['Fire // Ice']);
});

test('directives in comments: keys are case-insensitive, values and ranges exact; format: sets the format hint', () => {
  const { text, doc } = fixture('directives.txt');
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value]),
    [
      ['format', 'commander'],
      ['commander', 'Henzie "Toolbox" Torre'],
      ['team', 'Blue Squad'],
      ['name', 'Henzie Hijinks'],
    ],
  );
  for (const d of doc.directives) {
    assert.equal(at(text, d.valueRange), d.value);
    assert.equal(at(text, d.keyRange).toLowerCase(), d.key);
  }
  assert.equal(doc.formatHint, 'commander');
  assert.equal(doc.formatHintSource, 'directive');
  assert.deepEqual(doc.diagnostics, []);
  assert.equal(doc.entries.length, 1);
});

test('an unknown directive key and an empty value are diagnostics that name the fix', () => {
  const { text, doc } = fixture('unknown-directive.txt');
  assert.equal(doc.diagnostics.length, 2);
  assert.match(doc.diagnostics[0].message, /Unknown directive 'fromat:'.*format/);
  assert.equal(at(text, doc.diagnostics[0].range), 'fromat');
  assert.match(doc.diagnostics[1].message, /'format:' has no value/);
});

test('the format directive wins over the extension', () => {
  const doc = parseDeck('// Format: Brawl\n1 Sol Ring\n', { fileName: 'x.edh' });
  assert.equal(doc.formatHint, 'brawl');
  assert.equal(doc.formatHintSource, 'directive');
  assert.equal(parseDeck('1 Sol Ring', { fileName: 'x.txt' }).formatHint, undefined);
});

test('names with quotes, parentheses, Æ and curly apostrophes are names; (Big Furry Monster) is not a set code', () => {
  const { text, doc } = fixture('names-with-quotes-and-parentheses.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set]),
    [
      ['Henzie "Toolbox" Torre', undefined],
      ['B.F.M. (Big Furry Monster)', undefined],
      ['Æther Vial', undefined],
      ['Urza’s Saga', undefined],
      ['"Ach! Hans, Run!"', undefined],
    ],
  );
  for (const e of doc.entries) assert.equal(at(text, e.nameRange), e.name);
});

test('Japanese names: 《日本語名/English Name》 and 日本語名 (English Name) look up English first; ×4, 枚 and full-width digits are quantities', () => {
  const { text, doc } = fixture('japanese-names.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.lookupNames]),
    [
      [1, '土地税/Land Tax', ['Land Tax', '土地税']],
      [4, '稲妻/Lightning Bolt', ['Lightning Bolt', '稲妻']],
      [2, '稲妻', ['稲妻']],
      [1, 'Sol Ring', ['Sol Ring']],
      [4, '稲妻', ['稲妻']],
      [3, '対抗呪文', ['対抗呪文']],
      [4, '渦まく知識', ['渦まく知識']],
      [1, '稲妻 (Lightning Bolt)', ['Lightning Bolt', '稲妻']],
      [1, '対抗呪文（Counterspell）', ['Counterspell', '対抗呪文']],
    ],
  );
  // The name range is the inside of the brackets.
  assert.equal(at(text, doc.entries[0].nameRange), '土地税/Land Tax');
  assert.equal(at(text, doc.entries[4].quantityRange!), '4');
  assert.equal(at(text, doc.entries[6].quantityRange!), '４');
});

test('CRLF, LF, CR, BOM, no final newline and trailing whitespace give the same entries and exact ranges', () => {
  const lf = 'Deck\n4 Lightning Bolt (2X2) 117  \n\nSideboard\n2 Pyroblast\t\n';
  const variants = {
    lf,
    crlf: lf.replace(/\n/g, '\r\n'),
    cr: lf.replace(/\n/g, '\r'),
    noFinalNewline: lf.slice(0, -1),
    bom: '\ufeff' + lf,
  };
  const expected = [
    ['main', 4, 'Lightning Bolt', '2X2', '117'],
    ['sideboard', 2, 'Pyroblast', undefined, undefined],
  ];
  for (const [label, text] of Object.entries(variants)) {
    const doc = parseDeck(text);
    assert.deepEqual(
      doc.entries.map((e) => [e.section, e.quantity, e.name, e.set?.text, e.collectorNumber?.text]),
      expected,
      label,
    );
    assert.equal(doc.lineCount, label === 'noFinalNewline' ? 5 : 6, label);
    assert.equal(doc.nodes.length, doc.lineCount, label);
    const bolt = doc.entries[0];
    assert.deepEqual(bolt.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 26 } }, label);
    assert.equal(at(text, bolt.nameRange), 'Lightning Bolt', label);
  }
});

test('UTF-16 ranges: a name after an astral-plane character is counted in UTF-16 code units', () => {
  const doc = parseDeck('1 🂡 Card\n');
  assert.deepEqual(doc.entries[0].nameRange, { start: { line: 0, character: 2 }, end: { line: 0, character: 9 } });
});

test('lines that are not cards are kept verbatim as unparsed nodes with a diagnostic', () => {
  const doc = parseDeck('4x\n*F*\n1 Sol\u0000Ring\n4 ---\n');
  const kinds = doc.nodes.map((n) => n.kind);
  assert.deepEqual(kinds, ['unparsed', 'entry', 'unparsed', 'unparsed', 'blank']);
  assert.equal(doc.diagnostics.length, 3);
  const u = doc.nodes[0];
  assert.equal(u.kind === 'unparsed' && u.text, '4x');
  for (const d of doc.diagnostics) assert.equal(d.severity, 'error');
});

test('Arena "About / Name" block becomes a name directive', () => {
  const doc = parseDeck('About\nName Mono Red\n\nDeck\n20 Mountain\n');
  assert.deepEqual(
    doc.directives.map((d) => [d.key, d.value]),
    [['name', 'Mono Red']],
  );
  assert.equal(totals(doc).main, 20);
});

test('"// Commander:" alone is a section header, "// Commander: Name" a directive', () => {
  const doc = parseDeck('// Commander:\n1 Atraxa, Praetors\' Voice\n// commander: Atraxa, Praetors\' Voice\n');
  assert.equal(doc.nodes[0].kind, 'section');
  assert.equal(doc.entries[0].section, 'commander');
  assert.equal(doc.nodes[2].kind, 'directive');
  assert.deepEqual(doc.diagnostics, []);
});

test('a card-type group after the command zone goes back to the main deck (Moxfield "by type")', () => {
  const doc = parseDeck('Commander (1)\n1 Atraxa, Praetors\' Voice\n\nCreature (2)\n1 Llanowar Elves\n1 Birds of Paradise\n\nSideboard (1)\nArtifact (1)\n1 Sol Ring\n');
  assert.deepEqual(
    doc.entries.map((e) => e.section),
    ['commander', 'main', 'main', 'sideboard'],
  );
});

test('XMage [SET:NUM] prefixes and Forge [Main]/[Sideboard] headers', () => {
  const text = '[Main]\n4 [M10:146] Lightning Bolt\n[Sideboard]\nSB: 2 [M11] Duress\n';
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.entries.map((e) => [e.section, e.quantity, e.name, e.set?.text, e.collectorNumber?.text]),
    [
      ['main', 4, 'Lightning Bolt', 'M10', '146'],
      ['sideboard', 2, 'Duress', 'M11', undefined],
    ],
  );
  assert.equal(at(text, doc.entries[0].collectorNumber!.range), '146');
  assert.equal(doc.nodes[0].kind, 'section');
});

test('entries behave as plain EntryNode objects: stable ranges, assignable fields, full JSON', () => {
  const doc = parseDeck('4x Lightning Bolt (2X2) 117 *F* [Burn]\n');
  const e = doc.entries[0];
  assert.equal(e.nameRange, e.nameRange, 'the same Range object on every read');
  assert.equal(e.set!.range, e.set!.range);
  const json = JSON.parse(JSON.stringify(e));
  assert.deepEqual(json, {
    kind: 'entry',
    line: 0,
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 38 } },
    section: 'main',
    quantity: 4,
    name: 'Lightning Bolt',
    nameRange: { start: { line: 0, character: 3 }, end: { line: 0, character: 17 } },
    lookupNames: ['Lightning Bolt'],
    markers: [{ kind: 'foil', text: '*F*', range: { start: { line: 0, character: 28 }, end: { line: 0, character: 31 } } }],
    tags: [{ text: 'Burn', range: { start: { line: 0, character: 33 }, end: { line: 0, character: 37 } } }],
    quantityRange: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    set: { text: '2X2', range: { start: { line: 0, character: 19 }, end: { line: 0, character: 22 } } },
    collectorNumber: { text: '117', range: { start: { line: 0, character: 24 }, end: { line: 0, character: 27 } } },
  });
  const r = { start: { line: 0, character: 1 }, end: { line: 0, character: 2 } };
  e.nameRange = r;
  assert.equal(e.nameRange, r);
  e.quantityRange = undefined;
  assert.equal(e.quantityRange, undefined);
  e.lookupNames = ['X'];
  assert.deepEqual(e.lookupNames, ['X']);
  e.section = 'sideboard';
  assert.equal(e.section, 'sideboard');
  const bare = parseDeck('Sol Ring').entries[0];
  assert.equal(bare.quantityRange, undefined);
  assert.deepEqual(bare.markers, []);
  assert.equal(bare.markers, bare.markers);
  assert.equal('quantityRange' in JSON.parse(JSON.stringify(bare)), false);
});

test('parseDeckBytes: invalid UTF-8 becomes U+FFFD, UTF-8 and UTF-16 byte-order marks are honoured', () => {
  const bad = parseDeckBytes(new Uint8Array([0x31, 0x20, 0x53, 0xff, 0x6f, 0x6c, 0x0a]));
  assert.equal(bad.entries[0].name, 'S\ufffdol');
  const text = 'Deck\r\n4 稲妻\r\n';
  const utf16le = new Uint8Array(2 + text.length * 2);
  utf16le.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    utf16le[2 + i * 2] = text.charCodeAt(i) & 0xff;
    utf16le[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  const d16 = parseDeckBytes(utf16le);
  assert.deepEqual(
    d16.entries.map((e) => [e.quantity, e.name]),
    [[4, '稲妻']],
  );
  const utf8bom = parseDeckBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('4 Opt\n')]));
  assert.deepEqual(utf8bom.entries[0].nameRange, { start: { line: 0, character: 2 }, end: { line: 0, character: 5 } });
  assert.equal(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), 'A');
});

test('detectFormatHint: format directive first, then the extension (.edh → commander), else nothing', () => {
  assert.deepEqual(detectFormatHint(parseDeck('# format: Pauper\n'), 'x.edh'), { format: 'pauper', source: 'directive' });
  assert.deepEqual(detectFormatHint(parseDeck('1 Sol Ring\n'), 'C:\\decks\\x.EDH'), { format: 'commander', source: 'extension' });
  assert.equal(detectFormatHint(parseDeck('1 Sol Ring\n'), 'x.dec'), undefined);
  assert.equal(detectFormatHint(parseDeck('1 Sol Ring\n')), undefined);
});

test('a Commander header followed by its card, a blank line and header-less cards: the deck is main, not commanders', () => {
  const doc = parseDeck('Commander\n1 Atraxa, Praetors\' Voice\n\n1 Sol Ring\n1 Arcane Signet\n');
  assert.deepEqual(
    doc.entries.map((e) => e.section),
    ['commander', 'main', 'main'],
  );
  assert.equal(doc.entries[1].sectionName, undefined);
  // A blank line right after the header does not end it.
  const d2 = parseDeck('Commander\n\n1 Atraxa, Praetors\' Voice\n\nDeck\n1 Sol Ring\n');
  assert.deepEqual(
    d2.entries.map((e) => e.section),
    ['commander', 'main'],
  );
  // A sideboard does not end at a blank line.
  const d3 = parseDeck('Sideboard\n1 Negate\n\n1 Duress\n');
  assert.deepEqual(
    d3.entries.map((e) => e.section),
    ['sideboard', 'sideboard'],
  );
});

test('a binary-looking file gives one node per line and one diagnostic: it is not a decklist', () => {
  const text = Array.from({ length: 1000 }, (_, i) => `\u0000\u0001garbage ${i}`).join('\n');
  const doc = parseDeck(text);
  assert.equal(doc.nodes.length, 1000);
  assert.ok(doc.nodes.every((n) => n.kind === 'unparsed'));
  assert.equal(doc.diagnostics.length, 1);
  assert.match(doc.diagnostics[0].message, /not a decklist: 1000 of its 1000 lines/);
});

test('a decklist with many unreadable lines gets at most 200 diagnostics plus a summary', () => {
  const bad = Array.from({ length: 1000 }, (_, i) => `\u0000\u0001garbage ${i}`);
  const good = Array.from({ length: 1100 }, (_, i) => `1 Card Number ${i}`);
  const doc = parseDeck([...bad, ...good].join('\n'));
  assert.equal(doc.entries.length, 1100);
  assert.equal(doc.diagnostics.length, 201);
  assert.match(doc.diagnostics[200].message, /800 more problems \(800 lines that could not be read\)/);
  assert.equal(doc.diagnostics[200].severity, 'error');
  assert.equal(doc.diagnostics[200].range.start.line, 200);
});

test('when only notes are left out, the summary is a note too (not an error about binary files)', () => {
  const text = Array.from({ length: 300 }, (_, i) => `// Remark${i}: text`).join('\n') + '\n1 Sol Ring\n';
  const doc = parseDeck(text);
  assert.equal(doc.diagnostics.length, 201);
  assert.equal(doc.diagnostics[200].severity, 'information');
  assert.match(doc.diagnostics[200].message, /100 more notes like the ones above/);
  assert.equal(doc.diagnostics.some((d) => d.severity === 'error'), false);
});

test('ranges stay exact on lines longer than 32768 characters', () => {
  const name = 'A'.repeat(40_000);
  const text = `Deck\n4 ${name} (2X2) 117\n4 Short (M10) 1\n`;
  const doc = parseDeck(text);
  const [long, short] = doc.entries;
  assert.deepEqual(long.nameRange, { start: { line: 1, character: 2 }, end: { line: 1, character: 40_002 } });
  assert.equal(at(text, long.set!.range), '2X2');
  assert.equal(long.set!.range.start.character, 40_004);
  assert.equal(at(text, long.collectorNumber!.range), '117');
  assert.equal(at(text, long.quantityRange!), '4');
  assert.equal(long.range.end.character, 40_012);
  assert.equal(at(text, short.set!.range), 'M10');
});

test('a bracket after "(SET) 123" is a category, not a second set code', () => {
  const text = '1 Sol Ring (CMR) 472 [RAMP]\n1 Arcane Signet (CMR) [Ramp,Mana Rock]\n1 Sol Ring [CMR]\n';
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set?.text, e.collectorNumber?.text, e.tags.map((t) => t.text)]),
    [
      ['Sol Ring', 'CMR', '472', ['RAMP']],
      ['Arcane Signet', 'CMR', undefined, ['Ramp', 'Mana Rock']],
      ['Sol Ring', 'CMR', undefined, []],
    ],
  );
  assert.equal(at(text, doc.entries[0].tags[0].range), 'RAMP');
});

test('《火／氷/Fire // Ice》: the translation slash is the one before the English name', () => {
  const doc = parseDeck('1 《火／氷/Fire // Ice》\n1 《生+死/Life // Death》\n');
  assert.deepEqual(doc.entries[0].lookupNames, ['Fire // Ice', '火／氷']);
  assert.deepEqual(doc.entries[1].lookupNames, ['Life // Death', '生+死']);
});

test('a `// Word: text` comment with an unknown key: a misspelt key warns with the fix, a key in the leading block is a note, prose later is a plain comment', () => {
  const { text, doc } = fixture('comments-with-colons.txt');
  const kinds = doc.nodes.map((n) => n.kind);
  // `// Deck: …` is a known directive; the rest are comments (no unknown key becomes a directive).
  assert.deepEqual(kinds.slice(0, 10), ['directive', 'comment', 'entry', 'directive', 'comment', 'comment', 'comment', 'comment', 'comment', 'entry']);
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [
    ['deck', 'Krenko tokens'],
    ['note', 'bring 2 more Mountains for the league'],
  ]);
  const byLine = doc.diagnostics.map((d) => [d.range.start.line, d.severity, at(text, d.range), d.data?.suggestion]);
  assert.deepEqual(byLine, [
    [1, 'information', 'Budget', undefined],
    [6, 'warning', 'fromat', 'format'],
    [7, 'warning', 'comander', 'commander'],
    [8, 'warning', 'Teams', 'team'],
  ]);
  assert.match(doc.diagnostics[1].message, /Unknown directive 'fromat:'; did you mean 'format:'\?/);
  assert.match(doc.diagnostics[0].message, /only a comment.*format, commander/);
  // The misspelt `comander:` does not name a commander.
  assert.equal(doc.directives.some((d) => d.key === 'commander' || d.key === 'comander'), false);
});

test('nearestDirective: typos of known keys (one edit, two for long keys, same first letter), not common words', async () => {
  const { nearestDirective } = await import('../../../server/src/core/parse/text');
  assert.equal(nearestDirective('fromat'), 'format');
  assert.equal(nearestDirective('formats'), 'format');
  assert.equal(nearestDirective('commandr'), 'commander');
  assert.equal(nearestDirective('comandr'), 'commander');
  assert.equal(nearestDirective('teams'), 'team');
  for (const word of ['todo', 'budget', 'combo', 'game', 'late', 'teammate', 'plan', 'wincon', 'format'.slice(0, 2)]) {
    assert.equal(nearestDirective(word), undefined, word);
  }
});

test('Forge .dck: [metadata] Key=Value lines are directives, `Name|SET|art` reads the set code, [Avatar] is outside the deck', () => {
  const { text, doc } = fixture('forge-metadata.dck');
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [
    ['name', 'Krenko Goblins'],
    ['description', 'Tokens, then a sac outlet'],
    ['deck type', 'constructed'],
  ]);
  assert.equal(at(text, doc.directives[0].keyRange), 'Name');
  assert.equal(at(text, doc.directives[0].valueRange), 'Krenko Goblins');
  assert.deepEqual(
    doc.entries.map((e) => [e.section, e.quantity, e.name, e.set?.text, e.collectorNumber?.text]),
    [
      ['commander', 1, 'Krenko, Mob Boss', 'DDT', undefined],
      ['main', 4, 'Lightning Bolt', 'M10', undefined],
      ['main', 1, 'Fire // Ice', 'MH2', undefined],
      ['main', 33, 'Mountain', 'M10', undefined],
      ['sideboard', 1, 'Goblin Bombardment', 'TMP', undefined],
      ['outside', 1, 'Krenko, Mob Boss Avatar', undefined, undefined],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.nameRange), e.name);
    if (e.set) assert.equal(at(text, e.set.range), e.set.text);
  }
  assert.deepEqual(doc.diagnostics, []);
  // A bar that is not followed by a set code stays in the name.
  assert.equal(parseDeck('1 Foo|not a set\n').entries[0].name, 'Foo|not a set');
});

test('XMage .dck: NAME: is the deck name and LAYOUT lines are comments, not cards', () => {
  const { doc } = fixture('xmage-name-and-layout.dck');
  assert.deepEqual(doc.nodes.map((n) => n.kind).slice(0, 6), ['directive', 'entry', 'entry', 'entry', 'comment', 'comment']);
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [['name', 'Mono Red Burn']]);
  assert.deepEqual(doc.entries.map((e) => [e.section, e.quantity, e.name, e.set?.text, e.collectorNumber?.text]), [
    ['main', 4, 'Lightning Bolt', 'M10', '146'],
    ['main', 20, 'Mountain', 'M10', '242'],
    ['sideboard', 2, 'Smash to Smithereens', 'M11', '149'],
  ]);
  assert.deepEqual(doc.diagnostics, []);
});

test('bytes that are not UTF-8 leave U+FFFD in a name: an error that says to save the file as UTF-8', () => {
  // "1 Æther Vial" saved as Windows-1252: Æ is the single byte 0xC6.
  const bytes = Uint8Array.from([0x31, 0x20, 0xc6, ...Buffer.from('ther Vial\n4 Opt\n')]);
  const doc = parseDeckBytes(bytes);
  assert.equal(doc.entries.length, 2);
  assert.equal(doc.diagnostics.length, 1);
  assert.equal(doc.diagnostics[0].severity, 'error');
  assert.match(doc.diagnostics[0].message, /not valid UTF-8.*Save it as UTF-8/);
  assert.deepEqual(doc.diagnostics[0].range, { start: { line: 0, character: 2 }, end: { line: 0, character: 12 } });
});

test('MTGGoldfish exact versions: `[SET]`, `(F)` is a foil marker and `<borderless>` a variant marker, neither part of the name', () => {
  const { text, doc } = fixture('mtggoldfish-exact-versions.txt');
  assert.deepEqual(
    doc.entries.map((e) => [e.quantity, e.name, e.set?.text, e.markers.map((m) => `${m.kind}:${m.text}`)]),
    [
      [1, 'Sol Ring', 'CMM', []],
      [1, 'Jeweled Lotus', 'CMR', ['other:<borderless>']],
      [4, 'Lightning Bolt', '2X2', ['foil:(F)']],
      [1, 'Arcane Signet', 'CMR', ['other:<extended>', 'foil:(F)']],
      [1, 'Command Tower', 'CMR', ['other:<0350>']],
      [1, 'Fabled Passage', 'ELD', ['other:<showcase>']],
      [1, 'Mana Crypt', 'PRM', ['other:<prerelease>', 'foil:(F)']],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.nameRange), e.name);
    for (const m of e.markers) assert.equal(at(text, m.range), m.text);
  }
  assert.deepEqual(doc.diagnostics, []);
});

test('deckstats.net: a `# !Commander` comment puts the card in the command zone; other trailing comments do not', () => {
  const { text, doc } = fixture('deckstats-commander-comment.dec');
  assert.deepEqual(
    doc.entries.map((e) => [e.section, e.name]),
    [
      ['commander', "Atraxa, Praetors' Voice"],
      ['main', 'Sol Ring'],
      ['main', 'Command Tower'],
      ['sideboard', 'Negate'],
      ['maybeboard', 'Opt'],
    ],
  );
  const m = doc.entries[0].markers;
  assert.deepEqual(m.map((x) => [x.kind, at(text, x.range)]), [['commander', '# !Commander']]);
  assert.deepEqual(doc.directives.map((d) => [d.key, d.value]), [['name', 'Atraxa Superfriends from deckstats.net']]);
});

test('Japanese lists: headers decorated as 【サイドボード】, ■サイドボード, ◆土地 (24) are headers, not cards', () => {
  const { doc } = fixture('japanese-header-decorations.txt');
  const headers = doc.nodes.filter((n) => n.kind === 'section');
  assert.deepEqual(
    headers.map((h) => [h.line, h.kind === 'section' && h.title, h.kind === 'section' && h.declaredCount]),
    [
      [0, 'メインデッキ', 60],
      [3, 'サイドボード', undefined],
      [5, 'サイドボード', undefined],
      [7, 'サイドボード', undefined],
      [9, '統率者', undefined],
      [11, 'Ramp', 10],
      [13, '土地', 24],
      [15, '土地', undefined],
      [17, 'サイドボード', 2],
    ],
  );
  assert.deepEqual(
    doc.entries.map((e) => [e.line, e.section, e.quantity]),
    [
      [1, 'main', 4],
      [2, 'main', 4],
      [4, 'sideboard', 2],
      [6, 'sideboard', 1],
      [8, 'sideboard', 1],
      [10, 'commander', 1],
      [12, 'main', 1],
      [14, 'main', 24],
      [16, 'main', 1],
      [18, 'sideboard', 2],
    ],
  );
  assert.deepEqual(doc.diagnostics, []);
  // A bullet before something that is not a header is a card line the check is unsure of: a card
  // when the card data knows the name, else a remark (`▼デッキリスト解説`).
  assert.deepEqual(
    parseDeck('■稲妻\n▼デッキリスト解説\n').entries.map((e) => [e.name, e.unsure]),
    [
      ['稲妻', true],
      ['デッキリスト解説', true],
    ],
  );
});

test('a bracket that looks like a set code is a category when a `(SET)` stands before it, even past markers and other categories', () => {
  const text = [
    '1x Rhystic Study (pcy) 45 *F* [ETB]',
    '1 Sol Ring (CMR) 472 [Ramp] [ETB]',
    '1 Sol Ring [ETB] (CMR) 472',
    '1 Jeweled Lotus <borderless> [CMR] (F)',
    '1 Sol Ring [CMR] 472 [ETB]',
    '4 Lightning Bolt [M10] *F*',
  ].join('\n');
  const doc = parseDeck(text);
  assert.deepEqual(
    doc.entries.map((e) => [e.name, e.set?.text, e.collectorNumber?.text, e.tags.map((t) => t.text)]),
    [
      ['Rhystic Study', 'pcy', '45', ['ETB']],
      ['Sol Ring', 'CMR', '472', ['Ramp', 'ETB']],
      ['Sol Ring', 'CMR', '472', ['ETB']],
      ['Jeweled Lotus', 'CMR', undefined, []],
      ['Sol Ring', 'CMR', '472', ['ETB']],
      ['Lightning Bolt', 'M10', undefined, []],
    ],
  );
  for (const e of doc.entries) {
    assert.equal(at(text, e.set!.range), e.set!.text);
    for (const t of e.tags) assert.equal(at(text, t.range), t.text);
  }
});
