// Which card leads an unmarked Commander list: the place of a card in the list (a block set apart
// at the top, the first or last line, the MTGO sideboard), the only card that can lead it, or the
// only legend whose color identity covers every card. buildContext (context.ts) calls it before it
// counts the zones; what it says is reported by commander-inferred and commander-missing.
import * as l10n from '@vscode/l10n';
import type { FormatDefinition, PairingKind } from '../formats/schema';
import type { DeckDocument } from '../parse/types';
import { nounText } from '../formats/texts';
import { findPairing } from './pairing';
import { commanderNames, coveringCommanders, deckIdentity } from './commander-cover';
import { identityText, quantityText, withArticle } from './wording';
import type { CommanderInference, ResolvedEntry } from './context-types';
import type { Card } from '../cards/types';
import { readRulebreaker, rulebreakerCovers } from '../cards/rulebreaker';

export interface CommanderGuess {
  /** The commander taken from the list, and why; undefined when none could be. */
  inferred?: CommanderInference;
  /** Eligible cards of the main deck that could be the commander (for commander-missing and its fixes). */
  candidates: ResolvedEntry[];
}

/**
 * Takes the commander of a list with none in its command zone: the entries chosen get the zone
 * `commander` (and a sideboard read from a blank line goes back to the deck). `eligible` says
 * whether one line could be the commander (one copy of a card the format lets lead).
 */
