// Quick fixes at the edges of a text deck, judged by the whole text they leave: the first and last
// line (with and without a final line break), an existing Maybeboard, "SB:" lines, CRLF files, the
// format line, and marking an inferred commander (or pair) below the leading comments.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase, readCardSource } from '../../../server/src/core/cards';
import { EDITOR_SUGGESTION_BUDGET, createDecklistService, type DecklistService } from '../../../server/src/core/index';
import { applyEdits, deleteLine, fixesFor } from '../../../server/src/core/features/fixes';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { applied, fixesOn, titles } from './fix-helpers';
import { INFO, commanderDeck } from '../rules/helpers';
import { fixturesDir } from '../cards/helpers';

const CARDS = RULES_CARDS.map(cardFromScryfall);
const db = createMemoryCardDatabase(CARDS, { ...INFO, date: new Date().toISOString().slice(0, 10), cards: CARDS.length });
const services = new Map<string, DecklistService>();
function service(format: string): DecklistService {
  let s = services.get(format);
  if (!s) services.set(format, (s = createDecklistService({ cards: db, defaultFormat: format })));
  return s;
}

/** The Remove and Move fixes of the banned Sol Ring on `line` of a Legacy deck, applied. */
function removeAndMove(text: string, line: number): [string, string] {
  const s = service('legacy');
  const check = s.check(text);
  const fixes = fixesOn(s, check, text, line);
  assert.deepEqual(titles(fixes), ['Remove Sol Ring from the deck', 'Move Sol Ring to the Maybeboard']);
  assert.equal(s.fixAll(check, text), undefined, 'fix-all never removes nor moves a card');
  return [applied(text, fixes[0]), applied(text, fixes[1])];
}

