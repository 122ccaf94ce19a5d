import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import type { Color, ColorReason } from '../cards/types';
import type { RelatedLocation } from '../types';
import { colorName, colorWords, identityText, nounText, withArticle, type CheckContext, type ResolvedEntry } from './context';
import { landTypeName } from '../words';
import { JAPANESE } from '../cards/japanese';
import { collector, type Rule } from './rule';
import { findPairing } from './pairing';
import { playedEntries } from './zones';
import { allowedBy, chosenColor, chosenGrantFor, colorWord, deckRulebreakers } from './rulebreakers';

/** A face's name in the line's writing: a card written in Japanese names its faces as printed in Japanese. */
function faceName(ctx: CheckContext, e: ResolvedEntry, face: string | undefined): string | undefined {
  if (e.shown === e.name) return face;
  // A face the printed card does not have (index -1, or a shorter list) keeps its English name.
  return ctx.db.printed?.(e.card!, JAPANESE)?.faces?.[e.card!.faces.findIndex((f) => f.name === face)]?.name ?? face;
}

function reasonText(r: ColorReason, face: string | undefined): string {
  if (r.where === 'color indicator') return face ? l10n.t('a {0} color indicator on {1}', colorName(r.color), face) : l10n.t('a {0} color indicator', colorName(r.color));
  if (r.where === 'type line') return face ? l10n.t('the land type {0} in the type line of {1}', landTypeName(r.symbol), face) : l10n.t('the land type {0} in its type line', landTypeName(r.symbol));
  if (r.where === 'characteristic-defining ability') return face ? l10n.t('"{0}" in the rules text of {1}', r.symbol, face) : l10n.t('"{0}" in its rules text', r.symbol);
  if (r.where === 'mana cost') return face ? l10n.t('{0} in the mana cost of {1}', r.symbol, face) : l10n.t('{0} in its mana cost', r.symbol);
  if (r.where === 'rules text') return face ? l10n.t('{0} in the rules text of {1}', r.symbol, face) : l10n.t('{0} in its rules text', r.symbol);
  // `colors`: the card data's colors, where nothing printed on the card explains them.
  return face ? l10n.t('the card data says {1} is {0}', colorName(r.color), face) : l10n.t('the card data says it is {0}', colorName(r.color));
}

const EXPLANATIONS = new WeakMap<object, ColorReason[]>();

function remembered(card: object, reasons: ColorReason[]): ColorReason[] {
  EXPLANATIONS.set(card, reasons);
  return reasons;
}

/** Why the card has the offending colors, from the card data's explanation. */
export function offendingReasons(ctx: CheckContext, e: ResolvedEntry, offending: Color[]): string {
  const all = EXPLANATIONS.get(e.card!) ?? remembered(e.card!, ctx.db.explainColorIdentity(e.card!));
  const reasons = all.filter((r) => offending.includes(r.color));
  const parts: string[] = [];
  for (const r of reasons) {
    // No face (a one-faced card, a reason of the whole card): findIndex finds none, so no name.
    const t = reasonText(r, faceName(ctx, e, r.face));
    if (!parts.includes(t)) parts.push(t);
  }
  const explained = new Set(reasons.map((r) => r.color));
  const rest = offending.filter((c) => !explained.has(c));
  if (rest.length) parts.push(l10n.t('the card data gives it {0}', identityText(rest)));
  return parts.join(l10n.t('; '));
}

function commanderNames(ctx: CheckContext): string {
  return ctx.commanders.map((c) => c.shown).join(' + ');
}

const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** Why the commanders' Rulebreakers do not let this card in: each one named, with its text. */
function rulebreakerNote(ctx: CheckContext, e: ResolvedEntry, offending: Color[]): string {
  const card = e.card!;
  const chosenFor = chosenGrantFor(ctx, card);
  if (chosenFor) {
    const chosen = chosenColor(ctx);
    const other = offending.filter((col) => col !== chosen?.color);
    if (chosen?.color && !chosen.directive) {
      return l10n.t(
        ' {0}\'s Rulebreaker lets {1} have one color of your choice outside its color identity, but this deck\'s need more than one: taking {2}, the one most of them need, {3} also needs {4}. Write "// rulebreaker: {5}" (or another color) to choose; only one color is allowed.',
        chosenFor.d.commander.shown,
        chosenFor.g.cards.phrase,
        colorName(chosen.color),
        e.shown,
        colorWords(other),
        colorWord(chosen.color),
      );
    }
    if (!chosen?.color) {
      return l10n.t(" {0}'s Rulebreaker lets {1} have one color of your choice outside its color identity, but the rulebreaker: line names no color.", chosenFor.d.commander.shown, chosenFor.g.cards.phrase);
    }
    if (chosen?.color) {
      return l10n.t(' {0}\'s Rulebreaker lets {1} have one color of your choice outside its color identity, and the rulebreaker: line chose {2}; {3} also needs {4}.', chosenFor.d.commander.shown, chosenFor.g.cards.phrase, colorName(chosen.color), e.shown, colorWords(other));
    }
  }
  const readable = deckRulebreakers(ctx).filter((d) => !d.rulebreaker.unread && d.rulebreaker.grants.length > 0);
  if (e.zone === 'commander') return '';
  return readable.map((d) => l10n.t(' It is not a card {0}\'s Rulebreaker allows ("{1}").', d.commander.shown, d.rulebreaker.text)).join('');
}

