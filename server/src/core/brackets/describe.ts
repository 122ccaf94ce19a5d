// The bracket floor in words: one line for the CLI header, Markdown for the editor's hover.
import * as l10n from '@vscode/l10n';
import { escapeMarkdown } from '../markdown';
import { listSeparator } from '../words';
import { BRACKET_EXPECTATIONS, BRACKET_NAMES, GAME_CHANGERS, MASS_LAND_DENIAL, TWO_CARD_COMBOS, type BracketRuleId } from './data';
import { SPELLBOOK_BRACKET_SOURCE } from './combos';
import { COMBO_MESSAGES } from '../combos/messages';
import { bracketLabel, bracketName, type BracketFinding, type BracketFloor } from './index';
import type { ListSource } from './types';

function count(f: BracketFinding): number {
  return f.rule === 'two-card-combos' ? (f.pairs?.length ?? 0) + (f.combos?.length ?? 0) : f.cards.length;
}

/** "2 Game Changers", "1 combo" (Commander Spellbook's combos are not all two-card ones). */
function countText(f: BracketFinding): string {
  const n = count(f);
  if (f.combos?.length) return n === 1 ? l10n.t('1 combo') : l10n.t('{0} combos', n);
  switch (f.rule) {
    case 'game-changers':
      return n === 1 ? l10n.t('1 Game Changer') : l10n.t('{0} Game Changers', n);
    case 'mass-land-denial':
      return n === 1 ? l10n.t('1 mass land denial') : l10n.t('{0} mass land denial cards', n);
    case 'extra-turns':
      return n === 1 ? l10n.t('1 extra-turn card') : l10n.t('{0} extra-turn cards', n);
    case 'two-card-combos':
      return n === 1 ? l10n.t('1 two-card combo') : l10n.t('{0} two-card combos', n);
    case 'tutors':
      return n === 1 ? l10n.t('1 tutor') : l10n.t('{0} tutors', n);
  }
}

/** A bracket rule by what it counts ("Game Changers", "extra-turn cards"): its list, its limit. */
export function bracketRuleNoun(rule: BracketRuleId): string {
  switch (rule) {
    case 'game-changers':
      return l10n.t('Game Changers');
    case 'mass-land-denial':
      return l10n.t('mass land denial cards');
    case 'extra-turns':
      return l10n.t('extra-turn cards');
    case 'two-card-combos':
      return l10n.t('two-card combos');
    case 'tutors':
      return l10n.t('tutors');
  }
}

/**
 * Where a bracket list comes from, as the user reads it: the built-in lists' sources (stored in
 * English with the data, data.ts and combos.ts) in the language in force, and the note that a config
 * amended one; a source the user wrote in decklist.config.json as written.
 */
export function bracketSourceText(list: ListSource): string {
  const source = builtInSourceText(list.source);
  const a = list.amended;
  if (!a) return source;
  if (!a.by) return l10n.t('{0}; amended in decklist.config.json', source);
  return a.asOf ? l10n.t('{0}; amended in decklist.config.json ({1}, {2})', source, a.by, a.asOf) : l10n.t('{0}; amended in decklist.config.json ({1})', source, a.by);
}

function builtInSourceText(source: string): string {
  switch (source) {
    case GAME_CHANGERS.source:
      return l10n.t(
        'Commander Format Panel, Commander banned and restricted update of 2026-02-09 (magic.wizards.com/en/news/announcements/commander-banned-and-restricted-february-9-2026), with the bracket updates of 2025-02-11, 2025-04-22 and 2025-10-21 before it',
      );
    case MASS_LAND_DENIAL.source:
      return l10n.t('Commander Format Panel, Introducing Commander Brackets Beta (2025-02-11): the mass land denial definition and examples');
    case TWO_CARD_COMBOS.source:
      return l10n.t('the best-known two-card combos as listed by Commander Spellbook (commanderspellbook.com); Sanguine Bond + Exquisite Blood is the official bracket example');
    case SPELLBOOK_BRACKET_SOURCE:
      return l10n.t('Commander Spellbook variants and their bracketTag (commanderspellbook.com), read by the official bracket definitions (2025-02-11, updated 2025-10-21)');
    default:
      return source;
  }
}

