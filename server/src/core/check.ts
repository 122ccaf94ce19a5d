// checkDeck: a parsed deck + card data + a format → every problem, each on its line.
import * as l10n from '@vscode/l10n';
import type { CardDatabase } from './cards/types';
import type { FormatDefinition, SeverityMap } from './formats/schema';
import type { DeckDocument } from './parse/types';
import { RULES } from './rules';
import { buildContext, type CheckContext, type DeckCounts, type SuggestionBudget } from './rules/context';
import type { RuleContext } from './rules/rule';
import { checkTeams, teamOf } from './rules/team-copy-limit';
import { teamUncheckedRule } from './rules/team-unchecked';
import { createDiagnostic } from './rules/report';
import type { DeckDiagnostic } from './types';
import { bracketFloor, type BracketData } from './brackets';
import { deckCombos } from './combos/find';
import type { DeckCombos } from './combos/types';
import type { CheckResult } from './check-result';

export type { CheckResult } from './check-result';

export interface CheckOptions {
  /** The deck's path (for related locations in team checks and messages). */
  path?: string;
  /** Severity per code from the user's config (overrides the format's). */
  severities?: SeverityMap;
  /** Diagnostics to add (e.g. about the format line), kept in position order with the rest. */
  extraDiagnostics?: DeckDiagnostic[];
  /** Commander Brackets lists and limits from the config (the built-in ones when absent). */
  brackets?: BracketData;
  /** Limits on fuzzy spelling suggestions (default DEFAULT_SUGGESTION_BUDGET). */
  suggestionBudget?: SuggestionBudget;
  /** Diagnostics of one rule per deck before the summary (default MAX_DIAGNOSTICS_PER_RULE; 0 = no limit). */
  maxProblemsPerRule?: number;
}

export function sortDiagnostics(list: DeckDiagnostic[]): DeckDiagnostic[] {
  return list
    .map((d, i) => ({ d, i }))
    .sort(
      (a, b) =>
        a.d.range.start.line - b.d.range.start.line || a.d.range.start.character - b.d.range.start.character || a.i - b.i,
    )
    .map((x) => x.d);
}

function resultOf(ctx: RuleContext, diagnostics: DeckDiagnostic[]): CheckResult {
  return {
    ...(ctx.bracket ? { bracket: ctx.bracket } : {}),
    ...(ctx.combos ? { combos: ctx.combos } : {}),
    format: ctx.format.id,
    formatName: ctx.format.name,
    commanders: [...ctx.commanders, ...ctx.signatureSpells].map((e) => e.name),
    shownCommanders: [...ctx.commanders, ...ctx.signatureSpells].map((e) => e.shown),
    counts: ctx.counts,
    diagnostics: sortDiagnostics(diagnostics),
    context: ctx,
  };
}

/**
 * At most this many diagnostics of one rule per deck, then one summary: a 50,000-line list of
 * repeated or unknown cards would otherwise give tens of thousands of messages (seconds of output
 * in the CLI, a flood in an editor) that say the same thing.
 */
export const MAX_DIAGNOSTICS_PER_RULE = 1000;

/**
 * No message is longer than this: a message quoting what the file says (an unknown format, a
 * name) would otherwise grow with a 100 KB line. The middle is cut, so the start (what is wrong)
 * and the end (how to fix it) stay.
 */
export const MAX_MESSAGE_LENGTH = 2000;

function boundedMessage(d: DeckDiagnostic): DeckDiagnostic {
  if (d.message.length <= MAX_MESSAGE_LENGTH) return d;
  const head = Math.floor(MAX_MESSAGE_LENGTH * 0.6);
  const tail = MAX_MESSAGE_LENGTH - head - 1;
  return { ...d, message: d.message.slice(0, head) + '…' + d.message.slice(d.message.length - tail) };
}

const RANK: Record<string, number> = { error: 3, warning: 2, information: 1, hint: 0 };

