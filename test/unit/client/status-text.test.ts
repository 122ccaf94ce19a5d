import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusText } from '../../../client/src/status-text';
import type { DeckInfo } from '../../../server/src/lsp/protocol';

const INFO: DeckInfo = {
  uri: 'file:///deck.edh',
  version: 3,
  format: { id: 'commander', name: 'Commander', source: 'from file extension' },
  counts: { main: 99, commander: 1, companion: 0, sideboard: 0, maybeboard: 0 },
  countText: '99 + 1 / 100',
  commanders: ['Azusa, Lost but Seeking'],
  problems: { errors: 2, warnings: 1, information: 0 },
  cardData: { label: 'offline card data from January 2017', date: '2017-01-20', source: 'snapshot', cards: 16827, loading: false },
};

test('status text: format, count, problems and card data date', () => {
  const s = statusText(INFO);
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(error) 2 $(warning) 1 · $(database) 2017-01-20');
  assert.match(s.tooltip, /\*\*Commander\*\* \(`commander`, from file extension\)/);
  assert.match(s.tooltip, /Commander: Azusa, Lost but Seeking/);
  assert.match(s.tooltip, /16,827 cards/);
  assert.match(s.tooltip, /Click to select the format/);
});

test('status text: a check mark without problems; a spinner while card data loads', () => {
  const s = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 2 }, cardData: { ...INFO.cardData, loading: true } });
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(check) · $(sync~spin) card data');
  assert.match(s.tooltip, /Card data: Loading card data…/);
});

test('status text: markdown in names is escaped in the tooltip', () => {
  const s = statusText({ ...INFO, commanders: ['*Bold* [link](x)'] });
  assert.ok(s.tooltip.includes('\\*Bold\\* \\[link\\]\\(x\\)'));
});

test('status text: a failed update shows the date with ⚠, and the tooltip says why and when', () => {
  const failed = { reason: 'https://api.scryfall.com/bulk-data answered HTTP 503', at: '2026-11-25T09:12:03.456Z', using: 'offline card data from January 2017', background: true };
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, updateFailed: failed } });
  assert.equal(s.text, '$(checklist) Commander · 99 + 1 / 100 · $(error) 2 $(warning) 1 · $(database) 2017-01-20 ⚠');
  assert.match(s.tooltip, /out of date/);
  assert.match(s.tooltip, /2026\\-11\\-25 09:12 UTC/, "the time of the last try (Markdown-escaped)");
  assert.match(s.tooltip, /HTTP 503/);
  assert.match(s.tooltip, /Decklist: Update Card Data/);
  // While loading, the spinner only.
  const loading = statusText({ ...INFO, cardData: { ...INFO.cardData, loading: true, updateFailed: failed } });
  assert.doesNotMatch(loading.text, /⚠/);
});

test('status text: a failed update of fresh data says the update failed and the date of the data in use, not "out of date"', () => {
  const failed = { reason: 'https://api.scryfall.com/bulk-data answered HTTP 503', at: '2026-11-25T09:12:03.456Z', using: 'Scryfall Oracle Cards of 2026-11-25', background: false, outOfDate: false };
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, date: '2026-11-25', updateFailed: failed } });
  assert.doesNotMatch(s.tooltip, /out of date/);
  assert.ok(
    s.tooltip.includes(
      '$(warning) **The last card data update failed** (2026\\-11\\-25 09:12 UTC): https://api\\.scryfall\\.com/bulk\\-data answered HTTP 503. The card data in use is from 2026\\-11\\-25. Run **Decklist: Update Card Data** to try again; the log is in the "Decklist" output.',
    ),
    s.tooltip,
  );
});

test('status text: while loading, what is happening; the screen-reader label is plain words', () => {
  const loadingStep = 'Downloading current card data (1.0 of 2.1 MB)…';
  const s = statusText({ ...INFO, countText: '101 / 100 (1 too many)', cardData: { ...INFO.cardData, loading: true, loadingStep } });
  assert.equal(s.text, `$(checklist) Commander · 101 / 100 (1 too many) · $(error) 2 $(warning) 1 · $(sync~spin) ${loadingStep}`);
  assert.ok(s.tooltip.includes('Card data: Downloading current card data \\(1\\.0 of 2\\.1 MB\\)…'), s.tooltip);
  assert.equal(s.accessibilityLabel, `Decklist, Commander, 101 / 100 (1 too many), 2 errors, 1 warning, ${loadingStep}`);
  const failed = { reason: 'x', at: '2026-11-25T09:12:03.456Z', using: 'y', background: true, outOfDate: true };
  const ready = statusText({ ...INFO, problems: { errors: 0, warnings: 0, information: 1 }, cardData: { ...INFO.cardData, updateFailed: failed } });
  assert.equal(ready.accessibilityLabel, 'Decklist, Commander, 99 + 1 / 100, no problems, card data of 2017-01-20; the last update failed');
  for (const label of [s.accessibilityLabel, ready.accessibilityLabel]) assert.doesNotMatch(label, /\$\(|\*\*|\\|`/);
});

test('status text: the tooltip names the rules data in force ("rules of DATE"), in English and Japanese', async () => {
  const s = statusText({ ...INFO, cardData: { ...INFO.cardData, rules: 'rules of 2026-11-30' } });
  assert.ok(s.tooltip.includes('Card data: offline card data from January 2017 (16,827 cards)\n\nRules: rules of 2026\\-11\\-30\n\nClick to select the format'), s.tooltip);
  // An older server says nothing of rules: no line.
  assert.doesNotMatch(statusText(INFO).tooltip, /Rules:/);
  const { inJapanese } = await import('../../support/catalog');
  const ja = inJapanese(() => statusText({ ...INFO, cardData: { ...INFO.cardData, rules: 'rules of 2026-11-30' } }).tooltip);
  assert.match(ja, /\nルール: rules of 2026\\-11\\-30\n/);
});
