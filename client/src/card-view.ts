// The card view: a read-only page beside the deck, in the editor's theme, for what the commands
// tell about a card (its rulings, the cards of the same mana cost). One panel, reused; no script.
import { nonce } from './nonce';
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import { escapeHtml, pageStart } from './html';

export const CARD_VIEW_TYPE = 'decklist.card';

/** A part of a card page; every text is escaped when the page is written. */
export type CardBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'list'; items: string[] }
  | { kind: 'ruling'; date: string; source: string; text: string };

export interface CardPage {
  /** The tab's title and the page's heading. */
  title: string;
  blocks: CardBlock[];
}

const CSS = `
body { color: var(--vscode-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); padding: 0 20px 20px; line-height: 1.5; }
h1 { font-size: 1.4em; font-weight: 600; margin: 16px 0 8px; }
h2 { font-size: 1.05em; font-weight: 600; margin: 18px 0 6px; }
.muted { color: var(--vscode-descriptionForeground); }
ul { padding-left: 20px; }
.ruling { margin: 10px 0; }
.ruling .when { color: var(--vscode-descriptionForeground); font-size: 0.9em; }`;

function blockHtml(b: CardBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h2>${escapeHtml(b.text)}</h2>`;
    case 'paragraph':
      return `<p${b.muted ? ' class="muted"' : ''}>${escapeHtml(b.text)}</p>`;
    case 'list':
      return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
    case 'ruling':
      return `<div class="ruling"><div class="when">${escapeHtml(b.date)} · ${escapeHtml(b.source)}</div><div>${escapeHtml(b.text)}</div></div>`;
  }
}

/** The whole page: a strict CSP (no script, no remote content; the style only with the nonce). */
export function cardPageHtml(page: CardPage, nonce: string): string {
  return `${pageStart({ csp: `default-src 'none'; style-src 'nonce-${nonce}';`, title: page.title, css: CSS, nonce })}
<h1>${escapeHtml(page.title)}</h1>
${page.blocks.map(blockHtml).join('\n')}
</body>
</html>`;
}

/** A page as plain text (what the commands return, for scripts and the editor tests). */
export function cardPageText(page: CardPage): string {
  const lines = [page.title, ''];
  for (const b of page.blocks) {
    if (b.kind === 'list') lines.push(...b.items.map((i) => `- ${i}`), '');
    else if (b.kind === 'ruling') lines.push(`${b.date} (${b.source})`, b.text, '');
    else lines.push(b.text, '');
  }
  return lines.join('\n');
}

export class CardView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;

  show(page: CardPage): void {
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(CARD_VIEW_TYPE, page.title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: false, localResourceRoots: [] });
      this.panel.onDidDispose(() => {
        this.panel = undefined;
      });
    } else {
      this.panel.title = page.title;
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    this.panel.webview.html = cardPageHtml(page, nonce());
  }

  dispose(): void {
    this.panel?.dispose();
  }
}
