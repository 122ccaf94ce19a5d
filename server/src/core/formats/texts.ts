// The built-in formats' texts in the language in force. The built-in formats are data in English
// (builtin.ts, game-rules.ts): rules read some of it (the free first mulligan), and a user's
// decklist.config.json format is the same shape with its own texts. So the data stays as it is and
// what a person reads goes through formatText, which gives the catalog's text for a built-in text
// and leaves any other text (a user's) as written. A test walks the built-in data to keep this
// table and the data in step.
import * as l10n from '@vscode/l10n';
import { BUILTIN_FORMATS } from './builtin';
import type { MultiplayerRule } from './game-rules';
import { withoutSeedIds } from './citations';
import type { FormatDefinition, PairingKind } from './schema';

/** A format's text (description, note, game rule) as the user reads it, without the source documents' ids ("seed 001"). */
export function formatText(text: string): string {
  return withoutSeedIds(builtinText(text));
}

function builtinText(text: string): string {
  switch (text) {
    case "Commander tax":
      return l10n.t({ message: "Commander tax", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Command zone":
      return l10n.t({ message: "Command zone", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Mulligan":
      return l10n.t({ message: "Mulligan", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "First draw":
      return l10n.t({ message: "First draw", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Commander damage":
      return l10n.t({ message: "Commander damage", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Mana":
      return l10n.t({ message: "Mana", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Sideboard (optional)":
      return l10n.t({ message: "Sideboard (optional)", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Turn order":
      return l10n.t({ message: "Turn order", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Fake ante":
      return l10n.t({ message: "Fake ante", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Targets":
      return l10n.t({ message: "Targets", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Combat":
      return l10n.t({ message: "Combat", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Table talk":
      return l10n.t({ message: "Table talk", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Match":
      return l10n.t({ message: "Match", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Cast as another card":
      return l10n.t({ message: "Cast as another card", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Split cards":
      return l10n.t({ message: "Split cards", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Declared names":
      return l10n.t({ message: "Declared names", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "From hand only":
      return l10n.t({ message: "From hand only", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Leaving the stack":
      return l10n.t({ message: "Leaving the stack", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Outside information":
      return l10n.t({ message: "Outside information", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Turns":
      return l10n.t({ message: "Turns", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Teammates":
      return l10n.t({ message: "Teammates", comment: ["a game rule's topic in a built-in format: \"Mulligan: …\""] });
    case "Commander (EDH): exactly 100 cards including the commander(s), one copy of each card except basic lands, every card within the commander's color identity. Lutri, the Spellchaser is banned only as a companion.":
      return l10n.t("Commander (EDH): exactly 100 cards including the commander(s), one copy of each card except basic lands, every card within the commander's color identity. Lutri, the Spellchaser is banned only as a companion.");
    case "Casting the commander from the command zone costs {2} more for each earlier time it was cast from there.":
      return l10n.t("Casting the commander from the command zone costs {2} more for each earlier time it was cast from there.");
    case "When the commander would go to a hand, library, graveyard or exile, its owner may put it into the command zone instead.":
      return l10n.t("When the commander would go to a hand, library, graveyard or exile, its owner may put it into the command zone instead.");
    case "In a multiplayer game the first mulligan is free: it does not count toward the cards put on the bottom.":
      return l10n.t("In a multiplayer game the first mulligan is free: it does not count toward the cards put on the bottom.");
    case "In a multiplayer game the starting player does not skip the first draw (except in Two-Headed Giant).":
      return l10n.t("In a multiplayer game the starting player does not skip the first draw (except in Two-Headed Giant).");
    case "usually without limited range of influence (CR 903.2, seed 001)":
      return l10n.t("usually without limited range of influence (CR 903.2, seed 001)");
    case "Duel Commander (French 1v1 Commander): 100 cards, one copy of each card except basic lands, its own ban list and cards that may not be the commander. Follows duelcommander.org's list (the committee's majority since the October 2025 split; mtgdc.info publishes another).":
      return l10n.t("Duel Commander (French 1v1 Commander): 100 cards, one copy of each card except basic lands, its own ban list and cards that may not be the commander. Follows duelcommander.org's list (the committee's majority since the October 2025 split; mtgdc.info publishes another).");
    case "Pauper Commander (PDH): 100 cards, a creature printed at uncommon (in paper or on MTGO) as commander, commons in the 99. Promos, Secret Lairs, promo-like supplements (Masterpieces) and local releases no longer count as printings at uncommon (pdhhomebase.com, \"Updating PDH's framework\").":
      return l10n.t("Pauper Commander (PDH): 100 cards, a creature printed at uncommon (in paper or on MTGO) as commander, commons in the 99. Promos, Secret Lairs, promo-like supplements (Masterpieces) and local releases no longer count as printings at uncommon (pdhhomebase.com, \"Updating PDH's framework\").");
    case "One free mulligan in a multiplayer game; none in a two-player game.":
      return l10n.t("One free mulligan in a multiplayer game; none in a two-player game.");
    case "The player going first draws a card on their first turn in a multiplayer game, but not in a two-player game.":
      return l10n.t("The player going first draws a card on their first turn in a multiplayer game, but not in a two-player game.");
    case "in multiplayer games; two-player games have no commander damage rule":
      return l10n.t("in multiplayer games; two-player games have no commander damage rule");
    case "like Commander (CR 903.2)":
      return l10n.t("like Commander (CR 903.2)");
    case "Brawl as MTG Arena plays it today (formerly \"Historic Brawl\"): 100 cards including the commander, Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Standard Brawl (60 cards, format id standardbrawl).":
      return l10n.t("Brawl as MTG Arena plays it today (formerly \"Historic Brawl\"): 100 cards including the commander, Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Standard Brawl (60 cards, format id standardbrawl).");
    case "In any Brawl game, two-player or multiplayer, the first mulligan is free: the new hand has as many cards as the old one.":
      return l10n.t("In any Brawl game, two-player or multiplayer, the first mulligan is free: the new hand has as many cards as the old one.");
    case "Brawl has no commander damage rule: 21 combat damage from one commander does not make a player lose.":
      return l10n.t("Brawl has no commander damage rule: 21 combat damage from one commander does not make a player lose.");
    case "In a multiplayer game the starting player does not skip the first draw.":
      return l10n.t("In a multiplayer game the starting player does not skip the first draw.");
    case "In a multiplayer game the first mulligan is free: the new hand has as many cards as the old one.":
      return l10n.t("In a multiplayer game the first mulligan is free: the new hand has as many cards as the old one.");
    case "like Commander: usually without limited range of influence (CR 903.2)":
      return l10n.t("like Commander: usually without limited range of influence (CR 903.2)");
    case "Standard Brawl: 60 cards including the commander, Standard card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Arena Brawl (100 cards, format id brawl).":
      return l10n.t("Standard Brawl: 60 cards including the commander, Standard card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power/toughness as commander (CR 903.12c). Not to be confused with Arena Brawl (100 cards, format id brawl).");
    case "Oathbreaker: 60 cards including a planeswalker (the oathbreaker) and a signature spell (an instant or sorcery within its color identity), singleton.":
      return l10n.t("Oathbreaker: 60 cards including a planeswalker (the oathbreaker) and a signature spell (an instant or sorcery within its color identity), singleton.");
    case "Vintage: 60+ cards, 4 copies, restricted cards 1 copy.":
      return l10n.t("Vintage: 60+ cards, 4 copies, restricted cards 1 copy.");
    case "No card pool: 60+ cards, up to 4 copies, sideboard up to 15. Used when no format is given and the deck does not look like Commander.":
      return l10n.t("No card pool: 60+ cards, up to 4 copies, sideboard up to 15. Used when no format is given and the deck does not look like Commander.");
    case "The Commander / Elder Dragon Highlander rules of 2010-12-15: a legendary creature as commander, color identity from all mana symbols (not reminder text), exactly 100 cards including the commander, singleton except basic lands, Vintage-legal except Shahrazad, the 2010 ban list, an optional 10-card sideboard.":
      return l10n.t("The Commander / Elder Dragon Highlander rules of 2010-12-15: a legendary creature as commander, color identity from all mana symbols (not reminder text), exactly 100 cards including the commander, singleton except basic lands, Vintage-legal except Shahrazad, the 2010 ban list, an optional 10-card sideboard.");
    case "This is the document's ban list of 2010-12-15 (with Braids, Cabal Minion and Rofellos, Llanowar Emissary not allowed as commander), not today's Commander ban list, and only a legendary creature may be the commander (no partners, backgrounds or cards that say they can be your commander). For today's rules use the format \"commander\", whose bans come from the card data.":
      return l10n.t("This is the document's ban list of 2010-12-15 (with Braids, Cabal Minion and Rofellos, Llanowar Emissary not allowed as commander), not today's Commander ban list, and only a legendary creature may be the commander (no partners, backgrounds or cards that say they can be your commander). For today's rules use the format \"commander\", whose bans come from the card data.");
    case "the optional 10-card sideboard of the 2010 rules":
      return l10n.t("the optional 10-card sideboard of the 2010 rules");
    case "Partial Paris (\"Brittany\") mulligan: in turn order, each player exiles any part of the hand face down and draws one card fewer than exiled, and may repeat; the exiled cards are then shuffled back into the library.":
      return l10n.t("Partial Paris (\"Brittany\") mulligan: in turn order, each player exiles any part of the hand face down and draws one card fewer than exiled, and may repeat; the exiled cards are then shuffled back into the library.");
    case "today's Commander uses the London mulligan, the first one free in multiplayer games":
      return l10n.t("today's Commander uses the London mulligan, the first one free in multiplayer games");
    case "Casting the commander from the command zone costs {2} more for each earlier time it was cast that way.":
      return l10n.t("Casting the commander from the command zone costs {2} more for each earlier time it was cast that way.");
    case "When the commander would go to a graveyard or exile from anywhere, its owner may put it into the command zone instead; to a hand or library it goes there.":
      return l10n.t("When the commander would go to a graveyard or exile from anywhere, its owner may put it into the command zone instead; to a hand or library it goes there.");
    case "today the owner may also move it to the command zone when it would go to a hand or library":
      return l10n.t("today the owner may also move it to the command zone when it would go to a hand or library");
    case "Mana of a color outside the commander's color identity is produced as colorless mana instead.":
      return l10n.t("Mana of a color outside the commander's color identity is produced as colorless mana instead.");
    case "no longer a rule: such mana is produced normally today":
      return l10n.t("no longer a rule: such mana is produced normally today");
    case "With the optional 10-card sideboard, players have three minutes after the commanders are revealed to swap cards one for one; the rest can be fetched by \"wish\" cards.":
      return l10n.t("With the optional 10-card sideboard, players have three minutes after the commanders are revealed to swap cards one for one; the rest can be fetched by \"wish\" cards.");
    case "counted per commander, kept when it changes zones, not undone by life gain":
      return l10n.t("counted per commander, kept when it changes zones, not undone by life gain");
    case "Crossfire: teams of two, each deck built under Type 1 (Vintage) rules with extra bans (Lich) and at most 4 copies of a card across the whole team; restricted cards 1 per deck (2 per team); no sideboard.":
      return l10n.t("Crossfire: teams of two, each deck built under Type 1 (Vintage) rules with extra bans (Lich) and at most 4 copies of a card across the whole team; restricted cards 1 per deck (2 per team); no sideboard.");
    case "Crossfire uses no sideboard":
      return l10n.t("Crossfire uses no sideboard");
    case "Crossfire: at most 4 copies of a card per team":
      return l10n.t("Crossfire: at most 4 copies of a card per team");
    case "Team A's first player, team B's first player, team A's second player, team B's second player (the order is drawn at random). Each player keeps a separate library, graveyard, hand, battlefield and mana pool.":
      return l10n.t("Team A's first player, team B's first player, team A's second player, team B's second player (the order is drawn at random). Each player keeps a separate library, graveyard, hand, battlefield and mana pool.");
    case "The starting team's first player skips the draw of the first turn.":
      return l10n.t("The starting team's first player skips the draw of the first turn.");
    case "Before the game each player removes the top card of the library from the game.":
      return l10n.t("Before the game each player removes the top card of the library from the game.");
    case "One redeal is allowed, only for a hand of all lands or no lands.":
      return l10n.t("One redeal is allowed, only for a hand of all lands or no lands.");
    case "Spells and effects may target any player and anything they control (no range limit).":
      return l10n.t("Spells and effects may target any player and anything they control (no range limit).");
    case "The active player attacks one player of the other team per turn; only that player may block.":
      return l10n.t("The active player attacks one player of the other team per turn; only that player may block.");
    case "No private talk, not even between teammates; what a player reveals about their own hand or deck is revealed to everyone.":
      return l10n.t("No private talk, not even between teammates; what a player reveals about their own hand or deck is revealed to everyone.");
    case "One game per match; teams play a league.":
      return l10n.t("One game per match; teams play a league.");
    case "3.5; a team also loses at 20 poison counters":
      return l10n.t("3.5; a team also loses at 20 poison counters");
    case "note on CR 103.3c of 2018":
      return l10n.t("note on CR 103.3c of 2018");
    case "Mental Legacy: a casual variant played with Legacy decks (cards may be cast as another card with the same mana cost); deck building follows Legacy exactly.":
      return l10n.t("Mental Legacy: a casual variant played with Legacy decks (cards may be cast as another card with the same mana cost); deck building follows Legacy exactly.");
    case "A card cast from your hand may be cast as a copy of another Legacy-legal card with exactly the same mana cost (every symbol: generic, colored, {C}, {X}, hybrid, Phyrexian; colors need not match). {0} is a cost; a card without a mana cost matches nothing. Choose this before any other choice (fuse, morph, splice).":
      return l10n.t("A card cast from your hand may be cast as a copy of another Legacy-legal card with exactly the same mana cost (every symbol: generic, colored, {C}, {X}, hybrid, Phyrexian; colors need not match). {0} is a cost; a card without a mana cost matches nothing. Choose this before any other choice (fuse, morph, splice).");
    case "A split card only as a split card whose halves have the same two costs; a card that is not split never as one half.":
      return l10n.t("A split card only as a split card whose halves have the same two costs; a card that is not split never as one half.");
    case "A name declared this way cannot be declared again that game, by anyone; names of flipped halves and transformed back faces cannot be declared.":
      return l10n.t("A name declared this way cannot be declared again that game, by anyone; names of flipped halves and transformed back faces cannot be declared.");
    case "Only when casting from hand: not by flashback, cascade, suspend, madness and the like, not by a miracle or other ability that keeps the card revealed until cast, and never face down (morph).":
      return l10n.t("Only when casting from hand: not by flashback, cascade, suspend, madness and the like, not by a miracle or other ability that keeps the card revealed until cast, and never face down (morph).");
    case "The card is its own card again once it moves anywhere but the stack or the battlefield.":
      return l10n.t("The card is its own card again once it moves anywhere but the stack or the battlefield.");
    case "Players may not consult outside information during the match.":
      return l10n.t("Players may not consult outside information during the match.");
    case "Two-Headed Giant constructed: each teammate builds a 60+ card deck; team deck construction allows at most 4 copies of a card (basic lands exempt) across both decks. No card pool of its own: name one as \"2hg legacy\", \"two-headed-giant standard\", … to check each deck against that format too.":
      return l10n.t("Two-Headed Giant constructed: each teammate builds a 60+ card deck; team deck construction allows at most 4 copies of a card (basic lands exempt) across both decks. No card pool of its own: name one as \"2hg legacy\", \"two-headed-giant standard\", … to check each deck against that format too.");
    case "Two-Headed Giant: at most 4 copies of a card across the team":
      return l10n.t("Two-Headed Giant: at most 4 copies of a card across the team");
    case "Teammates take their turns together (shared team turns); the team that plays first skips the draw of its first turn.":
      return l10n.t("Teammates take their turns together (shared team turns); the team that plays first skips the draw of its first turn.");
    case "Each team's creatures attack the other team as a group; either defending player may block.":
      return l10n.t("Each team's creatures attack the other team as a group; either defending player may block.");
    case "Only life and poison counters are shared. Teammates may look at each other's hands and talk strategy at any time, but cannot handle each other's cards.":
      return l10n.t("Only life and poison counters are shared. Teammates may look at each other's hands and talk strategy at any time, but cannot handle each other's cards.");
    case "The first mulligan is free: it does not count toward the cards put on the bottom.":
      return l10n.t("The first mulligan is free: it does not count toward the cards put on the bottom.");
    // The documents the built-in formats and their game rules come from.
    case "Comprehensive Rules 903; banned list: Wizards of the Coast, which manages the format since 2024-09-30 (magic.wizards.com banned and restricted list)":
      return l10n.t("Comprehensive Rules 903; banned list: Wizards of the Coast, which manages the format since 2024-09-30 (magic.wizards.com banned and restricted list)");
    case "Comprehensive Rules 903 (seed 001 quotes the parts Brawl shares)":
      return l10n.t("Comprehensive Rules 903 (seed 001 quotes the parts Brawl shares)");
    case "Duel Commander rules and banned list of duelcommander.org (the committee's majority since the October 2025 split; mtgdc.info, kept by the former coordinator, publishes another list)":
      return l10n.t("Duel Commander rules and banned list of duelcommander.org (the committee's majority since the October 2025 split; mtgdc.info, kept by the former coordinator, publishes another list)");
    case "Pauper Commander rules (pdhhomebase.com/rules)":
      return l10n.t("Pauper Commander rules (pdhhomebase.com/rules)");
    case "Pauper Commander rules (pdhhomebase.com/rules), with Commander's rules (CR 903) for the rest":
      return l10n.t("Pauper Commander rules (pdhhomebase.com/rules), with Commander's rules (CR 903) for the rest");
    case "MTG Arena Brawl rules; CR 903.12 (effective 2026-09-25)":
      return l10n.t("MTG Arena Brawl rules; CR 903.12 (effective 2026-09-25)");
    case "Comprehensive Rules effective 2026-09-25, 903.12 (Brawl option) and 103.4d":
      return l10n.t("Comprehensive Rules effective 2026-09-25, 903.12 (Brawl option) and 103.4d");
    case "Brawl excerpt of the Comprehensive Rules with notes, 2018 (seed 001), as that document gave them (history, not today's rules)":
      return l10n.t("Brawl excerpt of the Comprehensive Rules with notes, 2018 (seed 001), as that document gave them (history, not today's rules)");
    case "MTG Arena Standard Brawl rules; CR 903.12 (effective 2026-09-25)":
      return l10n.t("MTG Arena Standard Brawl rules; CR 903.12 (effective 2026-09-25)");
    case "Competitive Brawl on MTG Arena (announced as Ranked Brawl, launched 2026-06-23): Brawl's deck rules (100 cards including the commander, the Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power and toughness as commander) with a ban list of its own, which comes with the card data. Not Brawl's play queue (format brawl).":
      return l10n.t("Competitive Brawl on MTG Arena (announced as Ranked Brawl, launched 2026-06-23): Brawl's deck rules (100 cards including the commander, the Arena card pool, a legendary creature, planeswalker, or Vehicle or Spacecraft with power and toughness as commander) with a ban list of its own, which comes with the card data. Not Brawl's play queue (format brawl).");
    case "MTG Arena Competitive Brawl (Wizards of the Coast, \"Introducing Ranked Brawl\", launched 2026-06-23, renamed Competitive Brawl a week after the announcement); CR 903.12 (effective 2026-09-25); Scryfall legality key competitivebrawl":
      return l10n.t("MTG Arena Competitive Brawl (Wizards of the Coast, \"Introducing Ranked Brawl\", launched 2026-06-23, renamed Competitive Brawl a week after the announcement); CR 903.12 (effective 2026-09-25); Scryfall legality key competitivebrawl");
    case "Oathbreaker rules and banned list (oathbreakermtg.org)":
      return l10n.t("Oathbreaker rules and banned list (oathbreakermtg.org)");
    case "Magic Tournament Rules, constructed":
      return l10n.t("Magic Tournament Rules, constructed");
    case "generic constructed deck rules (CR 100.2a)":
      return l10n.t("generic constructed deck rules (CR 100.2a)");
    case "mtgcommander.net rules of 2010-12-15 (seed 000)":
      return l10n.t("mtgcommander.net rules of 2010-12-15 (seed 000)");
    case "Commander rules of 2010-12-15, mtgcommander.net (Japanese translation; seed 000)":
      return l10n.t("Commander rules of 2010-12-15, mtgcommander.net (Japanese translation; seed 000)");
    case "Crossfire tournament rules (seed 004)":
      return l10n.t("Crossfire tournament rules (seed 004)");
    case "Crossfire tournament rules (tomose; seed 004)":
      return l10n.t("Crossfire tournament rules (tomose; seed 004)");
    case "Mental Legacy rules, 2011 (seed 002), rule 90m.2":
      return l10n.t("Mental Legacy rules, 2011 (seed 002), rule 90m.2");
    case "Mental Legacy rules, 2011 (himajin.diarynote.jp; seed 002)":
      return l10n.t("Mental Legacy rules, 2011 (himajin.diarynote.jp; seed 002)");
    case "CR 800.3 / 810 and Magic Tournament Rules team construction (seeds 001, 003)":
      return l10n.t("CR 800.3 / 810 and Magic Tournament Rules team construction (seeds 001, 003)");
    case "Comprehensive Rules 810 and MTG Wiki \"多人数戦\" (Multiplayer) with Comprehensive Rules 800 of 2023-11-17 (seed 003)":
      return l10n.t("Comprehensive Rules 810 and MTG Wiki \"多人数戦\" (Multiplayer) with Comprehensive Rules 800 of 2023-11-17 (seed 003)");
    default:
      return composedText(text) ?? text;
  }
}

/** The description two-headed-giant.ts writes for "2hg FORMAT" (English data, like the built-ins'). */
const TWO_HEADED_GIANT_OVER =
  /^Two-Headed Giant over (.+): each teammate's deck follows \1's deck rules, and the two decks of a team \(same "team:" line\) together hold at most (\d+) copies of a card other than basic lands\.$/s;

/** The source two-headed-giant.ts writes for "2hg FORMAT": the team rules' document, then the base format's. */
const COMPOSED_SOURCE = /^(.+); deck rules: (.+)$/s;

/** A text built from a built-in template with names in it, or undefined. */
function composedText(text: string): string | undefined {
  const giant = TWO_HEADED_GIANT_OVER.exec(text);
  const composed = COMPOSED_SOURCE.exec(text);
  if (composed) return l10n.t('{0}; deck rules: {1}', formatText(composed[1]), formatText(composed[2]));
  if (giant)
    return l10n.t(
      `Two-Headed Giant over {0}: each teammate's deck follows {0}'s deck rules, and the two decks of a team (same "team:" line) together hold at most {1} copies of a card other than basic lands.`,
      builtinFormatName(giant[1]),
      giant[2],
    );
  return undefined;
}

/**
 * A format's name as the user reads it: a built-in format's name in the language in force, and the
 * names composed from one ("Two-Headed Giant (Legacy)", "house (based on Legacy)") with the built-in
 * part in that language. A user's own name (decklist.config.json "name") is left as written.
 */
export function formatName(format: Pick<FormatDefinition, 'id' | 'name'>): string {
  const { id, name } = format;
  if (id.startsWith(TWO_HEADED_GIANT_ID_PREFIX) && name.startsWith('Two-Headed Giant (') && name.endsWith(')'))
    return l10n.t({ message: 'Two-Headed Giant ({0})', args: [formatName({ id: id.slice(TWO_HEADED_GIANT_ID_PREFIX.length), name: name.slice('Two-Headed Giant ('.length, -1) })], comment: ['a format\'s name: Two-Headed Giant over another format, "Two-Headed Giant (Legacy)"'] });
  const basedOn = `${id} (based on `;
  if (name.startsWith(basedOn) && name.endsWith(')'))
    return l10n.t({ message: '{0} (based on {1})', args: [id, builtinFormatName(name.slice(basedOn.length, -1))], comment: ['the name of a decklist.config.json format that gives no name of its own: its id and the format it extends'] });
  return builtinFormatName(name);
}

/**
 * A card data legality key as the user reads it: the name of the built-in format whose id and key it
 * is ("commander" → Commander, in the language in force); any other key ("future", "historic") as is.
 */
export function legalityKeyName(key: string): string {
  const format = BUILTIN_FORMATS.find((f) => f.id === key && f.legalityKey === key);
  return format ? formatName(format) : key;
}

/** The id two-headed-giant.ts gives "2hg FORMAT": this prefix and the base format's id. */
const TWO_HEADED_GIANT_ID_PREFIX = 'two-headed-giant-';

/** A built-in format's name (builtin.ts) in the language in force; any other name as written. */
function builtinFormatName(name: string): string {
  switch (name) {
    case 'Commander':
      return l10n.t({ message: 'Commander', comment: ["a format's name"] });
    case 'Duel Commander':
      return l10n.t({ message: 'Duel Commander', comment: ["a format's name"] });
    case 'Pauper Commander':
      return l10n.t({ message: 'Pauper Commander', comment: ["a format's name"] });
    case 'Brawl (Arena Brawl, 100 cards)':
      return l10n.t({ message: 'Brawl (Arena Brawl, 100 cards)', comment: ["a format's name"] });
    case 'Standard Brawl (60 cards)':
      return l10n.t({ message: 'Standard Brawl (60 cards)', comment: ["a format's name"] });
    case 'Competitive Brawl (Arena, 100 cards)':
      return l10n.t({ message: 'Competitive Brawl (Arena, 100 cards)', comment: ["a format's name"] });
    case 'Oathbreaker':
      return l10n.t({ message: 'Oathbreaker', comment: ["a format's name"] });
    case 'Standard':
      return l10n.t({ message: 'Standard', comment: ["a format's name"] });
    case 'Pioneer':
      return l10n.t({ message: 'Pioneer', comment: ["a format's name"] });
    case 'Modern':
      return l10n.t({ message: 'Modern', comment: ["a format's name"] });
    case 'Legacy':
      return l10n.t({ message: 'Legacy', comment: ["a format's name"] });
    case 'Vintage':
      return l10n.t({ message: 'Vintage', comment: ["a format's name"] });
    case 'Pauper':
      return l10n.t({ message: 'Pauper', comment: ["a format's name"] });
    case 'Casual constructed':
      return l10n.t({ message: 'Casual constructed', comment: ["a format's name: constructed decks without a card pool"] });
    case 'Commander (2010 rules)':
      return l10n.t({ message: 'Commander (2010 rules)', comment: ["a format's name: the Commander rules of 2010-12-15 (seed 000)"] });
    case 'Crossfire (2-vs-2 team Type 1)':
      return l10n.t({ message: 'Crossfire (2-vs-2 team Type 1)', comment: ["a format's name (seed 004)"] });
    case 'Mental Legacy':
      return l10n.t({ message: 'Mental Legacy', comment: ["a format's name (seed 002)"] });
    case 'Two-Headed Giant (constructed)':
      return l10n.t({ message: 'Two-Headed Giant (constructed)', comment: ["a format's name"] });
    default:
      return name;
  }
}

/** A commander noun of a format ("commander", "oathbreaker") in the user's language; another noun as the format wrote it. */
export function nounText(noun: string): string {
  if (noun === 'commander') return l10n.t('commander');
  if (noun === 'oathbreaker') return l10n.t('oathbreaker');
  if (noun === 'signature spell') return l10n.t('signature spell');
  return noun;
}

/** What a format calls its commander ("commander", "oathbreaker"), as the user reads it. */
export function commanderNoun(format: FormatDefinition): string {
  return nounText(format.commander?.noun ?? 'commander');
}

/** A multiplayer variant's or option's name (seed 003, CR 800). */
export function multiplayerRuleName(rule: MultiplayerRule): string {
  switch (rule.id) {
    case "free-for-all":
      return l10n.t("Free-for-All");
    case "grand-melee":
      return l10n.t("Grand Melee");
    case "team-vs-team":
      return l10n.t("Team vs. Team");
    case "emperor":
      return l10n.t("Emperor");
    case "two-headed-giant":
      return l10n.t("Two-Headed Giant");
    case "alternating-teams":
      return l10n.t("Alternating Teams");
    case "range-of-influence":
      return l10n.t("Limited range of influence");
    case "attack-multiple":
      return l10n.t("Attack multiple players");
    case "attack-left":
      return l10n.t("Attack left");
    case "attack-right":
      return l10n.t("Attack right");
    case "deploy-creatures":
      return l10n.t("Deploy creatures");
    case "shared-team-turns":
      return l10n.t("Shared team turns");
    default:
      return rule.name;
  }
}

/** What a multiplayer variant or option does. */
export function multiplayerRuleText(rule: MultiplayerRule): string {
  switch (rule.id) {
    case "free-for-all":
      return l10n.t("Every player for themselves; the last player left wins. Commander games are usually played this way.");
    case "grand-melee":
      return l10n.t("Free-for-All for about ten or more players: several players take turns at once (one turn marker per four players), each with a range of influence of 1, attacking only to the left.");
    case "team-vs-team":
      return l10n.t("Two or more teams seated alternately; each team takes its turns together.");
    case "emperor":
      return l10n.t("Teams of three: an emperor seated between two generals. Emperors have a range of influence of 2, generals 1; players attack only an opponent seated next to them; creatures may be deployed to teammates. A team loses when its emperor loses.");
    case "two-headed-giant":
      return l10n.t("Two teams of two sharing a life total (30) and their turns; each team attacks the other team as a group.");
    case "alternating-teams":
      return l10n.t("Teams of equal size seated so that no two teammates sit next to each other; turns pass player by player.");
    case "range-of-influence":
      return l10n.t("A player can affect only players within a set number of seats (often 1 or 2) and what they control; spells, abilities, damage and attacks stay in range.");
    case "attack-multiple":
      return l10n.t("The active player may attack any number of opponents in one combat; each defending player blocks only the creatures attacking them.");
    case "attack-left":
      return l10n.t("A player may attack only the nearest opponent to the left.");
    case "attack-right":
      return l10n.t("A player may attack only the nearest opponent to the right.");
    case "deploy-creatures":
      return l10n.t("Each creature has \"{T}: Target teammate gains control of this creature. Activate only as a sorcery.\"");
    case "shared-team-turns":
      return l10n.t("Teammates take their turns together: one turn per team, with shared steps and combat.");
    default:
      return rule.text;
  }
}

/** A list in running text: "basic lands, cards that allow any number" (、 in Japanese). */
export function listText(items: readonly string[]): string {
  return items.join(l10n.t({ message: ', ', comment: ['between the items of a list in running text: "basic lands, Shahrazad"'] }));
}

/** A commander pairing's keyword as the cards print it. */
export function pairingText(pairing: PairingKind): string {
  switch (pairing) {
    case 'partner':
      return l10n.t({ message: 'partner', comment: ['the keyword ability Partner'] });
    case 'partner-with':
      return l10n.t({ message: 'partner with', comment: ['the keyword ability Partner with [name]'] });
    case 'friends-forever':
      return l10n.t({ message: 'friends forever', comment: ['the keyword ability Friends forever'] });
    case 'partner-variant':
      return l10n.t({ message: 'partner variant', comment: ['Partner—[variant] abilities (Partner—Survivors, Character select)'] });
    case 'choose-a-background':
      return l10n.t({ message: 'choose a background', comment: ['the keyword ability Choose a Background'] });
    case 'doctors-companion':
      return l10n.t({ message: 'doctors companion', comment: ["the keyword ability Doctor's companion"] });
  }
}
