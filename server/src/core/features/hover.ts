// What a hover shows, as Markdown: a card (text, identity, legality here, copies in the deck), a
// section header (count and mana curve), the format: line (what the format requires).
import type { CheckResult } from '../check';
import { describeCard } from '../cards/describe';
import { safeImageUrl } from '../cards/images';
import type { RulingsSource } from '../cards/rulings';
import type { Card, CardDataInfo } from '../cards/types';
import { deckSameCostStats } from '../formats/same-cost';
import { sameCostSummary } from './same-cost';
import { describeFormat } from '../formats/describe';
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
}

export interface DeckHover {
  markdown: string;
  range: Range;
}

const LEGALITY_WORDS: Record<string, string> = {
  legal: 'legal',
  not_legal: 'not legal',
  banned: 'banned',
  restricted: 'restricted',
  unknown: 'unknown (the card data cannot say)',
};

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
  return parts.length ? `**Prices** (${escapeMarkdown(info.date)}, cheapest printing): ${escapeMarkdown(parts.join(' · '))}` : undefined;
}

function rulingsMarkdown(card: Card, source: RulingsSource): string | undefined {
  const all = card.oracleId ? source.rulingsFor(card.oracleId) : [];
  if (!all.length) return undefined;
  const lines = [`**Rulings** (${all.length}, newest first):`, ''];
  for (const r of all.slice(0, HOVER_RULINGS)) lines.push(`- *${escapeMarkdown(r.date || 'undated')}*: ${escapeMarkdown(r.text.replace(/\s*\n+\s*/g, ' '))}`);
  if (all.length > HOVER_RULINGS) {
    lines.push('', `[All ${all.length} rulings](command:${SHOW_RULINGS_COMMAND}?${encodeURIComponent(JSON.stringify([card.name]))})`);
  }
  return lines.join('\n');
}

function cardHover(check: CheckResult, pos: Position, options: HoverOptions): DeckHover | undefined {
  const r = resolvedEntryAt(check, pos);
  if (!r || !contains(r.entry.range, pos)) return undefined;
  const ctx = check.context;
  const db = ctx.db;
  if (!r.card) {
    const suggestions = rememberedSuggestions(db, r.entry.lookupNames.length ? r.entry.lookupNames : [r.entry.name]);
    const lines = [`**Unknown card** ${codeSpan(r.entry.name)}`, '', `The card data (${escapeMarkdown(db.info.label)}) has no card by this name.`];
    if (suggestions.length) lines.push('', `Did you mean: ${suggestions.map((s) => `**${escapeMarkdown(s)}**`).join(', ')}?`);
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
  parts.push(describeCard(card, { markdown: true, formats: key ? [key] : [] }));
  const here: string[] = [];
  const legality = ctx.legality(card);
  if (legality !== 'none') here.push(`${LEGALITY_WORDS[legality] ?? legality} in ${format.name}`);
  const group = ctx.groups.find((g) => g.key === r.key);
  if (group) {
    const lines = group.entries.map((e) => e.entry.line + 1);
    here.push(`${group.total} ${group.total === 1 ? 'copy' : 'copies'} in the deck (line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ', …' : ''})`);
  }
  if (r.zone === 'commander' && format.commander) here.push(`your ${format.commander.noun}`);
  else if (r.zone === 'sideboard' || r.zone === 'maybeboard' || r.zone === 'outside') here.push(`in the ${r.zone === 'outside' ? 'cards outside the deck' : r.zone}`);
  if (ctx.identity && r.zone !== 'commander' && !card.colorIdentity.every((c) => ctx.identity!.has(c))) {
    here.push(`outside the commander's color identity`);
  }
  if (here.length) parts.push(`**In this deck:** ${escapeMarkdown(here.join('; '))}`);
  const odds = drawOddsMarkdown(check, r.key);
  if (odds) parts.push(odds);
  if (format.castAsSameCost) parts.push(sameCostSummary(db, card, format, { command: SAME_COST_COMMAND }).markdown);
  const combos = check.combos ? cardCombosMarkdown(combosWithCard(check.combos, card.name), check.combos.source) : undefined;
  if (combos) parts.push(combos);
  if (r.zone === 'commander' && check.bracket) parts.push(bracketMarkdown(check.bracket, declaredBracket(check)));
  const prices = options.prices ? pricesMarkdown(card, db.info) : undefined;
  if (prices) parts.push(prices);
  const rulings = options.rulings ? rulingsMarkdown(card, options.rulings) : undefined;
  if (rulings) parts.push(rulings);
  parts.push(`---\n*Card data: ${escapeMarkdown(db.info.label)} (${escapeMarkdown(db.info.date)}, ${db.info.cards.toLocaleString('en-US')} cards)*`);
  return { markdown: parts.join('\n\n'), range: r.entry.nameRange };
}

function sectionHover(check: CheckResult, node: SectionNode): DeckHover {
  const section = deckOutline(check).find((s) => s.headerLine === node.line);
  const count = section?.count ?? 0;
  const curve = manaCurve(check, new Set(section?.entries.map((e) => e.line) ?? []));
  const lines = [`**${escapeMarkdown(node.title)}**: ${count} ${count === 1 ? 'card' : 'cards'} on ${section?.entries.length ?? 0} lines`];
  if (curve.some((n) => n > 0)) {
    lines.push('', 'Mana value of nonland cards:', '', `| ${curve.map((_, i) => (i === curve.length - 1 ? `${i}+` : `${i}`)).join(' | ')} |`);
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
      markdown += `\n\n**This deck:** ${none.length} of its ${stats.cards} nonland cards cannot be cast as any other card${none.length ? `: ${none.slice(0, 10).map(escapeMarkdown).join(', ')}${none.length > 10 ? ', …' : ''}` : ''}.`;
    }
    return { markdown, range: node.range };
  }
  if (node.key === 'bracket') {
    if (!check.bracket) return { markdown: `Commander Brackets are for Commander; ${escapeMarkdown(check.context.format.name)} does not use them.`, range: node.range };
    return { markdown: bracketMarkdown(check.bracket, declaredBracket(check)), range: node.range };
  }
  if (node.key === 'team') {
    const rule = check.context.format.team;
    const text = rule
      ? `Team ${codeSpan(node.value)}: decks naming the same team are checked together. ${escapeMarkdown(rule.note ?? `At most ${rule.copyLimit} copies of a card across the team.`)}`
      : `Team ${codeSpan(node.value)}: ${escapeMarkdown(check.context.format.name)} has no team rule, so this line changes nothing.`;
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
