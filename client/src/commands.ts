// The extension's commands. Each asks the server (protocol.ts) and shows the answer; edits go
// through workspace.applyEdit (undoable), conversions open new untitled documents.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { WorkDoneProgress, type LanguageClient, type WorkspaceEdit as LspWorkspaceEdit } from 'vscode-languageclient/node';
import {
  CARD_RULINGS_REQUEST,
  SAME_COST_REQUEST,
  type SameCostResult,
  SEARCH_CARDS_REQUEST,
  type CardRulings,
  type SearchCardsResult,
  CONVERT_DECK_REQUEST,
  LIST_FORMATS_REQUEST,
  SET_FORMAT_REQUEST,
  UPDATE_CARD_DATA_REQUEST,
  type CardDataSummary,
  type ConvertDeckResult,
  type ConvertTarget,
  type FormatSummary,
} from '../../server/src/lsp/protocol';
import type { DeckStatusBar } from './status-bar';
import { COMPARE_SCHEME, CompareContent, compareWith } from './compare';
import type { StatisticsView } from './statistics-view';

export interface CommandContext {
  statistics: StatisticsView;
  statusBar: DeckStatusBar;
  output: vscode.OutputChannel;
  restart(): Promise<void>;
}

export type UpdateCardDataResult = { updated: CardDataSummary } | { cancelled: true } | { error: string };

/** The targets of "Convert Deck To…" (a function: the labels are read in the language of the moment). */
export function convertTargets(): Array<{ target: ConvertTarget; label: string; detail: string }> {
  return [
    { target: 'text', label: l10n.t('Plain text'), detail: l10n.t("This extension's own list: a // format: line, then Commander, Deck and Sideboard sections") },
    { target: 'arena', label: 'MTG Arena', detail: l10n.t("Arena's import text (Commander, Companion, Deck, Sideboard)") },
    { target: 'mtgo', label: 'MTGO .dek', detail: l10n.t('The XML deck file Magic Online imports') },
  ];
}

function message(e: unknown): string {
  // The language client words a failed request as "Request X failed with message: …".
  return (e instanceof Error ? e.message : String(e)).replace(/^Request \S+ failed with message: /, '');
}

/** A Scryfall legality value (`not_legal`, `banned`, `restricted`, `legal`) in words. */
function legalityName(legality: string): string {
  switch (legality) {
    case 'legal':
      return l10n.t('legal');
    case 'not_legal':
      return l10n.t('not legal');
    case 'banned':
      return l10n.t('banned');
    case 'restricted':
      return l10n.t('restricted');
    default:
      return legality.replace('_', ' ');
  }
}

/** The deck a command works on: its argument (from a menu), else the active decklist editor. */
function deckDocument(arg: unknown): vscode.TextDocument | undefined {
  const uri = arg instanceof vscode.Uri ? arg : undefined;
  const doc = uri
    ? vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())
    : vscode.window.activeTextEditor?.document;
  if (doc?.languageId === 'decklist') return doc;
  void vscode.window.showWarningMessage(l10n.t('Open a decklist first (a .dek, .edh, .dec or .cod file, or any file in the Decklist language).'));
  return undefined;
}