export function inferCommander(
  doc: DeckDocument,
  format: FormatDefinition,
  entries: ResolvedEntry[],
  eligible: (e: ResolvedEntry) => boolean,
): CommanderGuess {
  const cmd = format.commander;
  if (!cmd) return { candidates: [] };
  const main = entries.filter((e) => e.zone === 'main');
  const side = entries.filter((e) => e.zone === 'sideboard');
  const candidates = main.filter(eligible);
  let inferred: CommanderInference | undefined;
  /** Where the commander was taken from when its place in the list chose it ("first line", …), as the note says it. */
  let position: string | undefined;
  const pick = (list: ResolvedEntry[], why: string, from?: string) => {
    inferred = { entries: list, why };
    for (const e of list) e.zone = 'commander';
    position = from;
  };
  const fitsDeckSize = (list: ResolvedEntry[]) =>
    format.deckSize.includesCommandZone && list.reduce((n, e) => n + e.entry.quantity, 0) === format.deckSize.exact;
  // Set apart by a blank line or a header (comments aside). Nothing on another line is no such
  // line: a file written on one line (minified XML) sets nothing apart.
  const setsApart = (n: (typeof doc.nodes)[number] | undefined) => n?.kind === 'blank' || n?.kind === 'section';
  const blankAfter = (e: ResolvedEntry) => setsApart(doc.nodes.find((n) => n.line > e.entry.line && n.kind !== 'comment'));
  const blankBefore = (e: ResolvedEntry) => {
    let prev: (typeof doc.nodes)[number] | undefined;
    for (const n of doc.nodes) if (n.line < e.entry.line && n.kind !== 'comment') prev = n;
    return setsApart(prev);
  };
  // Sideboard lines without a "Sideboard" header (or `SB:`) came from a blank line (MTGO/Arena
  // exports). In a Commander list "commander, blank line, the 99" reads the same way when the
  // parser did not know the format: the short first block is the command zone, the rest is the
  // deck (a sideboard the list names itself stays one).
  const fromBlankLine = side.filter((e) => !e.entry.sectionName);
  const first = main[0] as ResolvedEntry | undefined;
  const last = main[main.length - 1] as ResolvedEntry | undefined;
  const leads = (e: ResolvedEntry | undefined): e is ResolvedEntry => !!e && eligible(e);
  /** Two single copies that may share the command zone, one of them able to lead (a Background beside its "Choose a Background" commander). */
  const single = (e: ResolvedEntry) => !!e.card && e.entry.quantity === 1;
  const pair = (a: ResolvedEntry, b: ResolvedEntry) =>
    (eligible(a) || eligible(b)) && single(a) && single(b) && !!findPairing(a.card!, b.card!, cmd.pairings);
  /** A block that reads as the command zone: one or two cards that can lead (two that cannot pair are told so by commander-pair), or a pair. */
  const commandZone = (list: ResolvedEntry[]) =>
    (list.length === 1 || list.length === 2) && (list.every(eligible) || (list.length === 2 && pair(list[0], list[1])));
  /**
   * A 100-card list that no single card covers: the one pair that may share the command zone
   * (Partner, Partner with, Friends forever, Choose a Background + a Background, Doctor's
   * companion + a Doctor) whose color identity covers every card; undefined when none or several.
   */
  const coveringPair = (): ResolvedEntry[] | undefined => {
    if (!cmd.colorIdentity || cmd.pairings.length === 0 || !fitsDeckSize(main)) return undefined;
    const needed = deckIdentity(main);
    const options = coveringCommanders(candidates, needed, []);
    if (options.length > 0) return undefined;
    // Cards that cannot lead alone but can be the second commander (a Background).
    const pairable = main.filter((e) => !eligible(e) && single(e) && e.card!.deckbuilding.pairing.length > 0);
    const pairs = coveringCommanders([...candidates, ...pairable], needed, cmd.pairings).filter((o) => o.length === 2 && (eligible(o[0]) || eligible(o[1])));
    return pairs.length === 1 ? pairs[0] : undefined;
  };
  const pairReason = (pair: ResolvedEntry[]) =>
    l10n.t('they are the only pair that can share the command zone whose color identity ({0}) covers every other card of this {1}-card list', identityText(deckIdentity(pair)), String(format.deckSize.exact));
  /** The last one or two sideboard lines, set apart from the sideboard above them by a blank line and ending the list, when they read as a command zone. */
  const moxfieldTail = ((): ResolvedEntry[] | undefined => {
    const lastLine = side.length ? side[side.length - 1].entry.line : -1;
    if (side.length < 2 || entries.some((e) => e.entry.line > lastLine)) return undefined;
    let k = side.length - 1;
    while (k > 0 && side.length - k <= 2 && !blankBefore(side[k])) k--;
    const tail = side.slice(k);
    return k > 0 && tail.length <= 2 && blankBefore(side[k]) && commandZone(tail) ? tail : undefined;
  })();
  if (commandZone(main) && fromBlankLine.reduce((n, e) => n + e.entry.quantity, 0) > 2) {
    for (const e of fromBlankLine) e.zone = 'main';
    pick(main, main.length === 1 ? l10n.t('it is set apart by a blank line at the top of the list') : l10n.t('they are set apart by a blank line at the top of the list'));
  } else if (moxfieldTail && fitsDeckSize([...main, ...moxfieldTail])) {
    // Moxfield's MTGO export: the 99, `SIDEBOARD:` with the cards being considered, a blank line,
    // then the commander(s) last. The considered cards are not in the deck.
    for (const e of side) if (!moxfieldTail.includes(e)) e.zone = 'maybeboard';
    pick(
      moxfieldTail,
      moxfieldTail.length === 1
        ? l10n.t("it is set apart by a blank line at the end of the list, below the sideboard, as Moxfield's MTGO export writes the commander (the sideboard above it is read as the cards being considered, outside the deck)")
        : l10n.t("they are set apart by a blank line at the end of the list, below the sideboard, as Moxfield's MTGO export writes the commanders (the sideboard above them is read as the cards being considered, outside the deck)"),
    );
  } else if (commandZone(side)) {
    // MTGO exports put the commander in the sideboard.
    pick(side, l10n.t('the sideboard holds only {0}, as MTGO exports commanders', side.map((e) => e.name).join(l10n.t(' and '))));
  } else if (candidates.length === 1 && coveringPair()) {
    // The one card that can lead chooses a Background (or has a Doctor's companion…) that the deck's colors need.
    const pair = coveringPair()!;
    pick(pair, pairReason(pair));
  } else if (candidates.length === 1) {
    pick(candidates, l10n.t('it is the only card in the deck that can be {0}', withArticle(nounText(cmd.noun))));
  } else if (leads(first) && blankAfter(first)) {
    pick([first], l10n.t('it is on the first line, set apart from the rest of the list'), l10n.t('first line'));
  } else if (
    main.length > 2 &&
    pair(main[0], main[1]) &&
    blankAfter(main[1])
  ) {
    pick([main[0], main[1]], l10n.t('they are the first two lines, set apart from the rest of the list'), l10n.t('first two lines'));
  } else if (leads(last) && blankBefore(last)) {
    pick([last], l10n.t('it is on the last line, set apart from the rest of the list'), l10n.t('last line'));
  } else if (leads(first) && fitsDeckSize(main)) {
    // A list whose first line is a possible commander and which otherwise fits the deck size.
    pick([first], l10n.t('it is the first line of a {0}-card list', String(format.deckSize.exact)), l10n.t('first line'));
  } else if (cmd.colorIdentity && fitsDeckSize(main)) {
    // Official precon lists put the commander anywhere among the 100: the one eligible card
    // whose color identity covers every other card is it.
    const covering = candidates.filter((c) =>
      main.every((o) => !o.card || o.card.colorIdentity.every((col) => c.card!.colorIdentity.includes(col))),
    );
    if (covering.length === 1) {
      pick(covering, l10n.t('it is the only card that can be {0} whose color identity ({1}) covers every other card of this {2}-card list', withArticle(nounText(cmd.noun)), identityText(covering[0].card!.colorIdentity), String(format.deckSize.exact)));
    } else if (covering.length === 0) {
      const pair = coveringPair();
      if (pair) pick(pair, pairReason(pair));
    }
  }
  if (position && inferred && cmd.colorIdentity) reconsiderByIdentity(inferred, position, main, candidates, cmd.pairings, cmd.noun, pick);
  return { inferred, candidates };
}

