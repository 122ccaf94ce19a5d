// The bracket floor in words: one line for the CLI header, Markdown for the editor's hover.
import * as l10n from '@vscode/l10n';
import { escapeMarkdown } from '../markdown';
import { joinSentences, listSeparator } from '../words';
import { BRACKET_ANNOUNCEMENTS, BRACKET_EXPECTATIONS, BRACKET_NAMES, GAME_CHANGERS, MASS_LAND_DENIAL, TWO_CARD_COMBOS, type BracketRuleId } from './data';
import { SPELLBOOK_BRACKET_SOURCE } from './combos';
import { combosAdvice, type Door } from '../doors';
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

/** The built-in lists' sources (of the rules data in force): where they come from is behind the hover's links and in docs/rules.md. */
const builtInSources = () => new Set([GAME_CHANGERS.source, MASS_LAND_DENIAL.source, TWO_CARD_COMBOS.source, SPELLBOOK_BRACKET_SOURCE]);

/** "Game Changers: our playgroup list, as of 2026-05-01": a list the player's config replaced. */
function ownListText(list: ListSource & { rule: BracketRuleId }): string {
  const noun = bracketRuleNoun(list.rule);
  return list.asOf ? l10n.t('{0}: {1}, as of {2}', noun, list.source, list.asOf) : l10n.t('{0}: {1}', noun, list.source);
}

/** "Game Changers amended in decklist.config.json (by, as of)": a list the player's config changed. */
function amendedText(list: ListSource & { rule: BracketRuleId }): string | undefined {
  const a = list.amended;
  if (!a) return undefined;
  const noun = bracketRuleNoun(list.rule);
  if (!a.by) return l10n.t('{0}: amended in decklist.config.json', noun);
  return a.asOf ? l10n.t('{0}: amended in decklist.config.json ({1}, {2})', noun, a.by, a.asOf) : l10n.t('{0}: amended in decklist.config.json ({1})', noun, a.by);
}

/** "bracket floor 3 (Upgraded): 2 Game Changers, 1 two-card combo" (the CLI header). */
export function bracketSummary(b: BracketFloor): string {
  const why = b.reasons.map(countText);
  const summary = why.length
    ? l10n.t('bracket floor {0} ({1}): {2}', b.floor, bracketName(b.floor), why.join(listSeparator()))
    : l10n.t('bracket floor {0} ({1})', b.floor, bracketName(b.floor));
  if (!b.unjudged.length) return summary;
  return `${summary}${l10n.t('; ')}${b.unjudged.length === 1 ? l10n.t('1 card not judged (not in the card data)') : l10n.t('{0} cards not judged (not in the card data)', b.unjudged.length)}`;
}

/**
 * The floor, each finding with its cards and the bracket it needs, and what a player needs to know
 * of the lists (their date, a list the config changed, a combo list that is not exhaustive). Where
 * the lists come from is behind the links and in docs/rules.md, not in the hover.
 */
export function bracketMarkdown(b: BracketFloor, declared?: number, named: (name: string) => string = (name) => name, door?: Door): string {
  const lines = [
    b.floor === 1
      ? b.unjudged.length
        ? l10n.t('**Commander Brackets:** the cards the card data knows fit every bracket.')
        : l10n.t('**Commander Brackets:** the list fits every bracket.')
      : l10n.t('**Commander Brackets:** the list needs at least {0}.', bracketLabel(b.floor)),
  ];
  if (b.unjudged.length) {
    const names = b.unjudged.slice(0, 8).map((n) => escapeMarkdown(named(n))).join(listSeparator()) + (b.unjudged.length > 8 ? `${listSeparator()}…` : '');
    lines.push(
      '',
      b.unjudged.length === 1
        ? l10n.t('1 card could not be judged, as the card data does not know it: {0}. The bracket may be higher.', names)
        : l10n.t('{0} cards could not be judged, as the card data does not know them: {1}. The bracket may be higher.', b.unjudged.length, names),
    );
  }
  if (declared !== undefined) {
    lines.push(
      '',
      declared >= b.floor ? l10n.t('Declared {0}: the list fits it.', bracketLabel(declared)) : l10n.t('Declared {0}: the list needs {1}.', bracketLabel(declared), bracketLabel(b.floor)),
    );
  }
  // What a game of the bracket the deck is played in is expected to look like (2025-10-21 update).
  const played = declared !== undefined && declared >= b.floor ? declared : b.floor;
  const expectation = BRACKET_EXPECTATIONS.byBracket[played as 1 | 2 | 3 | 4 | 5]?.();
  if (expectation) lines.push('', l10n.t('*Expected game in {0}:* {1}', escapeMarkdown(bracketLabel(played)), escapeMarkdown(expectation)));
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
  const notes: string[] = [];
  const BUILT_IN_SOURCES = builtInSources();
  const gameChangers = b.sources.find((s) => s.rule === 'game-changers');
  if (gameChangers?.asOf && BUILT_IN_SOURCES.has(gameChangers.source)) notes.push(l10n.t('Game Changers as of {0}.', gameChangers.asOf));
  // Lists the player's config wrote or changed: said in their own words.
  const own = b.sources.map((s) => (BUILT_IN_SOURCES.has(s.source) ? amendedText(s) : ownListText(s))).filter((t): t is string => !!t);
  if (own.length) notes.push(`${own.join(l10n.t('; '))}.`);
  const spellbook = b.sources.find((s) => s.source === SPELLBOOK_BRACKET_SOURCE);
  if (spellbook) notes.push(spellbook.asOf ? l10n.t('Combos from Commander Spellbook of {0}.', spellbook.asOf) : l10n.t('Combos from Commander Spellbook.'));
  if (b.sources.some((s) => s.offlineFallback)) notes.push(l10n.t('The combo list is a short built-in one, not every combo.'), combosAdvice(door));
  const links = [
    `[${l10n.t('Commander Brackets')}](${BRACKET_EXPECTATIONS.sourceUrl})`,
    gameChangers && BUILT_IN_SOURCES.has(gameChangers.source) ? `[${l10n.t('Game Changers')}](${BRACKET_ANNOUNCEMENTS[BRACKET_ANNOUNCEMENTS.length - 1].url})` : '',
  ].filter(Boolean);
  lines.push('', `*${escapeMarkdown(joinSentences(notes))}* ${links.join(' · ')}`.replace(/^\*\* /, ''));
  return lines.join('\n');
}
