// One message, several doors: the same deck through the server as the VS Code extension, as another
// LSP client (with and without workspace/executeCommand; Helix, known by its clientInfo; Emacs with
// decklist-mode.el, known by its initialization option) and through the CLI. Each door's advice
// names what exists there, in English and in Japanese; command lines never reach VS Code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientCapabilities, Hover } from 'vscode-languageserver-protocol';
import { main } from '../../server/src/cli';
import { memoryIO } from '../support/memory-io';
import { commanderDeck } from '../unit/rules/helpers';
import { FULL_CAPABILITIES, SERVER, startServer, writeFixtureCards, type StartOptions } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

const DECK = commanderDeck('Phelddagrif', ['Sol Ring', 'Zzyzx Qwerty', '稲妻']);
const COMMANDER_LINE = 1;

type Door = 'vscode' | 'lsp-commands' | 'lsp-helix' | 'lsp-emacs' | 'lsp' | 'cli';

const WITH_EXECUTE_COMMAND: ClientCapabilities = { ...FULL_CAPABILITIES, workspace: { ...FULL_CAPABILITIES.workspace, executeCommand: { dynamicRegistration: false } } };

const CLIENTS: Record<Exclude<Door, 'cli'>, Pick<StartOptions, 'capabilities' | 'initializationOptions' | 'clientInfo'>> = {
  vscode: { capabilities: WITH_EXECUTE_COMMAND, initializationOptions: { decklistExtension: true } },
  // Other clients send no initialization option of ours.
  'lsp-commands': { capabilities: WITH_EXECUTE_COMMAND, initializationOptions: undefined, clientInfo: { name: 'Some editor' } },
  // Helix sends clientInfo.name "helix" (helix-lsp/src/client.rs) and declares workspace/executeCommand.
  'lsp-helix': { capabilities: WITH_EXECUTE_COMMAND, initializationOptions: undefined, clientInfo: { name: 'helix', version: '24.3 (2cadec0b)' } },
  // Eglot 1.9 sends no clientInfo; editors/emacs/decklist-mode.el passes this option.
  'lsp-emacs': { capabilities: WITH_EXECUTE_COMMAND, initializationOptions: { decklistMode: true } },
  // Neovim 0.7 and ALE 3.3 declare no workspace/executeCommand (Neovim would send clientInfo "Neovim").
  lsp: { capabilities: FULL_CAPABILITIES, initializationOptions: undefined, clientInfo: { name: 'Neovim' } },
};

/** The advice each door gives for the unknown English name, the unknown Japanese name and the bracket hover's combo list. */
const EXPECTED: Record<'en' | 'ja', Record<Door, { unknown: string; japanese: string; combos: string }>> = {
  en: {
    vscode: {
      unknown: 'Unknown card "Zzyzx Qwerty". Check the spelling. If the card is new, the card data may be older than it. For current card data, run "Decklist: Update Card Data".',
      japanese: 'Unknown card "稲妻". For Japanese names, set "decklist.languages" to ["Japanese"] and run "Decklist: Update Card Data". Or write 《日本語名/English Name》.',
      combos: 'For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run "Decklist: Update Card Data".',
    },
    'lsp-commands': {
      unknown: 'Unknown card "Zzyzx Qwerty". Check the spelling. If the card is new, the card data may be older than it. For current card data, run the language server\'s command "decklist.updateCardData".',
      japanese: 'Unknown card "稲妻". For Japanese names, set "decklist.languages" to ["Japanese"] and run the language server\'s command "decklist.updateCardData". Or write 《日本語名/English Name》.',
      combos: 'For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run the language server\'s command "decklist.updateCardData".',
    },
    'lsp-helix': {
      unknown: 'Unknown card "Zzyzx Qwerty". Check the spelling. If the card is new, the card data may be older than it. For current card data, run ":lsp-workspace-command decklist.updateCardData".',
      japanese: 'Unknown card "稲妻". For Japanese names, set "decklist.languages" to ["Japanese"] and run ":lsp-workspace-command decklist.updateCardData". Or write 《日本語名/English Name》.',
      combos: 'For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run ":lsp-workspace-command decklist.updateCardData".',
    },
    'lsp-emacs': {
      unknown: 'Unknown card "Zzyzx Qwerty". Check the spelling. If the card is new, the card data may be older than it. For current card data, run "M-x decklist-update-card-data".',
      japanese: 'Unknown card "稲妻". For Japanese names, set "decklist.languages" to ["Japanese"] and run "M-x decklist-update-card-data". Or write 《日本語名/English Name》.',
      combos: 'For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run "M-x decklist-update-card-data".',
    },
    lsp: {
      unknown: 'Unknown card "Zzyzx Qwerty". Check the spelling. If the card is new, the card data may be older than it. For current card data, run "decklist cards update" in a terminal and restart the language server.',
      japanese: 'Unknown card "稲妻". For Japanese names, set "decklist.languages" to ["Japanese"] and run "decklist cards update --lang ja" in a terminal and restart the language server. Or write 《日本語名/English Name》.',
      combos: 'For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run "decklist cards update --combos" in a terminal and restart the language server.',
    },
    cli: {
      unknown: "Unknown card \"Zzyzx Qwerty\". Check the spelling. If the card is new, the card data may be older than it. For current card data, run 'decklist cards update'.",
      japanese: "Unknown card \"稲妻\". For Japanese names, run 'decklist cards update --lang ja' once and check with --lang ja. Or write 《日本語名/English Name》.",
      combos: "For Commander Spellbook's combos, run 'decklist cards update --combos'.",
    },
  },
  ja: {
    vscode: {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、「Decklist: カードデータを更新」を実行してください。',
      japanese: '不明なカード「稲妻」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、「Decklist: カードデータを更新」を実行してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、「Decklist: カードデータを更新」を実行してください。',
    },
    'lsp-commands': {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、言語サーバーのコマンド「decklist.updateCardData」を実行してください。',
      japanese: '不明なカード「稲妻」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、言語サーバーのコマンド「decklist.updateCardData」を実行してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、言語サーバーのコマンド「decklist.updateCardData」を実行してください。',
    },
    'lsp-helix': {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、「:lsp-workspace-command decklist.updateCardData」を実行してください。',
      japanese: '不明なカード「稲妻」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、「:lsp-workspace-command decklist.updateCardData」を実行してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、「:lsp-workspace-command decklist.updateCardData」を実行してください。',
    },
    'lsp-emacs': {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、「M-x decklist-update-card-data」を実行してください。',
      japanese: '不明なカード「稲妻」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、「M-x decklist-update-card-data」を実行してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、「M-x decklist-update-card-data」を実行してください。',
    },
    lsp: {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、ターミナルで「decklist cards update」を実行して、言語サーバーを再起動してください。',
      japanese: '不明なカード「稲妻」。日本語名を使うには、設定「decklist.languages」を ["Japanese"] にしたうえで、ターミナルで「decklist cards update --lang ja」を実行して、言語サーバーを再起動してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、設定「decklist.cardData.combos」をオンにしたうえで、ターミナルで「decklist cards update --combos」を実行して、言語サーバーを再起動してください。',
    },
    cli: {
      unknown: '不明なカード「Zzyzx Qwerty」。綴りを確認してください。新しいカードなら、カードデータのほうが古いのかもしれません。最新のカードデータにするには、「decklist cards update」を実行してください。',
      // A Japanese locale asks for the Japanese names (as the editor does): what is missing is the table, not --lang.
      japanese: '不明なカード「稲妻」。日本語のカード名の表がまだダウンロードされていないため、日本語名を照合できません。ダウンロードするには、「decklist cards update --lang ja」を実行してください。または《日本語名/English Name》と書いてください。',
      combos: 'Commander Spellbook のコンボを使うには、「decklist cards update --combos」を実行してください。',
    },
  },
};

