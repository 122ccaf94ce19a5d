// Column units: UTF-16 code units to UTF-8 bytes and back, checked against Node's own encoder on
// every kind of character a deck holds (ASCII, Latin-1 `Æ`, Japanese, a character outside the BMP),
// inside a character and past the end of the line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { negotiatedEncoding, utf16Column, utf8Column } from '../../../server/src/lsp/positions';

test('every column of a line: bytes as Node counts them, and back', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom('a', ' ', 'Æ', 'é', '《', '稲', '》', '/', '𝔸', '🂡'), { maxLength: 12 }).map((cs) => cs.join('')), (line) => {
      for (let units = 0; units <= line.length; units++) {
        // A column inside a surrogate pair is not a character boundary: clients never send one.
        if (units > 0 && units < line.length && /[\ud800-\udbff]/.test(line[units - 1])) continue;
        const bytes = Buffer.byteLength(line.slice(0, units));
        assert.equal(utf8Column(line, units), bytes);
        assert.equal(utf16Column(line, bytes), units);
      }
    }),
  );
});

test('inside a character a byte column falls to its start; past the end both count one per unit', () => {
  assert.equal(utf16Column('2 Æther', 3), 2);
  assert.equal(utf16Column('1 《稲妻', 4), 2);
  assert.equal(utf8Column('Æ', 3), 4);
  assert.equal(utf16Column('Æ', 4), 3);
});

test('UTF-8 only where the client offers it', () => {
  assert.equal(negotiatedEncoding({ general: { positionEncodings: ['utf-32', 'utf-8', 'utf-16'] } }), 'utf-8');
  assert.equal(negotiatedEncoding({ general: { positionEncodings: ['utf-32', 'utf-16'] } }), 'utf-16');
  assert.equal(negotiatedEncoding({}), 'utf-16');
});
