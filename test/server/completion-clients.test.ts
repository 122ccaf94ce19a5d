// Completion as each client picks and applies it: the items the server sends, put through the
// matching rule of each client (read in its source), the first item the client keeps applied to
// the line, and the line compared whole.
//   - VS Code (our extension): filters each item's filterText (else label) against the text from the
//     item's range start to the cursor; equal matches keep the sortText order; a `preselect` item
//     among the best matches is the one selected; Enter applies its textEdit.
//   - Neovim 0.7.2's omnifunc (runtime/lua/vim/lsp.lua, lsp/util.lua): completes from the common
//     textEdit start of the items without filterText, else from the last keyword (`\k*$`); keeps the
//     items whose textEdit.newText starts with the text from there (case-sensitive); sorts by
//     sortText; Vim inserts the first.
//   - Vim with ALE 3.3 (autoload/ale/completion.vim): completes from the last `[a-zA-Z$_][a-zA-Z$_0-9]*`
//     before the cursor whatever the ranges; the word is textEdit.newText (up to a `(`); keeps words
//     starting with that text in any case; in the server's order; Vim inserts the first.
//   - Emacs with Eglot 1.9 and decklist-mode.el: the typed name is the text after the count and any
//     `《`; keeps the items whose filterText (else insertText, else label) starts with it; sorts by
//     sortText; the chosen item's textEdit is applied.
// Whatever the client, a name typed in full stays as typed unless the card typed is that name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompletionItem, CompletionList, TextEdit } from 'vscode-languageserver-protocol';
import { card } from '../fixtures/rules/cards';
import { commanderDeck } from '../unit/rules/helpers';
import { FULL_CAPABILITIES, SERVER, startServer, writeFixtureCards, type TestServer } from './lsp-client';

const skip = !existsSync(SERVER) ? 'dist/server.js is not built' : false;

/** Cards that look like the typed ones, so that each list has something to swap in. */
const LOOK_ALIKES = [
  card({ name: 'Lightning Blow', mana_cost: '{1}{W}', cmc: 2, type_line: 'Instant', oracle_text: 'Target creature gains first strike until end of turn.', colors: ['W'], color_identity: ['W'] }),
  card({ name: 'Rusted Sentinel', mana_cost: '{4}', cmc: 4, type_line: 'Artifact Creature — Golem', oracle_text: 'Rusted Sentinel enters the battlefield tapped.', colors: [], color_identity: [], power: '3', toughness: '4' }),
  card({ name: 'Solemn Recruit', mana_cost: '{1}{W}{W}', cmc: 3, type_line: 'Creature — Dwarf Warrior', oracle_text: 'Double strike', colors: ['W'], color_identity: ['W'], power: '2', toughness: '2' }),
  card({
    name: "Atraxa, Praetors' Voice",
    mana_cost: '{G}{W}{U}{B}',
    cmc: 4,
    type_line: 'Legendary Creature — Phyrexian Angel Horror',
    oracle_text: 'Flying, vigilance, deathtouch, lifelink\nAt the beginning of your end step, proliferate.',
    colors: ['B', 'G', 'U', 'W'],
    color_identity: ['B', 'G', 'U', 'W'],
    power: '4',
    toughness: '4',
  }),
];

type Client = 'vscode' | 'neovim' | 'ale' | 'eglot';
const CLIENTS: Client[] = ['vscode', 'neovim', 'ale', 'eglot'];

