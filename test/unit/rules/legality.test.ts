import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check, codes, commanderDeck, db, dbWithoutLegalities, format, INFO } from './helpers';
import { RULES_CARDS } from '../../fixtures/rules/cards';
import { cardFromScryfall, createMemoryCardDatabase } from '../../../server/src/core/cards';
import { applyOverride } from '../../../server/src/core/formats';

test('banned (from the data): Black Lotus in Commander, on its line; legal in Vintage', () => {
  const r = check(commanderDeck('Phelddagrif', ['Black Lotus', 'Sol Ring']), 'commander');
  const b = codes(r, 'banned');
  assert.equal(b.length, 1);
  assert.equal(b[0].card, 'Black Lotus');
  assert.match(b[0].message, /banned in Commander/);
  assert.deepEqual(codes(check('1 Black Lotus\n59 Island\n', 'vintage'), 'banned'), []);
});

test('banned (from the format\'s list): the 2010 list bans Balance even without legality data', () => {
  const r = check(commanderDeck('Phelddagrif', ['Balance']), 'commander-2010', dbWithoutLegalities());
  const b = codes(r, 'banned');
  assert.equal(b.length, 1);
  assert.match(b[0].message, /ban list \(as of 2010-12-15\)/);
});

test('not-legal: a card outside the card pool', () => {
  const r = check('4 Counterspell\n56 Island\n', 'modern');
  const n = codes(r, 'not-legal');
  assert.equal(n.length, 1);
  assert.match(n[0].message, /not legal in Modern/);
  assert.deepEqual(codes(check('4 Counterspell\n56 Island\n', 'legacy'), 'not-legal'), []);
});

test('legality-unknown: data without legalities gives ONE diagnostic per deck, listing the cards as related locations', () => {
  const r = check(commanderDeck('Phelddagrif', ['Sol Ring', 'Esper Panorama', 'Kitchen Finks']), 'commander', dbWithoutLegalities());
  const u = codes(r, 'legality-unknown');
  assert.equal(u.length, 1);
  assert.equal(u[0].severity, 'warning');
  assert.match(u[0].message, /has no legalities/);
  // The data is the cause: no per-card list.
  assert.equal(u[0].related, undefined);
  assert.deepEqual(codes(r, 'banned'), []);
  // A format without a legality key needs no legality data.
  assert.deepEqual(codes(check('4 Sol Ring\n56 Island\n', 'constructed', dbWithoutLegalities()), 'legality-unknown'), []);
});

test('legality-unknown: a previewed card (Scryfall\'s preview object, not_legal everywhere until release) is unknown until release, with a note saying so, not "not legal"', () => {
  const r = check(commanderDeck('Phelddagrif', ['Preview Card']), 'commander');
  assert.deepEqual(codes(r, 'not-legal'), []);
  const u = codes(r, 'legality-unknown');
  assert.equal(u.length, 1);
  assert.equal(
    u[0].message,
    'Legality in Commander unknown until release: Preview Card (release 2025-02-07). Scryfall lists a previewed card as not legal in every format until it is released, so bans and the card pool were not checked for it; update the card data (rules test cards) after the release to check it.',
  );
  assert.equal(u[0].related?.length, 1);
  assert.equal(u[0].related?.[0].message, 'legality unknown until release: Preview Card');
  assert.deepEqual(u[0].related?.[0].range, r.context.doc.entries.find((e) => e.name === 'Preview Card')!.nameRange);
  const preview = RULES_CARDS.find((c) => c.name === 'Preview Card')!;
  assert.equal('legalities_preview_state' in preview, false, 'not a Scryfall field');
  // Card data written after the release: its not_legal is the card's legality.
  const later = createMemoryCardDatabase(RULES_CARDS.map(cardFromScryfall), { ...INFO, date: '2025-03-01' });
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', ['Preview Card']), 'commander', later), 'not-legal').map((d) => d.card), ['Preview Card']);
  // Without a preview object the same legalities are read as they are.
  const plain = createMemoryCardDatabase(RULES_CARDS.map((c) => cardFromScryfall(c.name === 'Preview Card' ? { ...c, preview: undefined } : c)), INFO);
  assert.deepEqual(codes(check(commanderDeck('Phelddagrif', ['Preview Card']), 'commander', plain), 'not-legal').map((d) => d.card), ['Preview Card']);
});

