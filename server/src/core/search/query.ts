// The card search language: the common part of Scryfall's syntax. Parsing only (text → tree);
// matching is in match.ts. Terms are `key:value`, `key>=value` …, bare words and "quoted phrases"
// (the name), `!Exact Name`; `-` negates, `or` (or `OR`) alternates, juxtaposition is `and`,
// parentheses group. An unknown key, operator or value is an error that names it.
import * as l10n from '@vscode/l10n';

export type Comparison = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

/** The keys the language knows, by every spelling Scryfall accepts for them. */
export const KEY_ALIASES: Record<string, SearchKey> = {
  name: 'name',
  n: 'name',
  t: 'type',
  type: 'type',
  o: 'oracle',
  oracle: 'oracle',
  c: 'color',
  color: 'color',
  colour: 'color',
  id: 'identity',
  identity: 'identity',
  ci: 'identity',
  mv: 'mv',
  cmc: 'mv',
  manavalue: 'mv',
  pow: 'pow',
  power: 'pow',
  tou: 'tou',
  toughness: 'tou',
  loy: 'loy',
  loyalty: 'loy',
  r: 'rarity',
  rarity: 'rarity',
  f: 'legal',
  format: 'legal',
  legal: 'legal',
  banned: 'banned',
  restricted: 'restricted',
  is: 'is',
  kw: 'keyword',
  keyword: 'keyword',
  include: 'include',
};

export type SearchKey =
  | 'name'
  | 'exact'
  | 'type'
  | 'oracle'
  | 'color'
  | 'identity'
  | 'mv'
  | 'pow'
  | 'tou'
  | 'loy'
  | 'rarity'
  | 'legal'
  | 'banned'
  | 'restricted'
  | 'is'
  | 'keyword'
  | 'include';

export type QueryNode =
  | { kind: 'and'; items: QueryNode[] }
  | { kind: 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode }
  | QueryTerm;

export interface QueryTerm {
  kind: 'term';
  key: SearchKey;
  /** The key as written (for messages). */
  written: string;
  op: Comparison;
  value: string;
  /** Written in quotes (a phrase). */
  quoted: boolean;
}

/** A query the language cannot read; the message names the key or character at fault. */
export class QueryError extends Error {
  constructor(
    message: string,
    /** The offending key, when the error is about one. */
    readonly key?: string,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

const SUPPORTED =
  'name, t/type, o/oracle, c/color, id/identity, mv/cmc, pow, tou, loy, r/rarity, f/legal, banned, restricted, is:commander, is:gamechanger, kw/keyword, include:extras';

type Token = { t: '(' | ')' | 'or' | 'and' | '-' } | { t: 'term'; term: QueryTerm } | { t: 'end' };

const OPS: Comparison[] = ['<=', '>=', '!=', ':', '=', '<', '>'];

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
  const readValue = (): { value: string; quoted: boolean } => {
    if (text[i] === '"' || text[i] === '\u201c') {
      const close = text[i] === '"' ? '"' : '\u201d';
      const end = text.indexOf(close, i + 1);
      if (end < 0) throw new QueryError(l10n.t('the quote opened at character {0} is never closed', i + 1));
      const value = text.slice(i + 1, end);
      i = end + 1;
      return { value, quoted: true };
    }
    const start = i;
    while (i < n && !/[\s()]/.test(text[i])) i++;
    return { value: text.slice(start, i), quoted: false };
  };
  while (i < n) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      out.push({ t: ch });
      i++;
      continue;
    }
    if (ch === '-' && i + 1 < n && !/\s/.test(text[i + 1])) {
      out.push({ t: '-' });
      i++;
      continue;
    }
    if (ch === '!') {
      i++;
      const { value, quoted } = readValue();
      if (!value) throw new QueryError(l10n.t('"!" must be followed by a card name, e.g. !"Lightning Bolt"'));
      out.push({ t: 'term', term: { kind: 'term', key: 'exact', written: '!', op: '=', value, quoted } });
      continue;
    }
    if (ch === '/') throw new QueryError(l10n.t('regular expressions (/…/) are not supported; use words or "quoted phrases"'));
    // key + operator?
    const m = /^([a-zA-Z]+)(<=|>=|!=|:|=|<|>)/.exec(text.slice(i, i + 24));
    if (m) {
      const written = m[1].toLowerCase();
      const key = KEY_ALIASES[written];
      if (!key) throw new QueryError(l10n.t('unsupported search key "{0}" (supported: {1})', m[1], SUPPORTED), m[1]);
      i += m[0].length;
      const op = m[2] as Comparison;
      if (!OPS.includes(op)) throw new QueryError(l10n.t('unknown comparison "{0}"', op), m[1]);
      const { value, quoted } = readValue();
      if (!value) throw new QueryError(l10n.t('"{0}" needs a value', m[0]), m[1]);
      if (/^\//.test(value) && !quoted) throw new QueryError(l10n.t('regular expressions (/…/) are not supported in {0}; use words or "quoted phrases"', m[0]), m[1]);
      out.push({ t: 'term', term: { kind: 'term', key, written: m[1], op, value, quoted } });
      continue;
    }
    const { value, quoted } = readValue();
    if (!quoted && /^(or|and)$/i.test(value)) {
      out.push({ t: value.toLowerCase() as 'or' | 'and' });
      continue;
    }
    if (!value && !quoted) throw new QueryError(l10n.t('unexpected character "{0}"', ch));
    out.push({ t: 'term', term: { kind: 'term', key: 'name', written: '', op: ':', value, quoted } });
  }
  out.push({ t: 'end' });
  return out;
}

