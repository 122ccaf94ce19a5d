// What a hover shows, as Markdown: a card (text, identity, legality here, copies in the deck), a
// section header (count and mana curve), the format: line (what the format requires).
import type { CheckResult } from '../check';
import { describeCard } from '../cards/describe';
import { safeImageUrl } from '../cards/images';
import type { RulingsSource } from '../cards/rulings';
import type { Card, CardDataInfo, Legality } from '../cards/types';
import { deckSameCostStats } from '../formats/same-cost';
import { sameCostSummary } from './same-cost';
import { describeFormat } from '../formats/describe';
import { formatName, formatText, legalityKeyName } from '../formats/texts';
import type { DirectiveNode, SectionNode } from '../parse/types';
import type { Position, Range } from '../types';
import { contains, nodeAtLine, resolvedEntryAt } from './document-map';
import { codeSpan, escapeMarkdown } from '../markdown';
import { deckOutline, manaCurve } from './outline';
import { parseBracketValue } from '../brackets';
import { bracketMarkdown } from '../brackets/describe';
import { printedMarkdown, type HoverLocale } from './printed-text';
import { drawOddsMarkdown } from '../analysis';
import { combosWithCard } from '../combos/find';
import { cardCombosMarkdown } from '../combos/describe';
import { rememberedSuggestions } from '../rules/unknown-card';
import { nounText, quantityText } from '../rules/context';
import { allowedBy, rulebreakerSummary } from '../rules/rulebreakers';
import * as l10n from '@vscode/l10n';
import { cardDataLabel, labelHasDate } from '../cards/label';
import { inWritingOf } from '../cards/writing';
import { listSeparator } from '../words';
import type { Door } from '../doors';

/** The editor command a same-cost hover links to (argument: `[cardName]`): lists every card with that cost. */
export const SAME_COST_COMMAND = 'decklist.showSameCost';

/** The editor command a rulings hover links to (argument: `[cardName]`): shows every ruling of the card. */
export const SHOW_RULINGS_COMMAND = 'decklist.showRulings';
/** Rulings listed in a hover before the "more" link. */
export const HOVER_RULINGS = 3;

export interface HoverOptions {
  /**
   * Card images above the text. The editor fetches them from Scryfall's image host, so the caller
   * turns this off when downloads are not allowed (setting, untrusted workspace).
   */
  images?: boolean;
  /** Prices of the data's date. */
  prices?: boolean;
  /** Rulings to list (when downloaded). */
  rulings?: RulingsSource;
  /** `ja`: the card's Japanese printed name, type line and text above the Oracle text. Default English. */
  locale?: HoverLocale;
  /** Where the hover is shown: its advice names that door's commands and settings (default the command line). */
  door?: Door;
}

export interface DeckHover {
  markdown: string;
  range: Range;
}

/** "banned in Modern": the card's legality in the deck's format, in the user's language. */
function legalityHere(legality: Legality | 'unknown', format: string): string {
  switch (legality) {
    case 'legal':
      return l10n.t('legal in {0}', format);
    case 'not_legal':
      return l10n.t('not legal in {0}', format);
    case 'banned':
      return l10n.t('banned in {0}', format);
    case 'restricted':
      return l10n.t('restricted in {0}', format);
    case 'unknown':
      return l10n.t('legality in {0} not known from this card data', format);
  }
}

/** "4 copies in the deck (lines 3, 9)". */
function copiesHere(total: number, lines: number[]): string {
  const list = `${lines.slice(0, 10).join(listSeparator())}${lines.length > 10 ? `${listSeparator()}…` : ''}`;
  if (lines.length === 1) return total === 1 ? l10n.t('1 copy in the deck (line {0})', list) : l10n.t('{0} copies in the deck (line {1})', total, list);
  return total === 1 ? l10n.t('1 copy in the deck (lines {0})', list) : l10n.t('{0} copies in the deck (lines {1})', total, list);
}

/** The card's faces as Markdown images (Scryfall image hosts only; anything else is dropped). */
function imagesMarkdown(card: Card): string | undefined {
  const faces = card.faces.length > 1 ? card.faces.map((f) => f.name) : [card.name];
  const images = (card.images ?? [])
    .map((im, i) => ({ url: safeImageUrl(im.small) ?? safeImageUrl(im.normal), alt: faces[i] ?? card.name }))
    .filter((x): x is { url: string; alt: string } => !!x.url);
  return images.length ? images.map((x) => `![${escapeMarkdown(x.alt)}](${x.url})`).join(' ') : undefined;
}

function pricesMarkdown(card: Card, info: CardDataInfo): string | undefined {
  const p = card.prices;
  if (!p) return undefined;
  const parts = [p.usd && `$${p.usd}`, p.eur && `€${p.eur}`, p.tix && `${p.tix} tix`].filter(Boolean);
  return parts.length ? l10n.t('**Prices** ({0}, cheapest printing): {1}', escapeMarkdown(info.date), escapeMarkdown(parts.join(' · '))) : undefined;
}