describe('Remove and Move to Maybeboard at the edges of the file', () => {
  test('the last line, with no final line break: the line break before it goes with it', () => {
    assert.deepEqual(removeAndMove('4 Lightning Bolt\n1 Sol Ring', 1), ['4 Lightning Bolt', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring']);
  });

  test('the only line: the Maybeboard starts the file, with no blank lines above it', () => {
    assert.deepEqual(removeAndMove('1 Sol Ring', 0), ['', 'Maybeboard\n1 Sol Ring']);
    assert.deepEqual(removeAndMove('1 Sol Ring\n', 0), ['', 'Maybeboard\n1 Sol Ring\n']);
  });

  test('the last card after a blank line: one blank line above the new Maybeboard, not two', () => {
    assert.deepEqual(removeAndMove('4 Lightning Bolt\n\n1 Sol Ring\n', 2), ['4 Lightning Bolt\n\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n']);
    assert.deepEqual(removeAndMove('4 Lightning Bolt\n\n1 Sol Ring', 2), ['4 Lightning Bolt\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring']);
    // A line of spaces is a blank line too.
    assert.deepEqual(removeAndMove('4 Lightning Bolt\n  \n1 Sol Ring\n', 2), ['4 Lightning Bolt\n  \n', '4 Lightning Bolt\n  \nMaybeboard\n1 Sol Ring\n']);
    assert.deepEqual(removeAndMove('4 Lightning Bolt\n  \n1 Sol Ring', 2), ['4 Lightning Bolt\n  ', '4 Lightning Bolt\n  \nMaybeboard\n1 Sol Ring']);
  });

  test('the first line, with and without a final line break', () => {
    assert.deepEqual(removeAndMove('1 Sol Ring\n4 Lightning Bolt', 0), ['4 Lightning Bolt', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring']);
    assert.deepEqual(removeAndMove('1 Sol Ring\n4 Lightning Bolt\n', 0), ['4 Lightning Bolt\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n']);
  });

  test('a file ending in a blank line: the new Maybeboard takes its place, no second blank line', () => {
    assert.deepEqual(removeAndMove('1 Sol Ring\n4 Lightning Bolt\n\n', 0), ['4 Lightning Bolt\n\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n']);
  });

  test('an existing Maybeboard at the end gets the card as its last line, with and without a final line break', () => {
    assert.deepEqual(removeAndMove('1 Sol Ring\n4 Lightning Bolt\n\nMaybeboard\n1 Island\n', 0), [
      '4 Lightning Bolt\n\nMaybeboard\n1 Island\n',
      '4 Lightning Bolt\n\nMaybeboard\n1 Island\n1 Sol Ring\n',
    ]);
    assert.deepEqual(removeAndMove('1 Sol Ring\n4 Lightning Bolt\n\nMaybeboard\n1 Island', 0), [
      '4 Lightning Bolt\n\nMaybeboard\n1 Island',
      '4 Lightning Bolt\n\nMaybeboard\n1 Island\n1 Sol Ring',
    ]);
  });

  test('an existing Maybeboard before the Sideboard: the card goes to the Maybeboard, not the end of the file', () => {
    const text = '4 Lightning Bolt\n\nMaybeboard\n1 Island\n\nSideboard\n1 Sol Ring\n';
    assert.deepEqual(removeAndMove(text, 6), ['4 Lightning Bolt\n\nMaybeboard\n1 Island\n\nSideboard\n', '4 Lightning Bolt\n\nMaybeboard\n1 Island\n1 Sol Ring\n\nSideboard\n']);
  });

  test('an "SB:" line moves without its SB: prefix (the Maybeboard is not the sideboard)', () => {
    assert.deepEqual(removeAndMove('4 Lightning Bolt\nSB: 1 Sol Ring\n', 1), ['4 Lightning Bolt\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n']);
    assert.deepEqual(removeAndMove('4 Lightning Bolt\nsb:1 Sol Ring\n', 1), ['4 Lightning Bolt\n', '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n']);
  });

  test('moving all three banned cards: one Maybeboard, in the deck\'s order; removing all three leaves the rest', () => {
    const s = service('legacy');
    const text = '1 Sol Ring\n1 Black Lotus\n4 Lightning Bolt\n1 Balance\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 1);
    assert.deepEqual(titles(fixes), ['Remove Black Lotus from the deck', 'Move Black Lotus to the Maybeboard', 'Remove all 3 banned cards', 'Move all 3 banned cards to the Maybeboard']);
    assert.equal(applied(text, fixes[0]), '1 Sol Ring\n4 Lightning Bolt\n1 Balance\n');
    assert.equal(applied(text, fixes[2]), '4 Lightning Bolt\n');
    assert.equal(applied(text, fixes[3]), '4 Lightning Bolt\n\nMaybeboard\n1 Sol Ring\n1 Black Lotus\n1 Balance\n');
  });

  test('a CRLF file: the line and its CRLF go; a move writes CRLF too; fix-all renames on CRLF lines', () => {
    assert.deepEqual(removeAndMove('4 Lightning Bolt\r\n1 Sol Ring\r\n52 Mountain\r\n', 1), [
      '4 Lightning Bolt\r\n52 Mountain\r\n',
      '4 Lightning Bolt\r\n52 Mountain\r\n\r\nMaybeboard\r\n1 Sol Ring\r\n',
    ]);
    const s = service('legacy');
    const text = '4 Lightnig Bolt\r\n56 Mountain\r\n';
    assert.equal(applied(text, s.fixAll(s.check(text), text)), '4 Lightning Bolt\r\n56 Mountain\r\n');
  });
});

describe('the edits themselves', () => {
  test('applyEdits counts lines by LF, CRLF and CR, and clamps a position past a line or the file to its end', () => {
    const text = 'ab\r\ncd\ref\ngh';
    const at = (line: number, character: number) => ({ line, character });
    assert.equal(applyEdits(text, [{ range: { start: at(1, 0), end: at(1, 2) }, newText: 'X' }]), 'ab\r\nX\ref\ngh');
    assert.equal(applyEdits(text, [{ range: { start: at(2, 1), end: at(3, 1) }, newText: '' }]), 'ab\r\ncd\reh');
    assert.equal(applyEdits(text, [{ range: { start: at(0, 99), end: at(0, 99) }, newText: '!' }]), 'ab\r\n!cd\ref\ngh');
    assert.equal(applyEdits(text, [{ range: { start: at(9, 0), end: at(9, 5) }, newText: '!' }]), 'ab\r\ncd\ref\ngh!');
    // Several edits, given in any order, apply from the end so earlier offsets stay right.
    assert.equal(
      applyEdits(text, [
        { range: { start: at(0, 0), end: at(0, 1) }, newText: 'A' },
        { range: { start: at(3, 0), end: at(3, 2) }, newText: 'GH' },
        { range: { start: at(0, 1), end: at(0, 1) }, newText: '+' },
      ]),
      'A+b\r\ncd\ref\nGH',
    );
  });

  test('applyEdits: edits that change lengths, given first to last, and an insertion where a deletion starts', () => {
    const at = (line: number, character: number) => ({ line, character });
    const text = '4 Bolt\n2 Ring\n';
    // Applied in the order given, the first edit would move the second one's offsets.
    assert.equal(
      applyEdits(text, [
        { range: { start: at(0, 2), end: at(0, 6) }, newText: 'Lightning Bolt' },
        { range: { start: at(1, 0), end: at(1, 1) }, newText: '1' },
        { range: { start: at(1, 2), end: at(1, 6) }, newText: 'Sol Ring' },
      ]),
      '4 Lightning Bolt\n1 Sol Ring\n',
    );
    // An insertion at the offset where a deletion starts stays: the deletion goes first.
    for (const edits of [
      [{ range: { start: at(1, 0), end: at(2, 0) }, newText: '' }, { range: { start: at(1, 0), end: at(1, 0) }, newText: 'Maybeboard\n' }],
      [{ range: { start: at(1, 0), end: at(1, 0) }, newText: 'Maybeboard\n' }, { range: { start: at(1, 0), end: at(2, 0) }, newText: '' }],
    ]) assert.equal(applyEdits(text, edits), '4 Bolt\nMaybeboard\n');
    // A position on the line after the last line break is the end of the file.
    assert.equal(applyEdits(text, [{ range: { start: at(2, 0), end: at(2, 0) }, newText: '1 Island' }]), '4 Bolt\n2 Ring\n1 Island');
    assert.equal(applyEdits('4 Bolt', [{ range: { start: at(1, 0), end: at(1, 0) }, newText: '!' }]), '4 Bolt!');
  });

  test('deleteLine: a middle line with its break; the last with the break before it; the only line', () => {
    const lines = ['a', 'bb', 'ccc'];
    assert.deepEqual(deleteLine(lines, 1), { range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } }, newText: '' });
    assert.deepEqual(deleteLine(lines, 2), { range: { start: { line: 1, character: 2 }, end: { line: 2, character: 3 } }, newText: '' });
    assert.deepEqual(deleteLine(['only'], 0), { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } }, newText: '' });
  });
});