export function registerCommands(context: vscode.ExtensionContext, client: LanguageClient, ctx: CommandContext): void {
  const uriOf = (doc: vscode.TextDocument) => client.code2ProtocolConverter.asUri(doc.uri);
  const compareContent = new CompareContent();
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(COMPARE_SCHEME, compareContent));

  async function convert(doc: vscode.TextDocument, target: ConvertTarget): Promise<ConvertDeckResult> {
    return client.sendRequest<ConvertDeckResult>(CONVERT_DECK_REQUEST, { uri: uriOf(doc), target });
  }

  async function copyAs(arg: unknown, target: ConvertTarget, what: string): Promise<string | undefined> {
    const doc = deckDocument(arg);
    if (!doc) return undefined;
    const { content } = await convert(doc, target);
    await vscode.env.clipboard.writeText(content);
    void vscode.window.showInformationMessage(l10n.t('Decklist: the deck is on the clipboard as {0}.', what));
    return content;
  }

  const commands: Record<string, (...args: unknown[]) => unknown> = {
    'decklist.updateCardData': () =>
      vscode.window.withProgress<UpdateCardDataResult>(
        { location: vscode.ProgressLocation.Notification, title: l10n.t('Decklist: updating card data'), cancellable: true },
        async (progress, token) => {
          const workDoneToken = `decklist-update-${Date.now()}-${Math.random().toString(36).slice(2)}`;
          let done = 0;
          const listener = client.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
            if (value.kind === 'end') return;
            const pct = value.percentage;
            progress.report({ message: value.message, increment: pct !== undefined ? Math.max(0, pct - done) : undefined });
            if (pct !== undefined) done = Math.max(done, pct);
          });
          try {
            const updated = await client.sendRequest<CardDataSummary>(UPDATE_CARD_DATA_REQUEST, { workDoneToken }, token);
            const cards = updated.cards.toLocaleString('en-US');
            void vscode.window.showInformationMessage(
              updated.combos
                ? l10n.t(
                    'Decklist: card data updated to {0} ({1} cards). Commander Spellbook combos of {2}: {3}. Open decks were checked again.',
                    updated.label,
                    cards,
                    updated.combos.date,
                    updated.combos.variants.toLocaleString('en-US'),
                  )
                : l10n.t('Decklist: card data updated to {0} ({1} cards). Open decks were checked again.', updated.label, cards),
            );
            return { updated };
          } catch (e) {
            if (token.isCancellationRequested) {
              void vscode.window.showInformationMessage(l10n.t('Decklist: card data update cancelled; the previous card data stays in use.'));
              return { cancelled: true };
            }
            const error = message(e);
            ctx.output.appendLine(`[client] card data update failed: ${error}`);
            void vscode.window.showErrorMessage(l10n.t('Decklist: the card data was not updated. {0}', error), l10n.t('Show Log')).then((c) => {
              if (c) ctx.output.show(true);
            });
            return { error };
          } finally {
            listener.dispose();
          }
        },
      ),

    'decklist.selectFormat': async (arg?: unknown, formatId?: unknown) => {
      const doc = deckDocument(arg);
      if (!doc) return undefined;
      let id = typeof formatId === 'string' ? formatId : undefined;
      if (!id) {
        const formats = await client.sendRequest<FormatSummary[]>(LIST_FORMATS_REQUEST, { uri: uriOf(doc) });
        const current = ctx.statusBar.info(doc.uri)?.format.id;
        const items = formats.map((f) => ({
          label: f.name,
          description: f.id === current ? l10n.t('{0} · current', f.id) : f.id,
          detail: f.description,
          id: f.id,
        }));
        const picked = await vscode.window.showQuickPick(items, {
          title: l10n.t('Format for this deck'),
          placeHolder: l10n.t('Writes a // format: line at the top of the deck'),
          matchOnDescription: true,
          matchOnDetail: true,
        });
        if (!picked) return undefined;
        id = picked.id;
      }
      const lspEdit = await client.sendRequest<LspWorkspaceEdit | null>(SET_FORMAT_REQUEST, { uri: uriOf(doc), version: doc.version, format: id });
      if (!lspEdit) {
        void vscode.window.showWarningMessage(
          doc.getText().trimStart().startsWith('<')
            ? l10n.t('Decklist: an XML deck (.dek, .cod) has no place for a format line; set "decklist.format" or a decklist.config.json instead.')
            : l10n.t('Decklist: the deck changed meanwhile; run the command again.'),
        );
        return false;
      }
      const edit = await client.protocol2CodeConverter.asWorkspaceEdit(lspEdit);
      return vscode.workspace.applyEdit(edit);
    },

    'decklist.showStatistics': async (arg?: unknown) => {
      const doc = deckDocument(arg);
      if (!doc) return undefined;
      await ctx.statistics.show(doc.uri);
      return true;
    },

    'decklist.convert': async (arg?: unknown, targetArg?: unknown) => {
      const doc = deckDocument(arg);
      if (!doc) return undefined;
      const targets = convertTargets();
      let target = targets.find((t) => t.target === targetArg)?.target;
      if (!target) {
        const picked = await vscode.window.showQuickPick(
          targets.map((t) => ({ label: t.label, detail: t.detail, target: t.target })),
          { title: l10n.t('Convert deck to…'), placeHolder: l10n.t('Opens the converted deck as a new, unsaved document') },
        );
        if (!picked) return undefined;
        target = picked.target;
      }
      const result = await convert(doc, target);
      const converted = await vscode.workspace.openTextDocument({ language: result.language, content: result.content });
      await vscode.window.showTextDocument(converted, { preview: false });
      return converted.uri;
    },

    'decklist.compareWith': async (arg?: unknown, otherArg?: unknown) => {
      const doc = deckDocument(arg);
      return doc ? compareWith(client, compareContent, doc, otherArg) : undefined;
    },

    'decklist.copyAsArena': (arg?: unknown) => copyAs(arg, 'arena', l10n.t('MTG Arena text')),
    'decklist.copyAsMtgo': (arg?: unknown) => copyAs(arg, 'mtgo', l10n.t('an MTGO .dek file')),

    'decklist.searchCards': async (queryArg?: unknown, pickArg?: unknown) => {
      const doc = deckDocument(undefined);
      if (!doc) return undefined;
      const query =
        typeof queryArg === 'string'
          ? queryArg
          : await vscode.window.showInputBox({
              title: l10n.t('Search cards'),
              prompt: l10n.t("Scryfall search syntax, e.g. t:creature mv<=2 o:draw (limited to the commander's colors in a Commander deck)"),
            });
      if (!query) return undefined;
      const found = await client.sendRequest<SearchCardsResult>(SEARCH_CARDS_REQUEST, { query, uri: uriOf(doc), limit: 200 });
      if (found.error) {
        void vscode.window.showWarningMessage(l10n.t('Decklist: {0}', found.error));
        return undefined;
      }
      if (found.cards.length === 0) {
        void vscode.window.showInformationMessage(l10n.t('Decklist: no card matches "{0}".', query));
        return undefined;
      }
      const items = found.cards.map((c) => ({ label: c.name, description: c.manaCost, detail: c.typeLine }));
      const count = found.total === 1 ? l10n.t('1 card') : l10n.t('{0} cards', found.total);
      const picked =
        typeof pickArg === 'string'
          ? items.find((i) => i.label === pickArg)
          : await vscode.window.showQuickPick(items, {
              title:
                found.limitedToIdentity !== undefined
                  ? l10n.t("{0} in the commander's colors ({1})", count, found.limitedToIdentity || l10n.t('colorless'))
                  : count,
              placeHolder: l10n.t('Adds "1 Name" to the deck on the line below the cursor'),
              matchOnDescription: true,
              matchOnDetail: true,
            });
      if (!picked) return undefined;
      const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
      const line = editor ? editor.selection.active.line : doc.lineCount - 1;
      const current = doc.lineAt(line);
      const edit = new vscode.WorkspaceEdit();
      if (current.isEmptyOrWhitespace) edit.replace(doc.uri, current.range, `1 ${picked.label}`);
      else edit.insert(doc.uri, current.range.end, `\n1 ${picked.label}`);
      await vscode.workspace.applyEdit(edit);
      return picked.label;
    },

    'decklist.showRulings': async (nameArg?: unknown) => {
      const name =
        typeof nameArg === 'string' ? nameArg : await vscode.window.showInputBox({ title: l10n.t('Rulings of a card'), prompt: l10n.t('Card name') });
      if (!name) return undefined;
      const rulings = await client.sendRequest<CardRulings | null>(CARD_RULINGS_REQUEST, { name });
      if (!rulings || rulings.rulings.length === 0) {
        void vscode.window.showInformationMessage(
          rulings?.date
            ? l10n.t('Decklist: {0} has no rulings.', rulings.card)
            : l10n.t('Decklist: no rulings are downloaded. Turn on "decklist.cardData.rulings" and run "Decklist: Update Card Data".'),
        );
        return undefined;
      }
      const content = [
        `# ${l10n.t('Rulings: {0}', rulings.card)}`,
        '',
        l10n.t('Scryfall rulings of {0}, newest first.', rulings.date),
        '',
        ...rulings.rulings.flatMap((r) => [`**${r.date}** (${r.source})`, '', r.text, '']),
      ].join('\n');
      const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content });
      await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
      return doc.uri;
    },

    'decklist.showSameCost': async (nameArg?: unknown) => {
      const name =
        typeof nameArg === 'string' ? nameArg : await vscode.window.showInputBox({ title: l10n.t('Cards with the same mana cost'), prompt: l10n.t('Card name') });
      if (!name) return undefined;
      const uri = vscode.window.activeTextEditor?.document.languageId === 'decklist' ? vscode.window.activeTextEditor.document.uri.toString() : undefined;
      const r = await client.sendRequest<SameCostResult | null>(SAME_COST_REQUEST, { name, uri });
      if (!r) {
        void vscode.window.showInformationMessage(l10n.t('Decklist: the card data has no card named "{0}".', name));
        return undefined;
      }
      const lines = [`# ${l10n.t('{0}: cast as another card ({1})', r.card ?? name, r.format)}`, ''];
      if (r.noManaCost) lines.push(l10n.t('{0} has no mana cost: it cannot be cast as another card.', r.card ?? name));
      else {
        lines.push(
          r.cards.length === 1
            ? l10n.t('Mana cost {0}: 1 other card.', r.manaCost)
            : l10n.t('Mana cost {0}: {1} other cards.', r.manaCost, r.cards.length),
          '',
        );
        for (const c of r.cards) lines.push(`- ${c.name} — ${c.typeLine}${c.legality === 'unknown' ? ` ${l10n.t('(legality unknown)')}` : ''}`);
        if (r.notLegal.length) lines.push('', l10n.t('Same cost, but not declarable in this format:'), '', ...r.notLegal.map((c) => `- ${c.name} (${legalityName(c.legality)})`));
      }
      if (r.legalityUnknown) lines.push('', l10n.t('Legality unknown: {0}.', r.legalityUnknown));
      const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: lines.join('\n') + '\n' });
      await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
      return doc.uri;
    },

    'decklist.restartServer': async () => {
      await ctx.restart();
      return true;
    },

    'decklist.showOutput': () => ctx.output.show(true),
  };

  for (const [id, run] of Object.entries(commands)) {
    context.subscriptions.push(
      vscode.commands.registerCommand(id, async (...args: unknown[]) => {
        try {
          return await run(...args);
        } catch (e) {
          ctx.output.appendLine(`[client] ${id} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
          void vscode.window.showErrorMessage(l10n.t('Decklist: {0}', message(e)));
          return undefined;
        }
      }),
    );
  }
}
