// The door a message is shown through, and each piece of advice in that door's words. One message
// reaches a player through VS Code, through another editor's LSP client or through the terminal;
// its advice must name what exists there: VS Code's commands and settings, the server's commands
// (workspace/executeCommand) and settings, or the command line. A message asks for the advice by
// what it is for (`updateCardDataAdvice(door)`), never by editing the text afterwards.
import * as l10n from '@vscode/l10n';
import { paletteTitle } from './command-titles';

/**
 * - `vscode`: this project's VS Code extension (its commands and settings);
 * - `vscode-restricted`: the same in a workspace the player has not trusted (Restricted Mode), where
 *   nothing is downloaded and `decklist.cardData.path` is ignored until the workspace is trusted;
 * - `vscode-web`: the same extension on vscode.dev or github.dev (no card data files of the player's
 *   own, no downloads but Scryfall's cards);
 * - `lsp-commands`: another LSP client that can run the server's commands (workspace/executeCommand);
 * - `lsp`: another LSP client that cannot (its settings, and the command line in a terminal);
 * - `cli`: the command line.
 */
export type Door = 'vscode' | 'vscode-restricted' | 'vscode-web' | 'lsp-commands' | 'lsp' | 'cli';

/** The server's workspace/executeCommand command that downloads current card data (for clients other than VS Code). */
export const UPDATE_CARD_DATA_COMMAND = 'decklist.updateCardData';

/** What an update is to download besides the cards (the command line names it; an editor's settings decide it). */
interface UpdateExtras {
  /** A language's card names (`--lang ja`). */
  lang?: string;
  /** Commander Spellbook's combos (`--combos`). */
  combos?: boolean;
  /** Scryfall's rulings (`--rulings`). */
  rulings?: boolean;
}

function updateCommandLine(extras: UpdateExtras): string {
  return ['decklist cards update', extras.lang ? `--lang ${extras.lang}` : '', extras.rulings ? '--rulings' : '', extras.combos ? '--combos' : ''].filter(Boolean).join(' ');
}

/** "run "Decklist: Update Card Data"" (the title as the palette shows it): how this door downloads current card data, as a verb phrase. */
function runUpdate(door: Door | undefined, extras: UpdateExtras = {}): string {
  switch (door) {
    case 'vscode':
    case 'vscode-web':
      return l10n.t({ message: 'run "{0}"', args: [paletteTitle('updateCardData')], comment: ["{0} is the VS Code command's title as the command palette shows it, in VS Code's display language"] });
    case 'vscode-restricted':
      return l10n.t({
        message: 'trust this workspace, then run "{0}"',
        args: [paletteTitle('updateCardData')],
        comment: ["in Restricted Mode, where nothing is downloaded until the workspace is trusted; {0} is the command's title as the palette shows it"],
      });
    case 'lsp-commands':
      return l10n.t({ message: 'run the language server\'s command "{0}"', args: [UPDATE_CARD_DATA_COMMAND], comment: ['a workspace/executeCommand command of the server, in an editor other than VS Code'] });
    case 'lsp':
      return l10n.t({ message: 'run "{0}" in a terminal and restart the language server', args: [updateCommandLine(extras)], comment: ['a command line, in an editor that cannot run the server\'s commands'] });
    default:
      return l10n.t({ message: "run '{0}'", args: [updateCommandLine(extras)], comment: ['a command line, in the terminal'] });
  }
}

/** Current card data (the card may be newer than the data). */
export function updateCardDataAdvice(door: Door | undefined): string {
  return l10n.t('For current card data, {0}.', runUpdate(door));
}

/** Card names in another language (named in the settings or with --lang), which the data in use lacks. */
export function languageNamesAdvice(door: Door | undefined, lang: string): string {
  return l10n.t('To download them, {0}.', runUpdate(door, { lang }));
}

