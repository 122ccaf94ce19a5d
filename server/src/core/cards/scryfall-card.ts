// Scryfall card object (and the JSON Lines records in ../shared/carddata, which use
// Scryfall's field names) → Card.
import { computeColorIdentity } from './color-identity';
import { readDeckbuilding } from './deckbuilding';
import { scryfallPrintingIsSupplement } from './printing';
import { imagesFrom } from './images';
import { COLORS, type Card, type CardFace, type CardImages, type CardPrices, type Color, type Legality } from './types';

type Obj = Record<string, unknown>;

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** WUBRG letters from a Scryfall color array (also accepts MTGJSON v3 color words). */
export function toColors(v: unknown): Color[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const words: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
  const set = new Set<Color>();
  for (const x of v) {
    if (typeof x !== 'string') continue;
    const u = x.toUpperCase();
    if ((COLORS as readonly string[]).includes(u)) set.add(u as Color);
    else if (words[x.toLowerCase()]) set.add(words[x.toLowerCase()]);
  }
  return COLORS.filter((c) => set.has(c));
}

const LEGALITIES = new Set(['legal', 'not_legal', 'banned', 'restricted']);

/**
 * The legality keys of Scryfall's card objects today, in Scryfall's order: the key set of a live
 * card object (api.scryfall.com/cards/named) measured on 2026-08-16 and quoted by other projects
 * (read 2026-11-27); `competitivebrawl` (Arena's Competitive Brawl, first called Ranked Brawl) and `tlr` are new, `explorer` is
 * gone. The product reads the keys of its built-in formats (`legalityKey` in formats/builtin.ts);
 * `npm run test:live` checks both lists against the live data.
 */
export const SCRYFALL_LEGALITY_KEYS: readonly string[] = [
  'standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'modern', 'legacy', 'pauper', 'vintage', 'penny',
  'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'competitivebrawl', 'alchemy', 'paupercommander', 'duel', 'oldschool',
  'premodern', 'predh', 'tlr',
];

function toLegalities(v: unknown): Record<string, Legality> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Obj;
  // Scryfall's object as it is when every value is a legality (the common case: no copy).
  let valid = true;
  for (const k in o) {
    const val = o[k];
    if (typeof val !== 'string' || !LEGALITIES.has(val)) {
      valid = false;
      break;
    }
  }
  if (valid) return o as Record<string, Legality>;
  const out: Record<string, Legality> = {};
  for (const [k, val] of Object.entries(o)) {
    if (typeof val === 'string' && LEGALITIES.has(val)) out[k] = val as Legality;
  }
  return out;
}

/**
 * Scryfall's previewed card before release (https://scryfall.com/docs/api/cards: `preview` with
 * `previewed_at`, `source`, `source_uri`; Scryfall blog "New Preview Field", 2019): a `preview`
 * object and every format `not_legal` but `future`, which says what the card will be in Standard.
 * A released card keeps its `preview` object, but is legal somewhere. Commander Spellbook's
 * backend reads the same state (spellbook/tasks/scryfall.py, `spoiler`: released_at after today;
 * read 2026-11-27).
 */
function isPreviewState(preview: unknown, legalities: Record<string, Legality>): boolean {
  if (!preview || typeof preview !== 'object' || Array.isArray(preview)) return false;
  const keys = Object.keys(legalities).filter((k) => k !== 'future');
  return keys.length > 0 && keys.every((k) => legalities[k] === 'not_legal');
}

function faceFrom(o: Obj): CardFace {
  const face: CardFace = {
    name: str(o.name) ?? '',
    manaCost: str(o.mana_cost) ?? '',
    typeLine: str(o.type_line) ?? '',
    oracleText: str(o.oracle_text) ?? '',
  };
  const colors = toColors(o.colors);
  if (colors) face.colors = colors;
  const ind = toColors(o.color_indicator);
  if (ind && ind.length) face.colorIndicator = ind;
  const p = str(o.power);
  const t = str(o.toughness);
  const l = str(o.loyalty);
  if (p !== undefined) face.power = p;
  if (t !== undefined) face.toughness = t;
  if (l !== undefined) face.loyalty = l;
  return face;
}

function manaValueOf(o: Obj): number {
  const v = o.cmc ?? o.mana_value;
  if (v !== undefined && v !== null) return Number(v) || 0;
  // Reversible cards carry the mana value on their faces only.
  const f0 = Array.isArray(o.card_faces) ? (o.card_faces[0] as Obj | undefined) : undefined;
  return Number(f0?.cmc ?? 0) || 0;
}

/** Image URLs per face: the card's own `image_uris`, else each face's (double-faced cards). */
function imagesOf(o: Obj): CardImages[] | undefined {
  const own = imagesFrom(o.image_uris);
  if (own) return [own];
  if (!Array.isArray(o.card_faces)) return undefined;
  const faces = (o.card_faces as unknown[]).map((f) => (f && typeof f === 'object' ? imagesFrom((f as Obj).image_uris) : undefined));
  return faces.length && faces.every((f) => f) ? (faces as CardImages[]) : undefined;
}

