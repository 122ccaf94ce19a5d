import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { nounText, ordinal } from './context';
import { collector, type Rule } from './rule';
import { findPairing } from './pairing';
import type { PairingKind } from '../formats/schema';
import type { Card, PairingAbility } from '../cards/types';
import { listSeparator } from '../words';

/** More than one commander: only an allowed pair, never more than two. */
export const commanderPairRule: Rule = {
  id: 'commander-pair',
  defaultSeverity: 'error',
  description: 'two commanders that cannot be paired, or more than two',
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd) return [];
    const list = ctx.commanders.filter((e) => e.card);
    if (list.length < 2) return [];
    const c = collector();
    const first = list[0];
    const related = [{ message: l10n.t('first {0}: {1}', nounText(cmd.noun), first.shown), range: first.entry.nameRange }];
    if (cmd.pairings.length === 0) {
      for (const e of list.slice(1))
        c.push(
          ctx.report(
            commanderPairRule,
            e.entry.nameRange,
            l10n.t('{0} allows only one {1}, but {2} is a second one next to {3}. Move it into the deck or remove it.', formatName(ctx.format), nounText(cmd.noun), e.shown, first.shown),
            { card: e.name, related },
          ),
        );
      return c.out;
    }
    const second = list[1];
    const how = findPairing(first.card!, second.card!, cmd.pairings);
    if (!how) {
      const desc = (name: string, card: Card) => {
        const has: string[] = [];
        const is: string[] = [];
        for (const p of card.deckbuilding.pairing) {
          if (p.kind === 'background') is.push(l10n.t('is a Background'));
          else if (p.kind === 'doctor') is.push(l10n.t('is a Time Lord Doctor'));
          else has.push(abilityName(p));
        }
        const parts = [...(has.length ? [l10n.t('has {0}', has.join(listSeparator()))] : []), ...is];
        return parts.length ? l10n.t('{0} {1}', name, parts.join(l10n.t(' and '))) : l10n.t('{0} has no partner ability', name);
      };
      const rules = cmd.pairings.map(pairingRuleText).join(l10n.t('; or '));
      c.push(
        ctx.report(
          commanderPairRule,
          second.entry.nameRange,
          l10n.t('{0} and {1} cannot share the command zone: {2}, and {3}. {4} allows two {5}s only when {6}. Keep one {5}.', first.shown, second.shown, desc(first.shown, first.card!), desc(second.shown, second.card!), formatName(ctx.format), nounText(cmd.noun), rules),
          { card: second.name, related, data: { commanders: [first.name, second.name] } },
        ),
      );
    }
    for (const e of list.slice(2)) {
      c.push(
        ctx.report(
          commanderPairRule,
          e.entry.nameRange,
          l10n.t('{0} is a {1} {2}; a deck has at most two. Move it into the deck or remove it.', e.shown, ordinal(list.indexOf(e) + 1), nounText(cmd.noun)),
          { card: e.name, related },
        ),
      );
    }
    return c.out;
  },
};

/** An ability a card has that lets it share the command zone ("Partner with X"), as printed in the user's language. */
function abilityName(p: PairingAbility): string {
  switch (p.kind) {
    case 'partner':
      return l10n.t('Partner');
    case 'partner-with':
      return l10n.t('Partner with {0}', p.with!);
    case 'friends-forever':
      return l10n.t('Friends forever');
    case 'choose-a-background':
      return l10n.t('Choose a Background');
    case 'doctors-companion':
      return l10n.t("Doctor's companion");
    default:
      // partner-variant: "Partner—Survivors"
      return l10n.t('Partner—{0}', partnerVariantName(p.with!));
  }
}

/** The text after "Partner—" as printed in the language in force (Survivors: 生存者); a variant whose Japanese printing is not known, as the card data writes it. */
function partnerVariantName(variant: string): string {
  return variant === 'Survivors' ? l10n.t({ message: 'Survivors', comment: ['the Partner variant "Partner—Survivors", as printed'] }) : variant;
}

/** When a format allows two commanders, in the user's language. */
function pairingRuleText(kind: PairingKind): string {
  const words: Record<PairingKind, () => string> = {
    partner: () => l10n.t('both have Partner'),
    'partner-with': () => l10n.t('each has "Partner with" naming the other'),
    'friends-forever': () => l10n.t('both have Friends forever'),
    'partner-variant': () => l10n.t('both have the same Partner variant (Partner—…)'),
    'choose-a-background': () => l10n.t('one has "Choose a Background" and the other is a Background'),
    'doctors-companion': () => l10n.t('one has "Doctor\'s companion" and the other is a Time Lord Doctor'),
  };
  return words[kind]();
}