/** Card data that has legalities: the download, or a file of the player's own. */
export function cardDataWithLegalitiesAdvice(door: Door | undefined): string {
  // In Restricted Mode the setting that names a file is ignored, and the web version has none: only the download helps.
  if (door === 'vscode-restricted' || door === 'vscode-web') return l10n.t('For card data with legalities, {0}.', runUpdate(door));
  return door === 'cli' || door === undefined
    ? l10n.t('For card data with legalities, {0}, or pass such a file with --cards FILE.', runUpdate(door))
    : l10n.t('For card data with legalities, {0}, or name such a file in the "decklist.cardData.path" setting.', runUpdate(door));
}

/** No card data could be loaded in an editor: the setting that names a file, or the download. */
export function noCardDataAdvice(door: Door | undefined): string {
  if (door === 'vscode-restricted' || door === 'vscode-web') return l10n.t('To get card data, {0}.', runUpdate(door));
  return door === 'cli' || door === undefined
    ? l10n.t('Pass a card data file with --cards FILE, or {0}.', runUpdate(door))
    : l10n.t('Check the "decklist.cardData.path" setting, or {0}.', runUpdate(door));
}

/** The Japanese name table (names read as Japanese are matched against it). */
export function japaneseNamesAdvice(door: Door | undefined): string {
  if (door === 'vscode-web') return l10n.t('Japanese names are downloaded in the desktop editor ("decklist.languages"), not on the web.');
  return door === 'cli' || door === undefined
    ? l10n.t('For Japanese names, {0} once and check with --lang ja.', runUpdate(door, { lang: 'ja' }))
    : l10n.t('For Japanese names, set "decklist.languages" to ["Japanese"] and {0}.', runUpdate(door, { lang: 'ja' }));
}

/**
 * Card names in other languages than Japanese (`codes`: what --lang takes, `fr,es`; `names`: the
 * languages as MTGJSON names them, which "decklist.languages" takes).
 */
export function otherLanguageNamesAdvice(door: Door | undefined, codes: string[], names: string[]): string {
  if (door === 'vscode-web') return l10n.t('Names in other languages are downloaded in the desktop editor ("decklist.languages"), not on the web.');
  const lang = codes.join(',');
  if (door === 'cli' || door === undefined)
    return codes.length > 1
      ? l10n.t('For card names in those languages, {0} once and check with --lang {1}.', runUpdate(door, { lang }), lang)
      : l10n.t('For card names in that language, {0} once and check with --lang {1}.', runUpdate(door, { lang }), lang);
  return codes.length > 1
    ? l10n.t('For card names in those languages, set "decklist.languages" to {0} and {1}.', JSON.stringify(names), runUpdate(door, { lang }))
    : l10n.t('For card names in that language, set "decklist.languages" to {0} and {1}.', JSON.stringify(names), runUpdate(door, { lang }));
}

/**
 * The Japanese name table was asked for (the settings, the locale, --lang) but is not in the data:
 * the download failed, or has not been made. The cause, then the remedy — not a setting to change.
 */
export function japaneseTableMissingAdvice(door: Door | undefined): string {
  if (door === 'vscode-web') return l10n.t('Japanese names are downloaded in the desktop editor ("decklist.languages"), not on the web.');
  return door === 'cli' || door === undefined || door === 'vscode-restricted'
    ? l10n.t('The Japanese card name table is not downloaded yet, so Japanese names cannot be matched. To download it, {0}.', runUpdate(door, { lang: 'ja' }))
    : l10n.t('The Japanese card name table could not be downloaded, so Japanese names cannot be matched. Check the network and {0} again.', runUpdate(door, { lang: 'ja' }));
}

