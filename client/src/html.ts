import * as l10n from '@vscode/l10n';

/** Text as HTML text or attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A webview page up to its body: the bundle's language, a strict CSP, the title and the style with its nonce. */
export function pageStart(page: { csp: string; title: string; css: string; nonce: string }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(l10n.t({ message: 'en', comment: ["The statistics page's HTML lang attribute: the code of this bundle's language"] }))}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${page.csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeHtml(page.title)}</title>
<style nonce="${page.nonce}">${page.css}</style>
</head>
<body>`;
}
