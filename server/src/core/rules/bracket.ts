// `// bracket: 2`: every card that breaks the Commander bracket the owner declared, on its line,
// with the rule it breaks and the bracket it would need. No line, no diagnostics.
import { allowedText, bracketFloor, bracketLabel, bracketRule, parseBracketValue, type BracketCombo, type BracketFinding } from '../brackets';
import { BRACKET_TAG_NAMES, COMBO_MESSAGES } from '../combos/messages';
import type { BracketTag } from '../combos/store';
import type { RelatedLocation } from '../types';
import { nameRange, type CheckContext, type ResolvedEntry } from './context';
import { collector, type Rule } from './rule';

function listText(names: string[], max = 6): string {
  return names.length > max ? `${names.slice(0, max).join(', ')}, …` : names.join(', ');
}

/** The deck lines holding a card (the deck, the command zone and a companion). */
function linesOf(ctx: CheckContext, name: string): ResolvedEntry[] {
  return ctx.entries.filter((e) => e.name === name && (e.zone === 'main' || e.zone === 'commander' || e.zone === 'signature' || e.zone === 'companion'));
}

function message(ctx: CheckContext, f: BracketFinding, name: string, declared: number): string {
  const rule = bracketRule(f.rule);
  const data = ctx.brackets;
  const allowed = allowedText(f.rule, declared, data);
  const note = rule.note && allowed !== 'none' ? ` (${rule.note})` : '';
  const need = `${bracketLabel(f.bracket)}${f.rule === 'two-card-combos' && f.bracket === 3 ? ', where a combo must not win early' : ''}`;
  if (f.rule === 'two-card-combos') {
    const partners = (f.pairs ?? []).filter((p) => p.includes(name)).map((p) => (p[0] === name ? p[1] : p[0]));
    return `${name} and ${partners.join(' / ')} are a two-card combo: ${bracketLabel(declared)} allows none; the deck needs ${need}. (The combo list is not exhaustive.)`;
  }
  const n = f.cards.length;
  const others = f.cards.filter((c) => c !== name);
  const many = n > 1 ? `, one of ${n} in this deck (also ${listText(others)})` : '';
  const asOf = f.rule === 'game-changers' && ctx.bracket?.sources[0].asOf ? ` (Game Changers list of ${ctx.bracket.sources[0].asOf})` : '';
  return `${name} is ${rule.one}${many}: ${bracketLabel(declared)} allows ${allowed}${note}; the deck needs ${need}${asOf}.`;
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
          `"${directive.value}" is not a Commander bracket: write 1 to 5 (1 Exhibition, 2 Core, 3 Upgraded, 4 Optimized, 5 cEDH).`,
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
          `Commander Brackets are for Commander; this deck is checked as ${ctx.format.name}, so its bracket line is not checked.`,
          { defaultSeverity: 'information' },
        ),
      );
      return c.out;
    }
    const floor = ctx.bracket ?? bracketFloor(ctx);
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
          if (at) related.push({ message: f.rule === 'two-card-combos' ? `the other half: ${p}` : `also ${bracketRule(f.rule).one}: ${p}`, range: nameRange(at) });
        }
        related.push({ message: `the declared ${bracketLabel(declared)}`, range: directive.valueRange });
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
function pushComboWarnings(c: ReturnType<typeof collector>, ctx: CheckContext, name: string, combos: BracketCombo[], declared: number, declaredRange: RelatedLocation['range']): void {
  const first = combos[0];
  const tag = first.bracketTag ? BRACKET_TAG_NAMES[first.bracketTag as BracketTag] : undefined;
  const message = COMBO_MESSAGES.bracketCombo(name, COMBO_MESSAGES.comboText(first.cards, first.produces), tag, bracketLabel(first.bracket), bracketLabel(declared), combos.length - 1);
  const related: RelatedLocation[] = [];
  for (const p of first.cards.filter((x) => x !== name).slice(0, 5)) {
    const at = linesOf(ctx, p)[0];
    if (at) related.push({ message: COMBO_MESSAGES.otherPiece(p), range: nameRange(at) });
  }
  related.push({ message: `the declared ${bracketLabel(declared)}`, range: declaredRange });
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
