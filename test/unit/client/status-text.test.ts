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
  assert.match(s.tooltip, /Card data: loading/);
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