/** MTGJSON's card data, whose Pauper Commander flag says which creatures may lead a Pauper Commander deck. */
export function pauperCommanderFlagAdvice(door: Door | undefined): string {
  if (door === 'vscode-web') return l10n.t('MTGJSON\'s card data settles it; it is downloaded in the desktop editor (with "decklist.languages"), not on the web.');
  return door === 'cli' || door === undefined
    ? l10n.t("MTGJSON's card data settles it: {0} once and check with --lang ja, or pass MTGJSON's AtomicCards.json with --cards FILE.", runUpdate(door, { lang: 'ja' }))
    : l10n.t('MTGJSON\'s card data settles it: set "decklist.languages" (for example to ["Japanese"]) and {0}; it is downloaded with the card names.', runUpdate(door, { lang: 'ja' }));
}

/** Commander Spellbook's combos instead of the short built-in list. */
export function combosAdvice(door: Door | undefined): string {
  if (door === 'vscode-web') return l10n.t("Commander Spellbook's combos are downloaded in the desktop editor (\"decklist.cardData.combos\"); on the web the built-in list is used.");
  return door === 'cli' || door === undefined
    ? l10n.t("For Commander Spellbook's combos, {0}.", runUpdate(door, { combos: true }))
    : l10n.t('For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and {0}.', runUpdate(door, { combos: true }));
}

/**
 * Scryfall's rulings, when none are downloaded (`enabled`: "decklist.cardData.rulings" is on, so
 * the next update downloads them). The web version downloads none.
 */
export function rulingsAdvice(door: Door | undefined, enabled: boolean): string {
  if (door === 'vscode-web') return l10n.t('Scryfall\'s rulings are downloaded in the desktop editor ("decklist.cardData.rulings"), not on the web.');
  if (door === 'cli' || door === undefined) return l10n.t('No rulings are downloaded. To download them, {0}.', runUpdate(door, { rulings: true }));
  return enabled
    ? l10n.t('No rulings are downloaded yet. To download them, {0}.', runUpdate(door, { rulings: true }))
    : l10n.t('No rulings are downloaded. Turn on "decklist.cardData.rulings" and {0}.', runUpdate(door, { rulings: true }));
}

/** A team deck checked alone: how its teammates' decks are checked with it (`named`: the deck has a team line). */
export function teamTogetherAdvice(door: Door | undefined, named: boolean): string {
  if (door === 'cli' || door === undefined) {
    return named
      ? l10n.t("Check the team's decks together (decklist check deck1.txt deck2.txt).")
      : l10n.t('Check the team\'s decks together (decklist check deck1.txt deck2.txt) and give each the same "// team: Name" line.');
  }
  return named
    ? l10n.t("Open the teammates' decks too: open decks with the same team line are checked together.")
    : l10n.t('Give each deck of the team the same "// team: Name" line and open them together: they are then checked together.');
}

/** More problems than an editor is sent: where the whole list is. */
export function fullProblemListAdvice(door: Door | undefined): string {
  return door === 'vscode' || door === 'vscode-restricted' || door === 'vscode-web'
    ? l10n.t('Fix the first ones to see the next ones.')
    : l10n.t('Fix the first ones, or run "decklist check FILE" in a terminal for the full list.');
}

/**
 * The rules data (data/rules.json) could not be updated: what to do. `ownUrl`: the player named the
 * file's URL (the setting, --rules-url, DECKLIST_RULES_URL), so it may be wrong; otherwise it is the
 * project's file, which is asked for again the next day or on the next update.
 */
export function rulesUpdateAdvice(door: Door | undefined, ownUrl: boolean): string {
  if (ownUrl) {
    return door === 'cli' || door === undefined
      ? l10n.t('correct --rules-url or DECKLIST_RULES_URL, or leave both out to use the project\'s rules file')
      : l10n.t('correct the "decklist.cardData.rulesUrl" setting, or clear it to use the project\'s rules file');
  }
  return l10n.t({
    message: 'it is tried again within a day, or {0} to try now',
    args: [runUpdate(door)],
    comment: ['{0} says how to run the card data update in this editor or terminal ("run "Decklist: Update Card Data"")'],
  });
}