/** The line after the client completes at the end of `line` and takes what it selects (unchanged when it keeps nothing). */
function pick(client: Client, line: string, items: CompletionItem[]): string {
  const cursor = line.length;
  const edit = (i: CompletionItem) => i.textEdit as TextEdit;
  const applyEdit = (i: CompletionItem) => line.slice(0, edit(i).range.start.character) + edit(i).newText + line.slice(Math.max(cursor, edit(i).range.end.character));
  const bySortText = (a: CompletionItem, b: CompletionItem) => ((a.sortText ?? a.label) < (b.sortText ?? b.label) ? -1 : 1);
  switch (client) {
    case 'vscode': {
      const inOrder = (pattern: string, word: string) => {
        let j = 0;
        for (const ch of word.toLowerCase()) if (j < pattern.length && ch === pattern[j].toLowerCase()) j++;
        return j === pattern.length;
      };
      const kept = items.filter((i) => inOrder(line.slice(edit(i).range.start.character, cursor), i.filterText ?? i.label));
      // Our ranking holds only when every kept item matches alike: each is filtered on exactly the typed text.
      for (const i of kept) assert.equal(i.filterText, line.slice(edit(i).range.start.character, cursor), `VS Code: ${i.label} is filtered on the typed name`);
      kept.sort(bySortText);
      const chosen = kept.find((i) => i.preselect) ?? kept[0];
      return chosen ? applyEdit(chosen) : line;
    }
    case 'neovim': {
      const starts = new Set(items.filter((i) => i.filterText === undefined && i.textEdit).map((i) => edit(i).range.start.character));
      const start = starts.size === 1 ? [...starts][0] : /[\p{L}\p{N}_]*$/u.exec(line)!.index;
      const prefix = line.slice(start, cursor);
      const word = (i: CompletionItem) => (i.textEdit ? edit(i).newText : (i.insertText ?? i.label));
      const kept = items.filter((i) => word(i).startsWith(prefix)).sort(bySortText);
      return kept[0] ? line.slice(0, start) + word(kept[0]) + line.slice(cursor) : line;
    }
    case 'ale': {
      const prefix = /[a-zA-Z$_][a-zA-Z$_0-9]*$/.exec(line)?.[0] ?? '';
      const start = cursor - prefix.length;
      const word = (i: CompletionItem) => /^[^(]*/.exec(i.textEdit ? edit(i).newText : (i.insertText ?? i.label))![0];
      const kept = items.filter((i) => word(i) && word(i).slice(0, prefix.length).toLowerCase() === prefix.toLowerCase());
      return kept[0] ? line.slice(0, start) + word(kept[0]) + line.slice(cursor) : line;
    }
    case 'eglot': {
      const start = /^[ \t]*(?:(?:SB|sb|Sideboard|sideboard)[ \t]*:[ \t]*)?(?:[0-9]+[xX×]?[ \t]+)?[《『]?/.exec(line)![0].length;
      const probe = line.slice(start, cursor);
      const kept = items.filter((i) => (i.filterText ?? (i.insertText || i.label.trimStart())).startsWith(probe)).sort(bySortText);
      return kept[0] ? applyEdit(kept[0]) : line;
    }
  }
}

interface Case {
  deck: 'legacy' | 'commander';
  typed: string;
  /** What each client's line becomes; one string for all. */
  expected: string | Record<Client, string>;
}

const CASES: Case[] = [
  { deck: 'legacy', typed: '1 Sol R', expected: '1 Sol Ring' },
  { deck: 'legacy', typed: "1 Atraxa, Pr", expected: "1 Atraxa, Praetors' Voice" },
  { deck: 'legacy', typed: '1 《稲妻/Lightning Bo', expected: '1 《稲妻/Lightning Bolt》' },
  { deck: 'legacy', typed: 'SB: 2 Counters', expected: 'SB: 2 Counterspell' },
  // Typed in full: kept, whatever looks like it.
  { deck: 'legacy', typed: '1 Lightning Bolt', expected: '1 Lightning Bolt' },
  { deck: 'legacy', typed: '1 Esper Sentinel', expected: '1 Esper Sentinel' },
  // Outside the commander's colors, typed exactly: still the card typed (its color problem is the check's to tell).
  { deck: 'commander', typed: '1 Lightning Bolt', expected: '1 Lightning Bolt' },
  // In another case: VS Code writes the card's own spelling; the others cannot and leave the line.
  { deck: 'commander', typed: '1 lightning bolt', expected: { vscode: '1 Lightning Bolt', neovim: '1 lightning bolt', ale: '1 lightning bolt', eglot: '1 lightning bolt' } },
  // A prefix: the ranking decides, the same in every client (Lightning Blow is in Phelddagrif's colors).
  { deck: 'commander', typed: '1 Lightning B', expected: '1 Lightning Blow' },
  { deck: 'legacy', typed: '1 Lightning B', expected: '1 Lightning Blow' },
];

async function startClient(client: Client, cards: string): Promise<TestServer> {
  const settings = { cardData: { autoUpdate: false, allowNetwork: false } };
  if (client === 'vscode')
    return startServer({
      cards,
      settings,
      capabilities: { ...FULL_CAPABILITIES, textDocument: { ...FULL_CAPABILITIES.textDocument, completion: { completionItem: { ...FULL_CAPABILITIES.textDocument!.completion!.completionItem, preselectSupport: true } } } },
    });
  // What Neovim 0.7.2, ALE 3.3 and Eglot 1.9 declare of completion: no preselect (ALE says false, the others nothing).
  return startServer({ cards, settings, initializationOptions: {}, capabilities: { textDocument: { completion: { completionItem: { snippetSupport: false, preselectSupport: false } } } } });
}

test('each client completes a card name as its own matcher keeps the items: several words, 《稲妻/, names typed in full kept', { skip, timeout: 60_000 }, async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-completion-clients-'));
  const cards = writeFixtureCards(dir);
  appendFileSync(cards, LOOK_ALIKES.map((c) => JSON.stringify(c)).join('\n') + '\n');
  const seen: string[] = [];
  try {
    for (const client of CLIENTS) {
      const s = await startClient(client, cards);
      try {
        for (const [n, c] of CASES.entries()) {
          const head = c.deck === 'legacy' ? '// format: legacy\nDeck\n' : commanderDeck('Phelddagrif', []).replace('Deck\n', 'Deck\n');
          const text = `${head}${c.typed}\n`;
          const uri = s.open(`deck-${n}.${c.deck === 'legacy' ? 'txt' : 'edh'}`, text);
          await s.diagnosticsFor(uri, 1);
          const line = text.split('\n').length - 2;
          const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character: c.typed.length } })) as CompletionList;
          const expected = typeof c.expected === 'string' ? c.expected : c.expected[client];
          const got = pick(client, c.typed, list.items);
          seen.push(`${client}: ${c.deck} "${c.typed}" → "${got}"`);
          assert.equal(got, expected, `${client}, ${c.deck} deck, "${c.typed}"; items: ${JSON.stringify(list.items.map((i) => [i.label, (i.textEdit as TextEdit).newText, i.filterText ?? null, i.preselect ?? null]))}`);
        }
      } finally {
        await s.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(seen.length, CLIENTS.length * CASES.length);
});

test('only a client that declares preselectSupport gets preselect; VS Code gets the typed name kept first, look-alikes after', { skip, timeout: 30_000 }, async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decklist-completion-preselect-'));
  const cards = writeFixtureCards(dir);
  appendFileSync(cards, LOOK_ALIKES.map((c) => JSON.stringify(c)).join('\n') + '\n');
  try {
    for (const client of ['vscode', 'ale'] as const) {
      const s = await startClient(client, cards);
      try {
        const text = '// format: legacy\nDeck\n1 Esper Sentinel\n';
        const uri = s.open('deck.txt', text);
        await s.diagnosticsFor(uri, 1);
        const list = (await s.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 16 } })) as CompletionList;
        const shown = list.items.map((i) => `${i.label}${i.preselect ? ' (preselected)' : ''}: ${(i.textEdit as TextEdit).newText}`);
        // ALE and Neovim cannot write a look-alike over the typed words, so they get nothing to swap in.
        assert.deepEqual(shown, client === 'vscode' ? ['Esper Sentinel (preselected): Esper Sentinel', 'Rusted Sentinel: Rusted Sentinel'] : [], client);
        if (client === 'vscode') assert.equal(list.items[0].detail, 'kept as written: not in the card data');
      } finally {
        await s.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
