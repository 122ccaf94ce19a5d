// Commander Spellbook's combos: compiled as a stream into a compact store, found in a deck (the
// command zone counts, mustBeCommander respected, identity fits), one card away, and judged for the
// bracket floor; without the store the built-in pairs stay as the labelled offline fallback.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, utimesSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase } from '../../../server/src/core/cards/types';
import { SPELLBOOK_FILE } from '../../../server/src/core/cards/download';
import { createDecklistService } from '../../../server/src/core/index';
import { COMBOS_STORE_FILE, ComboError, ComboStore, compileCombos, openCombos } from '../../../server/src/core/combos/store';
import { findCombos } from '../../../server/src/core/combos/find';
import { combosText } from '../../../server/src/cli/combos-output';
import { comboBracket } from '../../../server/src/core/brackets/combos';
import { bracketMarkdown } from '../../../server/src/core/brackets/describe';
import { BRACKET_DB_CARDS } from '../../fixtures/brackets/cards';
import { COMBO_IDS, VARIANTS_EXPORT } from '../../fixtures/spellbook/variants';
import { commanderDeck, INFO } from '../rules/helpers';
import type { DecklistConfig } from '../../../server/src/core/formats';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'decklist-combos-'));
const DB: CardDatabase = createMemoryCardDatabase(BRACKET_DB_CARDS.map(cardFromScryfall), { ...INFO, label: 'bracket test cards', cards: BRACKET_DB_CARDS.length });