/** Parses a query into a tree; throws QueryError. An empty query gives an empty `and` (every card). */
export function parseQuery(text: string): QueryNode {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const orExpr = (): QueryNode => {
    const items = [andExpr()];
    while (peek().t === 'or') {
      pos++;
      if (peek().t === 'end' || peek().t === ')' || peek().t === 'or') throw new QueryError(l10n.t('"or" must be followed by a search term'));
      items.push(andExpr());
    }
    return items.length === 1 ? items[0] : { kind: 'or', items };
  };
  const andExpr = (): QueryNode => {
    const items: QueryNode[] = [];
    for (;;) {
      const t = peek().t;
      if (t === 'end' || t === ')' || t === 'or') break;
      if (t === 'and') {
        pos++;
        continue;
      }
      items.push(unary());
    }
    if (items.length === 0 && peek().t === 'or') throw new QueryError(l10n.t('"or" must come between two search terms'));
    return items.length === 1 ? items[0] : { kind: 'and', items };
  };
  const unary = (): QueryNode => {
    const tok = tokens[pos++];
    if (tok.t === '-') {
      const next = peek().t;
      if (next !== 'term' && next !== '(' && next !== '-') throw new QueryError(l10n.t('"-" must be followed by a search term'));
      return { kind: 'not', item: unary() };
    }
    if (tok.t === '(') {
      if (peek().t === ')') throw new QueryError(l10n.t('empty parentheses'));
      const inner = orExpr();
      if (peek().t !== ')') throw new QueryError(l10n.t('a "(" is never closed'));
      pos++;
      return inner;
    }
    if (tok.t === 'term') return tok.term;
    throw new QueryError(l10n.t('unexpected "{0}"', tok.t));
  };
  const tree = orExpr();
  if (peek().t === ')') throw new QueryError(l10n.t('a ")" has no matching "("'));
  return tree;
}

/** Whether any term of the tree uses the key (e.g. the query limits identity itself). */
export function usesKey(node: QueryNode, key: SearchKey): boolean {
  if (node.kind === 'term') return node.key === key;
  if (node.kind === 'not') return usesKey(node.item, key);
  return node.items.some((n) => usesKey(n, key));
}
