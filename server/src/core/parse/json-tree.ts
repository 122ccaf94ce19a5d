// A JSON reader that keeps where every value is written: JSON.parse gives values without offsets,
// and a deck file's diagnostics must point at a card's name and count. Strict RFC 8259 (no comments,
// no trailing commas). Nesting is capped, so the recursion cannot exhaust the stack.
import * as l10n from '@vscode/l10n';

export type JsonNode =
  | { kind: 'object'; start: number; end: number; members: JsonMember[] }
  | { kind: 'array'; start: number; end: number; items: JsonNode[] }
  /** `start`/`end` include the quotes; `value` is decoded. */
  | { kind: 'string'; start: number; end: number; value: string }
  /** `raw` is the number as written. */
  | { kind: 'number'; start: number; end: number; raw: string }
  | { kind: 'literal'; start: number; end: number; value: boolean | null };

export interface JsonMember {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

/** Why and where the text stopped being JSON. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Deeper nesting than any deck file has is refused (it would only exhaust the stack). */
export const MAX_JSON_DEPTH = 64;

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Parses `text[from..]` as one JSON value followed only by white space. Throws JsonSyntaxError. */
export function parseJsonTree(text: string, from = 0): JsonNode {
  let i = from;
  const n = text.length;

  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };
  const describe = (at: number) => (at >= n ? l10n.t('the end of the file') : `'${text[at]}'`);
  /** `what` is worded by the caller, on the failing branch only. */
  const fail = (what: string, at = i): never => {
    throw new JsonSyntaxError(l10n.t('expected {0}, found {1}', what, describe(at)), Math.min(at, n));
  };

  const string = (): { value: string; start: number; end: number } => {
    const start = i;
    i++; // opening quote
    // Fast path: no escape and no control character before the closing quote.
    const close = text.indexOf('"', i);
    if (close !== -1) {
      const plain = text.slice(i, close);
      if (plain.indexOf('\\') === -1 && !/[\u0000-\u001f]/.test(plain)) {
        i = close + 1;
        return { value: plain, start, end: i };
      }
    }
    let out = '';
    let run = i;
    for (;;) {
      if (i >= n) fail(l10n.t('a closing \'"\''));
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) fail(l10n.t('an escaped control character'));
      if (c !== 0x5c) {
        i++;
        continue;
      }
      out += text.slice(run, i);
      const e = text[i + 1];
      if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(l10n.t('four hex digits after \\u'), i + 2);
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else if (e !== undefined && e in ESCAPES) {
        out += ESCAPES[e];
        i += 2;
      } else fail(l10n.t('an escape such as \\n or \\"'), i + 1);
      run = i;
    }
    out += text.slice(run, i);
    i++; // closing quote
    return { value: out, start, end: i };
  };

  const value = (depth: number): JsonNode => {
    if (depth > MAX_JSON_DEPTH) throw new JsonSyntaxError(l10n.t('values nested more than {0} deep', MAX_JSON_DEPTH), i);
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const members: JsonMember[] = [];
      ws();
      if (text[i] === '}') {
        i++;
        return { kind: 'object', start, end: i, members };
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(l10n.t('a property name in double quotes'));
        const k = string();
        ws();
        if (text[i] !== ':') fail("':'");
        i++;
        members.push({ key: k.value, keyStart: k.start, keyEnd: k.end, value: value(depth + 1) });
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return { kind: 'object', start, end: i, members };
        } else fail(l10n.t("',' or '}'"));
      }
    }
    if (c === '[') {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return { kind: 'array', start, end: i, items };
      }
      for (;;) {
        items.push(value(depth + 1));
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return { kind: 'array', start, end: i, items };
        } else fail(l10n.t("',' or ']'"));
      }
    }
    if (c === '"') return { kind: 'string', ...string() };
    const num = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    num.lastIndex = i;
    const m = num.exec(text);
    if (m) {
      i += m[0].length;
      return { kind: 'number', start, end: i, raw: m[0] };
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { kind: 'literal', start, end: i, value: v };
      }
    }
    return fail(l10n.t('a value'));
  };

  const root = value(0);
  ws();
  if (i < n) fail(l10n.t('the end of the file'));
  return root;
}

/** The member `key` of an object node, if the node is an object and has it (the last one, as JSON.parse keeps). */
export function member(node: JsonNode | undefined, key: string): JsonMember | undefined {
  if (!node || node.kind !== 'object') return undefined;
  for (let k = node.members.length - 1; k >= 0; k--) if (node.members[k].key === key) return node.members[k];
  return undefined;
}
