// The palette titles that messages name are the manifest's own (package.nls.json and
// package.nls.ja.json), and the advice names the title in VS Code's display language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as l10n from '@vscode/l10n';
import { paletteLanguageOf, paletteTitle, paletteTitles, setPaletteLanguage, type PaletteCommand } from '../../../server/src/core/command-titles';
import { updateCardDataAdvice } from '../../../server/src/core/doors';
import { failureText } from '../../../client/src/status-text';

const nls = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
const nlsJa = JSON.parse(readFileSync('package.nls.ja.json', 'utf8')) as Record<string, string>;
const ja = JSON.parse(readFileSync('l10n/bundle.l10n.ja.json', 'utf8')) as Record<string, string>;

test('the titles are the manifest titles in each display language', () => {
  for (const [lang, table] of [['en', nls], ['ja', nlsJa]] as const) {
    const titles = paletteTitles(lang);
    for (const command of Object.keys(titles) as PaletteCommand[]) {
      assert.equal(titles[command], table[`command.${command}.title`], `${lang} ${command}`);
      assert.equal(paletteTitle(command, lang), `${table['command.category']}: ${table[`command.${command}.title`]}`);
    }
  }
  assert.equal(paletteLanguageOf('ja'), 'ja');
  assert.equal(paletteLanguageOf('ja-JP'), 'ja');
  assert.equal(paletteLanguageOf('en'), 'en');
  assert.equal(paletteLanguageOf('de'), 'en');
  assert.equal(paletteLanguageOf(undefined), 'en');
});

test('Japanese advice names the title the palette shows', () => {
  l10n.config({ contents: ja });
  try {
    setPaletteLanguage('en');
    assert.equal(updateCardDataAdvice('vscode'), '最新のカードデータにするには、「Decklist: Update Card Data」を実行してください。');
    assert.equal(
      failureText({ at: '2026-11-29T05:53:00Z', reason: 'x', outOfDate: true } as Parameters<typeof failureText>[0], '2026-11-29').includes('**Decklist: Update Card Data**'),
      true,
    );
    setPaletteLanguage('ja');
    assert.equal(updateCardDataAdvice('vscode'), '最新のカードデータにするには、「Decklist: カードデータを更新」を実行してください。');
  } finally {
    setPaletteLanguage('en');
    l10n.config({ contents: {} });
  }
});