describe('the format line', () => {
  test('one near format name: changed, preferred, and fixed by fix-all', () => {
    const s = service('legacy');
    const text = '// format: moden\n4 Lightning Bolt\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Change the format to "modern" (preferred)']);
    assert.equal(applied(text, fixes[0]), '// format: modern\n4 Lightning Bolt\n');
    assert.equal(applied(text, s.fixAll(check, text)), '// format: modern\n4 Lightning Bolt\n');
  });

  test('two near format names: both offered, neither preferred, fix-all picks none', () => {
    const s = service('legacy');
    const text = '// format: standar\n4 Lightning Bolt\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Change the format to "standardbrawl"', 'Change the format to "standard"']);
    assert.equal(applied(text, fixes[1]), '// format: standard\n4 Lightning Bolt\n');
    assert.deepEqual(fixes.map((f) => f.group), [undefined, undefined]);
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('a misspelt format in the settings, not in the file: said at the top, no edit of the file', () => {
    const s = createDecklistService({ cards: db, defaultFormat: 'legasy' });
    const text = '4 Lightning Bolt\n56 Mountain\n';
    const check = s.check(text);
    const [d] = check.diagnostics.filter((x) => x.code === 'format');
    assert.deepEqual([d.range, d.data], [{ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, { value: 'legasy', suggestions: ['legacy'] }]);
    assert.deepEqual(s.fixes(check, text, { range: d.range, diagnostics: [d] }), []);
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('an unknown format with no near name: no fix', () => {
    const s = service('legacy');
    const text = '// format: xx\n4 Lightning Bolt\n';
    assert.deepEqual(fixesOn(s, s.check(text), text, 0), []);
  });
});

describe('marking an inferred commander', () => {
  test('one commander: the directive goes below the leading comments, and fix-all adds it', () => {
    const s = service('commander');
    const text = '// my deck\n// format: commander\n1 Phelddagrif\n1 Counterspell\n98 Island\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 2);
    assert.deepEqual(titles(fixes), ['Mark Phelddagrif as the commander ("// commander: Phelddagrif") (preferred)']);
    const expected = '// my deck\n// format: commander\n// commander: Phelddagrif\n1 Phelddagrif\n1 Counterspell\n98 Island\n';
    assert.equal(applied(text, fixes[0]), expected);
    assert.equal(applied(text, s.fixAll(check, text)), expected);
  });

  test('a partner pair is marked in one line, from either partner\'s line and by fix-all, and then nothing is off-color', () => {
    const s = service('commander');
    const text = '// my deck\n\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n1 Counterspell\n97 Island\n';
    const check = s.check(text);
    assert.deepEqual(check.diagnostics.filter((d) => d.code === 'commander-inferred').map((d) => d.range.start.line), [2, 3]);
    const expected = '// my deck\n// commander: Tymna the Weaver + Thrasios, Triton Hero\n\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n1 Counterspell\n97 Island\n';
    for (const line of [2, 3]) {
      const fixes = fixesOn(s, check, text, line);
      assert.deepEqual(titles(fixes), ['Make Tymna the Weaver and Thrasios, Triton Hero the commanders (preferred)']);
      assert.equal(applied(text, fixes[0]), expected);
    }
    assert.equal(applied(text, s.fixAll(check, text)), expected);
    const after = s.check(expected);
    assert.deepEqual(after.commanders, ['Tymna the Weaver', 'Thrasios, Triton Hero']);
    assert.deepEqual(after.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), []);
  });
});

/** The fixes on `line`, each applied, and fix-all applied (undefined when it offers nothing). */
function appliedFixes(format: string, text: string, line: number): { fixes: Record<string, string>; all: string | undefined } {
  const s = service(format);
  const check = s.check(text);
  const fixes = Object.fromEntries(fixesOn(s, check, text, line).map((f) => [titles([f])[0], applied(text, f)]));
  const all = s.fixAll(check, text);
  return { fixes, all: all && applied(text, all) };
}

