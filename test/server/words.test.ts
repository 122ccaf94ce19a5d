// Words for a player, through the language server: a hover says what a player needs (no research
// notes, no empty sections, no deck-wide notes on a card's name), and the format picker's
// descriptions are a player's, not the implementation's.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic, Hover, Range } from 'vscode-languageserver-protocol';
import { RULES_CARDS } from '../fixtures/rules/cards';
import { commanderDeck } from '../unit/rules/helpers';
import { SERVER, startServer, type TestServer } from './lsp-client';

const skip = existsSync(SERVER) ? false : 'dist/server.js is not built (npm run build)';

const VSCODE = { initializationOptions: { decklistExtension: true } };

/** The hover's sections above the card data footer (whose date is the fixture file's). */
async function hoverText(s: TestServer, uri: string, line: number, character: number): Promise<string> {
  const h = (await s.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } })) as Hover;
  const [sections, footer] = (h.contents as { value: string }).value.split('\n\n---\n');
  assert.match(footer, /^\*Card data: Scryfall card data \(JSON Lines\) of \d{4}-\d\d-\d\d \(70 cards\)\*$/);
  return sections;
}

const BOLT = '**Lightning Bolt** {R}\n*Instant* · mana value 1\n\nLightning Bolt deals 3 damage to any target.  \n\nColor identity: R\n- R: {R} in the mana cost\n\n';
const BOLT_ODDS =
  '**Draw odds** (4 copies in 60 cards, at least one):\n\n| | opening hand | by turn 2 | by turn 3 | by turn 4 | by turn 5 |\n|---|--:|--:|--:|--:|--:|\n| on the play | 39.9% | 44.5% | 48.8% | 52.8% | 56.6% |\n| on the draw | 44.5% | 48.8% | 52.8% | 56.6% | 60.1% |';

const overlaps = (a: Range, b: Range) =>
  a.start.line <= b.end.line && b.start.line <= a.end.line && !(a.end.line === b.start.line && a.end.character <= b.start.character) && !(b.end.line === a.start.line && b.end.character <= a.start.character);

describe('hovers and the format picker say what a player needs', { skip }, () => {
  let s: TestServer;
  before(async () => {
    s = await startServer(VSCODE);
  });
  after(async () => {
    await s?.stop();
  });

  test('a casual deck\'s card hover has no empty "Legalities:" section', async () => {
    const uri = s.open('casual.txt', '// format: casual\n4 Lightning Bolt\n56 Mountain\n');
    await s.diagnosticsFor(uri, 1);
    assert.equal(await hoverText(s, uri, 1, 4), `${BOLT}**In this deck:** 4 copies in the deck (line 2)\n\n${BOLT_ODDS}`);
  });

  test("a commander's hover: the bracket in a player's words, no research notes, sources behind links", async () => {
    const uri = s.open('edh.txt', commanderDeck('Phelddagrif', ['Sol Ring']));
    await s.diagnosticsFor(uri, 1);
    assert.equal(
      await hoverText(s, uri, 1, 4),
      [
        '**Phelddagrif** {1}{G}{W}{U}\n*Legendary Creature — Phelddagrif* · mana value 4\n',
        '{G}: Phelddagrif gains trample until end of turn. Target opponent creates a 1/1 green Hippo creature token.  ',
        '{W}: Phelddagrif gains flying until end of turn. Target opponent gains 2 life.  ',
        "{U}: Return Phelddagrif to its owner's hand. Target opponent may draw a card.  ",
        '4/4\n',
        'Color identity: WUG\n- W: {W} in the mana cost\n- W: {W} in the rules text\n- U: {U} in the mana cost\n- U: {U} in the rules text\n- G: {G} in the mana cost\n- G: {G} in the rules text\n',
        'Legalities: Commander legal\n',
        '**In this deck:** legal in Commander; 1 copy in the deck (line 2); your commander\n',
        '**Commander Brackets:** the list fits every bracket.\n',
        '*Expected game in bracket 1 (Exhibition):* Expect to play at least nine turns before someone wins; theme over power, wins are slow, telegraphed and gradual.\n',
        '*Game Changers as of 2026-02-09. The combo list is a short built-in one, not every combo. For Commander Spellbook\'s combos, turn on "decklist.cardData.combos" and run "Decklist: Update Card Data".* [Commander Brackets](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-october-21-2025) · [Game Changers](https://magic.wizards.com/en/news/announcements/commander-brackets-beta-update-february-9-2026)',
      ].join('\n'),
    );
  });

  test("deck-wide information notes (Karsten's table) sit on the format line, a header or the first line's count, never on a card's name", async () => {
    const names = (text: string) =>
      text.split('\n').flatMap((l, line) => {
        const m = /^(\d+) (.+)$/.exec(l);
        return m ? [{ start: { line, character: m[1].length + 1 }, end: { line, character: l.length } }] : [];
      });
    const notes = async (name: string, text: string) => {
      const d: Diagnostic[] = await s.diagnosticsFor(s.open(name, text), 1);
      const info = d.filter((x) => x.code === 'mana-sources');
      for (const n of info) for (const r of names(text)) assert.ok(!overlaps(n.range, r), `${n.message} on a card name`);
      return info.map((x) => x.range);
    };
    const deck = '4 Lightning Bolt\n4 Counterspell\n52 Island\n';
    assert.deepEqual(await notes('plain.txt', deck), [{ start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }]);
    assert.deepEqual(await notes('header.txt', `Deck\n${deck}`), [{ start: { line: 0, character: 0 }, end: { line: 0, character: 4 } }]);
  });

  test("the format picker's descriptions: no backticks, config advice or research references", async () => {
    const formats = (await s.conn.sendRequest('decklist/formats', {})) as Array<{ id: string; description: string }>;
    for (const f of formats) assert.doesNotMatch(f.description, /`|decklist\.config\.json|seed \d|Scryfall|MTGJSON|legality key/, f.id);
    assert.equal(
      formats.find((f) => f.id === 'commander')!.description,
      // The picker's one line (formats/summaries.ts); the long description stays in the format hover.
      "100 cards with a legendary commander; one copy of each card except basic lands; every card within the commander's colors.",
    );
  });
});

test('card data without legalities: the hover says the legality is not known, without a research note', { skip }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'decklist-words-'));
  const cards = path.join(dir, 'cards.jsonl');
  writeFileSync(cards, RULES_CARDS.map((c) => JSON.stringify({ ...c, legalities: undefined })).join('\n') + '\n');
  const s = await startServer({ ...VSCODE, cards });
  try {
    const uri = s.open('legacy.txt', '// format: legacy\n4 Lightning Bolt\n56 Mountain\n');
    await s.diagnosticsFor(uri, 1);
    assert.equal(await hoverText(s, uri, 1, 4), `${BOLT}**In this deck:** legality in Legacy not known from this card data; 4 copies in the deck (line 2)\n\n${BOLT_ODDS}`);
  } finally {
    await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
