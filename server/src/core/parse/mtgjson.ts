// MTGJSON v5 deck files (what precon lists ship as): `{"meta": {…}, "data": {"name", "commander": [
// card…], "mainBoard": […], "sideBoard": […], …}}`, each card (the "Card (Deck)" model) with `name`,
// `count`, `setCode`, `number`, `isFoil` and many more fields this reader does not need.
import * as l10n from '@vscode/l10n';
import type { DeckDocument, Marker, SectionKind } from './types';
import { JsonSyntaxError, member, parseJsonTree, type JsonNode } from './json-tree';
import { StructuredDeckBuilder, short } from './structured';

/** The card lists of a Deck and where they count; any other list of cards is outside the deck. */
const BOARDS: Record<string, SectionKind> = { commander: 'commander', mainBoard: 'main', sideBoard: 'sideboard' };
/** Lists of a Deck that are not cards played in it. */
const NOT_CARDS = new Set(['tokens', 'sealedProductUuids']);

/** `"…"` without its quotes: where a string's characters are written. */
const inner = (n: { start: number; end: number }) => ({ start: n.start + 1, end: n.end - 1 });

function isCardList(n: JsonNode): n is Extract<JsonNode, { kind: 'array' }> {
  return n.kind === 'array' && n.items.some((c) => member(c, 'name') !== undefined);
}

export function parseMtgjsonDeck(text: string): DeckDocument {
  const b = new StructuredDeckBuilder(text, 'mtgjson-json');
  // Either way the file holds no deck to check: the same reason as a format not read at all.
  const notRead = (message: string, at: number) =>
    b.diagnostic(message, b.rng(at, Math.min(text.length, at + 1)), 'unread-format', 'error', { format: 'mtgjson-json' });
  let root: JsonNode;
  try {
    root = parseJsonTree(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  } catch (e) {
    const why = e instanceof JsonSyntaxError ? e.message : String(e);
    notRead(
      l10n.t(
        "This looks like an MTGJSON deck file, but it is not valid JSON ({0}), so no card is read. Fix the JSON, or export the deck as text (one '1 Card Name' per line) and check that instead.",
        short(why),
      ),
      e instanceof JsonSyntaxError ? e.offset : 0,
    );
    return b.finish();
  }
  // A whole MTGJSON file wraps the Deck in `data`; a Deck on its own is read too.
  const deck = member(root, 'data')?.value ?? root;
  const lists = deck.kind === 'object' ? deck.members.filter((m) => m.key in BOARDS || (!NOT_CARDS.has(m.key) && isCardList(m.value))) : [];
  if (lists.length === 0) {
    notRead(
      l10n.t(
        'This JSON file is not an MTGJSON deck: it has no "data" object with "mainBoard", "sideBoard" or "commander" card lists. To check a deck in it, export the deck as text (one \'1 Card Name\' per line) and check that instead.',
      ),
      deck.start,
    );
    return b.finish();
  }

  const name = member(deck, 'name');
  if (name && name.value.kind === 'string' && name.value.value.trim()) {
    const k = inner({ start: name.keyStart, end: name.keyEnd });
    const v = inner(name.value);
    b.directive('name', k.start, k.end, name.value.value, v.start, v.end);
  }

  for (const list of lists) {
    const section = BOARDS[list.key] ?? 'outside';
    const k = inner({ start: list.keyStart, end: list.keyEnd });
    b.section(list.key, section, k.start, k.end);
    if (list.value.kind !== 'array') {
      b.diagnostic(l10n.t('"{0}" should be a list of cards ([…]); it is not read.', short(list.key)), b.rng(list.value.start, Math.min(list.value.end, list.value.start + 1)), 'json-shape');
      continue;
    }
    for (const card of list.value.items) readCard(b, card, section, list.key);
  }
  return b.finish(() => l10n.t('This MTGJSON deck file lists no cards; the deck is empty.'));
}

function readCard(b: StructuredDeckBuilder, card: JsonNode, section: SectionKind, sectionName: string): void {
  const name = member(card, 'name')?.value;
  if (card.kind !== 'object' || !name || name.kind !== 'string' || !name.value.trim()) {
    const r = b.rng(card.start, card.kind === 'object' ? card.start + 1 : card.end);
    b.diagnostic(
      card.kind === 'object'
        ? l10n.t('This card has no "name"; add one or remove the card.')
        : l10n.t('An entry of "{0}" should be a card object ({"name": …, "count": …}).', short(sectionName)),
      r,
      'no-name',
    );
    b.unparsed(card.start, card.end);
    return;
  }
  const count = member(card, 'count')?.value;
  const countRaw =
    count === undefined
      ? undefined
      : count.kind === 'string'
        ? { value: count.value, ...inner(count) }
        : { value: b.text.slice(count.start, count.end), start: count.start, end: count.end };
  const markers: Marker[] = [];
  const foil = member(card, 'isFoil')?.value;
  if (foil && foil.kind === 'literal' && foil.value === true) markers.push({ kind: 'foil', text: 'true', range: b.rng(foil.start, foil.end) });
  const stringSpan = (key: string) => {
    const v = member(card, key)?.value;
    return v && v.kind === 'string' ? { text: v.value, ...inner(v) } : undefined;
  };
  const nameAt = inner(name);
  b.entry({
    start: card.start,
    end: card.end,
    name: name.value,
    nameStart: nameAt.start,
    nameEnd: nameAt.end,
    section,
    sectionName,
    quantity: b.quantity(countRaw, name.value),
    markers,
    set: stringSpan('setCode'),
    collectorNumber: stringSpan('number'),
  });
}
