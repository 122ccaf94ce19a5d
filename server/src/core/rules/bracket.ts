// `// bracket: 2`: every card that breaks the Commander bracket the owner declared, on its line,
// with the rule it breaks and the bracket it would need. No line, no diagnostics.
import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { allowedText, allowedWords, bracketFloor, bracketLabel, parseBracketValue, type BracketCombo, type BracketFinding, type BracketFloor, type BracketRuleId } from '../brackets';
import { BRACKET_TAG_NAMES, COMBO_MESSAGES } from '../combos/messages';
import type { BracketTag } from '../combos/store';
import type { RelatedLocation } from '../types';
import { nameRange, type ResolvedEntry } from './context';
import { collector, type Rule, type RuleContext } from './rule';
import { listSeparator } from '../words';

function listText(names: string[], max = 6): string {
  return names.length > max ? `${names.slice(0, max).join(listSeparator())}${listSeparator()}…` : names.join(listSeparator());
}

/** The deck lines holding a card (the deck, the command zone and a companion). */
function linesOf(ctx: RuleContext, name: string): ResolvedEntry[] {
  return ctx.entries.filter((e) => e.name === name && (e.zone === 'main' || e.zone === 'commander' || e.zone === 'signature' || e.zone === 'companion'));
}

/** The first line of each of up to five cards, for related locations. */
function firstLines(ctx: RuleContext, names: string[]): ResolvedEntry[] {
  return names.slice(0, 5).flatMap((n) => linesOf(ctx, n).slice(0, 1));
}

function message(ctx: RuleContext, f: BracketFinding, name: string, declared: number, floor: BracketFloor): string {
  const data = ctx.brackets;
  const allowedEnglish = allowedText(f.rule, declared, data);
  const allowed = allowedWords(f.rule, declared, data);
  const shown = ctx.shownName;
  if (f.rule === 'two-card-combos') {
    const need = f.bracket === 3 ? l10n.t('{0}, where a combo must not win early', bracketLabel(f.bracket)) : bracketLabel(f.bracket);
    // bracketFloor gives every two-card-combos finding its pairs ([] when only Spellbook's combos count).
    const partners = f.pairs!.filter((p) => p.includes(name)).map((p) => shown(p[0] === name ? p[1] : p[0]));
    return l10n.t('{0} and {1} are a two-card combo: {2} allows none; the deck needs {3}. (The combo list is not exhaustive.)', shown(name), partners.join(' / '), bracketLabel(declared), need);
  }
  const noteText = RULE_NOTES[f.rule]?.();
  const note = noteText && allowedEnglish !== 'none' ? ` (${noteText})` : '';
  const n = f.cards.length;
  const others = f.cards.filter((c) => c !== name).map(shown);
  const many = n > 1 ? l10n.t(', one of {0} in this deck (also {1})', n, listText(others)) : '';
  const gameChangersAsOf = floor.sources[0].asOf;
  const asOf = f.rule === 'game-changers' && gameChangersAsOf ? l10n.t(' (Game Changers list of {0})', gameChangersAsOf) : '';
  // None allowed is said as a ban, not as a count ("Bracket 2 allows none", not 「0枚です」).
  if (allowedEnglish === 'none') return l10n.t('{0} is {1}{2}: {3} allows none; the deck needs {4}{5}.', shown(name), ruleOne(f.rule), many, bracketLabel(declared), bracketLabel(f.bracket), asOf);
  return l10n.t('{0} is {1}{2}: {3} allows {4}{5}; the deck needs {6}{7}.', shown(name), ruleOne(f.rule), many, bracketLabel(declared), allowed, note, bracketLabel(f.bracket), asOf);
}

/** "a Game Changer": one card of a bracket rule, in the user's language (data.ts words it in English). */
function ruleOne(id: Exclude<BracketRuleId, 'two-card-combos'>): string {
  const words: Record<typeof id, () => string> = {
    'game-changers': () => l10n.t('a Game Changer'),
    'mass-land-denial': () => l10n.t('mass land denial'),
    'extra-turns': () => l10n.t('an extra-turn card'),
    tutors: () => l10n.t('a tutor'),
  };
  return words[id]();
}

/** The note of a rule's limits, in the user's language (data.ts words it in English). */
const RULE_NOTES: Partial<Record<BracketRuleId, () => string>> = {
  'extra-turns': () => l10n.t('in low quantities, not chained or looped'),
};