describe('each kind of fix, one line and all of the kind', () => {
  test('restricted cards in Vintage: one copy each, and "Keep one copy of each"', () => {
    assert.deepEqual(appliedFixes('vintage', '2 Ancestral Recall\n2 Black Lotus\n56 Island\n', 0), {
      fixes: {
        'Set the quantity of Ancestral Recall to 1 (preferred)': '1 Ancestral Recall\n2 Black Lotus\n56 Island\n',
        'Keep one copy of each of the 2 restricted cards': '1 Ancestral Recall\n1 Black Lotus\n56 Island\n',
      },
      // Fix-all lowers no count: which cards fill the deck again is the player's choice.
      all: undefined,
    });
  });

  test('cards not legal in Pauper: removed or moved, one or all', () => {
    assert.deepEqual(appliedFixes('pauper', '4 Lightning Bolt\n4 Sol Ring\n4 Black Lotus\n48 Mountain\n', 1), {
      fixes: {
        'Remove Sol Ring from the deck': '4 Lightning Bolt\n4 Black Lotus\n48 Mountain\n',
        'Move Sol Ring to the Maybeboard': '4 Lightning Bolt\n4 Black Lotus\n48 Mountain\n\nMaybeboard\n4 Sol Ring\n',
        'Remove all 2 cards not legal in this format': '4 Lightning Bolt\n48 Mountain\n',
        'Move all 2 cards not legal in this format to the Maybeboard': '4 Lightning Bolt\n48 Mountain\n\nMaybeboard\n4 Sol Ring\n4 Black Lotus\n',
      },
      all: undefined,
    });
  });

  test('official spelling: one name, all names, a split card written with one slash', () => {
    assert.deepEqual(appliedFixes('legacy', '4 lightning bolt\n4 counterspell\n52 Island\n', 0), {
      fixes: {
        'Write the card name as "Lightning Bolt" (preferred)': '4 Lightning Bolt\n4 counterspell\n52 Island\n',
        'Write all 2 card names in their official spelling': '4 Lightning Bolt\n4 Counterspell\n52 Island\n',
      },
      all: '4 Lightning Bolt\n4 Counterspell\n52 Island\n',
    });
    assert.deepEqual(appliedFixes('legacy', '4 fire/ice\n56 Island\n', 0), {
      fixes: { 'Write the card name as "Fire // Ice" (preferred)': '4 Fire // Ice\n56 Island\n' },
      all: '4 Fire // Ice\n56 Island\n',
    });
    // A double-faced card written by its front face is written well.
    assert.deepEqual(appliedFixes('legacy', '4 Civilized Scholar\n56 Island\n', 0), { fixes: {}, all: undefined });
    // Written in another case, it is respelt as the front face the player wrote, not as both faces.
    assert.deepEqual(appliedFixes('legacy', '4 civilized scholar\n56 Island\n', 0), {
      fixes: { 'Write the card name as "Civilized Scholar" (preferred)': '4 Civilized Scholar\n56 Island\n' },
      all: '4 Civilized Scholar\n56 Island\n',
    });
    // Both faces written in another case are respelt as both faces.
    assert.deepEqual(appliedFixes('legacy', '4 civilized scholar // homicidal brute\n56 Island\n', 0), {
      fixes: { 'Write the card name as "Civilized Scholar // Homicidal Brute" (preferred)': '4 Civilized Scholar // Homicidal Brute\n56 Island\n' },
      all: '4 Civilized Scholar // Homicidal Brute\n56 Island\n',
    });
  });

  test('misspelt lines of cards already in the deck at their limit: deleted, one or all', () => {
    const text = '4 Counterspell\n4 Counterspel\n4 Lightning Bolt\n4 Lightnig Bolt\n44 Island\n';
    assert.deepEqual(appliedFixes('legacy', text, 1), {
      fixes: {
        'Delete this line: Counterspell is already in the deck (line 1) (preferred)': '4 Counterspell\n4 Lightning Bolt\n4 Lightnig Bolt\n44 Island\n',
        'Change to "Counterspell"': '4 Counterspell\n4 Counterspell\n4 Lightning Bolt\n4 Lightnig Bolt\n44 Island\n',
        'Delete all 2 misspelt lines of cards already in the deck': '4 Counterspell\n4 Lightning Bolt\n44 Island\n',
      },
      all: undefined,
    });
  });

  test('the commander listed again in the deck: the deck line goes, never the command zone\'s', () => {
    const text = commanderDeck('Phelddagrif', ['Phelddagrif', 'Sol Ring', '2 Sol Ring']);
    const expectedAll = 'Commander\n1 Phelddagrif\n\nDeck\n1 Sol Ring\n31 Forest\n31 Island\n33 Plains\n';
    assert.deepEqual(appliedFixes('commander', text, 4), {
      fixes: {
        'Delete this duplicate Phelddagrif line (preferred)': 'Commander\n1 Phelddagrif\n\nDeck\n1 Sol Ring\n2 Sol Ring\n31 Forest\n31 Island\n33 Plains\n',
        'Remove the extra copies of all 2 cards': expectedAll,
      },
      all: undefined,
    });
    assert.deepEqual(appliedFixes('commander', text, 1).fixes, {}, 'no fix on the command zone\'s line');
  });

  test('three full playsets: the extra eight come off this line and the last other one; a line without a quantity counts as one', () => {
    const text = '4 Lightning Bolt\n4 Lightning Bolt\n4 Lightning Bolt\n48 Mountain\n';
    assert.deepEqual(appliedFixes('legacy', text, 1).fixes, { 'Remove 8 copies of Lightning Bolt: from this line and line 3 (preferred)': '4 Lightning Bolt\n48 Mountain\n' });
    assert.deepEqual(appliedFixes('legacy', text, 2).fixes, { 'Remove 8 copies of Lightning Bolt: from this line and line 2 (preferred)': '4 Lightning Bolt\n48 Mountain\n' });
    assert.deepEqual(appliedFixes('legacy', 'Lightning Bolt\n4 Lightning Bolt\n55 Mountain\n', 1).fixes, {
      'Set the quantity of Lightning Bolt to 3 (preferred)': 'Lightning Bolt\n3 Lightning Bolt\n55 Mountain\n',
    });
    assert.deepEqual(appliedFixes('legacy', '4 Lightning Bolt\nLightning Bolt\n55 Mountain\n', 1).fixes, {
      'Delete this duplicate Lightning Bolt line (preferred)': '4 Lightning Bolt\n55 Mountain\n',
    });
  });
});

