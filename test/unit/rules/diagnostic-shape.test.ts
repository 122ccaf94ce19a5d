// What every diagnostic carries: its code, severity, message and range; the card, related
// locations and data only when the rule gives them (no keys left undefined). And which codes a
// severity setting may name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDiagnostic, report } from '../../../server/src/core/rules/report';
import { isDiagnosticCode } from '../../../server/src/core/rules/codes';
import { readSettings } from '../../../server/src/lsp/settings';
import { check, codes } from './helpers';

const RANGE = { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } };
const DECK_SIZE = { id: 'deck-size', defaultSeverity: 'error', description: 'the deck has too many or too few cards' } as const;

test('a diagnostic without card, related locations or data has no such keys', () => {
  assert.deepEqual(createDiagnostic('format', 'warning', RANGE, 'Unknown format'), { code: 'format', severity: 'warning', message: 'Unknown format', range: RANGE });
  // An empty list of related locations is left out too.
  assert.deepEqual(createDiagnostic('format', 'warning', RANGE, 'Unknown format', { related: [] }), { code: 'format', severity: 'warning', message: 'Unknown format', range: RANGE });
  // A rule's own diagnostic: the deck-size error names no card.
  const [d] = codes(check('59 Mountain\n', 'modern'), 'deck-size');
  assert.deepEqual(Object.keys(d).sort(), ['code', 'data', 'message', 'range', 'severity']);
});

test('a diagnostic with card, related locations and data keeps them', () => {
  const related = [{ message: 'first copy', range: RANGE }];
  assert.deepEqual(createDiagnostic('copy-limit', 'error', RANGE, 'Too many', { card: 'Sol Ring', related, data: { total: 5 } }), {
    code: 'copy-limit',
    severity: 'error',
    message: 'Too many',
    range: RANGE,
    card: 'Sol Ring',
    related,
    data: { total: 5 },
  });
});

test('report: the configured severity, else the diagnostic\'s own default, else the rule\'s; off gives nothing', () => {
  assert.equal(report({}, DECK_SIZE, RANGE, 'm')?.severity, 'error');
  assert.equal(report({}, DECK_SIZE, RANGE, 'm', { defaultSeverity: 'warning' })?.severity, 'warning');
  assert.equal(report({ 'deck-size': 'hint' }, DECK_SIZE, RANGE, 'm', { defaultSeverity: 'warning' })?.severity, 'hint');
  assert.equal(report({ 'deck-size': 'off' }, DECK_SIZE, RANGE, 'm'), undefined);
});

test('isDiagnosticCode: the codes of the list, exactly as written', () => {
  assert.equal(isDiagnosticCode('deck-size'), true);
  assert.equal(isDiagnosticCode('internal'), true);
  assert.equal(isDiagnosticCode('Deck-Size'), false);
  assert.equal(isDiagnosticCode('deck size'), false);
  assert.equal(isDiagnosticCode(''), false);
});

test('the editor\'s decklist.severity setting keeps only known codes', () => {
  const s = readSettings({ decklist: { severity: { 'deck-size': 'warning', 'deck-sise': 'off', 'sideboard-size': 'loud' } } });
  assert.deepEqual(s.severity, { 'deck-size': 'warning' });
});
