// Which language the server speaks, and what Japanese changes in the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { effectiveLocale, localeOf, unknownLocaleNote, withLocaleDefaults } from '../../../server/src/lsp/locale';
import { readSettings } from '../../../server/src/lsp/settings';

test('locale values: ja in any spelling is Japanese, auto and nothing defer, anything else is English', () => {
  for (const v of ['ja', 'JA', 'ja-JP', 'ja_JP.UTF-8', ' ja ']) assert.equal(localeOf(v), 'ja', v);
  for (const v of ['en', 'en-US', 'de', 'jav', 'japan']) assert.equal(localeOf(v), 'en', v);
  for (const v of ['auto', '', undefined, null, 3]) assert.equal(localeOf(v), undefined, String(v));
});

test('the setting wins, then the initialization option, then the client language, then English', () => {
  assert.equal(effectiveLocale('en', 'ja', 'ja'), 'en');
  assert.equal(effectiveLocale('auto', 'ja', 'en'), 'ja');
  assert.equal(effectiveLocale(undefined, undefined, 'ja-JP'), 'ja');
  assert.equal(effectiveLocale(undefined, undefined, undefined), 'en');
});

test('in Japanese an unset decklist.languages means the Japanese name table; a set one (even []) is kept', () => {
  const unset = readSettings({ languages: null, locale: 'ja' });
  assert.equal(unset.locale, 'ja');
  assert.deepEqual(withLocaleDefaults(unset, 'ja').languages, ['Japanese']);
  assert.deepEqual(withLocaleDefaults(readSettings({}), 'ja').languages, ['Japanese']);
  assert.deepEqual(withLocaleDefaults(readSettings({}), 'en').languages, []);
  assert.deepEqual(withLocaleDefaults(readSettings({ languages: [] }), 'ja').languages, []);
  assert.deepEqual(withLocaleDefaults(readSettings({ languages: ['German'] }), 'ja').languages, ['German']);
});

test('an unknown decklist.locale gets one note naming the value and the choices', () => {
  for (const v of [undefined, null, 'auto', 'en', 'ja', 'JA', 'ja-JP', 'en-US']) assert.equal(unknownLocaleNote(v), undefined, String(v));
  assert.equal(unknownLocaleNote('klingon'), 'Decklist: decklist.locale is "klingon", which is not "auto", "en" or "ja"; using English. Set it to "ja" for Japanese.');
  assert.match(unknownLocaleNote('jp') ?? '', /"jp"/);
});
