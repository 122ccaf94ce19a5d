// The language the client speaks. Every client string goes through `l10n.t` of @vscode/l10n (the
// pure modules too, so they stay testable without VS Code: unconfigured, it returns the English).
// This module gives it its bundle: `decklist.locale` "ja" → l10n/bundle.l10n.ja.json even on an
// English VS Code, "en" → none (English), "auto" → the bundle VS Code loaded for its display
// language (`vscode.l10n.bundle`, what `vscode.l10n.t` itself reads).
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { paletteLanguageOf, setPaletteLanguage } from '../../server/src/core/command-titles';

export type ClientLocale = 'en' | 'ja' | 'auto';

/** The `decklist.locale` setting; any other value is "auto". */
export function localeSetting(): ClientLocale {
  const setting = vscode.workspace.getConfiguration('decklist').get<string>('locale', 'auto');
  return setting === 'en' || setting === 'ja' ? setting : 'auto';
}

/**
 * Loads the bundle for the setting. A missing or broken Japanese bundle leaves the client in
 * English and says so in the log, instead of failing to activate.
 */
export async function applyClientLocale(extensionUri: vscode.Uri, log: (line: string) => void): Promise<ClientLocale> {
  const setting = localeSetting();
  // Messages name commands as the palette shows them: in VS Code's display language, whatever the setting.
  setPaletteLanguage(paletteLanguageOf(vscode.env?.language));
  if (setting === 'en') {
    l10n.config({ contents: {} });
  } else if (setting === 'auto') {
    l10n.config({ contents: vscode.l10n.bundle ?? {} });
  } else {
    const uri = vscode.Uri.joinPath(extensionUri, 'l10n', `bundle.l10n.${setting}.json`);
    try {
      l10n.config({ contents: new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri)) });
    } catch (e) {
      l10n.config({ contents: {} });
      log(`[client] the ${setting} message bundle could not be read (${uri.toString()}): ${e instanceof Error ? e.message : String(e)}; the client speaks English.`);
    }
  }
  return setting;
}