describe('more fixes, applied', () => {
  test('an XML deck on one line: removing the banned card would delete the whole file, so nothing is offered', () => {
    const s = service('legacy');
    const xml = '<Deck><Cards CatID="1" Quantity="1" Sideboard="false" Name="Sol Ring" /></Deck>';
    const check = s.check(xml, { fileName: 'deck.dek' });
    assert.deepEqual(check.diagnostics.map((d) => d.code), ['deck-size', 'banned']);
    assert.deepEqual(fixesOn(s, check, xml, 0), []);
    assert.equal(s.fixAll(check, xml), undefined);
  });

  test('two renames in one deck, one revealing a ban and one not: fix-all makes only the safe one (each judged apart)', () => {
    const s = service('legacy');
    const text = '1 Sol Rnig\n4 Lightnig Bolt\n55 Island\n';
    const check = s.check(text);
    assert.deepEqual(titles(fixesOn(s, check, text, 0)), ['Change to "Sol Ring"']);
    assert.deepEqual(titles(fixesOn(s, check, text, 1)), ['Change to "Lightning Bolt" (preferred)']);
    assert.equal(applied(text, s.fixAll(check, text)), '1 Sol Rnig\n4 Lightning Bolt\n55 Island\n');
  });

  test('a deck of exactly 2,000 lines is still checked again per fix: its rename is preferred', () => {
    const s = service('legacy');
    const text = '4 Lightnig Bolt\n' + '1 Island\n'.repeat(1999);
    assert.equal(text.split('\n').length, 2001);
    const check = s.check(text.slice(0, -1));
    assert.deepEqual(titles(fixesOn(s, check, text.slice(0, -1), 0)), ['Change to "Lightning Bolt" (preferred)']);
  });

  test('fixesFor without a recheck (a caller that cannot check again): the one near-certain rename is preferred', () => {
    const s = service('legacy');
    const text = '4 Lightnig Bolt\n56 Mountain\n';
    const check = s.check(text);
    const [d] = check.diagnostics;
    assert.deepEqual(titles(fixesFor(check, text, { range: d.range, diagnostics: [d] })), ['Change to "Lightning Bolt" (preferred)']);
  });

  test('a misspelt line of a card with room left: a plain rename; a misspelt face name renames to the whole card', () => {
    assert.deepEqual(appliedFixes('legacy', '2 Counterspell\n1 Counterspel\n57 Island\n', 1), {
      fixes: { 'Change to "Counterspell" (preferred)': '2 Counterspell\n1 Counterspell\n57 Island\n' },
      all: '2 Counterspell\n1 Counterspell\n57 Island\n',
    });
    assert.deepEqual(appliedFixes('legacy', '4 Homicidal Brut\n56 Island\n', 0).fixes, {
      'Change to "Civilized Scholar // Homicidal Brute" (preferred)': '4 Civilized Scholar // Homicidal Brute\n56 Island\n',
    });
  });

  test('the Commander section written last: extra copies come off the deck lines, never the commander\'s line', () => {
    const text = 'Deck\n1 Phelddagrif\n1 Phelddagrif\n97 Island\n\nCommander\n1 Phelddagrif\n';
    // On the commander's own line (one copy, the commander) no fix: it would not touch that line.
    assert.deepEqual(appliedFixes('commander', text, 6).fixes, {});
    assert.deepEqual(appliedFixes('commander', text, 2), {
      fixes: { 'Remove 2 copies of Phelddagrif: from this line and line 2 (preferred)': 'Deck\n97 Island\n\nCommander\n1 Phelddagrif\n' },
      all: undefined,
    });
  });

  test('two cards that cannot be commanders: removed or moved, one or both, in words for any problem', () => {
    assert.deepEqual(appliedFixes('commander', 'Commander\n1 Goblin Piker\n1 Llanowar Elves\n\nDeck\n98 Mountain\n', 1), {
      fixes: {
        'Remove Goblin Piker from the deck': 'Commander\n1 Llanowar Elves\n\nDeck\n98 Mountain\n',
        'Move Goblin Piker to the Maybeboard': 'Commander\n1 Llanowar Elves\n\nDeck\n98 Mountain\n\nMaybeboard\n1 Goblin Piker\n',
        'Remove all 2 cards with this problem': 'Commander\n\nDeck\n98 Mountain\n',
        'Move all 2 cards with this problem to the Maybeboard': 'Commander\n\nDeck\n98 Mountain\n\nMaybeboard\n1 Goblin Piker\n1 Llanowar Elves\n',
      },
      all: undefined,
    });
  });

  test('no commander marked and none inferred: one "Make … the commander" per legend, none preferred, each applied', () => {
    const s = service('commander');
    const text = '// format: commander\n1 Thrasios, Triton Hero\n1 Sol Ring\n1 Tatyova, Benthic Druid\n1 Counterspell\n47 Island\n48 Forest\n';
    const check = s.check(text);
    const missing = check.diagnostics.filter((d) => d.code === 'commander-missing');
    assert.equal(missing.length, 1);
    const fixes = s.fixes(check, text, { range: missing[0].range, diagnostics: missing });
    assert.deepEqual(titles(fixes), ['Make Thrasios, Triton Hero the commander', 'Make Tatyova, Benthic Druid the commander']);
    assert.deepEqual(fixes.map((f) => f.group), ['commander-missing:make-commander-0', 'commander-missing:make-commander-1']);
    assert.deepEqual(fixes.map((f) => f.kind), ['quickfix', 'quickfix']);
    assert.equal(applied(text, fixes[1]), '// format: commander\nCommander\n1 Tatyova, Benthic Druid\n\nDeck\n1 Thrasios, Triton Hero\n1 Sol Ring\n1 Counterspell\n47 Island\n48 Forest\n');
    assert.equal(s.fixAll(check, text), undefined);
  });

  test('an editor\'s check leaves suggestions to the fix (suggestionsDeferred): the rename is still found and preferred', () => {
    // Card data of its own: suggestions an earlier check found are remembered per card data.
    const fresh = createMemoryCardDatabase(CARDS, db.info);
    const s = createDecklistService({ cards: fresh, defaultFormat: 'legacy', suggestionBudget: EDITOR_SUGGESTION_BUDGET });
    const text = '4 Lightnig Bolt\n56 Mountain\n';
    const check = s.check(text);
    assert.deepEqual(check.diagnostics[0].data, { suggestions: [], name: 'Lightnig Bolt', suggestionsDeferred: true });
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Change to "Lightning Bolt" (preferred)']);
    assert.equal(applied(text, s.fixAll(check, text)), '4 Lightning Bolt\n56 Mountain\n');
  });

  test('a split card\'s half is not a name of its own: "Fier" is not renamed to Fire // Ice', () => {
    assert.deepEqual(appliedFixes('legacy', '4 Fier\n56 Island\n', 0), {
      fixes: { 'Remove Fier from the deck': '56 Island\n', 'Move Fier to the Maybeboard': '56 Island\n\nMaybeboard\n4 Fier\n' },
      all: undefined,
    });
  });

  test('moving all banned cards keeps the deck\'s line order, a card on two lines included', () => {
    const text = '1 Sol Ring\n1 Black Lotus\n1 Sol Ring\n57 Island\n';
    assert.equal(appliedFixes('legacy', text, 1).fixes['Move all 3 banned cards to the Maybeboard'], '57 Island\n\nMaybeboard\n1 Sol Ring\n1 Black Lotus\n1 Sol Ring\n');
  });

  test('a range over two unknown names with old card data: one "Update Card Data", then each line\'s fixes', () => {
    const old = createMemoryCardDatabase(CARDS, { ...db.info, date: '2020-01-01' });
    const s = createDecklistService({ cards: old, defaultFormat: 'legacy' });
    const text = '4 Lightnig Bolt\n4 Counterspel\n52 Island\n';
    const check = s.check(text);
    const unknown = check.diagnostics.filter((d) => d.code === 'unknown-card');
    assert.equal(unknown.length, 2);
    const fixes = s.fixes(check, text, { range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, diagnostics: unknown });
    assert.deepEqual(titles(fixes), ['Update Card Data', 'Change to "Lightning Bolt" (preferred)', 'Change to "Counterspell" (preferred)', 'Fix all 2 misspelt card names']);
    assert.equal(applied(text, fixes[3]), '4 Lightning Bolt\n4 Counterspell\n52 Island\n');
  });

  test('two misspelt lines of one card, each fine alone but over the limit together: fix-all renames only the first', () => {
    const text = '3 Lightnig Bolt\n3 Lightnin Bolt\n54 Mountain\n';
    assert.deepEqual(appliedFixes('legacy', text, 0), {
      fixes: { 'Change to "Lightning Bolt" (preferred)': '3 Lightning Bolt\n3 Lightnin Bolt\n54 Mountain\n' },
      all: '3 Lightning Bolt\n3 Lightnin Bolt\n54 Mountain\n',
    });
  });

  test('a misspelt line that brings the card exactly to its limit: a plain rename, no "lower the quantity"', () => {
    assert.deepEqual(appliedFixes('legacy', '2 Counterspell\n2 Counterspel\n56 Island\n', 1).fixes, {
      'Change to "Counterspell" (preferred)': '2 Counterspell\n2 Counterspell\n56 Island\n',
    });
  });

  test('the first half of a split card alone is written as the whole card', () => {
    assert.deepEqual(appliedFixes('legacy', '4 Fire\n56 Island\n', 0), {
      fixes: { 'Write the card name as "Fire // Ice" (preferred)': '4 Fire // Ice\n56 Island\n' },
      all: '4 Fire // Ice\n56 Island\n',
    });
  });

  test('Oathbreaker: "all of this kind" names the oathbreaker\'s colors', () => {
    const text = commanderDeck(['Chandra, Torch of Defiance', 'Lightning Bolt'], ['Counterspell', 'Llanowar Elves'], ['Mountain'], 60);
    const { fixes } = appliedFixes('oathbreaker', text, 5);
    assert.deepEqual(Object.keys(fixes), [
      'Remove Counterspell from the deck',
      'Move Counterspell to the Maybeboard',
      "Remove all 2 cards outside the oathbreaker's colors",
      "Move all 2 cards outside the oathbreaker's colors to the Maybeboard",
    ]);
    assert.equal(fixes["Remove all 2 cards outside the oathbreaker's colors"], text.replace('1 Counterspell\n1 Llanowar Elves\n', ''));
  });

  test('an unknown card already in the Maybeboard can be removed, not moved where it is', () => {
    assert.deepEqual(appliedFixes('legacy', '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Lightning Blast\n', 4), {
      fixes: { 'Remove Lightning Blast from the deck': '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n' },
      all: undefined,
    });
  });

  test('an unknown card in the middle of the Maybeboard: removed, not moved within it', () => {
    assert.deepEqual(appliedFixes('legacy', '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Lightning Blast\n1 Island\n', 4), {
      fixes: { 'Remove Lightning Blast from the deck': '4 Lightning Bolt\n56 Mountain\n\nMaybeboard\n1 Island\n' },
      all: undefined,
    });
  });

  test('a misspelt "// commander:" line is corrected in place', () => {
    assert.deepEqual(appliedFixes('commander', '// commander: Phelddagrf\n1 Phelddagrif\n99 Island\n', 0), {
      fixes: { 'Change to "Phelddagrif" (preferred)': '// commander: Phelddagrif\n1 Phelddagrif\n99 Island\n' },
      all: '// commander: Phelddagrif\n1 Phelddagrif\n99 Island\n',
    });
  });

  test('extra copies on the last two lines of a file without a final line break: one deletion, not two overlapping ones', () => {
    const text = '4 Lightning Bolt\n4 Lightning Bolt\n4 Lightning Bolt';
    const s = service('legacy');
    const check = s.check(text);
    const [fix] = fixesOn(s, check, text, 2);
    assert.equal(fix.title, 'Remove 8 copies of Lightning Bolt: from this line and line 2');
    assert.equal(fix.edits.length, 1);
    assert.equal(applied(text, fix), '4 Lightning Bolt');
    assert.equal(s.fixAll(check, text), undefined, 'fix-all deletes no line');
  });
});

