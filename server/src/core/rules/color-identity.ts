import type { Color, ColorReason } from '../cards/types';
import type { RelatedLocation } from '../types';
import { article, COLOR_NAMES, colorWords, identityText, type CheckContext, type ResolvedEntry } from './context';
import { collector, type Rule } from './rule';
import { findPairing } from './pairing';
import { playedEntries } from './zones';

function reasonText(r: ColorReason): string {
  const its = r.face ? 'the' : 'its';
  const face = r.face ? ` of ${r.face}` : '';
  if (r.where === 'color indicator') return `a ${COLOR_NAMES[r.color]} color indicator${r.face ? ` on ${r.face}` : ''}`;
  if (r.where === 'type line') return `the land type ${r.symbol} in ${its} type line${face}`;
  if (r.where === 'characteristic-defining ability') return `"${r.symbol}" in ${its} rules text${face}`;
  return `${r.symbol} in ${its} ${r.where}${face}`;
}

const EXPLANATIONS = new WeakMap<object, ColorReason[]>();

/** Why the card has the offending colors, from the card data's explanation. */
export function offendingReasons(ctx: CheckContext, e: ResolvedEntry, offending: Color[]): string {
  let all = EXPLANATIONS.get(e.card!);
  if (!all) {
    all = ctx.db.explainColorIdentity(e.card!);
    EXPLANATIONS.set(e.card!, all);
  }
  const reasons = all.filter((r) => offending.includes(r.color));
  const parts: string[] = [];
  for (const r of reasons) {
    const t = reasonText(r);
    if (!parts.includes(t)) parts.push(t);
  }
  const explained = new Set(reasons.map((r) => r.color));
  const rest = offending.filter((c) => !explained.has(c));
  if (rest.length) parts.push(`the card data gives it ${identityText(rest)}`);
  return parts.join('; ');
}

function commanderNames(ctx: CheckContext): string {
  const names = ctx.commanders.map((c) => c.name);
  return names.length === 1 ? names[0] : names.join(' + ');
}

const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

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
      .map((x) => ({ message: `${cmd.noun} ${x.name}: color identity ${identityText(x.card!.colorIdentity)}`, range: x.entry.nameRange }));
    const colorlessBasics = cmd.colorlessBasicsOfOneType && identity.size === 0;
    // A card in the deck that could be the commander's partner: a likely forgotten second commander.
    let partnerHint: { entry: ResolvedEntry; colors: Set<Color> } | undefined;
    if (ctx.commanders.length === 1 && cmd.pairings.length > 0) {
      const first = ctx.commanders[0].card!;
      const p = ctx.entries.find((e) => e.zone === 'main' && e.card && findPairing(first, e.card, cmd.pairings));
      if (p) partnerHint = { entry: p, colors: new Set(p.card!.colorIdentity) };
    }
    const basicTypesSeen: { type: string; entry: ResolvedEntry }[] = [];
    for (const e of playedEntries(ctx)) {
      if (e.zone === 'commander') continue;
      const card = e.card!;
      const offending = card.colorIdentity.filter((col) => !identity.has(col));
      if (offending.length === 0) continue;
      if (colorlessBasics && card.deckbuilding.basicLand) {
        const type = BASIC_TYPES.find((t) => card.typeLine.includes(t)) ?? card.name;
        if (!basicTypesSeen.some((b) => b.type === type)) basicTypesSeen.push({ type, entry: e });
        const first = basicTypesSeen[0];
        if (first.type === type) continue;
        c.push(
          ctx.report(
            colorIdentityRule,
            e.entry.nameRange,
            `With a colorless ${cmd.noun}, ${ctx.format.name} allows basic lands of only one basic land type: this deck already has ${first.type} (line ${first.entry.entry.line + 1}), so ${card.name} cannot be added. Keep one basic land type.`,
            { card: card.name, related: [{ message: `first basic land type: ${first.type}`, range: first.entry.entry.nameRange }], data: { basicType: type } },
          ),
        );
        continue;
      }
      const what = e.zone === 'signature' ? 'The signature spell ' : e.zone === 'companion' ? 'The companion ' : '';
      const reasons = offendingReasons(ctx, e, offending);
      const hint =
        partnerHint && partnerHint.entry !== e && offending.every((col) => partnerHint!.colors.has(col))
          ? ` (${partnerHint.entry.name}, on line ${partnerHint.entry.entry.line + 1}, can be a second ${cmd.noun} with ${ctx.commanders[0].name} and would allow it: if it is meant to be, put it in the Commander section.)`
          : '';
      c.push(
        ctx.report(
          colorIdentityRule,
          e.entry.nameRange,
          `${what}${card.name} has ${colorWords(offending)} (${identityText(offending)}) in its color identity, outside ${commanderNames(ctx)}'s color identity ${identityText(identity)}: ${reasons}. Remove it, or choose ${article(cmd.noun)} ${cmd.noun} whose color identity includes ${colorWords(offending)}.${hint}`,
          { card: card.name, related: commanderRelated, data: { offending, identity: [...identity], cardIdentity: card.colorIdentity } },
        ),
      );
    }
    return c.out;
  },
};
