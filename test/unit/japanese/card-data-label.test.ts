// The card data's label is stored in English with the data; it is shown in the language in force:
// the offline snapshot's and "SOURCE of DATE" labels are worded by the catalog, a label the user
// gave is shown as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runStatsCommand } from '../../../server/src/cli/analysis-commands';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { bundledLabel, cardDataLabel, cardFromScryfall, createMemoryCardDatabase, isBundledLabel, labelHasDate, packagedDataName, SNAPSHOT_LABEL } from '../../../server/src/core/cards/index';
import type { CardDataInfo } from '../../../server/src/core/cards/types';
import { builtinFormat } from '../../../server/src/core/formats';
import { legalityReader } from '../../../server/src/core/formats/legality';
import { createDecklistService } from '../../../server/src/core/index';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { inJapanese } from '../../support/catalog';
import { memoryIO } from '../../support/memory-io';
import { INFO } from '../rules/helpers';

test('the snapshot and source labels in Japanese; English unchanged; a user label as written', () => {
  const scryfall = { label: 'Scryfall Oracle Cards of 2026-11-20' };
  const atomic = { label: 'MTGJSON AtomicCards of 2026-11-20' };
  const own = { label: 'our league pool of 2026-01-01' };
  assert.equal(cardDataLabel({ label: SNAPSHOT_LABEL }), 'offline card data from January 2017');
  assert.equal(cardDataLabel(scryfall), scryfall.label);
  assert.equal(cardDataLabel(own), own.label);
  inJapanese(() => {
    assert.equal(cardDataLabel({ label: SNAPSHOT_LABEL }), '2017年1月のオフラインのカードデータ');
    assert.equal(cardDataLabel(scryfall), 'Scryfall Oracle Cards 2026-11-20版', 'no brackets to nest in a sentence (issue 42, finding 22)');
    assert.equal(cardDataLabel(atomic), 'MTGJSON AtomicCards 2026-11-20版');
    assert.equal(cardDataLabel({ label: 'Scryfall card data (JSON Lines) of 2026-11-20' }), 'Scryfall の JSON Lines カードデータ 2026-11-20版');
    assert.equal(cardDataLabel(own), own.label, 'a label the user gave is shown as written');
  });
});