/** Every card's color identity within the commanders' (CR 903.4, 903.5c). */
export const colorIdentityRule: Rule = {
  id: 'color-identity',
  defaultSeverity: 'error',
  description: "a card whose color identity is outside the commander's",
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd?.colorIdentity || !ctx.identity) return [];
    const c = collector();
    const identity = ctx.identity;
    const commanderRelated: RelatedLocation[] = ctx.commanders
      .map((x) => ({ message: l10n.t('{0} {1}: color identity {2}', nounText(cmd.noun), x.shown, identityText(x.card!.colorIdentity)), range: x.entry.nameRange }));
    const colorlessBasics = cmd.colorlessBasicsOfOneType && identity.size === 0;
    // A card in the deck that could be the commander's partner: a likely forgotten second commander.
    let partnerHint: { entry: ResolvedEntry; colors: Set<Color> } | undefined;
    // (findPairing finds none in a format without pairings.)
    if (ctx.commanders.length === 1) {
      const first = ctx.commanders[0].card!;
      const p = ctx.entries.find((e) => e.zone === 'main' && e.card && findPairing(first, e.card, cmd.pairings));
      if (p) partnerHint = { entry: p, colors: new Set(p.card!.colorIdentity) };
    }
    let firstBasic: { type: string; entry: ResolvedEntry } | undefined;
    const chosen = chosenColor(ctx);
    if (chosen?.invalid) {
      c.push(
        ctx.report(
          colorIdentityRule,
          chosen.directive!.valueRange,
          l10n.t('"{0}" is not a color: the rulebreaker: line names the one color your commander\'s Rulebreaker lets you choose; write white, blue, black, red or green.', chosen.directive!.value),
          { data: { value: chosen.directive!.value } },
        ),
      );
    } else if (chosen?.directive && !deckRulebreakers(ctx).some((d) => d.rulebreaker.grants.some((g) => g.colors === 'one-chosen'))) {
      c.push(
        ctx.report(
          colorIdentityRule,
          chosen.directive.valueRange,
          l10n.t('No commander of this deck has a Rulebreaker that lets you choose a color, so the rulebreaker: line changes nothing. Remove it, or make such a card (Tolabow, Loch Rascal) the {0}.', nounText(cmd.noun)),
          { defaultSeverity: 'information' },
        ),
      );
    }
    // The commanders' own colors make up the identity, so only the other cards can be outside it.
    for (const e of playedEntries(ctx)) {
      const card = e.card!;
      const offending = card.colorIdentity.filter((col) => !identity.has(col));
      // Two oathbreakers: each signature spell is one oathbreaker's, within that one's color identity.
      if (offending.length === 0 && e.zone === 'signature' && ctx.commanders.length === 2 && ctx.commanders.every((x) => x.card)) {
        if (!ctx.commanders.some((x) => card.colorIdentity.every((col) => x.card!.colorIdentity.includes(col)))) {
          c.push(
            ctx.report(
              colorIdentityRule,
              e.entry.nameRange,
              l10n.t('The signature spell {0} ({1}) is within neither {2}\'s color identity alone: {3}. Each signature spell belongs to one {2} and stays within its color identity. Choose a spell for one of them.', e.shown, identityText(card.colorIdentity), nounText(cmd.noun), ctx.commanders.map((x) => `${x.shown} ${identityText(x.card!.colorIdentity)}`).join(l10n.t(', '))),
              { card: card.name, related: commanderRelated, data: { cardIdentity: card.colorIdentity } },
            ),
          );
        }
        continue;
      }
      if (offending.length === 0) continue;
      // A card the commander's Rulebreaker allows whatever its colors (or with the chosen color).
      if (e.zone !== 'commander' && allowedBy(ctx, card, offending)) continue;
      if (colorlessBasics && card.deckbuilding.basicLand) {
        const type = BASIC_TYPES.find((t) => card.typeLine.includes(t)) ?? card.name;
        firstBasic ??= { type, entry: e };
        const first = firstBasic;
        if (first.type === type) continue;
        c.push(
          ctx.report(
            colorIdentityRule,
            e.entry.nameRange,
            l10n.t('With a colorless {0}, {1} allows basic lands of only one basic land type: this deck already has {2} (line {3}), so {4} cannot be added. Keep one basic land type.', nounText(cmd.noun), formatName(ctx.format), landTypeName(first.type), first.entry.entry.line + 1, e.shown),
            { card: card.name, related: [{ message: l10n.t('first basic land type: {0}', landTypeName(first.type)), range: first.entry.entry.nameRange }], data: { basicType: type } },
          ),
        );
        continue;
      }
      const what = e.zone === 'signature' ? l10n.t('The signature spell ') : e.zone === 'companion' ? l10n.t('The companion ') : '';
      const reasons = offendingReasons(ctx, e, offending);
      const hint =
        partnerHint && partnerHint.entry !== e && offending.every((col) => partnerHint!.colors.has(col))
          ? l10n.t(' ({0}, on line {1}, can be a second {2} with {3} and would allow it: if it is meant to be, put it in the Commander section.)', partnerHint.entry.shown, partnerHint.entry.entry.line + 1, nounText(cmd.noun), ctx.commanders[0].shown)
          : '';
      c.push(
        ctx.report(
          colorIdentityRule,
          e.entry.nameRange,
          l10n.t("{0}{1} has {2} ({3}) in its color identity, outside {4}'s color identity {5}: {6}. Remove it, or choose {7} whose color identity includes {2}.{8}", what, e.shown, colorWords(offending), identityText(offending), commanderNames(ctx), identityText(identity), reasons, withArticle(nounText(cmd.noun)), hint + rulebreakerNote(ctx, e, offending)),
          { card: card.name, related: commanderRelated, data: { offending, identity: [...identity], cardIdentity: card.colorIdentity } },
        ),
      );
    }
    return c.out;
  },
};
