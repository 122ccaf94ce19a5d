// `// bracket: 2`: every card that breaks the Commander bracket the owner declared, on its line,
// with the rule it breaks and the bracket it would need. No line, no diagnostics.
import { allowedText, bracketFloor, bracketLabel, bracketRule, parseBracketValue, type BracketFinding } from '../brackets';
import type { RelatedLocation } from '../types';
import { nameRange, type CheckContext, type ResolvedEntry } from './context';
import { collector, type Rule } from './rule';

const CODE = 'bracket';

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
  id: CODE,
  defaultSeverity: 'warning',
  description: 'a card that breaks the Commander bracket declared by a bracket: line (Game Changers, mass land denial, extra turns, two-card combos)',
  check(ctx) {
    const c = collector();
    const directive = ctx.doc.directives.filter((d) => d.key === 'bracket').pop();
    if (!directive) return c.out;
    const declared = parseBracketValue(directive.value);
    if (declared === undefined) {
      c.push(
        ctx.make(
          CODE,
          'warning',
          `"${directive.value}" is not a Commander bracket: write 1 to 5 (1 Exhibition, 2 Core, 3 Upgraded, 4 Optimized, 5 cEDH).`,
          directive.valueRange,
          { data: { value: directive.value } },
        ),
      );
      return c.out;
    }
    if (!ctx.format.brackets) {
      c.push(
        ctx.make(
          CODE,
          'information',
          `Commander Brackets are for Commander; this deck is checked as ${ctx.format.name}, so its bracket line is not checked.`,
          directive.valueRange,
        ),
      );
      return c.out;
    }
    const floor = ctx.bracket ?? bracketFloor(ctx);
    for (const f of floor.reasons) {
      if (f.bracket <= declared) continue;
      for (const name of f.cards) {
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
            ctx.make(CODE, 'warning', message(ctx, f, name, declared), nameRange(e), {
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
