// The CLI's language: --locale, else DECKLIST_LOCALE, else LC_ALL / LC_MESSAGES / LANG, else
// English; --json keeps codes and field names and says its locale at the top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as l10n from '@vscode/l10n';
import { runCheckCommand } from '../../../server/src/cli/check-command';
import { cliLocale } from '../../../server/src/cli/locale';
import { memoryIO } from '../../support/memory-io';
import { db } from '../rules/helpers';

const open = async () => db();
const DECK = '// format: modern\n5 Lightning Bolt\n55 Mountain\n';

async function run(args: string[], env: Record<string, string>) {
  const io = memoryIO({ '/w/deck.txt': DECK }, { cwd: '/w', env });
  const exit = await runCheckCommand([...args, 'deck.txt'], io, open);
  return { exit, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

test('cliLocale: --locale, else DECKLIST_LOCALE, else LC_ALL, LC_MESSAGES, LANG, else English', () => {
  assert.deepEqual(cliLocale('en', { LANG: 'ja_JP.UTF-8' }), { locale: 'en' });
  assert.deepEqual(cliLocale(undefined, { LANG: 'ja_JP.UTF-8' }), { locale: 'ja' });
  assert.deepEqual(cliLocale(undefined, { DECKLIST_LOCALE: 'ja', LANG: 'en_US.UTF-8' }), { locale: 'ja' });
  assert.deepEqual(cliLocale(undefined, { DECKLIST_LOCALE: 'auto', LANG: 'ja_JP.UTF-8' }), { locale: 'ja' });
  assert.deepEqual(cliLocale(undefined, { LC_ALL: 'C', LC_MESSAGES: 'ja_JP.UTF-8', LANG: 'ja_JP.UTF-8' }), { locale: 'en' }, 'LC_ALL decides');
  assert.deepEqual(cliLocale(undefined, { LC_ALL: '', LC_MESSAGES: 'ja_JP.eucJP', LANG: 'C' }), { locale: 'ja' });
  assert.deepEqual(cliLocale(undefined, { LANG: 'C.UTF-8' }), { locale: 'en' }, 'C and POSIX are English without a note');
  assert.deepEqual(cliLocale(undefined, { LC_ALL: 'POSIX' }), { locale: 'en' });
  const french = cliLocale(undefined, { LANG: 'fr_FR.UTF-8' });
  assert.equal(french.locale, 'en');
  assert.match(french.note!, /^LANG is "fr_FR\.UTF-8"; the messages are in English or Japanese: use --locale ja\|en or DECKLIST_LOCALE=ja\|en/);
  assert.match(cliLocale('fr', { LANG: 'ja_JP.UTF-8' }).note!, /^--locale "fr" is not "ja" or "en"; using English/);
  assert.deepEqual(cliLocale(undefined, {}), { locale: 'en' });
  const odd = cliLocale(undefined, { DECKLIST_LOCALE: 'klingon', LANG: 'ja_JP.UTF-8' });
  assert.equal(odd.locale, 'en');
  assert.match(odd.note!, /DECKLIST_LOCALE is "klingon", which is not "ja" or "en"; using English/);
});

test('check with LANG=ja_JP.UTF-8: Japanese messages; --locale en overrides it; English is back afterwards', async () => {
  const ja = await run([], { LANG: 'ja_JP.UTF-8' });
  assert.equal(ja.exit, 1);
  assert.match(ja.out, /deck\.txt:2:3: エラー \[copy-limit\] Lightning Bolt: 5枚ですが、モダンでは、基本土地以外の同名カードは4枚までです。1枚抜いてください。/);
  const en = await run(['--locale', 'en'], { LANG: 'ja_JP.UTF-8' });
  assert.equal(en.exit, 1);
  assert.match(en.out, /deck\.txt:2:3: error \[copy-limit\] Lightning Bolt: 5 copies, but Modern allows at most 4 copies of a card other than basic lands\. Remove 1\./);
  assert.equal(l10n.t('Unknown card "{0}".{1}', 'X', ''), 'Unknown card "X".', 'the catalog is English again');
});

test('check --json in Japanese: the same codes and fields, the localized text in message, locale at the top', async () => {
  const ja = JSON.parse((await run(['--json'], { LANG: 'ja_JP.UTF-8' })).out);
  const en = JSON.parse((await run(['--json', '--locale=en'], { LANG: 'ja_JP.UTF-8' })).out);
  assert.equal(Object.keys(ja)[0], 'locale');
  assert.equal(ja.locale, 'ja');
  assert.equal(en.locale, 'en');
  const strip = (j: { files: Array<{ diagnostics: Array<Record<string, unknown>> }> }) => j.files.map((f) => ({ ...f, diagnostics: f.diagnostics.map((d) => ({ ...d, message: '' })) }));
  assert.deepEqual(strip(ja), strip(en));
  const d = ja.files[0].diagnostics.find((x: { code: string }) => x.code === 'copy-limit');
  assert.match(d.message, /^Lightning Bolt: 5枚ですが/);
  assert.equal(d.severity, 'error', "--json's severity is the API word, while the text line says エラー");
});

test('check: a DECKLIST_LOCALE or --locale it does not know is English with one note', async () => {
  const r = await run([], { DECKLIST_LOCALE: 'klingon', LANG: 'ja_JP.UTF-8' });
  assert.match(r.out, /allows at most 4 copies/);
  assert.equal(r.err.match(/DECKLIST_LOCALE is "klingon"/g)?.length, 1);
  const bad = await run(['--locale', 'fr'], { LANG: 'ja_JP.UTF-8' });
  assert.equal(bad.exit, 1, 'the deck is checked');
  assert.match(bad.out, /allows at most 4 copies/);
  assert.equal(bad.err, 'decklist: --locale "fr" is not "ja" or "en"; using English (the messages are in English or Japanese: use --locale ja|en or DECKLIST_LOCALE=ja|en).');
});