function writeExport(dir: string, data: unknown = VARIANTS_EXPORT, gz = true): string {
  const file = path.join(dir, SPELLBOOK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  writeFileSync(file, gz ? gzipSync(text) : text);
  return file;
}

async function storeOf(data: unknown = VARIANTS_EXPORT): Promise<ComboStore> {
  const dir = fresh();
  writeExport(dir, data);
  const s = await openCombos(dir);
  assert.ok(s);
  return s;
}

const STORE = storeOf();

function check(commander: string | string[], cards: string[], store?: ComboStore, head = '', brackets?: DecklistConfig['brackets']) {
  const config: DecklistConfig | undefined = brackets ? { severity: {}, formats: {}, brackets } : undefined;
  const service = createDecklistService({ cards: DB, ...(store ? { combos: store } : {}), ...(config ? { config } : {}) });
  return service.check(head + commanderDeck(commander, cards, ['Forest', 'Island', 'Plains', 'Swamp']));
}

describe('compiling the export', () => {
  test('gzip and plain JSON give the same store; hidden statuses are left out; details come back', async () => {
    const dir = fresh();
    const gz = await compileCombos(writeExport(dir));
    const plainDir = fresh();
    const plain = await compileCombos(writeExport(plainDir, VARIANTS_EXPORT, false));
    assert.equal(gz.variants, 8);
    assert.equal(plain.variants, 8);
    assert.equal(gz.skipped, 1);
    const s = ComboStore.load('x', gz.bytes);
    assert.equal(s.date, '2026-11-20');
    assert.equal(s.counts.variants, 8);
    const i = s.cardIndex("Thassa's Oracle")!;
    const combo = s.combo(s.variantsOf(i)[0]);
    assert.equal(combo.id, COMBO_IDS.oracle);
    assert.deepEqual(combo.cards.map((c) => c.name), ["Thassa's Oracle", 'Demonic Consultation']);
    assert.deepEqual(combo.produces, ['Win the game']);
    assert.equal(combo.identity, 'U');
    assert.equal(combo.bracketTag, 'R');
    assert.equal(combo.popularity, 51234);
    assert.equal(combo.manaNeeded, '{U}{U}{B}');
    assert.equal(combo.url, 'https://commanderspellbook.com/combo/1414-2730/');
    const commanderCombo = s.combo(s.variantsOf(s.cardIndex('Verdant Overseer')!)[0]);
    assert.deepEqual(commanderCombo.requires, ['A sacrifice outlet']);
    assert.equal(commanderCombo.pieces, 4, 'three cards and a template');
    assert.equal(commanderCombo.cards[0].mustBeCommander, true);
    assert.deepEqual(commanderCombo.cards.map((c) => c.zoneLocations), [['C'], ['B'], ['B']]);
    assert.deepEqual(combo.cards.map((c) => c.zoneLocations), [['B'], ['H']]);
  });

  test('a card is found by oracle id even under another name, else by name or front face', async () => {
    const s = await STORE;
    const oracleId = '00000000-0000-4000-8000-000000000001';
    assert.equal(s.cardIndex('Renamed in the card data', oracleId), s.cardIndex("Thassa's Oracle"));
    assert.equal(s.cardIndex('thassa’s  oracle'), s.cardIndex("Thassa's Oracle"));
    assert.equal(s.cardIndex('No Such Card'), undefined);
  });

  test('a truncated gzip, broken JSON mid-stream or another file is refused with a clear error', async () => {
    const good = gzipSync(JSON.stringify(VARIANTS_EXPORT));
    const cut = path.join(fresh(), 'cut.json.gz');
    writeFileSync(cut, good.subarray(0, Math.floor(good.length / 2)));
    await assert.rejects(compileCombos(cut), (e: Error) => e instanceof ComboError && /damaged or cut short/.test(e.message));
    const text = JSON.stringify(VARIANTS_EXPORT);
    const broken = path.join(fresh(), 'broken.json');
    // Broken between two fields of a variant half way in (not inside a string, where it would be text).
    const at = text.indexOf(',"popularity"', text.length / 2);
    writeFileSync(broken, text.slice(0, at) + '}{]' + text.slice(at));
    await assert.rejects(compileCombos(broken), /damaged or cut short/);
    const other = path.join(fresh(), 'other.json');
    writeFileSync(other, JSON.stringify({ object: 'list', data: [] }));
    await assert.rejects(compileCombos(other), /not Commander Spellbook variants data/);
    const empty = path.join(fresh(), 'empty.json');
    writeFileSync(empty, JSON.stringify({ timestamp: '2026-01-01T00:00:00Z', variants: [] }));
    await assert.rejects(compileCombos(empty), /has no combos/);
  });

  test('a raw file that no longer compiles keeps the previous store in use', async () => {
    const dir = fresh();
    writeExport(dir);
    const first = await openCombos(dir);
    assert.ok(first);
    const storeBytes = readFileSync(path.join(dir, COMBOS_STORE_FILE));
    const raw = path.join(dir, SPELLBOOK_FILE);
    writeFileSync(raw, gzipSync(JSON.stringify(VARIANTS_EXPORT)).subarray(0, 200));
    utimesSync(raw, new Date(), new Date(Date.now() + 5000));
    const problems: string[] = [];
    const again = await openCombos(dir, (m) => problems.push(m));
    assert.ok(again);
    assert.equal(again.counts.variants, 8);
    assert.match(problems[0], /could not be read.*using the combos of 2026-11-20/);
    assert.deepEqual(readFileSync(path.join(dir, COMBOS_STORE_FILE)), storeBytes, 'the store file is untouched');
  });

  test('a damaged store is refused by its checksum', async () => {
    const { bytes } = await compileCombos(writeExport(fresh()));
    const bad = Buffer.from(bytes);
    bad[bad.length - 5] ^= 0xff;
    assert.throws(() => ComboStore.load('bad', bad), /fails its checksum/);
    assert.throws(() => ComboStore.load('bad', Buffer.from('not a store at all')), /is not a combo store/);
  });
});

describe('combos in a deck', () => {
  test('every card present and identity fitting: found, most popular first, with results', async () => {
    const r = check("Atraxa, Praetors' Voice", ["Thassa's Oracle", 'Demonic Consultation', 'Sanguine Bond', 'Exquisite Blood'], await STORE);
    assert.ok(r.combos);
    assert.deepEqual(r.combos.found.map((c) => c.id), [COMBO_IDS.oracle, COMBO_IDS.bond]);
    assert.deepEqual(r.combos.found[1].produces, ['Infinite lifegain', 'Infinite lifeloss for each opponent', 'Win the game']);
    assert.deepEqual(r.combos.found[0].deckCards, ["Thassa's Oracle", 'Demonic Consultation']);
    assert.match(r.combos.source, /Commander Spellbook combos of 2026-11-20/);
  });

  test('the command zone counts; mustBeCommander is met only by the commander', async () => {
    const store = await STORE;
    let r = check("Atraxa, Praetors' Voice", ['Plain Bear', 'Verdant Overseer'], store);
    assert.deepEqual(r.combos!.found.map((c) => c.id), [COMBO_IDS.commanderMana]);
    assert.deepEqual(r.combos!.found[0].requires, ['A sacrifice outlet']);
    // Tergrid in the deck, not the command zone: the combo needs Tergrid as commander.
    r = check("Atraxa, Praetors' Voice", ['Tergrid, God of Fright', 'Demonic Tutor'], store);
    assert.ok(!r.combos!.found.some((c) => c.id === COMBO_IDS.tergrid));
    assert.ok(!r.combos!.nearMisses.some((n) => n.combo.id === COMBO_IDS.tergrid), 'not one card away either');
    r = check('Tergrid, God of Fright', ['Demonic Tutor'], store);
    assert.ok(r.combos!.found.some((c) => c.id === COMBO_IDS.tergrid), 'with Tergrid as commander');
  });

  test("a combo outside the commander's identity is neither found nor one card away", async () => {
    const r = check('Tergrid, God of Fright', ["Thassa's Oracle", 'Demonic Consultation', 'Rhystic Study'], await STORE);
    assert.deepEqual(r.combos!.found.map((c) => c.id), [], 'Thassa\'s Oracle is blue, Tergrid black');
    const atraxa = check("Atraxa, Praetors' Voice", ['Rhystic Study'], await STORE);
    assert.ok(!atraxa.combos!.nearMisses.some((n) => n.combo.id === COMBO_IDS.red), 'Dualcaster Mage is red');
  });

  test('one card away: the missing card named, a card unknown to the card data kept by name', async () => {
    const r = check("Atraxa, Praetors' Voice", ['Rhystic Study', "Thassa's Oracle"], await STORE);
    const near = r.combos!.nearMisses.map((n) => [n.combo.id, n.missing]);
    assert.deepEqual(near, [
      [COMBO_IDS.oracle, 'Demonic Consultation'],
      [COMBO_IDS.rhystic, 'Mystic Remora of the Tests'],
    ]);
    assert.equal(r.combos!.nearMissTotal, 2);
  });

  test('no commander (not a Commander deck): identity does not bound the combos', async () => {
    const store = await STORE;
    const service = createDecklistService({ cards: DB, combos: store });
    const r = service.check("format: legacy\n4 Thassa's Oracle\n4 Demonic Consultation\n52 Island\n");
    assert.deepEqual(r.combos!.found.map((c) => c.id), [COMBO_IDS.oracle]);
    assert.equal(r.bracket, undefined, 'brackets are for Commander');
  });

  test('findCombos on plain input: quantity needs copies; the near-miss list is capped, the total kept', async () => {
    const store = await STORE;
    const r = findCombos(store, [{ name: 'Rhystic Study', commander: false, count: 1 }, { name: 'Plain Bear', commander: false, count: 1 }], undefined, { nearMissLimit: 1 });
    assert.equal(r.nearMisses.length, 1);
    assert.ok(r.nearMissTotal >= 3);
  });
});

test('a combo card written in Japanese is named as written in the hover, the CLI lines and the bracket warning; the data keeps its name', async () => {
  const oracle = "《タッサの神託者/Thassa's Oracle》";
  const r = check("Atraxa, Praetors' Voice", [oracle, 'Demonic Consultation'], await STORE, '// bracket: 2\n');
  assert.deepEqual(r.combos!.found.map((c) => c.deckCards), [["Thassa's Oracle", 'Demonic Consultation']]);
  const service = createDecklistService({ cards: DB, combos: await STORE });
  const text = '// bracket: 2\n' + commanderDeck("Atraxa, Praetors' Voice", [oracle, 'Demonic Consultation'], ['Forest', 'Island', 'Plains', 'Swamp']);
  const checked = service.check(text);
  const line = text.split('\n').findIndex((l) => l.startsWith('1 Demonic'));
  const hover = service.hover(checked, { line, character: 4 })?.markdown ?? '';
  assert.match(hover, /《タッサの神託者\/Thassa's Oracle》 \+ Demonic Consultation/, hover);
  assert.ok(combosText(checked.combos!, checked.context.shownName).some((l) => l.includes("《タッサの神託者/Thassa's Oracle》 + Demonic Consultation")));
  const warning = checked.diagnostics.find((d) => d.code === 'bracket' && d.card === "Thassa's Oracle");
  assert.match(warning?.message ?? '', /^《タッサの神託者\/Thassa's Oracle》/, checked.diagnostics.map((d) => d.message).join('\n'));
});

describe('brackets judged from the combos', () => {
  test('by bracketTag, with the official two-card infinite rule; the reasons name each combo and its cards', async () => {
    const store = await STORE;
    const r = check("Atraxa, Praetors' Voice", ["Thassa's Oracle", 'Demonic Consultation', 'Sword of the Meek', 'Thopter Foundry'], store);
    const b = r.bracket!;
    // Thassa's Oracle is a Game Changer too (bracket 3); the Ruthless combo needs 4.
    assert.equal(b.floor, 4);
    const combo = b.reasons.find((f) => f.rule === 'two-card-combos')!;
    assert.equal(combo.bracket, 4);
    assert.deepEqual(
      combo.combos!.map((c) => [c.id, c.cards, c.bracketTag, c.bracket]),
      [
        [COMBO_IDS.oracle, ["Thassa's Oracle", 'Demonic Consultation'], 'R', 4],
        [COMBO_IDS.sword, ['Sword of the Meek', 'Thopter Foundry'], 'C', 3],
      ],
    );
    assert.deepEqual(combo.pairs, [], 'the built-in list is not used with Spellbook data');
    assert.match(b.sources.find((s) => s.rule === 'two-card-combos')!.source, /Commander Spellbook/);
  });

  test('comboBracket: R 4, S/P 3, O/C 2 (3 for a two-card infinite), E 1, B none, no tag by pieces', () => {
    const j = (bracketTag: string | undefined, pieces: number, infiniteOrWin: boolean) => comboBracket({ bracketTag: bracketTag as never, pieces, infiniteOrWin });
    assert.equal(j('R', 2, true), 4);
    assert.equal(j('S', 3, true), 3);
    assert.equal(j('P', 2, false), 3);
    assert.equal(j('O', 3, true), 2);
    assert.equal(j('C', 3, true), 2);
    assert.equal(j('C', 2, true), 3);
    assert.equal(j('E', 2, false), 1);
    assert.equal(j('B', 2, false), 1);
    assert.equal(j(undefined, 2, true), 3);
    assert.equal(j(undefined, 3, true), 1);
  });

  test('`// bracket: 2` warns on each card of the combo, naming the combo', async () => {
    const r = check("Atraxa, Praetors' Voice", ['Sword of the Meek', 'Thopter Foundry'], await STORE, '// bracket: 2\n');
    const warns = r.diagnostics.filter((d) => d.code === 'bracket');
    assert.deepEqual(warns.map((d) => d.card).sort(), ['Sword of the Meek', 'Thopter Foundry']);
    assert.match(warns[0].message, /Sword of the Meek \+ Thopter Foundry/);
    assert.match(warns[0].message, /Infinite colorless flying Thopter/);
    assert.match(warns[0].message, /the declared bracket 2 \(Core\) does not allow it/);
    assert.match(warns[0].message, /tags it Core; by the official rules it needs bracket 3 \(Upgraded\)/);
    assert.ok(!r.diagnostics.some((d) => /not exhaustive/.test(d.message)));
  });

  test("a config's combos.remove hides a Spellbook two-card combo, and combos.limits count Spellbook's two-card infinite combos", async () => {
    const store = await STORE;
    const deck = ['Sword of the Meek', 'Thopter Foundry'];
    const removed = check("Atraxa, Praetors' Voice", deck, store, '// bracket: 2\n', { combos: { remove: [['thopter foundry', 'Sword of the Meek']] } });
    assert.equal(removed.bracket!.findings.find((f) => f.rule === 'two-card-combos'), undefined);
    assert.ok(!removed.diagnostics.some((d) => d.code === 'bracket'), 'the declared bracket 2 holds once the pair is no combo');
    assert.equal(removed.combos?.found.length, 1, 'the combo is still listed as a combo: the config speaks of brackets');

    // A house rule: one two-card combo is fine in bracket 2. The Core-tagged infinite combo needs 2, not 3.
    const oneAllowed = check("Atraxa, Praetors' Voice", deck, store, '// bracket: 2\n', { combos: { limits: { '2': 1 } } });
    const f = oneAllowed.bracket!.findings.find((x) => x.rule === 'two-card-combos')!;
    assert.equal(f.bracket, 2);
    assert.deepEqual(f.combos!.map((c) => c.bracket), [2]);
    assert.ok(!oneAllowed.diagnostics.some((d) => d.code === 'bracket'));
    // …but two of them need bracket 3 again: Spellbook's combos count with the list's pairs.
    const two = check("Atraxa, Praetors' Voice", [...deck, 'Sanguine Bond', 'Exquisite Blood'], store, '', {
      combos: { limits: { '2': 1 }, add: [['Sanguine Bond', 'Exquisite Blood']] },
    });
    assert.equal(two.bracket!.findings.find((x) => x.rule === 'two-card-combos')!.bracket, 3);
  });

  test('without the download the built-in pairs stay, labelled as the offline fallback', () => {
    const r = check("Atraxa, Praetors' Voice", ['Sanguine Bond', 'Exquisite Blood'], undefined, '// bracket: 2\n');
    assert.equal(r.combos, undefined);
    const combo = r.bracket!.reasons.find((f) => f.rule === 'two-card-combos')!;
    assert.deepEqual(combo.pairs, [['Sanguine Bond', 'Exquisite Blood']]);
    assert.equal(r.bracket!.sources.find((s) => s.rule === 'two-card-combos')!.offlineFallback, true);
    assert.match(bracketMarkdown(r.bracket!), /The combo list is a short built-in one, not every combo\. For Commander Spellbook's combos, run 'decklist cards update --combos'\.\*/);
    assert.ok(r.diagnostics.some((d) => d.code === 'bracket' && /not exhaustive/.test(d.message)));
  });
});

describe('what the user sees', () => {
  test('hover on a card: part of N combos in this deck, the first few linked', async () => {
    const store = await STORE;
    const service = createDecklistService({ cards: DB, combos: store });
    const text = commanderDeck("Atraxa, Praetors' Voice", ['Plain Bear', 'Verdant Overseer', "Thassa's Oracle", 'Demonic Consultation'], ['Forest', 'Island', 'Plains', 'Swamp']);
    const check = service.check(text);
    const line = text.split('\n').findIndex((l) => l.endsWith('Plain Bear'));
    const h = service.hover(check, { line, character: 3 })!;
    assert.match(h.markdown, /\*\*Part of 1 combo in this deck\*\* \(Commander Spellbook combos of 2026-11-20/);
    assert.match(h.markdown, /\[Atraxa, Praetors' Voice \+ Plain Bear \+ Verdant Overseer \(Infinite green mana\)\]\(https:\/\/commanderspellbook\.com\/combo\/2100-2101-2102\/\) \*\(Oddball\)\*/);
    const none = service.hover(check, { line: text.split('\n').findIndex((l) => l.endsWith('Island')), character: 3 });
    assert.ok(!/combo/.test(none?.markdown ?? ''), 'a card in no combo says nothing about combos');
  });

  test('the statistics view data and HTML: combos with results, requirements and links; one card away', async () => {
    const { combosHtml } = await import('../../../client/src/combos-html');
    const store = await STORE;
    const service = createDecklistService({ cards: DB, combos: store });
    const check = service.check(commanderDeck("Atraxa, Praetors' Voice", ['Plain Bear', 'Verdant Overseer', 'Rhystic Study'], ['Forest', 'Island', 'Plains', 'Swamp']));
    const stats = service.statistics(check);
    assert.deepEqual(stats.combos!.found.map((c) => [c.id, c.requires, c.tagName]), [[COMBO_IDS.commanderMana, ['A sacrifice outlet'], 'Oddball']]);
    assert.deepEqual(stats.combos!.nearMisses.map((n) => [n.id, n.missing]), [
      [COMBO_IDS.rhystic, 'Mystic Remora of the Tests'],
      [COMBO_IDS.slowPair, 'Time Stretch'],
    ]);
    const html = combosHtml(stats);
    assert.match(html, /<a href="https:\/\/commanderspellbook\.com\/combo\/2100-2101-2102\/"[^>]*>Atraxa, Praetors&#39; Voice \+ Plain Bear \+ Verdant Overseer<\/a>/);
    assert.match(html, /Requires: A sacrifice outlet/);
    assert.match(html, /add <strong>Mystic Remora of the Tests<\/strong>/);
    assert.equal(combosHtml({ ...stats, combos: undefined }), '');
  });
});

test('the bracket hover lists each combo with the bracket it needs, and no "not exhaustive" note', async () => {
  const { bracketMarkdown } = await import('../../../server/src/core/brackets/describe');
  const r = check("Atraxa, Praetors' Voice", ['Sword of the Meek', 'Thopter Foundry'], await STORE);
  const md = bracketMarkdown(r.bracket!);
  assert.match(md, /1 combo \(needs bracket 3 \(Upgraded\)\): Sword of the Meek \+ Thopter Foundry \(bracket 3 \(Upgraded\)\)/);
  assert.match(md, /Combos from Commander Spellbook/);
  assert.doesNotMatch(md, /not every combo/);
  assert.match(bracketMarkdown(check("Atraxa, Praetors' Voice", ['Sanguine Bond', 'Exquisite Blood']).bracket!), /not every combo/);
});
