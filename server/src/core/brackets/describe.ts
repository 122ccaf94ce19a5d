// The bracket floor in words: one line for the CLI header, Markdown for the editor's hover.
import { escapeMarkdown } from '../markdown';
import { BRACKET_EXPECTATIONS, BRACKET_NAMES, BRACKET_RULES } from './data';
import { bracketLabel, type BracketFinding, type BracketFloor } from './index';

function count(f: BracketFinding): number {
  return f.rule === 'two-card-combos' ? (f.pairs?.length ?? 0) : f.cards.length;
}

function noun(f: BracketFinding): string {
  const r = BRACKET_RULES.find((x) => x.id === f.rule)!;
  const n = count(f);
  return n === 1 ? r.one.replace(/^an? /, '') : r.noun;
}

/** "bracket floor 3 (Upgraded): 2 Game Changers, 1 two-card combo" (the CLI header). */
export function bracketSummary(b: BracketFloor): string {
  const why = b.reasons.map((f) => `${count(f)} ${noun(f)}`);
  return `bracket floor ${b.floor} (${BRACKET_NAMES[b.floor]})${why.length ? `: ${why.join(', ')}` : ''}`;
}

/** The floor, each finding with its cards and the bracket it needs, and where the lists come from. */
export function bracketMarkdown(b: BracketFloor, declared?: number): string {
  const lines = [`**Commander Brackets:** the list rules out every bracket below ${bracketLabel(b.floor)}${b.floor === 1 ? ' (it rules out none)' : ''}.`];
  if (declared !== undefined) {
    lines.push('', declared >= b.floor ? `Declared ${bracketLabel(declared)}: the list fits it.` : `Declared ${bracketLabel(declared)}: the list needs ${bracketLabel(b.floor)}.`);
  }
  // What a game of the bracket the deck is played in is expected to look like (2025-10-21 update).
  const played = declared !== undefined && declared >= b.floor ? declared : b.floor;
  const expectation = BRACKET_EXPECTATIONS.byBracket[played as 1 | 2 | 3 | 4 | 5];
  if (expectation) lines.push('', `*Expected game in ${escapeMarkdown(bracketLabel(played))}:* ${escapeMarkdown(expectation)} (${escapeMarkdown(BRACKET_EXPECTATIONS.source)})`);
  if (b.findings.length) lines.push('');
  for (const f of b.findings) {
    const cards = f.rule === 'two-card-combos' ? (f.pairs ?? []).map((p) => p.join(' + ')) : f.cards;
    const shown = cards.slice(0, 12).map(escapeMarkdown).join(', ') + (cards.length > 12 ? ', …' : '');
    const need = f.bracket > 1 ? `needs ${bracketLabel(f.bracket)}` : f.rule === 'tutors' ? 'counted, no limit' : 'allowed in every bracket';
    lines.push(`- ${count(f)} ${escapeMarkdown(noun(f))} (${need}): ${shown}`);
  }
  const lists = b.sources.map((s) => `${s.rule.replace(/-/g, ' ')}: ${escapeMarkdown(s.source)}${s.asOf ? `, as of ${s.asOf}` : ''}`);
  lines.push('', `*Lists — ${lists.join('; ')}. The combo list is not exhaustive; tutors and extra turns are read from the card text.*`);
  return lines.join('\n');
}
