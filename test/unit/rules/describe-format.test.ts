// Each format explained where the user looks (the format: hover, --list-formats --verbose):
// deck rules, game rules with the document they come from, and where a document is out of date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtinFormat, describeFormat, describeMultiplayerRules, BUILTIN_FORMATS } from '../../../server/src/core/formats';
import { main } from '../../../server/src/cli';
import { memoryIO } from '../../support/memory-io';

const md = (id: string) => describeFormat(builtinFormat(id)!, { markdown: true });

test('commander-2010: 40 life, 21 commander damage, the Brittany mulligan, each with its rule of seed 000; and where today differs', () => {
  const text = md('commander-2010');
  assert.match(text, /^\*\*Commander \(2010 rules\)\*\* · `commander-2010`/);
  assert.match(text, /Game rules \(Commander rules of 2010-12-15, mtgcommander\.net \(Japanese translation\)\)/);
  assert.match(text, /Starting life: 40 per player \(rule 12\)/);
  assert.match(text, /21 or more combat damage by the same commander loses .*\(rule 9\)/);
  assert.match(text, /Partial Paris \("Brittany"\) mulligan.*\(rule 7\) Today's official rule differs: today's Commander uses the London mulligan/);
  // The ban list is the document's, said as such, with the way to today's rules.
  assert.match(text, /Differs from today's official rules: This is the document's ban list of 2010-12-15/);
  assert.match(text, /use the format "commander"/);
  assert.match(text, /Banned \(list of 2010-12-15\) besides the card data: Ancestral Recall/);
});

test('Brawl (both): today\'s rules (CR 2026-09-25): 25 life two-player, 30 multiplayer, the first mulligan free in any Brawl game; the 2018 rules of seed 001 as labelled history; Commander 40', () => {
  for (const id of ['brawl', 'standardbrawl']) {
    const text = md(id);
    assert.match(text, /Game rules \(Comprehensive Rules effective 2026-09-25, 903\.12/, id);
    assert.match(text, /Starting life: 30 in multiplayer games, 25 in two-player games \(CR 103\.4d\)/, id);
    assert.match(text, /Mulligan: In any Brawl game, two-player or multiplayer, the first mulligan is free.*\(CR 103\.5c \(2026-09-25\), 903\.12g\)/, id);
    assert.match(text, /Checked on 2026-11-25 against <https:\/\/magic\.wizards\.com\/en\/rules>/, id);
    // Seed 001's 2018 rules stay, under a heading that says they are history.
    const history = text.slice(text.indexOf('Earlier rules'));
    assert.match(history, /^Earlier rules \(history: Brawl excerpt of the Comprehensive Rules with notes, 2018, as that document gave them/, id);
    assert.match(history, /Starting life: 30 in multiplayer games, 20 in two-player games/, id);
    // Today's 20-life figure appears only under the history heading.
    assert.doesNotMatch(text.slice(0, text.indexOf('Earlier rules')), /20 in two-player/, id);
  }
  const c = md('commander');
  assert.match(c, /Starting life: 40 per player/);
  assert.match(c, /Multiplayer: Free-for-All \(CR 806\) with Attack multiple players \(CR 802\)/);
  assert.match(c, /first mulligan is free/);
});

test('Two-Headed Giant: 30 life shared per team, shared turns, the first team skips its draw; over a base format it keeps the base\'s deck rules', () => {
  const g = md('two-headed-giant');
  assert.match(g, /Starting life: 30, shared by each team/);
  assert.match(g, /skips the draw of its first turn/);
  const over = describeFormat(builtinFormat('2hg legacy')!, { markdown: true });
  assert.match(over, /^\*\*Two-Headed Giant \(Legacy\)\*\* · `two-headed-giant-legacy`/);
  assert.match(over, /Card pool: cards legal by the card data's "legacy" legality/);
  assert.match(over, /Team: at most 4 copies of a card across the decks of a team/);
  assert.match(over, /Starting life: 30, shared by each team/);
});

test('Crossfire: 40 life shared per team, the A1 B1 A2 B2 turn order, one attack per turn, from seed 004', () => {
  const text = describeFormat(builtinFormat('crossfire')!);
  assert.match(text, /Game rules \(Crossfire tournament rules \(tomose\)\)/);
  assert.match(text, /Starting life: 40, shared by each team \(3\.5; a team also loses at 20 poison counters\)/);
  assert.match(text, /Turn order: Team A's first player, team B's first player, team A's second player, team B's second player/);
  assert.match(text, /attacks one player of the other team per turn/);
});

test('Mental Legacy: casting as another card, the once-per-game names, hand only, from seed 002', () => {
  const text = md('mental-legacy');
  assert.match(text, /exactly the same mana cost/);
  assert.match(text, /cannot be declared again that game/);
  assert.doesNotMatch(text, /seed \d/, 'the source document id is the project\'s, not the player\'s (issue 42, finding 11)');
});

test('a format without game rules of its own says what applies; Markdown escapes what it must', () => {
  assert.match(describeFormat(builtinFormat('modern')!), /Game rules: the ordinary rules of Magic \(20 life per player\)\./);
  assert.match(describeFormat(builtinFormat('duel')!), /Game rules: not described here; see Duel Commander rules/);
  assert.ok(!/(^|[^\\])_/.test(md('paupercommander').replace(/`[^`]*`/g, '')));
});

test('the multiplayer variants and options of seed 003, with their Japanese names and rules', () => {
  const text = describeMultiplayerRules();
  for (const name of ['Free-for-All (無差別戦, CR 806)', 'Grand Melee (大乱闘戦, CR 807)', 'Emperor (皇帝戦, CR 809)', 'Limited range of influence (影響範囲限定, CR 801)', 'Attack left', 'Attack right', 'Attack multiple players', 'Deploy creatures'])
    assert.ok(text.includes(name), name);
});

test('decklist check --list-formats --verbose prints every format\'s deck and game rules, 2hg, and the multiplayer rules', async () => {
  const o = memoryIO();
  assert.equal(await main(['check', '--list-formats', '--verbose'], o), 0);
  const text = o.stdout.join('');
  for (const f of BUILTIN_FORMATS) assert.ok(text.includes(`${f.name} [${f.id}]`), f.id);
  assert.match(text, /Starting life: 30 in multiplayer games, 25 in two-player games \(CR 103\.4d\)/);
  assert.match(text, /In any Brawl game, two-player or multiplayer, the first mulligan is free.*\(CR 103\.5c \(2026-09-25\), 903\.12g\)/);
  // The whole 2010 ban list, not "and N more".
  assert.match(text, /Yawgmoth's Bargain/);
  assert.match(text, /2hg ID: Two-Headed Giant over a constructed format/);
  assert.match(text, /Grand Melee/);
  const short = memoryIO();
  assert.equal(await main(['check', '--list-formats'], short), 0);
  assert.doesNotMatch(short.stdout.join('\n'), /Starting life/);
  assert.match(short.stdout.join('\n'), /^2hg ID +Two-Headed Giant/m);
});
