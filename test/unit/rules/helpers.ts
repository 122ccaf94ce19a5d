import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import type { CardDatabase, CardDataInfo } from '../../../server/src/core/cards/types';
import { checkDeck, checkDecks, type CheckResult } from '../../../server/src/core/check';
import { builtinFormat, createFormatRegistry, parseConfig, type FormatDefinition } from '../../../server/src/core/formats';
import { parseDeck } from '../../../server/src/core/parse';
import type { DeckDiagnostic } from '../../../server/src/core/types';
import { RULES_CARDS } from '../../fixtures/rules/cards';

export const INFO: CardDataInfo = {
  source: 'scryfall-jsonl',
  label: 'rules test cards',
  date: '2025-01-01',
  cards: RULES_CARDS.length,
  hasLegalities: true,
};

let cached: CardDatabase | undefined;
export function db(): CardDatabase {
  cached ??= createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), INFO);
  return cached;
}

/** The same cards without any legality (like the offline snapshot). */
export function dbWithoutLegalities(): CardDatabase {
  const cards = RULES_CARDS.map((o) => {
    const { legalities: _l, ...rest } = o;
    return cardFromScryfall(rest);
  });
  return createMemoryCardDatabase(cards, { ...INFO, label: 'rules test cards without legalities', hasLegalities: false });
}

export function format(id: string): FormatDefinition {
  const f = builtinFormat(id);
  if (!f) throw new Error(`no format ${id}`);
  return f;
}

export function check(text: string, formatId: string | FormatDefinition, d: CardDatabase = db()): CheckResult {
  const f = typeof formatId === 'string' ? format(formatId) : formatId;
  return checkDeck(parseDeck(text), d, f);
}

export function checkTeam(texts: Record<string, string>, formatId: string): CheckResult[] {
  return checkDecks(
    Object.entries(texts).map(([path, text]) => ({ path, doc: parseDeck(text, { fileName: path }), format: format(formatId) })),
    db(),
  );
}

export function codes(r: CheckResult, code?: string): DeckDiagnostic[] {
  return r.diagnostics.filter((d) => (code ? d.code === code : d.severity === 'error'));
}

/** A Commander deck: the commander line, the given 1-ofs, then basic lands up to 100. */
export function commanderDeck(commander: string | string[], cards: string[], basics: string[] = ['Forest', 'Island', 'Plains'], size = 100): string {
  const cmdrs = Array.isArray(commander) ? commander : [commander];
  const lines = ['Commander', ...cmdrs.map((c) => `1 ${c}`), '', 'Deck', ...cards.map((c) => (/^\d+ /.test(c) ? c : `1 ${c}`))];
  const used = cmdrs.length + cards.reduce((n, c) => n + (/^(\d+) /.exec(c) ? Number(/^(\d+) /.exec(c)![1]) : 1), 0);
  let rest = size - used;
  const per = Math.floor(rest / basics.length);
  basics.forEach((b, i) => {
    const n = i === basics.length - 1 ? rest : per;
    rest -= n;
    if (n > 0) lines.push(`${n} ${b}`);
  });
  return lines.join('\n') + '\n';
}

export { createFormatRegistry, parseConfig };
