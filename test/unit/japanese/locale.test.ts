// Which language the server speaks, and what Japanese changes in the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localeOf } from '../../../server/src/l10n/locale';
import { effectiveLocale, localeNote, unknownLocaleNote, withLocaleDefaults } from '../../../server/src/lsp/locale';
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

test('a language the server does not speak, where it decides the locale, gets one note: shown for the setting, logged for the editor\'s language', () => {
  assert.equal(localeNote('klingon', 'ja', 'ja')?.show, true);
  assert.equal(localeNote('klingon', 'ja', 'ja')?.text, unknownLocaleNote('klingon'));
  // The initialization option (VS Code sends its display language there) and InitializeParams.locale: logged, naming the value.
  assert.deepEqual(localeNote(undefined, 'de', 'de'), {
    show: false,
    text: 'Decklist: the "locale" initialization option is "de"; Decklist speaks English and Japanese, so messages are in English. Set "decklist.locale" to "ja" for Japanese.',
  });
  assert.equal(localeNote('auto', undefined, 'fr-CA')?.show, false);
  assert.match(localeNote('auto', undefined, 'fr-CA')?.text ?? '', /editor's language is "fr-CA"/);
  assert.match(localeNote(null, 42, undefined)?.text ?? '', /initialization option is 42/);
  // Nothing to say when the value that decides is spoken, or when a spoken value decides before an unknown one.
  for (const [setting, option, client] of [
    [undefined, undefined, undefined],
    ['ja', 'de', 'de'],
    ['en', 'klingon', 'fr'],
    ['auto', 'ja', 'de'],
    [undefined, 'en-US', 'fr'],
    [undefined, undefined, 'ja-JP'],
    [undefined, 'auto', 'en-GB'],
    // A blank option defers, as `auto` does.
    [undefined, ' ', 'ja'],
  ] as const) {
    assert.equal(localeNote(setting, option, client), undefined, JSON.stringify([setting, option, client]));
  }
  // The unknown value is English, so is what the locale falls back to.
  assert.equal(effectiveLocale('klingon', 'ja', 'ja'), 'en');
  assert.equal(effectiveLocale(undefined, 'de', 'ja'), 'en');
});