describe('Japanese names', () => {
  test('a half-width Japanese name is written as printed: the title names it, it is preferred, and fix-all writes it', async () => {
    const r = await readCardSource(path.join(fixturesDir, 'atomic-japanese.json'), { languages: ['Japanese'] });
    const s = createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, r.aliases), defaultFormat: 'legacy' });
    const text = '1 ﾗﾉﾜｰﾙの使者ﾛﾌｪﾛｽ\n4 稲妻\n';
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    assert.deepEqual(titles(fixes), ['Write the card name as "ラノワールの使者ロフェロス" (preferred)']);
    assert.equal(applied(text, fixes[0]), '1 ラノワールの使者ロフェロス\n4 稲妻\n');
    assert.equal(applied(text, s.fixAll(check, text)), '1 ラノワールの使者ロフェロス\n4 稲妻\n');
    assert.deepEqual(fixesOn(s, check, text, 1), [], 'a Japanese name as printed needs no fix');
  });
});

describe('Japanese names of a double-faced card', () => {
  const service = async () => {
    const r = await readCardSource(path.join(fixturesDir, 'atomic-japanese-dfc.json'), { languages: ['Japanese'] });
    return createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, r.aliases), defaultFormat: 'legacy' });
  };
  const fixesOfFirstLine = (s: DecklistService, text: string) => {
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 0);
    return { fixes: Object.fromEntries(fixes.map((f) => [titles([f])[0], applied(text, f)])), all: s.fixAll(check, text) && applied(text, s.fixAll(check, text)) };
  };

  test('the front face as printed, and both faces as printed, need no fix', async () => {
    const s = await service();
    assert.deepEqual(fixesOfFirstLine(s, '1 ウェストヴェイルの修道院\n'), { fixes: {}, all: undefined });
    assert.deepEqual(fixesOfFirstLine(s, '1 ウェストヴェイルの修道院 // 冒涜の悪魔、オーメンダール\n'), { fixes: {}, all: undefined });
  });

  test('a half-width front face is written as the printed front face, not as both faces', async () => {
    const s = await service();
    assert.deepEqual(fixesOfFirstLine(s, '1 ｳｪｽﾄｳﾞｪｲﾙの修道院\n'), {
      fixes: { 'Write the card name as "ウェストヴェイルの修道院" (preferred)': '1 ウェストヴェイルの修道院\n' },
      all: '1 ウェストヴェイルの修道院\n',
    });
  });

  test('the back face alone is written as the whole card', async () => {
    const s = await service();
    assert.deepEqual(fixesOfFirstLine(s, '1 冒涜の悪魔、オーメンダール\n'), {
      fixes: { 'Write the card name as "ウェストヴェイルの修道院 // 冒涜の悪魔、オーメンダール" (preferred)': '1 ウェストヴェイルの修道院 // 冒涜の悪魔、オーメンダール\n' },
      all: '1 ウェストヴェイルの修道院 // 冒涜の悪魔、オーメンダール\n',
    });
  });

  test('a misspelt front face is changed to the front face it was meant as, in Japanese and in English; both faces misspelt, to both faces', async () => {
    const s = await service();
    // ウェストヴェイルの修道員 matches the front face's Japanese name (an alias), one character off.
    assert.deepEqual(fixesOfFirstLine(s, '1 ウェストヴェイルの修道員\n'), {
      fixes: { 'Change to "ウェストヴェイルの修道院" (preferred)': '1 ウェストヴェイルの修道院\n' },
      all: '1 ウェストヴェイルの修道院\n',
    });
    assert.deepEqual(fixesOfFirstLine(s, '1 Westvale Abbay\n'), {
      fixes: { 'Change to "Westvale Abbey" (preferred)': '1 Westvale Abbey\n' },
      all: '1 Westvale Abbey\n',
    });
    assert.deepEqual(fixesOfFirstLine(s, '1 Westvale Abbey // Ormendahl, Profane Prinse\n'), {
      fixes: { 'Change to "Westvale Abbey // Ormendahl, Profane Prince" (preferred)': '1 Westvale Abbey // Ormendahl, Profane Prince\n' },
      all: '1 Westvale Abbey // Ormendahl, Profane Prince\n',
    });
  });

  test("a split card's first half in Japanese is written as the whole card", async () => {
    const r = await readCardSource(path.join(fixturesDir, 'atomic-japanese.json'), { languages: ['Japanese'] });
    const s = createDecklistService({ cards: createMemoryCardDatabase(r.cards, r.info, r.aliases), defaultFormat: 'legacy' });
    assert.deepEqual(fixesOfFirstLine(s, '4 火\n'), {
      fixes: { 'Write the card name as "火 // 氷" (preferred)': '4 火 // 氷\n' },
      all: '4 火 // 氷\n',
    });
  });
});

