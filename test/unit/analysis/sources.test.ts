// Colored sources on real land types and mana abilities, pips and the hardest cost per color.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDecklistService } from '../../../server/src/core/index';
import { analyze, service } from './helpers';

const sixty = (lines: string[], fill = 'Thoughtseize'): string => {
  const n = lines.reduce((s, l) => s + Number(l.split(' ')[0]), 0);
  return [...lines, `${60 - n} ${fill}`].join('\n');
};

test('lands count for the colors they make: basic types, "Add", any color, fetch lands for what the deck holds, MDFC land faces', () => {
  const { analysis } = analyze(
    sixty([
      '4 Steam Vents', // Island Mountain: U and R
      '4 Scalding Tarn', // fetches Island or Mountain: U and R here
      '2 Evolving Wilds', // any basic: the deck's basics are Island and Mountain
      '3 Island',
      '3 Mountain',
      '2 Sulfur Falls', // Add {U} or {R}
      '1 Mana Confluence', // any color
      '1 Wastes', // colorless only
      "1 Emeria's Call // Emeria, Shattered Skyclave", // land face: W
      '4 Counterspell',
      '4 Lightning Bolt',
    ]),
    'modern',
  );
  const c = analysis.colors;
  assert.equal(c.U!.sources, 4 + 4 + 2 + 3 + 2 + 1);
  assert.equal(c.R!.sources, 4 + 4 + 2 + 3 + 2 + 1);
  assert.equal(c.W!.sources, 1 + 1, 'Mana Confluence and the MDFC land face');
  assert.equal(c.B!.sources, 1, 'only Mana Confluence: Evolving Wilds finds no Swamp in this deck');
  assert.equal(analysis.lands, 4 + 4 + 2 + 3 + 3 + 2 + 1 + 1, 'the MDFC counts as a spell, as its front is');
});

test('cheap rocks and dorks count as sources (Llanowar Elves, Birds of Paradise); Sol Ring only for {C}; Gilded Lotus and Dark Ritual do not', () => {
  const { analysis } = analyze(sixty(['4 Llanowar Elves', '4 Birds of Paradise', '1 Sol Ring', '1 Gilded Lotus', '4 Dark Ritual', '20 Forest']), 'legacy');
  assert.equal(analysis.colors.G!.sources, 20 + 4 + 4);
  assert.equal(analysis.colors.B!.sources, 4, 'Birds only; a ritual is no source');
  assert.equal(analysis.cheapDrawAndRamp, 4 + 4 + 1, 'rocks and dorks of mana value ≤ 2 count as ramp for the land formula');
});

test('hybrid and Phyrexian symbols count as pips but ask for no source; the hardest cost is the one needing most sources', () => {
  const { analysis } = analyze(sixty(['4 Kitchen Finks', '4 Gitaxian Probe', '4 Opt', '2 Cryptic Command', '4 Counterspell', '22 Island'], 'Opt'), 'modern');
  const c = analysis.colors;
  assert.equal(c.G!.pips, 8);
  assert.equal(c.G!.required, null, 'hybrid only: nothing required');
  assert.equal(c.W!.hardestCost, null);
  assert.equal(c.U!.hardestCost, '{1}{U}{U}{U}', '1CCC (21) outranks CC (21 = tie, the first stays) and C');
  assert.equal(c.U!.hardestCard, 'Cryptic Command');
  assert.equal(c.U!.required, 21);
  assert.equal(c.U!.sources, 22);
  assert.equal(c.U!.enough, true);
});

test('a split card asks for each half; a commander cost asks too (99-card table)', () => {
  const lines = ['Commander', '1 Niv-Mizzet, Parun', '', 'Deck', '1 Fire // Ice', '1 Counterspell', '1 Sol Ring', '40 Island', '40 Mountain', '16 Opt'];
  const { analysis } = analyze(lines.join('\n'), 'commander');
  assert.equal(analysis.library, 99);
  assert.equal(analysis.table, 99);
  assert.equal(analysis.colors.R!.hardestCard, 'Niv-Mizzet, Parun');
  assert.equal(analysis.colors.R!.hardestCost, '{U}{U}{U}{R}{R}{R}');
  assert.equal(analysis.colors.R!.turn, 5, 'three red symbols at mana value 6 read as the row\'s last column, 2CCC (turn 5)');
  assert.equal(analysis.colors.R!.required, 30);
  assert.equal(analysis.colors.R!.sources, 40);
});

test('the mana-sources diagnostic names the color, the counts and the cost; it is information by default and can be turned off', () => {
  const text = ['// format: modern', ...sixty(['14 Island', '4 Counterspell', '22 Mountain'], 'Lightning Bolt').split('\n')].join('\n');
  const s = service();
  const d = s.check(text).diagnostics.filter((x) => x.code === 'mana-sources');
  assert.equal(d.length, 1);
  assert.equal(d[0].severity, 'information');
  assert.equal(d[0].message, "Blue: 14 sources; Karsten's table asks for 21 to cast {U}{U} on turn 2 (Counterspell).");
  assert.equal(d[0].range.start.line, 0, 'on the format: line');
  assert.deepEqual({ ...d[0].data }, { card: 'Counterspell', color: 'U', sources: 14, required: 21, cost: '{U}{U}', turn: 2, table: 60 });
  const quiet = createDecklistService({ cards: service().cards, severities: { 'mana-sources': 'off' } });
  assert.equal(quiet.check(text).diagnostics.filter((x) => x.code === 'mana-sources').length, 0);
  const loud = createDecklistService({ cards: service().cards, severities: { 'mana-sources': 'warning' } });
  assert.equal(loud.check(text).diagnostics.find((x) => x.code === 'mana-sources')?.severity, 'warning');
  const enough = sixty(['21 Island', '4 Counterspell', '15 Mountain'], 'Lightning Bolt');
  assert.equal(s.check(enough, { format: 'modern' }).diagnostics.filter((x) => x.code === 'mana-sources').length, 0, 'no note with enough sources');
});

test("a card's hover shows the chance to draw its copies from the library; a sideboard card's does not", () => {
  const s = service();
  const check = s.check('4 Lightning Bolt\n56 Mountain\nSideboard\n2 Counterspell', { format: 'modern' });
  const md = s.hover(check, { line: 0, character: 4 })!.markdown;
  assert.match(md, /\*\*Draw odds\*\* \(4 copies in 60 cards, at least one\):/);
  // 1 − C(56,7)/C(60,7) = 39.9%
  assert.match(md, /\| on the play \| 39\.9% \|/);
  const side = s.hover(check, { line: 3, character: 4 })!.markdown;
  assert.doesNotMatch(side, /Draw odds/);
});

test("in a Commander deck, a color outside the commander's identity gets no mana-sources note: the color-identity error says it", () => {
  const s = service();
  const text = ['Commander', '1 Talrand, Sky Summoner', 'Deck', '1 Lightning Bolt', '98 Island'].join('\n');
  const d = s.check(text, { format: 'commander' }).diagnostics;
  assert.ok(d.some((x) => x.code === 'color-identity'));
  assert.equal(d.filter((x) => x.code === 'mana-sources').length, 0);
  assert.equal(s.analysis(s.check(text, { format: 'commander' })).colors.R!.enough, false, 'the figures still show it');
});
