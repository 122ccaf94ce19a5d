import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { parseConfig } from '../../../server/src/core/formats';
import { createDecklistService, type FileCheck } from '../../../server/src/core/index';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { memoryIO } from '../../support/memory-io';
import { commanderDeck, INFO } from '../rules/helpers';

const DB = createMemoryCardDatabase(BRACKET_DB_CARDS.map(cardFromScryfall), { ...INFO, label: 'bracket test cards', cards: BRACKET_DB_CARDS.length });
const service = createDecklistService({ cards: DB });
const deck = (cards: string[], head = '') => head + commanderDeck("Atraxa, Praetors' Voice", cards, ['Forest', 'Island', 'Plains', 'Swamp']);
const run = (text: string, s = service) => s.check(text, { format: 'commander' });
const bracketDiags = (r: FileCheck) => r.diagnostics.filter((d) => d.code === 'bracket');
const lineOf = (text: string, card: string) => text.split('\n').findIndex((l) => l === `1 ${card}`);

describe('rule bracket', () => {
  test('no bracket: line, no diagnostics (only the floor)', () => {
    const r = run(deck(['Rhystic Study', 'Armageddon', 'Sanguine Bond', 'Exquisite Blood']));
    assert.deepEqual(bracketDiags(r), []);
    assert.equal(r.bracket!.floor, 4);
  });
  test('bracket 2 and one Game Changer: a warning on its line naming the rule and bracket 3', () => {
    const text = deck(['Rhystic Study', 'Plain Bear'], '// bracket: 2\n');
    const d = bracketDiags(run(text));
    assert.equal(d.length, 1);
    assert.equal(d[0].severity, 'warning');
    assert.equal(d[0].range.start.line, lineOf(text, 'Rhystic Study'));
    assert.equal(d[0].card, 'Rhystic Study');
    assert.match(d[0].message, /^Rhystic Study is a Game Changer: bracket 2 \(Core\) allows none; the deck needs bracket 3 \(Upgraded\) \(Game Changers list of 2026-02-09\)\.$/);
    assert.deepEqual(d[0].data, { rule: 'game-changers', declared: 2, needed: 3, cards: ['Rhystic Study'] });
    assert.equal(d[0].related!.at(-1)!.range.start.line, 0);
  });
  test('bracket 3 allows three Game Changers; the fourth puts a warning on each', () => {
    const three = ['Rhystic Study', 'Smothering Tithe', 'Cyclonic Rift'];
    assert.deepEqual(bracketDiags(run(deck(three, '// bracket: 3\n'))), []);
    const d = bracketDiags(run(deck([...three, 'Demonic Tutor'], '// bracket: 3\n')));
    assert.equal(d.length, 4);
    assert.match(d[0].message, /^Rhystic Study is a Game Changer, one of 4 in this deck \(also Smothering Tithe, Cyclonic Rift, Demonic Tutor\): bracket 3 \(Upgraded\) allows at most 3; the deck needs bracket 4 \(Optimized\)/);
    assert.deepEqual(bracketDiags(run(deck([...three, 'Demonic Tutor'], '// bracket: 4\n'))), []);
  });
  test('extra turns: none in bracket 1, one is fine in 2, three are not', () => {
    let d = bracketDiags(run(deck(['Time Warp'], '// bracket: 1\n')));
    assert.equal(d.length, 1);
    assert.match(d[0].message, /^Time Warp is an extra-turn card: bracket 1 \(Exhibition\) allows none; the deck needs bracket 2 \(Core\)\.$/);
    assert.deepEqual(bracketDiags(run(deck(['Time Warp'], '// bracket: 2\n'))), []);
    d = bracketDiags(run(deck(['Time Warp', 'Temporal Manipulation', 'Time Stretch'], '// bracket: 2\n')));
    assert.equal(d.length, 3);
    assert.match(d[2].message, /^Time Stretch is an extra-turn card, one of 3 in this deck \(also Time Warp, Temporal Manipulation\): bracket 2 \(Core\) allows at most 2 \(in low quantities, not chained or looped\); the deck needs bracket 4/);
  });
  test('mass land denial in bracket 3', () => {
    const d = bracketDiags(run(deck(['Armageddon'], '// bracket: 3\n')));
    assert.match(d[0].message, /^Armageddon is mass land denial: bracket 3 \(Upgraded\) allows none; the deck needs bracket 4 \(Optimized\)\.$/);
  });
  test('a two-card combo: both lines, each pointing at the other half', () => {
    const text = deck(['Sanguine Bond', 'Exquisite Blood'], '// bracket: 2\n');
    const d = bracketDiags(run(text));
    assert.deepEqual(d.map((x) => x.range.start.line), [lineOf(text, 'Sanguine Bond'), lineOf(text, 'Exquisite Blood')]);
    assert.match(d[0].message, /^Sanguine Bond and Exquisite Blood are a two-card combo: bracket 2 \(Core\) allows none; the deck needs bracket 3 \(Upgraded\), where a combo must not win early\. \(The combo list is not exhaustive\.\)$/);
    assert.equal(d[0].related![0].range.start.line, lineOf(text, 'Exquisite Blood'));
    assert.deepEqual(bracketDiags(run(deck(['Sanguine Bond', 'Exquisite Blood'], '// bracket: 3\n'))), []);
  });
  test('combos from the config are checked too', () => {
    const { config } = parseConfig(JSON.stringify({ brackets: { combos: { add: [['Sword of the Meek', 'Thopter Foundry']] } } }));
    const s = createDecklistService({ cards: DB, config });
    assert.equal(bracketDiags(run(deck(['Sword of the Meek', 'Thopter Foundry'], '// bracket: 1\n'), s)).length, 2);
  });
  test('tutors raise nothing by default, but a config limit is checked', () => {
    assert.deepEqual(bracketDiags(run(deck(['Diabolic Tutor', 'Expedition Map'], '// bracket: 1\n'))), []);
    const { config } = parseConfig(JSON.stringify({ brackets: { tutors: { limits: { '1': 1, '2': 1 } } } }));
    const d = bracketDiags(run(deck(['Diabolic Tutor', 'Expedition Map'], '// bracket: 1\n'), createDecklistService({ cards: DB, config })));
    assert.equal(d.length, 2);
    assert.match(d[0].message, /is a tutor, one of 2 in this deck .*bracket 1 \(Exhibition\) allows at most 1; the deck needs bracket 3/);
  });
  test('the Japanese key, a value it cannot read, a format without brackets, severity off', () => {
    assert.equal(bracketDiags(run(deck(['Rhystic Study'], '// ブラケット: 2\n'))).length, 1);
    const bad = bracketDiags(run(deck(['Rhystic Study'], '// bracket: casual\n')));
    assert.equal(bad.length, 1);
    assert.match(bad[0].message, /^"casual" is not a Commander bracket: write 1 to 5/);
    assert.equal(bad[0].range.start.line, 0);
    const modern = bracketDiags(service.check('// bracket: 2\n4 Rhystic Study\n56 Island\n', { format: 'modern' }));
    assert.equal(modern[0].severity, 'information');
    assert.match(modern[0].message, /this deck is checked as Modern, so its bracket line is not checked/);
    const off = createDecklistService({ cards: DB, config: parseConfig('{"severity": {"bracket": "off"}}').config });
    assert.deepEqual(bracketDiags(run(deck(['Rhystic Study'], '// bracket: 2\n'), off)), []);
  });
  test('quick fixes: remove the card, or move it to the Maybeboard', () => {
    const text = deck(['Rhystic Study'], '// bracket: 2\n');
    const r = run(text);
    const d = bracketDiags(r)[0];
    const fixes = service.fixes(r, text, { range: d.range, diagnostics: [d] });
    assert.deepEqual(fixes.map((f) => f.title), ['Remove Rhystic Study from the deck', 'Move Rhystic Study to the Maybeboard']);
  });
  test('hover on the commander and on the bracket: line shows the floor and its reasons', () => {
    const text = deck(['Rhystic Study', 'Diabolic Tutor', 'Sanguine Bond', 'Exquisite Blood'], '// bracket: 2\n');
    const r = run(text);
    const onLine = service.hover(r, { line: 0, character: 4 })!.markdown;
    assert.match(onLine, /^\*\*Commander Brackets:\*\* the list needs at least bracket 3 \(Upgraded\)\.\n/);
    assert.match(onLine, /Declared bracket 2 \(Core\): the list needs bracket 3 \(Upgraded\)/);
    assert.match(onLine, /1 Game Changer \(needs bracket 3 \(Upgraded\)\): Rhystic Study/);
    assert.match(onLine, /1 two-card combo \(needs bracket 3 \(Upgraded\)\): Sanguine Bond \+ Exquisite Blood/);
    assert.match(onLine, /1 tutor \(counted, no limit\): Diabolic Tutor/);
    assert.match(onLine, /as of 2026-02-09/);
    const cmdLine = text.split('\n').findIndex((l) => l.startsWith("1 Atraxa"));
    const onCommander = service.hover(r, { line: cmdLine, character: 4 })!.markdown;
    assert.match(onCommander, /Commander Brackets/);
    const other = service.hover(r, { line: lineOf(text, 'Diabolic Tutor'), character: 4 })!.markdown;
    assert.doesNotMatch(other, /Commander Brackets/);
  });
});