/**
 * A commander taken from its place in the list (`1 Tymna the Weaver` on the first line) that
 * leaves cards outside its color identity is likely the wrong legend: when exactly one legend of
 * the list, or one legal pair, covers every card, that one is taken instead; when several do, they
 * are kept as alternatives for the quick fix.
 */
function reconsiderByIdentity(
  inferred: CommanderInference,
  position: string,
  deck: ResolvedEntry[],
  candidates: ResolvedEntry[],
  pairings: PairingKind[],
  noun: string,
  pick: (list: ResolvedEntry[], why: string) => void,
): void {
  const taken = inferred.entries;
  const have = deckIdentity(taken);
  // A card the taken commander's Rulebreaker allows is not outside (one chosen color: one color more).
  const grants = taken.flatMap((t) => (t.card ? (readRulebreaker(t.card)?.grants ?? []) : []));
  const allowed = (card: Card) =>
    grants.some((g) => rulebreakerCovers(g.cards, card) && (g.colors === 'any' || card.colorIdentity.filter((c) => !have.has(c)).length <= 1));
  const outside = deck.filter((e) => !taken.includes(e) && e.card && e.card.colorIdentity.some((c) => !have.has(c)) && !allowed(e.card));
  if (outside.length === 0) return;
  const options = coveringCommanders(candidates, deckIdentity(deck), pairings);
  if (options.length !== 1) {
    if (options.length > 0) inferred.alternatives = options;
    return;
  }
  const [choice] = options;
  const copies = outside.reduce((n, e) => n + e.entry.quantity, 0);
  for (const e of taken) e.zone = 'main';
  pick(
    choice,
    l10n.t(
      '{0} on the {1} would leave {2} outside {3} color identity ({4}), and {5} {6} in the list whose color identity ({7}) covers every card',
      commanderNames(taken),
      position,
      quantityText(copies),
      taken.length > 1 ? l10n.t('their') : l10n.t('its'),
      identityText(have),
      commanderNames(choice),
      choice.length > 1 ? l10n.t('are the only pair') : l10n.t('is the only {0}', nounText(noun)),
      identityText(deckIdentity(choice)),
    ),
  );
}