export const bracketDeclaredRule: Rule = {
  id: 'bracket',
  defaultSeverity: 'warning',
  description: 'a card that breaks the Commander bracket declared by a bracket: line (Game Changers, mass land denial, extra turns, two-card combos)',
  check(ctx) {
    const c = collector();
    const directive = ctx.doc.directives.filter((d) => d.key === 'bracket').pop();
    if (!directive) return c.out;
    const declared = parseBracketValue(directive.value);
    if (declared === undefined) {
      c.push(
        ctx.report(
          bracketDeclaredRule,
          directive.valueRange,
          l10n.t('"{0}" is not a Commander bracket: write 1 to 5 (1 Exhibition, 2 Core, 3 Upgraded, 4 Optimized, 5 cEDH).', directive.value),
          { data: { value: directive.value } },
        ),
      );
      return c.out;
    }
    if (!ctx.format.brackets) {
      c.push(
        ctx.report(
          bracketDeclaredRule,
          directive.valueRange,
          l10n.t('Commander Brackets are for Commander; this deck is checked as {0}, so its bracket line is not checked.', formatName(ctx.format)),
          { defaultSeverity: 'information' },
        ),
      );
      return c.out;
    }
    // Stryker disable next-line LogicalOperator: checkDeck sets ctx.bracket to this very floor for every format with brackets
    const floor = ctx.bracket ?? bracketFloor(ctx, ctx.brackets, ctx.combos);
    for (const f of floor.reasons) {
      if (f.bracket <= declared) continue;
      const combosOver = f.combos?.filter((x) => x.bracket > declared) ?? [];
      const paired = new Set(f.pairs?.flat());
      for (const name of f.cards) {
        const mine = combosOver.filter((x) => x.cards.includes(name));
        if (mine.length && !paired.has(name)) {
          pushComboWarnings(c, ctx, name, mine, declared, directive.valueRange);
          continue;
        }
        if (f.rule === 'two-card-combos' && !paired.has(name)) continue;
        const lines = linesOf(ctx, name);
        const related: RelatedLocation[] = [];
        const partners = f.rule === 'two-card-combos' ? f.pairs!.filter((p) => p.includes(name)).flat().filter((x) => x !== name) : f.cards.filter((x) => x !== name);
        for (const at of firstLines(ctx, partners)) {
          related.push({ message: f.rule === 'two-card-combos' ? l10n.t('the other half: {0}', at.shown) : l10n.t('also {0}: {1}', ruleOne(f.rule), at.shown), range: nameRange(at) });
        }
        related.push({ message: l10n.t('the declared {0}', bracketLabel(declared)), range: directive.valueRange });
        for (const e of lines) {
          c.push(
            ctx.report(bracketDeclaredRule, nameRange(e), message(ctx, f, name, declared, floor), {
              card: name,
              related,
              data: { rule: f.rule, declared, needed: f.bracket, cards: f.cards },
            }),
          );
        }
      }
    }
    return c.out;
  },
};

/** The warnings on a card of Commander Spellbook combos the declared bracket does not allow (the highest first). */
function pushComboWarnings(c: ReturnType<typeof collector>, ctx: RuleContext, name: string, combos: BracketCombo[], declared: number, declaredRange: RelatedLocation['range']): void {
  const first = combos[0];
  const tag = first.bracketTag ? BRACKET_TAG_NAMES[first.bracketTag as BracketTag] : undefined;
  const message = COMBO_MESSAGES.bracketCombo(ctx.shownName(name), COMBO_MESSAGES.comboText(first.cards.map(ctx.shownName), first.produces), tag, bracketLabel(first.bracket), bracketLabel(declared), combos.length - 1);
  const related: RelatedLocation[] = [];
  for (const at of firstLines(ctx, first.cards.filter((x) => x !== name))) related.push({ message: COMBO_MESSAGES.otherPiece(at.shown), range: nameRange(at) });
  related.push({ message: l10n.t('the declared {0}', bracketLabel(declared)), range: declaredRange });
  for (const e of linesOf(ctx, name)) {
    c.push(
      ctx.report(bracketDeclaredRule, nameRange(e), message, {
        card: name,
        related,
        data: { rule: 'two-card-combos', declared, needed: first.bracket, cards: first.cards, combos: combos.map((x) => ({ id: x.id, url: x.url, bracket: x.bracket })) },
      }),
    );
  }
}