describe('decklist check', () => {
  const open = async () => DB;
  test('the header names the bracket floor of a Commander deck; --json adds "bracket"', async () => {
    const text = deck(['Rhystic Study', 'Time Warp', 'Diabolic Tutor'], '// format: commander\n');
    let io = memoryIO({ '/w/d.txt': text, '/w/m.txt': '// format: modern\n4 Plain Bear\n56 Forest\n' }, { cwd: '/w' });
    await runCheckCommand(['d.txt', 'm.txt'], io, open);
    const out = io.stdout.join('\n');
    assert.match(out, /d\.txt: Commander \[commander.*; bracket floor 3 \(Upgraded\): 1 Game Changer, 1 extra-turn card$/m);
    assert.doesNotMatch(out.split('\n').find((l) => l.startsWith('m.txt: '))!, /bracket/);
    io = memoryIO({ '/w/d.txt': text, '/w/m.txt': '// format: modern\n4 Plain Bear\n56 Forest\n' }, { cwd: '/w' });
    await runCheckCommand(['--json', 'd.txt', 'm.txt'], io, open);
    const j = JSON.parse(io.stdout.join(''));
    assert.deepEqual(j.files[0].bracket.floor, 3);
    assert.deepEqual(j.files[0].bracket.reasons, [
      { rule: 'game-changers', cards: ['Rhystic Study'], bracket: 3 },
      { rule: 'extra-turns', cards: ['Time Warp'], bracket: 2 },
    ]);
    assert.deepEqual(j.files[0].bracket.findings.find((f: { rule: string }) => f.rule === 'tutors').cards, ['Diabolic Tutor']);
    assert.equal(j.files[1].bracket, undefined);
  });
});
