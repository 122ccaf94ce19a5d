// Escaping for text that ends up in Markdown (hovers, completion documentation): card data and the
// user's file are data, never markup. No links, no HTML, no command URIs can come out of them.

/** Escapes every Markdown-significant character, and breaks `scheme://` so nothing is auto-linked. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
    .replace(/([\\`*_[\]<>#|~&])/g, '\\$1')
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\\.`);
}

/** Inline code span for a short piece of user text (fence longer than any run of backticks inside). */
export function codeSpan(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((s) => s.length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}
