// `// bracket: 2`: every card that breaks the Commander bracket the owner declared, on its line,
// with the rule it breaks and the bracket it would need. No line, no diagnostics.
import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { allowedText, allowedWords, bracketFloor, bracketLabel, bracketRule, parseBracketValue, type BracketCombo, type BracketFinding } from '../brackets';
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

function message(ctx: RuleContext, f: BracketFinding, name: string, declared: number): string {
  const rule = bracketRule(f.rule);
  const data = ctx.brackets;
  const allowedEnglish = allowedText(f.rule, declared, data);
  const allowed = allowedWords(f.rule, declared, data);
  const note = rule.note && allowedEnglish !== 'none' ? ` (${ruleNote(f.rule, rule.note)})` : '';
  const need = f.rule === 'two-card-combos' && f.bracket === 3 ? l10n.t('{0}, where a combo must not win early', bracketLabel(f.bracket)) : bracketLabel(f.bracket);
  const shown = ctx.shownName;
  if (f.rule === 'two-card-combos') {
    const partners = (f.pairs ?? []).filter((p) => p.includes(name)).map((p) => shown(p[0] === name ? p[1] : p[0]));
    return l10n.t('{0} and {1} are a two-card combo: {2} allows none; the deck needs {3}. (The combo list is not exhaustive.)', shown(name), partners.join(' / '), bracketLabel(declared), need);
  }
  const n = f.cards.length;
  const others = f.cards.filter((c) => c !== name).map(shown);
  const many = n > 1 ? l10n.t(', one of {0} in this deck (also {1})', n, listText(others)) : '';
  const asOf = f.rule === 'game-changers' && ctx.bracket?.sources[0].asOf ? l10n.t(' (Game Changers list of {0})', ctx.bracket.sources[0].asOf) : '';
  return l10n.t('{0} is {1}{2}: {3} allows {4}{5}; the deck needs {6}{7}.', shown(name), ruleOne(f.rule, rule.one), many, bracketLabel(declared), allowed, note, need, asOf);
}

/** "a Game Changer" of a bracket rule in the user's language (a rule from the configuration as written). */
function ruleOne(id: string, one: string): string {
  const words: Record<string, () => string> = {
    'game-changers': () => l10n.t('a Game Changer'),
    'mass-land-denial': () => l10n.t('mass land denial'),
    'extra-turns': () => l10n.t('an extra-turn card'),
    'two-card-combos': () => l10n.t('a two-card combo'),
    tutors: () => l10n.t('a tutor'),
  };
  return words[id]?.() ?? one;
}

function ruleNote(id: string, note: string): string {
  if (id === 'extra-turns' && note === 'in low quantities, not chained or looped') return l10n.t('in low quantities, not chained or looped');
  if (id === 'two-card-combos' && note === 'in bracket 3 only combos that do not win early') return l10n.t('in bracket 3 only combos that do not win early');
  return note;
}

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
    const floor = ctx.bracket ?? bracketFloor(ctx, ctx.brackets, ctx.combos);
    for (const f of floor.reasons) {
      if (f.bracket <= declared) continue;
      const combosOver = (f.combos ?? []).filter((x) => x.bracket > declared);
      const paired = new Set((f.pairs ?? []).flat());
      for (const name of f.cards) {
        const mine = combosOver.filter((x) => x.cards.includes(name));
        if (mine.length && !paired.has(name)) {
          pushComboWarnings(c, ctx, name, mine, declared, directive.valueRange);
          continue;
        }
        if (f.rule === 'two-card-combos' && !paired.has(name)) continue;
        const lines = linesOf(ctx, name);
        const related: RelatedLocation[] = [];
        const partners = f.rule === 'two-card-combos' ? (f.pairs ?? []).filter((p) => p.includes(name)).flat().filter((x) => x !== name) : f.cards.filter((x) => x !== name);
        for (const p of partners.slice(0, 5)) {
          const at = linesOf(ctx, p)[0];
          if (at) related.push({ message: f.rule === 'two-card-combos' ? l10n.t('the other half: {0}', at.shown) : l10n.t('also {0}: {1}', ruleOne(f.rule, bracketRule(f.rule).one), at.shown), range: nameRange(at) });
        }
        related.push({ message: l10n.t('the declared {0}', bracketLabel(declared)), range: directive.valueRange });
        for (const e of lines) {
          c.push(
            ctx.report(bracketDeclaredRule, nameRange(e), message(ctx, f, name, declared), {
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
  for (const p of first.cards.filter((x) => x !== name).slice(0, 5)) {
    const at = linesOf(ctx, p)[0];
    if (at) related.push({ message: COMBO_MESSAGES.otherPiece(at.shown), range: nameRange(at) });
  }
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