/** "bracket floor 3 (Upgraded): 2 Game Changers, 1 two-card combo" (the CLI header). */
export function bracketSummary(b: BracketFloor): string {
  const why = b.reasons.map(countText);
  return why.length
    ? l10n.t('bracket floor {0} ({1}): {2}', b.floor, bracketName(b.floor), why.join(listSeparator()))
    : l10n.t('bracket floor {0} ({1})', b.floor, bracketName(b.floor));
}

/** The floor, each finding with its cards and the bracket it needs, and where the lists come from. */
export function bracketMarkdown(b: BracketFloor, declared?: number, named: (name: string) => string = (name) => name): string {
  const lines = [
    b.floor === 1
      ? l10n.t('**Commander Brackets:** the list rules out every bracket below {0} (it rules out none).', bracketLabel(b.floor))
      : l10n.t('**Commander Brackets:** the list rules out every bracket below {0}.', bracketLabel(b.floor)),
  ];
  if (declared !== undefined) {
    lines.push(
      '',
      declared >= b.floor ? l10n.t('Declared {0}: the list fits it.', bracketLabel(declared)) : l10n.t('Declared {0}: the list needs {1}.', bracketLabel(declared), bracketLabel(b.floor)),
    );
  }
  // What a game of the bracket the deck is played in is expected to look like (2025-10-21 update).
  const played = declared !== undefined && declared >= b.floor ? declared : b.floor;
  const expectation = BRACKET_EXPECTATIONS.byBracket[played as 1 | 2 | 3 | 4 | 5]?.();
  if (expectation) {
    lines.push('', l10n.t('*Expected game in {0}:* {1} ({2})', escapeMarkdown(bracketLabel(played)), escapeMarkdown(expectation), escapeMarkdown(BRACKET_EXPECTATIONS.source())));
  }
  if (b.findings.length) lines.push('');
  for (const f of b.findings) {
    const cards =
      f.rule === 'two-card-combos'
        ? [...(f.combos ?? []).map((c) => `${c.cards.map(named).join(' + ')} (${bracketLabel(c.bracket)})`), ...(f.pairs ?? []).map((p) => p.map(named).join(' + '))]
        : f.cards.map(named);
    const shown = cards.slice(0, 12).map(escapeMarkdown).join(listSeparator()) + (cards.length > 12 ? `${listSeparator()}…` : '');
    const need = f.bracket > 1 ? l10n.t('needs {0}', bracketLabel(f.bracket)) : f.rule === 'tutors' ? l10n.t('counted, no limit') : l10n.t('allowed in every bracket');
    lines.push(`- ${l10n.t('{0} ({1}): {2}', escapeMarkdown(countText(f)), need, shown)}`);
  }
  const lists = b.sources
    .map((s) => {
      const source = escapeMarkdown(s.offlineFallback ? COMBO_MESSAGES.offlineFallback(bracketSourceText(s)) : bracketSourceText(s));
      return s.asOf ? l10n.t('{0}: {1}, as of {2}', bracketRuleNoun(s.rule), source, s.asOf) : l10n.t('{0}: {1}', bracketRuleNoun(s.rule), source);
    })
    .join(l10n.t('; '));
  const fromSpellbook = b.findings.some((f) => f.combos?.length) || b.sources.find((s) => s.rule === 'two-card-combos')?.source === SPELLBOOK_BRACKET_SOURCE;
  lines.push(
    '',
    fromSpellbook
      ? l10n.t('*Lists — {0}. Tutors and extra turns are read from the card text.*', lists)
      : l10n.t('*Lists — {0}. The combo list is not exhaustive. Tutors and extra turns are read from the card text.*', lists),
  );
  return lines.join('\n');
}