function rulingsMarkdown(card: Card, source: RulingsSource): string | undefined {
  const all = card.oracleId ? source.rulingsFor(card.oracleId) : [];
  if (!all.length) return undefined;
  const lines = [l10n.t('**Rulings** ({0}, newest first):', all.length), ''];
  for (const r of all.slice(0, HOVER_RULINGS)) lines.push(`- *${escapeMarkdown(r.date || l10n.t('undated'))}*: ${escapeMarkdown(r.text.replace(/\s*\n+\s*/g, ' '))}`);
  if (all.length > HOVER_RULINGS) {
    lines.push('', l10n.t('[All {0} rulings]({1})', all.length, `command:${SHOW_RULINGS_COMMAND}?${encodeURIComponent(JSON.stringify([card.name]))}`));
  }
  return lines.join('\n');
}

/** "*Card data: LABEL (DATE, N cards)*"; the date once, where the label says it already. */
function cardDataFooter(info: CardDataInfo): string {
  const label = escapeMarkdown(cardDataLabel(info));
  const cards = info.cards.toLocaleString('en-US');
  return labelHasDate(info) ? l10n.t('*Card data: {0} ({1} cards)*', label, cards) : l10n.t('*Card data: {0} ({1}, {2} cards)*', label, escapeMarkdown(info.date), cards);
}

function cardHover(check: CheckResult, pos: Position, options: HoverOptions): DeckHover | undefined {
  const r = resolvedEntryAt(check, pos);
  if (!r || !contains(r.entry.range, pos)) return undefined;
  const ctx = check.context;
  const db = ctx.db;
  if (!r.card) {
    const suggestions = rememberedSuggestions(db, r.entry.lookupNames.length ? r.entry.lookupNames : [r.entry.name]);
    const lines = [l10n.t('**Unknown card** {0}', codeSpan(r.entry.name)), '', l10n.t('The card data ({0}) has no card by this name.', escapeMarkdown(cardDataLabel(db.info)))];
    if (suggestions.length) lines.push('', l10n.t('Did you mean: {0}?', suggestions.map((s) => `**${escapeMarkdown(inWritingOf(db, r.entry.name, s))}**`).join(listSeparator())));
    return { markdown: lines.join('\n'), range: r.entry.nameRange };
  }
  const card = r.card;
  const format = ctx.format;
  const parts: string[] = [];
  const images = options.images ? imagesMarkdown(card) : undefined;
  if (images) parts.push(images);
  const printed = printedMarkdown(db, card, r.entry.name, options.locale);
  if (printed) parts.push(printed);
  // The key read for this data (older data names some formats by an earlier key).
  const key = ctx.legalityKey ?? format.legalityKey;
  // The legality in this format, when the data has it (else "In this deck" says it is not known).
  const known = key && card.legalities && key in card.legalities ? [key] : [];
  parts.push(describeCard(card, { markdown: true, formats: known, legalityName: legalityKeyName }));
  const here: string[] = [];
  const legality = ctx.legality(card);
  if (legality !== 'none') here.push(legalityHere(legality, formatName(format)));
  const group = ctx.groups.find((g) => g.key === r.key);
  if (group) here.push(copiesHere(group.total, group.entries.map((e) => e.entry.line + 1)));
  if (r.zone === 'commander' && format.commander) here.push(l10n.t('your {0}', nounText(format.commander.noun)));
  else if (r.zone === 'sideboard') here.push(l10n.t('in the sideboard'));
  else if (r.zone === 'maybeboard') here.push(l10n.t('in the maybeboard'));
  else if (r.zone === 'outside') here.push(l10n.t('in the cards outside the deck'));
  const offending = ctx.identity ? card.colorIdentity.filter((c) => !ctx.identity!.has(c)) : [];
  if (r.zone !== 'commander' && offending.length) {
    const by = allowedBy(ctx, card, offending);
    here.push(by ? l10n.t("outside the commander's color identity, allowed by {0}'s Rulebreaker", by.commander.shown) : l10n.t("outside the commander's color identity"));
  }
  if (here.length) parts.push(l10n.t('**In this deck:** {0}', escapeMarkdown(here.join(l10n.t('; ')))));
  const rulebreaker = r.zone === 'commander' ? rulebreakerSummary(ctx, r) : undefined;
  if (rulebreaker) {
    parts.push(l10n.t('**Rulebreaker:** {0}', escapeMarkdown(rulebreaker.allows.join(l10n.t('; ')))) + `\n\n> ${escapeMarkdown(rulebreaker.text)}`);
  }
  const odds = drawOddsMarkdown(check, r.key);
  if (odds) parts.push(odds);
  if (format.castAsSameCost) parts.push(sameCostSummary(db, card, format, { command: SAME_COST_COMMAND }).markdown);
  const combos = check.combos ? cardCombosMarkdown(combosWithCard(check.combos, card.name), check.combos.source, ctx.shownName) : undefined;
  if (combos) parts.push(combos);
  if (r.zone === 'commander' && check.bracket) parts.push(bracketMarkdown(check.bracket, declaredBracket(check), check.context.shownName, options.door));
  const prices = options.prices ? pricesMarkdown(card, db.info) : undefined;
  if (prices) parts.push(prices);
  const rulings = options.rulings ? rulingsMarkdown(card, options.rulings) : undefined;
  if (rulings) parts.push(rulings);
  parts.push(`---\n${cardDataFooter(db.info)}`);
  return { markdown: parts.join('\n\n'), range: r.entry.nameRange };
}