function capRule(list: DeckDiagnostic[], max: number): DeckDiagnostic[] {
  if (max <= 0 || list.length <= max) return list;
  const sorted = sortDiagnostics(list);
  const kept = sorted.slice(0, max);
  const first = sorted[max];
  let severity = first.severity;
  for (let i = max; i < sorted.length; i++) if (RANK[sorted[i].severity] > RANK[severity]) severity = sorted[i].severity;
  const rest = sorted.length - max;
  kept.push(
    createDiagnostic(
      first.code,
      severity,
      first.range,
      l10n.t('…and {0} more "{1}" problems from this line on, like the ones above (only the first {2} are listed).', rest, first.code, max.toLocaleString('en-US')),
      { data: { reason: 'too-many-problems', omitted: rest } },
    ),
  );
  return kept;
}

/** Commander Spellbook's combos in the deck, when the combo data is downloaded. */
function combosPass(deck: CheckContext, brackets: BracketData | undefined): DeckCombos | undefined {
  if (!brackets?.spellbook) return undefined;
  try {
    return deckCombos(deck, brackets.spellbook);
  } catch {
    // A damaged detail chunk must not stop the check: the deck is judged without Spellbook's combos.
    return undefined;
  }
}

/** Runs every rule on one deck. Never throws on odd input; a failing rule becomes a diagnostic. */
export function checkDeck(doc: DeckDocument, db: CardDatabase, format: FormatDefinition, options: CheckOptions = {}): CheckResult {
  const deck = buildContext(doc, db, format, { path: options.path, severities: options.severities, suggestionBudget: options.suggestionBudget });
  // The passes over the built deck, before the rules read what they found.
  const combos = combosPass(deck, options.brackets);
  const bracket = format.brackets ? bracketFloor(deck, options.brackets, combos) : undefined;
  const ctx: RuleContext = { ...deck, brackets: options.brackets, combos, bracket };
  const diagnostics: DeckDiagnostic[] = [...(options.extraDiagnostics ?? [])];
  // A file the parser found not to be a decklist (or not readable yet) gets that one diagnostic, not "no commander" and "0 cards".
  const notADeck = doc.diagnostics.some((d) => d.data?.reason === 'not-a-decklist' || d.data?.reason === 'unread-format');
  for (const rule of notADeck ? RULES.filter((r) => r.id === 'parse') : RULES) {
    try {
      // One by one: spreading a list of 100,000 diagnostics into push() overflows the stack.
      for (const d of capRule(rule.check(ctx), options.maxProblemsPerRule ?? MAX_DIAGNOSTICS_PER_RULE)) diagnostics.push(d);
    } catch (e) {
      diagnostics.push(
        createDiagnostic(
          'internal',
          'warning',
          { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          l10n.t('The "{0}" check failed on this deck ({1}); other checks ran. Please report this.', rule.id, e instanceof Error ? e.message : String(e)),
        ),
      );
    }
  }
  return resultOf(ctx, diagnostics.map(boundedMessage));
}

export interface DeckInput {
  path: string;
  doc: DeckDocument;
  format: FormatDefinition;
  options?: Omit<CheckOptions, 'path'>;
}

/** Checks several decks, then the team rules across decks that name the same `team:`. */
export function checkDecks(inputs: DeckInput[], db: CardDatabase): CheckResult[] {
  const results = inputs.map((i) => checkDeck(i.doc, db, i.format, { ...(i.options ?? {}), path: i.path }));
  const team = checkTeams(results.map((r, k) => ({ path: inputs[k].path, ctx: r.context })));
  return results.map((r, k) => {
    const extra = team.get(inputs[k].path) ?? [];
    // The deck was checked with a teammate: the "teammate's deck was not given" note does not apply.
    const teamed = teammates(results, k);
    const kept = teamed ? r.diagnostics.filter((d) => d.code !== teamUncheckedRule.id) : r.diagnostics;
    return extra.length || teamed ? { ...r, diagnostics: sortDiagnostics([...kept, ...extra]) } : r;
  });
}

/** Whether another checked deck names the same team in the same team format as deck k. */
function teammates(results: CheckResult[], k: number): boolean {
  const ctx = results[k].context;
  const team = teamOf(ctx)?.toLowerCase();
  if (!ctx.format.team || !team) return false;
  return results.some((o, j) => j !== k && o.context.format.id === ctx.format.id && teamOf(o.context)?.toLowerCase() === team);
}
