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
