// The titles of the VS Code extension's palette commands that messages name. VS Code shows a
// command's title in its own display language (package.nls.json, or package.nls.ja.json on a
// Japanese VS Code), whatever `decklist.locale` says: a message in Japanese on an English VS Code
// must name "Decklist: Update Card Data", the only title the palette can find. These are the
// manifest's titles (test/unit/japanese/command-titles.test.ts compares them with package.nls*.json).

/** The commands a message may name. */
export type PaletteCommand = 'updateCardData' | 'showStatistics' | 'restartServer' | 'showRulings';

/** The languages VS Code has command titles in (package.nls.json and package.nls.ja.json). */
export type PaletteLanguage = 'en' | 'ja';

const CATEGORY = 'Decklist';

const TITLES: Record<PaletteLanguage, Record<PaletteCommand, string>> = {
  en: {
    updateCardData: 'Update Card Data',
    showStatistics: 'Show Deck Statistics',
    restartServer: 'Restart Language Server',
    showRulings: 'Show Rulings of a Card…',
  },
  ja: {
    updateCardData: 'カードデータを更新',
    showStatistics: 'デッキの統計を表示',
    restartServer: '言語サーバーを再起動',
    showRulings: 'カードの裁定を表示…',
  },
};

/** VS Code's display language (`vscode.env.language`, InitializeParams.locale): `ja`, `ja-JP` → ja; anything else → en. */
export function paletteLanguageOf(displayLanguage: unknown): PaletteLanguage {
  return typeof displayLanguage === 'string' && /^ja(?:[-_.@]|$)/i.test(displayLanguage.trim()) ? 'ja' : 'en';
}

let current: PaletteLanguage = 'en';

/** Sets the display language of the VS Code the messages are read in (once per server or worker). */
export function setPaletteLanguage(language: PaletteLanguage): void {
  current = language;
}

/** The display language in force for command titles. */
export function paletteLanguage(): PaletteLanguage {
  return current;
}

/** "Decklist: Update Card Data": the command as the palette shows it in that language. */
export function paletteTitle(command: PaletteCommand, language: PaletteLanguage = current): string {
  return `${CATEGORY}: ${TITLES[language][command]}`;
}

/** The bare titles, for the test against the manifest. */
export function paletteTitles(language: PaletteLanguage): Readonly<Record<PaletteCommand, string>> {
  return TITLES[language];
}