test('hover: a previewed card\'s legalities say they are unknown until its release', async () => {
  const { describeCard } = await import('../../../server/src/core/cards/describe');
  const card = cardFromScryfall(RULES_CARDS.find((c) => c.name === 'Preview Card')!);
  assert.equal(card.previewRelease, '2025-02-07');
  assert.match(describeCard(card), /Legalities: unknown until its release on 2025-02-07 \(a previewed card: Scryfall lists it as not legal everywhere until then\): /);
});

test('brawl: card data from before 2024-01-27 has a "brawl" key that meant Standard Brawl: Arena Brawl reads "historicbrawl" then (absent here → unknown, and the message names which Brawl)', () => {
  const deck = commanderDeck('Teferi, Temporal Archmage', ['Counterspell'], ['Island']);
  // Current data: the key is trusted (Teferi is not in this fixture's Brawl pool).
  assert.equal(codes(check(deck, 'brawl'), 'not-legal').length, 1);
  // 2019 data: the same key meant Standard Brawl then, so it is not used.
  const d = db();
  const old = { ...d, info: { ...d.info, date: '2019-09-26' }, lookup: d.lookup.bind(d), suggest: d.suggest.bind(d), complete: d.complete.bind(d), explainColorIdentity: d.explainColorIdentity.bind(d) };
  const r = check(deck, 'brawl', old);
  assert.deepEqual(codes(r, 'not-legal'), []);
  const u = codes(r, 'legality-unknown');
  assert.equal(u.length, 1);
  assert.match(u[0].message, /Brawl \(Arena Brawl, 100 cards\)/);
  assert.match(format('standardbrawl').name, /Standard Brawl \(60 cards\)/);
});

test('banned-as-commander: Braids is fine in the 99 but not as commander under the 2010 rules', () => {
  const asCommander = check(commanderDeck('Braids, Cabal Minion', [], ['Swamp']), 'commander-2010');
  const b = codes(asCommander, 'banned-as-commander');
  assert.equal(b.length, 1);
  assert.match(b[0].message, /banned as a commander/);
  const in99 = check(commanderDeck('Phelddagrif', ['Braids, Cabal Minion']), 'commander-2010');
  assert.deepEqual(codes(in99, 'banned-as-commander'), []);
});

test('paupercommander: "restricted" in the data means commander-only; uncommons are fine as commander, not in the 99', () => {
  const ok = check(commanderDeck('Murmuring Mystic', ['Counterspell'], ['Island']), 'paupercommander');
  assert.deepEqual(codes(ok), [], JSON.stringify(ok.diagnostics, null, 1));
  const in99 = check(commanderDeck('Murmuring Mystic', ['Talisman of Dominance', 'Llanowar Elves'], ['Island']), 'paupercommander');
  const n = codes(in99, 'not-legal');
  assert.ok(n.some((d) => d.card === 'Talisman of Dominance'));
  const common = check(commanderDeck('Llanowar Elves', [], ['Forest']), 'paupercommander');
  // Only one printing's rarity is known (common) and no Pauper Commander flag: it may also have been
  // printed at uncommon, so the data cannot rule it out — information, not an error.
  assert.deepEqual(codes(common, 'commander-ineligible'), []);
  const unconfirmed = codes(common, 'commander-unconfirmed');
  assert.equal(unconfirmed.length, 1);
  assert.equal(unconfirmed[0].severity, 'information');
  assert.match(unconfirmed[0].message, /lists it at common, one printing only/);
  // A non-creature is never a PDH commander.
  const artifact = codes(check(commanderDeck('Talisman of Dominance', [], ['Island']), 'paupercommander'), 'commander-ineligible');
  assert.equal(artifact[0].severity, 'error');
});