/** Prices in USD, EUR and MTGO tickets: decimal strings only (what the hover shows as is). */
function pricesOf(v: unknown): CardPrices | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Obj;
  const out: CardPrices = {};
  for (const k of ['usd', 'eur', 'tix'] as const) {
    const p = o[k];
    if (typeof p === 'string' && /^\d{1,7}(?:\.\d{1,2})?$/.test(p)) out[k] = p;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Thrown for a record that is not a card object. */
export class CardRecordError extends Error {}

/** Converts a Scryfall card object (or a JSONL record with Scryfall field names) into a Card. */
export function cardFromScryfall(obj: unknown): Card {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
    throw new CardRecordError(`expected a card object, got ${Array.isArray(obj) ? 'an array' : typeof obj}`);
  }
  const o = obj as Obj;
  const rawName = str(o.name);
  if (!rawName?.trim()) throw new CardRecordError(rawName ? `card name ${JSON.stringify(rawName)} is blank` : 'card object without a "name"');
  if (/[\r\n]/.test(rawName)) throw new CardRecordError(`card name ${JSON.stringify(rawName)} contains a line break`);
  const faces = Array.isArray(o.card_faces)
    ? (o.card_faces as unknown[]).filter((f): f is Obj => !!f && typeof f === 'object').map(faceFrom)
    : [];
  const name = faces.length > 1 && !rawName.includes(' // ') ? faces.map((f) => f.name).join(' // ') : rawName;
  // A name is one line of a deck: a face name with a line break (MTGJSON's faceName) is refused like the card's own.
  if (/[\r\n]/.test(name)) throw new CardRecordError(`card name ${JSON.stringify(name)} contains a line break`);
  const manaCost =
    str(o.mana_cost) ??
    (faces.length
      ? faces
          .map((f) => f.manaCost)
          .filter((c) => c.length > 0)
          .join(' // ')
      : '');
  const typeLine = str(o.type_line) ?? faces.map((f) => f.typeLine).join(' // ');
  const oracleText =
    faces.length > 0
      ? faces
          .map((f) => f.oracleText)
          .filter((t) => t.length > 0)
          .join('\n\n')
      : (str(o.oracle_text) ?? '');
  const front = faces[0];
  const cardColors = toColors(o.colors);
  const colors =
    cardColors ??
    COLORS.filter((c) => faces.some((f) => f.colors?.includes(c) || f.colorIndicator?.includes(c)));
  const colorIndicator = toColors(o.color_indicator);
  const card: Card = {
    name,
    // Any string (Scryfall adds layouts over time; an unknown one is a card like any other), else normal.
    layout: typeof o.layout === 'string' && o.layout.trim() ? o.layout : 'normal',
    manaCost,
    manaValue: manaValueOf(o),
    typeLine,
    oracleText,
    faces,
    colors,
    colorIdentity: [],
    deckbuilding: { basicLand: false, anyNumber: false, canBeCommander: false, pairing: [], companion: false },
  };
  const oracleId = str(o.oracle_id);
  if (oracleId) card.oracleId = oracleId;
  const power = str(o.power) ?? front?.power;
  const toughness = str(o.toughness) ?? front?.toughness;
  const loyalty = str(o.loyalty) ?? front?.loyalty;
  if (power !== undefined) card.power = power;
  if (toughness !== undefined) card.toughness = toughness;
  if (loyalty !== undefined) card.loyalty = loyalty;
  if (colorIndicator && colorIndicator.length) card.colorIndicator = colorIndicator;
  const sourceIdentity = toColors(o.color_identity);
  card.colorIdentity = sourceIdentity ?? computeColorIdentity(card).identity;
  const legalities = toLegalities(o.legalities);
  if (legalities) card.legalities = legalities;
  const rarity = str(o.rarity);
  if (rarity) card.rarity = rarity;
  if (rarity && scryfallPrintingIsSupplement(o)) card.rarityFromSupplement = true;
  const released = str(o.released_at);
  if (released) card.releasedAt = released;
  if (legalities && isPreviewState(o.preview, legalities)) card.previewRelease = released ?? '';
  const images = imagesOf(o);
  if (images) card.images = images;
  const prices = pricesOf(o.prices);
  if (prices) card.prices = prices;
  if (Array.isArray(o.keywords)) card.keywords = o.keywords.filter((k): k is string => typeof k === 'string');
  if (typeof o.game_changer === 'boolean') card.gameChanger = o.game_changer;
  // https://scryfall.com/docs/api/cards (read 2026-11-27): edhrec_rank is nullable ("not all
  // cards are ranked"); border_color "silver" and security_stamp "acorn" mark the casual cards.
  if (typeof o.edhrec_rank === 'number' && o.edhrec_rank > 0) card.edhrecRank = o.edhrec_rank;
  if (Array.isArray(o.printings) && o.printings.length > 0) card.printings = o.printings.length;
  if (o.border_color === 'silver' || o.security_stamp === 'acorn') card.funny = true;
  card.deckbuilding = readDeckbuilding(card);
  return card;
}

/**
 * Names printed on an English card that differ from its Oracle name: `printed_name` on English
 * prints of Through the Omenpaths (Scryfall records their printed text since September 2025, e.g.
 * "Kraza, the Swarm as One" for Spider-Punk) and `flavor_name` (Godzilla-style names above the
 * Oracle name). The card keeps its Oracle name; these are accepted as other names of it. Printed
 * names of cards in other languages come from MTGJSON (--lang), not from here.
 */
export function printedNamesOf(obj: unknown, card: Card): string[] {
  if (!obj || typeof obj !== 'object') return [];
  const o = obj as Obj;
  if (o.lang !== undefined && o.lang !== 'en') return [];
  const out: string[] = [];
  const add = (v: unknown) => {
    if (typeof v !== 'string' || !v.trim() || v.length > 200 || /[\r\n]/.test(v)) return;
    if (v === card.name || card.faces.some((f) => f.name === v) || out.includes(v)) return;
    out.push(v);
  };
  add(o.printed_name);
  add(o.flavor_name);
  const faces = Array.isArray(o.card_faces) ? (o.card_faces as unknown[]).filter((f): f is Obj => !!f && typeof f === 'object') : [];
  for (const f of faces) {
    add(f.printed_name);
    add(f.flavor_name);
  }
  return out;
}