function sectionHover(check: CheckResult, node: SectionNode): DeckHover {
  const section = deckOutline(check).find((s) => s.headerLine === node.line);
  const count = section?.count ?? 0;
  const curve = manaCurve(check, new Set(section?.entries.map((e) => e.line) ?? []));
  const entryLines = section?.entries.length ?? 0;
  const title = `**${escapeMarkdown(node.title)}**`;
  const lines = [entryLines === 1 ? l10n.t('{0}: {1} on 1 line', title, quantityText(count)) : l10n.t('{0}: {1} on {2} lines', title, quantityText(count), entryLines)];
  if (curve.some((n) => n > 0)) {
    lines.push('', l10n.t('Mana value of nonland cards:'), '', `| ${curve.map((_, i) => (i === curve.length - 1 ? `${i}+` : `${i}`)).join(' | ')} |`);
    lines.push(`|${curve.map(() => ':-:').join('|')}|`, `| ${curve.join(' | ')} |`);
  }
  return { markdown: lines.join('\n'), range: node.range };
}

function directiveHover(check: CheckResult, node: DirectiveNode, pos: Position, options: HoverOptions): DeckHover | undefined {
  if (node.key === 'format') {
    const format = check.context.format;
    let markdown = describeFormat(format, { markdown: true });
    if (format.castAsSameCost) {
      const cards = check.context.entries.filter((e) => e.card && e.zone !== 'maybeboard' && e.zone !== 'outside').map((e) => e.card!);
      const stats = deckSameCostStats(check.context.db, cards, format);
      const none = stats.withoutAlternative;
      const list = `${none.slice(0, 10).map(escapeMarkdown).join(', ')}${none.length > 10 ? ', …' : ''}`;
      markdown += `\n\n${
        none.length
          ? l10n.t('**This deck:** {0} of its {1} nonland cards cannot be cast as any other card: {2}.', none.length, stats.cards, list)
          : l10n.t('**This deck:** {0} of its {1} nonland cards cannot be cast as any other card.', none.length, stats.cards)
      }`;
    }
    return { markdown, range: node.range };
  }
  if (node.key === 'bracket') {
    if (!check.bracket) return { markdown: l10n.t('Commander Brackets are for Commander; {0} does not use them.', escapeMarkdown(formatName(check.context.format))), range: node.range };
    return { markdown: bracketMarkdown(check.bracket, declaredBracket(check), check.context.shownName, options.door), range: node.range };
  }
  if (node.key === 'team') {
    const rule = check.context.format.team;
    const text = rule
      ? l10n.t('Team {0}: decks naming the same team are checked together. {1}', codeSpan(node.value), escapeMarkdown(rule.note ? formatText(rule.note) : l10n.t('At most {0} copies of a card across the team.', rule.copyLimit)))
      : l10n.t('Team {0}: {1} has no team rule, so this line changes nothing.', codeSpan(node.value), escapeMarkdown(formatName(check.context.format)));
    return { markdown: text, range: node.range };
  }
  // `commander:` and friends: the card they name.
  const r = resolvedEntryAt(check, pos);
  if (r?.synthetic || (r && r.entry.line === node.line)) return cardHover(check, r.entry.nameRange.start, options);
  return undefined;
}

/** The bracket the deck's `bracket:` line declares, if any. */
function declaredBracket(check: CheckResult): number | undefined {
  const d = check.context.doc.directives.filter((x) => x.key === 'bracket').pop();
  return d ? parseBracketValue(d.value) : undefined;
}

/** The hover at a position, or undefined when there is nothing to say there. */
export function hoverAt(check: CheckResult, pos: Position, options: HoverOptions = {}): DeckHover | undefined {
  const doc = check.context.doc;
  if (pos.line < 0 || pos.line >= doc.lineCount) return undefined;
  const node = nodeAtLine(doc, pos.line);
  if (node?.kind === 'section') return sectionHover(check, node);
  if (node?.kind === 'directive') return directiveHover(check, node, pos, options);
  return cardHover(check, pos, options);
}