test('unbanned: the 2010 rules allow Shahrazad-style exceptions through the format\'s unbanned list', () => {
  const f = applyOverride(format('commander'), 'house', { unbanned: ['Black Lotus'] });
  const r = check(commanderDeck('Phelddagrif', ['Black Lotus']), f);
  assert.deepEqual(codes(r, 'banned'), []);
});

test('paupercommander: a creature the data marks "restricted" (commander-only) is eligible whatever rarity the data prints; an uncommon "legal" creature too', () => {
  // Tatyova: "restricted" in paupercommander although the data's printing says rare.
  assert.equal(db().lookup('Tatyova, Benthic Druid')!.rarity, 'rare');
  const t = check(commanderDeck('Tatyova, Benthic Druid', [], ['Island', 'Forest']), 'paupercommander');
  assert.deepEqual(codes(t), [], JSON.stringify(t.diagnostics, null, 1));
  // Kor Skyfisher: printed at common and uncommon, so "legal"; the uncommon rarity makes it eligible.
  const k = check(commanderDeck('Kor Skyfisher', [], ['Plains']), 'paupercommander');
  assert.deepEqual(codes(k), [], JSON.stringify(k.diagnostics, null, 1));
  assert.deepEqual(codes(k, 'commander-ineligible'), []);
});
test('commander-2010: the optional 10-card sideboard must follow the deck rules too (identity, bans)', () => {
  const deck = commanderDeck('Phelddagrif', []) + '\nSideboard\n1 Goblin Piker\n1 Balance\n1 Kitchen Finks\n';
  const r = check(deck, 'commander-2010');
  assert.deepEqual(codes(r, 'color-identity').map((d) => d.card), ['Goblin Piker']);
  assert.deepEqual(codes(r, 'banned').map((d) => d.card), ['Balance']);
  assert.deepEqual(codes(r, 'sideboard-size'), []);
  assert.equal(r.counts.sideboard, 3);
});

test('legality-unknown: data older than the format (no card has its key) says so once, without listing every card; PDH eligibility unchecked is said', () => {
  const cards = RULES_CARDS.map((o) => {
    const l = { ...(o.legalities as Record<string, string>) };
    delete l.paupercommander;
    const { rarity: _r, ...rest } = o;
    return cardFromScryfall({ ...rest, legalities: l });
  });
  const old = createMemoryCardDatabase(cards, { ...INFO, label: 'cards without a paupercommander key' });
  const r = check(commanderDeck('Murmuring Mystic', ['Counterspell'], ['Island']), 'paupercommander', old);
  const u = codes(r, 'legality-unknown');
  assert.equal(u.length, 1);
  assert.match(u[0].message, /has no "paupercommander" legality for any card of this deck/);
  assert.match(u[0].message, /uncommon creature was not checked/);
  assert.equal(u[0].related, undefined);
  // Data that has the key for some cards still lists the unknown ones.
  const some = check(commanderDeck('Phelddagrif', ['Preview Card']), 'commander');
  assert.doesNotMatch(codes(some, 'legality-unknown')[0].message, /for any card/);
});

test('paupercommander: card data that marks an uncommon creature "not_legal" (not in the 99) still lets it be the commander', () => {
  const cards = RULES_CARDS.map((o) =>
    o.name === 'Murmuring Mystic' ? cardFromScryfall({ ...o, legalities: { ...(o.legalities as object), paupercommander: 'not_legal' } }) : cardFromScryfall(o),
  );
  const d = createMemoryCardDatabase(cards, INFO);
  const r = check(commanderDeck('Murmuring Mystic', ['Counterspell'], ['Island']), 'paupercommander', d);
  assert.deepEqual(codes(r), [], JSON.stringify(r.diagnostics, null, 1));
  // In the 99 it is still not legal.
  const in99 = check(commanderDeck('Kor Skyfisher', ['Murmuring Mystic'], ['Island', 'Plains']), 'paupercommander', d);
  assert.deepEqual(codes(in99, 'not-legal').map((x) => x.card), ['Murmuring Mystic']);
});
