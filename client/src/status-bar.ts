// The status bar item of decklist editors: format, card count, problems and card data date, from
// the server's `decklist/deckInfo` notifications. Clicking it selects the format.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { DECK_INFO_REQUEST, type DeckInfo } from '../../server/src/lsp/protocol';
import { isCompareList } from './compare';
import { statusText } from './status-text';

export class DeckStatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('decklist.status', vscode.StatusBarAlignment.Right, 100);
  private readonly infos = new Map<string, DeckInfo>();
  private readonly disposables: vscode.Disposable[] = [];
  private visible = false;

  constructor(private readonly client: LanguageClient) {
    this.item.name = 'Decklist';
    this.item.command = 'decklist.selectFormat';
    this.disposables.push(
      this.item,
      vscode.window.onDidChangeActiveTextEditor(() => this.refresh()),
      vscode.workspace.onDidCloseTextDocument((d) => this.infos.delete(this.key(d.uri))),
      vscode.workspace.onDidOpenTextDocument(() => this.refresh()),
    );
    this.refresh();
  }

  /** Whether the client sends the document to the server (its document selector, less Compare With…'s lists). */
  private checked(doc: vscode.TextDocument): boolean {
    const selector = this.client.clientOptions.documentSelector;
    return !!selector && vscode.languages.match(selector as vscode.DocumentSelector, doc) > 0 && !isCompareList(doc.uri);
  }

  private key(uri: vscode.Uri): string {
    return this.client.code2ProtocolConverter.asUri(uri);
  }

  /** The latest info the server sent for a document, if any. */
  info(uri: vscode.Uri): DeckInfo | undefined {
    return this.infos.get(this.key(uri));
  }

  update(info: DeckInfo): void {
    this.infos.set(info.uri, info);
    this.refresh();
  }

  /** After `decklist.locale` changed: the item in the new language. */
  localeChanged(): void {
    this.refresh();
  }

  private refresh(): void {
    const editor = vscode.window.activeTextEditor;
    // A decklist document the server does not check (Compare With…'s canonical lists) has nothing to wait for.
    if (!editor || editor.document.languageId !== 'decklist' || !this.checked(editor.document)) {
      this.item.hide();
      this.visible = false;
      return;
    }
    const info = this.infos.get(this.key(editor.document.uri));
    if (info) {
      const { text, tooltip, accessibilityLabel } = statusText(info);
      this.item.text = text;
      this.item.tooltip = new vscode.MarkdownString(tooltip, true);
      this.item.accessibilityInformation = { label: accessibilityLabel };
    } else {
      this.item.text = '$(sync~spin) Decklist';
      this.item.tooltip = l10n.t('Checking the deck…');
      this.item.accessibilityInformation = { label: l10n.t('Decklist: checking the deck') };
      if (this.client.isRunning()) void this.ask(editor.document.uri);
    }
    this.item.show();
    this.visible = true;
  }

  /** Asks for the info of a deck that was checked before this client listened (e.g. after a restart). */
  private async ask(uri: vscode.Uri): Promise<void> {
    try {
      const info = await this.client.sendRequest<DeckInfo | null>(DECK_INFO_REQUEST, { uri: this.key(uri) });
      if (info && !this.infos.has(info.uri)) this.update(info);
    } catch {
      // The notification will come with the next check.
    }
  }

  snapshot(): { text: string; tooltip: string; accessibilityLabel: string; visible: boolean; command?: string } {
    const tooltip = this.item.tooltip;
    return {
      text: this.item.text,
      accessibilityLabel: this.item.accessibilityInformation?.label ?? '',
      tooltip: typeof tooltip === 'string' ? tooltip : (tooltip?.value ?? ''),
      visible: this.visible,
      command: typeof this.item.command === 'string' ? this.item.command : this.item.command?.command,
    };
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}
