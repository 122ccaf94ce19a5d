// The "Deck statistics" webview: one panel beside the editor, showing the deck it was opened
// for and updated after every check of that deck (the server's deckInfo notification).
import { nonce as newNonce, randomSeed } from './nonce';
import * as path from 'node:path';
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { DECK_STATISTICS_REQUEST, SAMPLE_HAND_REQUEST, type DeckInfo, type DeckStatistics, type SampleHandResult } from '../../server/src/lsp/protocol';
import { escapeHtml, statisticsBody, statisticsPage } from './statistics-html';
import { paletteTitle } from '../../server/src/core/command-titles';

export const STATISTICS_VIEW_TYPE = 'decklist.statistics';

function newSeed(): number {
  return randomSeed();
}

export class StatisticsView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private uri: vscode.Uri | undefined;
  /** Statistics the webview has put on screen (it says so after each update). */
  private renders = 0;
  /** What the view shows: the statistics, a note that the deck is closed, or an error. */
  private shown: 'statistics' | 'closed' | 'error' | 'nothing' = 'nothing';
  private version: number | undefined;
  private requestSeq = 0;
  /** The sample hand shown: a seed, the mulligans taken and the cards drawn since (New hand picks a new seed). */
  private hand = { seed: newSeed(), mulligans: 0, draws: 0 };
  /** Each deck's sample hand: another deck gets a seed of its own, and going back shows its hand again. */
  private readonly hands = new Map<string, { seed: number; mulligans: number; draws: number }>();
  private lastHand: SampleHandResult | null = null;
  /** The HTML last posted to the webview (tests read it: they cannot look inside a webview). */
  private lastBody = '';

  constructor(private readonly client: LanguageClient) {}

  async show(uri: vscode.Uri): Promise<void> {
    if (this.uri?.toString() !== uri.toString()) {
      if (this.uri) this.hands.set(this.uri.toString(), this.hand);
      this.hand = this.hands.get(uri.toString()) ?? { seed: newSeed(), mulligans: 0, draws: 0 };
    }
    this.uri = uri;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(
        STATISTICS_VIEW_TYPE,
        this.title(),
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: true, localResourceRoots: [] },
      );
      this.panel.webview.onDidReceiveMessage((m: { type?: string; action?: string }) => {
        if (m?.type === 'rendered') this.renders++;
        if (m?.type === 'hand' && typeof m.action === 'string') void this.handAction(m.action);
      });
      this.panel.onDidDispose(() => {
        this.panel = undefined;
      });
      // A hidden webview is discarded (no retainContextWhenHidden); shown again it starts from the
      // page's first content, so it gets the statistics again.
      this.panel.onDidChangeViewState((e) => {
        if (e.webviewPanel.visible) void this.refresh();
      });
      const nonce = newNonce();
      this.panel.webview.html = statisticsPage(`<p class="muted">${escapeHtml(l10n.t('Reading the deck…'))}</p>`, nonce, this.panel.webview.cspSource);
    } else {
      this.panel.title = this.title();
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    await this.refresh();
  }

  private title(): string {
    return this.uri ? l10n.t('Statistics: {0}', path.basename(this.uri.path)) : l10n.t('Deck statistics');
  }

  /** After `decklist.locale` changed: the panel's title and body in the new language. */
  localeChanged(): void {
    if (!this.panel) return;
    this.panel.title = this.title();
    void this.refresh();
  }

  /** Called after each check of an open deck. */
  deckChanged(info: DeckInfo): void {
    if (this.panel && this.uri && this.client.code2ProtocolConverter.asUri(this.uri) === info.uri) {
      this.version = info.version;
      void this.refresh();
    }
  }

  /** New hand / Mulligan / Draw (from the view's buttons, or a test). */
  async handAction(action: string): Promise<SampleHandResult | null> {
    if (action === 'new') this.hand = { seed: newSeed(), mulligans: 0, draws: 0 };
    else if (action === 'mulligan') this.hand = { ...this.hand, mulligans: Math.min(7, this.hand.mulligans + 1), draws: 0 };
    else if (action === 'draw') this.hand = { ...this.hand, draws: this.hand.draws + 1 };
    else return this.lastHand;
    await this.refresh();
    return this.lastHand;
  }

  private async refresh(): Promise<void> {
    const panel = this.panel;
    const uri = this.uri;
    if (!panel || !uri) return;
    const seq = ++this.requestSeq;
    let body: string;
    let shown: typeof this.shown;
    try {
      const lspUri = this.client.code2ProtocolConverter.asUri(uri);
      const [stats, hand] = await Promise.all([
        this.client.sendRequest<DeckStatistics | null>(DECK_STATISTICS_REQUEST, { uri: lspUri }),
        this.client.sendRequest<SampleHandResult | null>(SAMPLE_HAND_REQUEST, { uri: lspUri, ...this.hand }),
      ]);
      this.lastHand = hand;
      shown = stats ? 'statistics' : 'closed';
      body = stats
        ? statisticsBody(stats, path.basename(uri.path), hand)
        : `<p class="muted">${escapeHtml(l10n.t('The deck is not open any more. Open it and run "{0}" again.', paletteTitle('showStatistics')))}</p>`;
    } catch (e) {
      shown = 'error';
      body = `<p class="warning">${escapeHtml(l10n.t('The statistics could not be computed: {0}', String(e instanceof Error ? e.message : e)))}</p>`;
    }
    // A newer refresh may have finished first; only the latest answer is shown.
    if (seq !== this.requestSeq || this.panel !== panel) return;
    this.shown = shown;
    this.lastBody = body;
    await panel.webview.postMessage({ type: 'update', body, version: this.version ?? -1 });
  }

  snapshot(): { uri?: string; renders: number; version?: number; shown: string; hand: SampleHandResult | null; body: string } {
    return { uri: this.panel ? this.uri?.toString() : undefined, renders: this.renders, version: this.version, shown: this.shown, hand: this.lastHand, body: this.lastBody };
  }

  dispose(): void {
    this.panel?.dispose();
  }
}
