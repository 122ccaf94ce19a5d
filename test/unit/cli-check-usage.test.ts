// `decklist check --help`: the whole text, in English and in Japanese, as the fixtures write it
// (test/fixtures/cli/check-usage.*.txt: a new option or format changes them on purpose), each option's
// description in one column, and no line wider than a terminal's 100 columns but the synopsis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../server/src/cli';
import { memoryIO } from '../support/memory-io';

const fixture = (lang: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'cli', `check-usage.${lang}.txt`), 'utf8');

for (const [lang, env] of [
  ['en', { DECKLIST_LOCALE: 'en' }],
  ['ja', { DECKLIST_LOCALE: 'ja' }],
] as const) {
  test(`decklist check --help in ${lang}: the whole usage text, on stdout, exit 0`, async () => {
    const io = memoryIO(undefined, { env });
    assert.equal(await main(['check', '--help'], io), 0);
    assert.equal(io.stdout.join(''), fixture(lang));
    assert.deepEqual(io.stderr, []);
  });
}

test('decklist check --help: every option description starts in column 19, every continuation line too', () => {
  const lines = fixture('en').split('\n');
  const options = lines.slice(lines.indexOf('options:') + 1, lines.indexOf('exit status: 0 no errors, 1 some deck has errors, 2 usage or data problem.') - 1);
  assert.equal(options.filter((l) => /^ {2}-/.test(l)).length, 9);
  for (const l of options) {
    if (l === '  -h, --help') continue;
    assert.ok(/^ {2}-/.test(l) ? /^ {2}\S.{15}\S|^ {2}--max-problems N {2}\S/.test(l) : /^ {18}\S/.test(l), l);
  }
  for (const l of lines.slice(1)) assert.ok(l.length <= 100, `${l.length} columns: ${l}`);
});

test('a usage error of decklist check prints the message, then the same usage text, on stderr (exit 2)', async () => {
  const io = memoryIO(undefined, { env: { DECKLIST_LOCALE: 'en' } });
  assert.equal(await main(['check'], io), 2);
  assert.equal(io.stderr.join(''), `decklist check: no deck files given\n${fixture('en')}`);
});