test('where the label says the date, the hover footer and the stats header do not say it again; in both languages', async () => {
  const sourceLabel = { ...INFO, label: `Scryfall Oracle Cards of ${INFO.date}` };
  assert.equal(labelHasDate(sourceLabel), true);
  assert.equal(labelHasDate(INFO), false);
  assert.equal(labelHasDate({ label: SNAPSHOT_LABEL, date: '2017-01-20' }), false);
  const cards = RULES_CARDS.map(cardFromScryfall);
  const footer = (info: CardDataInfo) => {
    const service = createDecklistService({ cards: createMemoryCardDatabase(cards, info) });
    const text = '// format: legacy\n4 Lightning Bolt\n';
    return /^\*.*\*$/.exec(service.hover(service.check(text), { line: 1, character: 3 })?.markdown.split('\n').at(-1) ?? '')?.[0];
  };
  const n = cards.length;
  assert.equal(footer(sourceLabel), `*Card data: Scryfall Oracle Cards of ${INFO.date} (${n} cards)*`);
  assert.equal(inJapanese(() => footer(sourceLabel)), `*カードデータ: Scryfall Oracle Cards ${INFO.date}版（${n}枚）*`);
  // A label without the date: the date beside it, as before.
  assert.equal(footer(INFO), `*Card data: ${INFO.label} (${INFO.date}, ${n} cards)*`);
  assert.equal(inJapanese(() => footer(INFO)), `*カードデータ: ${INFO.label}（${INFO.date}、${n}枚）*`);

  const statsHeader = async (info: CardDataInfo, env: Record<string, string> = {}) => {
    const io = memoryIO({ '/w/deck.txt': '// format: legacy\n4 Lightning Bolt\n' }, { cwd: '/w', env });
    await runStatsCommand(['deck.txt'], io, async () => createMemoryCardDatabase(cards, info));
    return io.stdout[0];
  };
  assert.equal(await statsHeader(sourceLabel), `card data: Scryfall Oracle Cards of ${INFO.date}`);
  assert.equal(await statsHeader(sourceLabel, { LANG: 'ja_JP.UTF-8' }), `カードデータ：Scryfall Oracle Cards ${INFO.date}版`);
  assert.equal(await statsHeader(INFO), `card data: ${INFO.label} (${INFO.date})`);

  // decklist check: its header and the note said with unknown cards.
  const checkOutput = async (info: CardDataInfo, env: Record<string, string> = {}) => {
    const io = memoryIO({ '/w/deck.txt': '// format: legacy\n4 Lightning Bolt\n1 Lightnig Blot\n' }, { cwd: '/w', env });
    await runCheckCommand(['deck.txt'], io, async () => createMemoryCardDatabase(cards, info));
    return io.stdout.join('\n');
  };
  const checked = await checkOutput(sourceLabel);
  assert.match(checked, new RegExp(`^card data: Scryfall Oracle Cards of ${INFO.date} \\(${INFO.source}, ${n} cards(, no legalities)?\\)$`, 'm'));
  assert.match(checked, new RegExp(`deck.txt: note: cards are looked up in Scryfall Oracle Cards of ${INFO.date}; a card newer`));
  assert.equal(checked.split(INFO.date).length - 1, 2, checked);
  const japanese = await checkOutput(sourceLabel, { LANG: 'ja_JP.UTF-8' });
  assert.match(japanese, new RegExp(`^カードデータ：Scryfall Oracle Cards ${INFO.date}版（Scryfall の JSON Lines カードデータ、${n}枚`, 'm'));
  assert.match(await checkOutput(INFO), new RegExp(`^card data: ${INFO.label} \\(${INFO.source}, ${INFO.date}, ${n} cards`, 'm'));
});

test('a legality key newer than the card data (a config format\'s "legalityKeyValidFrom"): the date once where the label says it', () => {
  const format = { ...builtinFormat('legacy')!, legalityKeyValidFrom: '2026-01-01' };
  const info = { ...INFO, date: '2025-06-01' };
  const labelled = { ...info, label: 'Scryfall Oracle Cards of 2025-06-01' };
  assert.equal(legalityReader(format, labelled).unavailable, 'the card data (Scryfall Oracle Cards of 2025-06-01) is from before its "legacy" legality meant Legacy (2026-01-01)');
  assert.equal(inJapanese(() => legalityReader(format, labelled).unavailable), 'カードデータ（Scryfall Oracle Cards 2025-06-01版）は、"legacy" の使用可否の情報がレガシーを意味するようになる前（2026-01-01）のものです');
  assert.equal(legalityReader(format, info).unavailable, `the card data (${INFO.label}) is from 2025-06-01, before its "legacy" legality meant Legacy (2026-01-01)`);
});

test('the data the package carries is named by its date in both languages, and where it came from as bundled data, not the snapshot', () => {
  const bundled = { source: 'scryfall-jsonl', label: bundledLabel('2026-11-29') };
  assert.equal(bundled.label, 'card data of 2026-11-29, bundled');
  assert.equal(cardDataLabel(bundled), 'card data of 2026-11-29, bundled');
  assert.equal(packagedDataName(bundled), 'bundled card data');
  assert.equal(packagedDataName({ source: 'snapshot', label: SNAPSHOT_LABEL }), 'offline snapshot');
  // A user's own label in the same words is not the package's data unless its date is a date.
  assert.equal(isBundledLabel('card data of last week, bundled'), false);
  inJapanese(() => {
    assert.equal(cardDataLabel(bundled), '同梱のカードデータ（2026-11-29）');
    assert.equal(packagedDataName(bundled), '同梱のカードデータ');
    assert.equal(packagedDataName({ source: 'snapshot', label: SNAPSHOT_LABEL }), 'オフライン・スナップショット');
  });
});
