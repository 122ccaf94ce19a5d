import { test } from 'node:test';
import assert from 'node:assert/strict';
import { convertDeck, escapeXmlAttribute, type ConvertTarget } from '../../../server/src/core/convert';
import type { CheckResult } from '../../../server/src/core/check';
import { parseDeck } from '../../../server/src/core/parse';
import { checkDeck } from '../../../server/src/core/check';
import { check, db, format } from '../rules/helpers';

/** Copies per zone and card, as the checker sees the deck. */
function cards(r: CheckResult, options: { maybeboard?: boolean } = {}): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of r.context.entries) {
    if (e.zone === 'outside' || (e.zone === 'maybeboard' && !options.maybeboard)) continue;
    const k = `${e.zone}: ${e.name}`;
    out[k] = (out[k] ?? 0) + e.entry.quantity;
  }
  return out;
}

function reparse(content: string, formatId: string): CheckResult {
  return checkDeck(parseDeck(content), db(), format(formatId));
}

const COMMANDER_DECK = `// Name: Hippo <&> Friends
1 Phelddagrif
1 Sol Ring
1 Fire // Ice
1 civilized scholar
1 《稲妻/Lightning Bolt》
1 Flaxen Intruder
1 Kraum, Ludevic's Opus
1 Mystery "Card" & Co
2 Island
90 Island (ZEN) 230
Sideboard
1 Counterspell
Maybeboard
1 Kor Skyfisher
`;

test('convert text: canonical names, the commander in its own section, printings kept, and it reads back the same', () => {
  const r = check(COMMANDER_DECK, 'commander');
  assert.deepEqual(r.commanders, ['Phelddagrif']);
  const out = convertDeck(r, 'text');
  assert.equal(out.language, 'decklist');
  const lines = out.content.split('\n');
  assert.equal(lines[0], '// format: commander');
  assert.ok(lines.includes('// name: Hippo <&> Friends'), 'other directives are kept');
  assert.deepEqual(lines.slice(lines.indexOf('Commander'), lines.indexOf('Commander') + 2), ['Commander', '1 Phelddagrif']);
  for (const l of ['1 Civilized Scholar // Homicidal Brute', '1 Lightning Bolt', '1 Fire // Ice', '2 Island', '90 Island (ZEN) 230', '1 Mystery "Card" & Co', 'Maybeboard', '1 Kor Skyfisher']) {
    assert.ok(lines.includes(l), `${l} in\n${out.content}`);
  }
  assert.deepEqual(cards(reparse(out.content, 'commander'), { maybeboard: true }), cards(r, { maybeboard: true }));
});

test('convert arena: Commander / Deck / Sideboard sections, split cards with ///, other multi-face cards by the front face, no maybeboard', () => {
  const r = check(COMMANDER_DECK, 'commander');
  const out = convertDeck(r, 'arena');
  const lines = out.content.split('\n');
  assert.equal(lines[0], 'Commander');
  assert.ok(!out.content.includes('format:'));
  assert.ok(lines.includes('Deck') && lines.includes('Sideboard') && !lines.includes('Maybeboard'));
  assert.ok(lines.includes('1 Fire /// Ice'));
  assert.ok(lines.includes('1 Civilized Scholar'));
  assert.ok(lines.includes('1 Flaxen Intruder'));
  assert.ok(lines.includes('90 Island (ZEN) 230') && lines.includes('2 Island'), out.content);
  assert.deepEqual(cards(reparse(out.content, 'commander')), cards(r));
});

test('convert mtgo: .dek XML with escaped names, the commander as an annotated sideboard card, and it reads back the same', () => {
  const r = check(COMMANDER_DECK, 'commander');
  const out = convertDeck(r, 'mtgo');
  assert.equal(out.language, 'decklist');
  assert.match(out.content, /^<\?xml version="1.0" encoding="utf-8"\?>\n<Deck /);
  assert.ok(out.content.includes('Name="Kraum, Ludevic&apos;s Opus"'));
  assert.ok(out.content.includes('Name="Mystery &quot;Card&quot; &amp; Co"'));
  assert.ok(out.content.includes('<Cards Quantity="1" Sideboard="true" Name="Phelddagrif" Annotation="16777728" />'));
  assert.ok(out.content.includes('Name="Fire/Ice"'));
  assert.ok(!out.content.includes('Kor Skyfisher'), 'MTGO has no maybeboard');
  const back = reparse(out.content, 'commander');
  assert.equal(back.context.doc.dialect, 'mtgo-xml');
  assert.deepEqual(back.context.doc.diagnostics, []);
  assert.deepEqual(back.commanders, ['Phelddagrif']);
  assert.deepEqual(cards(back), cards(r));
});

test('convert: a constructed companion stays in the sideboard; Arena lists it in Companion too, MTGO only in the sideboard', () => {
  const deck = '// companion: Lurrus of the Dream-Den\n4 Kor Skyfisher\n56 Plains\n\nSideboard\n1 Lurrus of the Dream-Den\n2 Counterspell\n';
  const r = check(deck, 'modern');
  const arena = convertDeck(r, 'arena').content;
  assert.ok(arena.startsWith('Companion\n1 Lurrus of the Dream-Den\n'), arena);
  assert.deepEqual(cards(reparse(arena, 'modern')), cards(r));
  const mtgo = convertDeck(r, 'mtgo').content;
  assert.equal(mtgo.match(/Lurrus/g)?.length, 1);
  const back = cards(reparse(mtgo, 'modern'));
  const { ['companion: Lurrus of the Dream-Den']: _companion, ...rest } = cards(r);
  assert.deepEqual(back, rest);
});

test('convert: Oathbreaker signature spell goes to the command zone in every target', () => {
  const deck = 'Commander\n1 Chandra, Torch of Defiance\n1 Lightning Bolt\n\nDeck\n58 Mountain\n';
  const r = check(deck, 'oathbreaker');
  assert.equal(r.context.signatureSpells.length, 1);
  for (const target of ['text', 'arena', 'mtgo'] as ConvertTarget[]) {
    assert.deepEqual(cards(reparse(convertDeck(r, target).content, 'oathbreaker')), cards(r), target);
  }
});

test('convert: copies of one card in one section are added up', () => {
  const r = check('2 Lightning Bolt\n1 Counterspell\n2 lightning bolt\nSideboard\n1 Lightning Bolt\n', 'modern');
  const out = convertDeck(r, 'arena').content;
  assert.equal(out, 'Deck\n4 Lightning Bolt\n1 Counterspell\n\nSideboard\n1 Lightning Bolt\n');
});

test('escapeXmlAttribute escapes the five XML special characters', () => {
  assert.equal(escapeXmlAttribute(`<a & 'b' "c">`), '&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;');
});

test('the converted deck lists the names the card data does not know, once each, as written (the editor warns before writing)', () => {
  const r = check('4 Lightning Bolt\n2 Lightnig Helix\n2 Lightnig Helix\n1 Goblin Gide\n\nMaybeboard\n1 Nonesuch Card\n', 'legacy');
  assert.deepEqual(convertDeck(r, 'text').unknown, ['Lightnig Helix', 'Goblin Gide', 'Nonesuch Card']);
  // Arena and MTGO have no maybeboard: what is not written is not warned about.
  assert.deepEqual(convertDeck(r, 'arena').unknown, ['Lightnig Helix', 'Goblin Gide']);
  assert.deepEqual(convertDeck(r, 'mtgo').unknown, ['Lightnig Helix', 'Goblin Gide']);
  assert.deepEqual(convertDeck(check('4 Lightning Bolt\n', 'legacy'), 'arena').unknown, []);
});