describe('the command zone keeps its commander', () => {
  test('two copies on the Commander line and one in the deck: the fix lowers the commander line to 1 and deletes the deck copy', () => {
    const text = 'Commander\n2 Phelddagrif\n\nDeck\n1 Phelddagrif\n97 Island\n';
    const expected = 'Commander\n1 Phelddagrif\n\nDeck\n97 Island\n';
    assert.deepEqual(appliedFixes('commander', text, 1), {
      fixes: { 'Remove 2 copies of Phelddagrif: from this line and line 5 (preferred)': expected },
      all: undefined,
    });
    assert.deepEqual(service('commander').check(expected).commanders, ['Phelddagrif']);
    // From the deck line alone the excess cannot be taken without the commander line: no fix there.
    assert.deepEqual(appliedFixes('commander', text, 4).fixes, {});
  });
});


describe('a card in the Companion section that cannot be the companion', () => {
  test('a new deck whose first card went under Companion: "Move … into the deck" puts it under Deck, the whole text compared', () => {
    const text = '// format: commander\n\nCommander\n1 Tymna the Weaver\n\nCompanion\n1 Sol Ring\n\nDeck\n\n\nMaybeboard\n';
    const s = service('commander');
    const check = s.check(text);
    const fixes = fixesOn(s, check, text, 6);
    assert.deepEqual(titles(fixes), ['Move Sol Ring into the deck', 'Remove Sol Ring from the deck']);
    assert.equal(applied(text, fixes[0]), '// format: commander\n\nCommander\n1 Tymna the Weaver\n\nCompanion\n\nDeck\n1 Sol Ring\n\n\nMaybeboard\n');
    assert.equal(applied(text, fixes[1]), '// format: commander\n\nCommander\n1 Tymna the Weaver\n\nCompanion\n\nDeck\n\n\nMaybeboard\n');
    assert.equal(s.fixAll(check, text), undefined, 'a move is a choice: not in fix-all');
  });

  test('a Deck section with cards, the last line without a line break: the card goes after its last card', () => {
    const text = 'Companion\n1 Sol Ring\n\nDeck\n4 Lightning Bolt\n4 Counterspell';
    const s = service('legacy');
    const fixes = fixesOn(s, s.check(text), text, 1);
    assert.equal(fixes[0].title, 'Move Sol Ring into the deck');
    assert.equal(applied(text, fixes[0]), 'Companion\n\nDeck\n4 Lightning Bolt\n4 Counterspell\n1 Sol Ring');
  });

  test('a format without companions: the same move, for a real companion too', () => {
    const text = 'Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Lightning Bolt\n\nSideboard\n1 Counterspell\n';
    const s = service('commander-2010');
    const fixes = fixesOn(s, s.check(text), text, 1);
    assert.deepEqual(titles(fixes), ['Move Lurrus of the Dream-Den into the deck', 'Remove Lurrus of the Dream-Den from the deck']);
    assert.equal(applied(text, fixes[0]), 'Companion\n\nDeck\n4 Lightning Bolt\n1 Lurrus of the Dream-Den\n\nSideboard\n1 Counterspell\n');
  });
});
