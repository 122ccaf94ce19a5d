// Escaping for text that ends up in Markdown (hovers, completion documentation): card data and the
// user's file are data, never markup. No links, no HTML, no command URIs can come out of them.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

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

const markdownParser = new MarkdownIt({ html: false, linkify: false });

/**
 * The Markdown this service writes (hovers, completion documentation) as plain text, for a client
 * that shows no Markdown: the text a reader sees once the marks are gone, with escapes undone,
 * list items as `- `, table cells side by side, a web link's address after its text, and
 * images and command links (nothing a plain-text client can open) as their text only.
 */
export function markdownToPlainText(markdown: string): string {
  const blocks: PlainBlock[] = [];
  let line = '';
  let row: string[] | undefined;
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let itemPrefix = '';
  const endBlock = () => {
    if (line.trim()) blocks.push({ text: line.replace(/\s+$/, ''), group: lists.length > 0 ? 'list' : undefined });
    line = '';
  };
  for (const token of markdownParser.parse(markdown, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        const indent = '  '.repeat(Math.max(0, lists.length - 1));
        itemPrefix = list?.ordered ? `${indent}${list.next++}. ` : `${indent}- `;
        break;
      }
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        if (row) blocks.push({ text: row.join('  '), group: 'table' });
        row = undefined;
        break;
      case 'th_close':
      case 'td_close':
        row?.push(line.trim());
        line = '';
        break;
      case 'hr':
        endBlock();
        blocks.push({ text: '――――' });
        break;
      case 'fence':
      case 'code_block':
        endBlock();
        blocks.push({ text: token.content.replace(/\n$/, '') });
        break;
      case 'inline':
        line += itemPrefix + inlineText(token.children ?? []);
        itemPrefix = '';
        break;
      case 'paragraph_close':
      case 'heading_close':
        if (!row) endBlock();
        break;
      default:
        break;
    }
  }
  endBlock();
  return joinBlocks(blocks);
}

interface PlainBlock {
  text: string;
  /** Blocks of one list or one table are set on consecutive lines. */
  group?: 'list' | 'table';
}

/** Consecutive list items and table rows stay on consecutive lines; other blocks are set apart by an empty line. */
function joinBlocks(blocks: readonly PlainBlock[]): string {
  return blocks.map((b, i) => (i === 0 ? '' : b.group && b.group === blocks[i - 1].group ? '\n' : '\n\n') + b.text).join('');
}

function inlineText(tokens: readonly Token[]): string {
  let out = '';
  const links: Array<{ href: string; start: number }> = [];
  for (const t of tokens) {
    switch (t.type) {
      case 'text':
      case 'code_inline':
        out += t.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        out += '\n';
        break;
      case 'link_open':
        links.push({ href: t.attrGet('href') ?? '', start: out.length });
        break;
      case 'link_close': {
        const link = links.pop();
        if (link && /^https?:/i.test(link.href) && out.slice(link.start).trim() !== link.href) out += ` (${link.href})`;
        break;
      }
      default:
        // Emphasis marks, images (a plain-text client cannot show them) and HTML (never written) leave no text.
        break;
    }
  }
  return out;
}