/** The unknown-card messages of the deck and the combo advice of its commander's hover, through the server. */
async function throughServer(door: Exclude<Door, 'cli'>, locale: 'en' | 'ja') {
  const s = await startServer({ ...CLIENTS[door], locale, settings: { cardData: { autoUpdate: false, allowNetwork: false }, languages: [] } });
  try {
    const uri = s.open('deck.edh', DECK);
    const diagnostics = await s.diagnosticsFor(uri, 1);
    const unknown = diagnostics.filter((d) => d.code === 'unknown-card').map((d) => d.message);
    const hover = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: COMMANDER_LINE, character: 4 } })) as Hover;
    return { unknown, hover: (hover.contents as { value: string }).value };
  } finally {
    await s.stop();
  }
}

/** The same messages through `decklist check` (the hover's bracket advice is not a CLI text). */
async function throughCli(locale: 'en' | 'ja') {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-doors-'));
  try {
    const cards = writeFixtureCards(dir);
    const deck = path.join(dir, 'deck.edh');
    const io = memoryIO({ [deck]: DECK }, { env: { DECKLIST_CACHE_DIR: path.join(dir, 'cache') } });
    await main(['check', '--cards', cards, '--locale', locale, deck], io);
    return io.stdout.join('\n').split('\n').flatMap((l) => /\[unknown-card\] (.*)$/.exec(l)?.[1] ?? []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const locale of ['en', 'ja'] as const) {
  for (const door of ['vscode', 'lsp-commands', 'lsp-helix', 'lsp-emacs', 'lsp'] as const) {
    test(`${locale}, ${door}: the advice names what this door can do`, { skip }, async () => {
      const { unknown, hover } = await throughServer(door, locale);
      const want = EXPECTED[locale][door];
      assert.deepEqual(unknown, [want.unknown, want.japanese]);
      assert.ok(hover.includes(want.combos), hover);
      if (door === 'vscode') assert.doesNotMatch([...unknown, hover].join('\n'), /decklist cards|--lang|--cards|--combos|decklist check/);
    });
  }
  test(`${locale}, the CLI: the advice is command lines`, async () => {
    const want = EXPECTED[locale].cli;
    assert.deepEqual(await throughCli(locale), [want.unknown, want.japanese]);
  });
}

test('the server offers its update command to a client that can run it, and not to VS Code (which has its own); run, it says why it cannot download; fix-all\'s message to both', { skip }, async () => {
  const offered: Record<string, unknown> = {};
  for (const door of ['vscode', 'lsp-commands', 'lsp-helix', 'lsp-emacs', 'lsp'] as const) {
    const s = await startServer({ ...CLIENTS[door] });
    try {
      offered[door] = s.initializeResult?.capabilities.executeCommandProvider;
      if (door !== 'vscode' && door !== 'lsp') {
        // Once a deck is checked the settings (downloads off) are in force.
        await s.diagnosticsFor(s.open('deck.edh', DECK), 1);
        await assert.rejects(s.conn.sendRequest('workspace/executeCommand', { command: 'decklist.updateCardData', arguments: [] }), /Downloads are turned off \("decklist\.cardData\.allowNetwork" is false\)\./);
      }
    } finally {
      await s.stop();
    }
  }
  // Every client that runs the server's commands gets fix-all's message of what it changed.
  const both = { commands: ['decklist.updateCardData', 'decklist.fixAllApplied'] };
  assert.deepEqual(offered, { vscode: { commands: ['decklist.fixAllApplied'] }, 'lsp-commands': both, 'lsp-helix': both, 'lsp-emacs': both, lsp: undefined });
});
