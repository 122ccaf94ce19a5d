import * as l10n from '@vscode/l10n';
import { formatName } from '../formats/texts';
import { deckLevelRange, nounText } from './context';
import { collector, type Rule } from './rule';
import { playedEntries } from './zones';
import { listSeparator } from '../words';
import { cardDataLabel } from '../cards/label';
import { cardDataWithLegalitiesAdvice } from '../doors';
import { unreleasedIn } from '../formats/legality';

/**
 * The card data cannot say whether cards are legal in this format (no legalities at all, as in
 * the offline snapshot; a key the data lacks; a previewed card before its release). ONE diagnostic per deck: a
 * warning on each of 100 lines would drown the real problems, and the fix (other card data) is
 * the same for all of them. When only some cards are unknown they are its related locations.
 */
export const legalityUnknownRule: Rule = {
  id: 'legality-unknown',
  defaultSeverity: 'warning',
  description: 'the card data has no legality for this format',
  check(ctx) {
    const f = ctx.format;
    // Stryker disable next-line ConditionalExpression: without a legality key every card's legality is 'none', so no card is unknown below either
    if (!f.legalityKey) return [];
    const key = ctx.legalityKey ?? f.legalityKey;
    const played = playedEntries(ctx);
    const unknown = played.filter((e) => ctx.legality(e.card!) === 'unknown');
    if (unknown.length === 0) return [];
    const directive = ctx.doc.directives.find((d) => d.key === 'format');
    const range = directive ? directive.valueRange : deckLevelRange(ctx, 'main');
    const fix = cardDataWithLegalitiesAdvice(ctx.door);
    const extraLists = f.banned.length || f.restricted.length ? l10n.t(" The format's own lists (banned, restricted) were still applied.") : '';
    // When no card of the deck has the key at all, the data predates the format (2019 data has
    // no "pioneer" or "paupercommander"): say that once instead of listing every card.
    const keyAbsent =
      !ctx.legalityUnavailable &&
      unknown.length === played.length &&
      played.every((e) => e.card!.previewRelease === undefined && e.card!.legalities !== undefined && !(key in e.card!.legalities));
    const cmd = f.commander;
    const eligibilityUnchecked =
      cmd?.eligibility.includes('uncommon-creature') && ctx.commanders.some((c) => c.card && ctx.legality(c.card) === 'unknown' && !c.card.rarity)
        ? l10n.t(' Whether your {0} is an uncommon creature was not checked either.', nounText(cmd.noun))
        : '';
    // Previewed cards not released yet in this data: unknown until release, which the player can wait for.
    const previewed = ctx.legalityUnavailable ? [] : unknown.filter((e) => unreleasedIn(e.card!, ctx.db.info));
    const previewedNames = [...new Map(previewed.map((e) => [e.shown, e.card!.previewRelease ? l10n.t('{0} (release {1})', e.shown, e.card!.previewRelease) : e.shown])).values()];
    let message: string;
    if (previewed.length && previewed.length === unknown.length) {
      message = l10n.t(
        'Legality in {0} unknown until release: {1}. Scryfall lists a previewed card as not legal in every format until it is released, so bans and the card pool were not checked for it; update the card data ({2}) after the release to check it.',
        formatName(f),
        previewedNames.join(listSeparator()),
        cardDataLabel(ctx.db.info),
      );
    } else if (ctx.legalityUnavailable) {
      message = l10n.t('Bans and the card pool of {0} were not checked: {1}. {2}{3}{4}', formatName(f), ctx.legalityUnavailable, fix, extraLists, eligibilityUnchecked);
    } else if (keyAbsent) {
      message = l10n.t('Bans and the card pool of {0} were not checked: the card data ({1}) has no "{2}" legality for any card of this deck (the data may be older than the format). {3}{4}{5}', formatName(f), cardDataLabel(ctx.db.info), key, fix, extraLists, eligibilityUnchecked);
    } else {
      const names = [...new Set(unknown.map((e) => e.shown))];
      const shown = names.slice(0, 5).join(listSeparator()) + (names.length > 5 ? l10n.t(', and {0} more', names.length - 5) : '');
      message =
        names.length === 1
          ? l10n.t('The card data ({0}) has no reliable "{1}" legality for 1 card: {2}; bans and the card pool were not checked for it. {3}{4}', cardDataLabel(ctx.db.info), key, shown, fix, eligibilityUnchecked)
          : l10n.t('The card data ({0}) has no reliable "{1}" legality for {2} cards: {3}; bans and the card pool were not checked for them. {4}{5}', cardDataLabel(ctx.db.info), key, names.length, shown, fix, eligibilityUnchecked);
      if (previewed.length) message += l10n.t(' Previewed, not released yet: {0} (Scryfall lists a previewed card as not legal everywhere until its release).', previewedNames.join(listSeparator()));
    }
    const c = collector();
    c.push(
      ctx.report(legalityUnknownRule, range, message, {
        // When the data has no legalities at all the cause is the data, not these cards: no list.
        related: ctx.legalityUnavailable || keyAbsent ? [] : unknown.map((e) => ({ message: previewed.includes(e) ? l10n.t('legality unknown until release: {0}', e.shown) : l10n.t('legality unknown: {0}', e.shown), range: e.entry.nameRange })),
        data: { cards: [...new Set(unknown.map((e) => e.name))], legalityKey: key, allUnknown: !!ctx.legalityUnavailable || keyAbsent, previewed: [...new Set(previewed.map((e) => e.name))] },
      }),
    );
    return c.out;
  },
};
