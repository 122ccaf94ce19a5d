// A Scryfall-sized Oracle Cards file (about 32,000 cards of about 4.5 KB each, ~150 MB as JSON)
// made at bench time from the shared card data: the real records, each given the printing fields
// a Scryfall card object carries (URLs, ids, prices; made up, same shapes and lengths), and copies
// under new names up to the size. Never committed; written to a temporary folder.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

function uuid(n: number, salt: number): string {
  const h = ((n * 2654435761) ^ (salt * 40503)) >>> 0;
  const hex = (h.toString(16).padStart(8, '0') + (n * 7919 + salt).toString(16).padStart(24, '0')).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The fields of a Scryfall card object that the shared (normalized) records leave out. */
function printingFields(i: number, rec: Record<string, unknown>): Record<string, unknown> {
  const id = uuid(i, 1);
  const set = Array.isArray(rec.printings) && typeof rec.printings[0] === 'string' ? rec.printings[0] : 'tst';
  const slug = String(rec.name).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const img = (size: string) => `https://cards.scryfall.io/${size}/front/${id[0]}/${id[1]}/${id}.jpg?1562${String(100000 + i)}`;
  return {
    object: 'card',
    id,
    multiverse_ids: [100000 + i],
    mtgo_id: 50000 + i,
    tcgplayer_id: 200000 + i,
    cardmarket_id: 300000 + i,
    lang: 'en',
    uri: `https://api.scryfall.com/cards/${id}`,
    scryfall_uri: `https://scryfall.com/card/${set}/${i % 400}/${slug}?utm_source=api`,
    highres_image: true,
    image_status: 'highres_scan',
    image_uris: { small: img('small'), normal: img('normal'), large: img('large'), png: img('png').replace('.jpg', '.png'), art_crop: img('art_crop'), border_crop: img('border_crop') },
    games: ['paper', 'mtgo'],
    foil: true,
    nonfoil: true,
    finishes: ['nonfoil', 'foil'],
    oversized: false,
    promo: false,
    reprint: true,
    variation: false,
    set_id: uuid(i % 700, 2),
    set,
    set_name: `Set ${set.toUpperCase()}`,
    set_type: 'expansion',
    set_uri: `https://api.scryfall.com/sets/${uuid(i % 700, 2)}`,
    set_search_uri: `https://api.scryfall.com/cards/search?order=set&q=e%3A${set}&unique=prints`,
    scryfall_set_uri: `https://scryfall.com/sets/${set}?utm_source=api`,
    rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`,
    prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${rec.oracle_id}&unique=prints`,
    collector_number: String(i % 400),
    digital: false,
    rarity: ['common', 'uncommon', 'rare', 'mythic'][i % 4],
    flavor_text: i % 3 ? 'Flavor text of the same length as a real one, written for the benchmark only.' : undefined,
    card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7',
    artist: 'Bench Artist',
    artist_ids: [uuid(i % 900, 3)],
    illustration_id: uuid(i, 4),
    border_color: 'black',
    frame: '2015',
    full_art: false,
    textless: false,
    booster: true,
    story_spotlight: false,
    edhrec_rank: i + 1,
    penny_rank: i + 2,
    prices: { usd: (i % 900 / 100).toFixed(2), usd_foil: (i % 1700 / 100).toFixed(2), usd_etched: null, eur: (i % 800 / 100).toFixed(2), eur_foil: null, tix: (i % 90 / 100).toFixed(2) },
    related_uris: {
      gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${100000 + i}&printed=false`,
      tcgplayer_infinite_articles: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26partner%3Dscryfall%26q%3D${slug}`,
      tcgplayer_infinite_decks: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26partner%3Dscryfall%26q%3D${slug}`,
      edhrec: `https://edhrec.com/route/?cc=${slug}`,
    },
    purchase_uris: {
      tcgplayer: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2Fwww.tcgplayer.com%2Fproduct%2F${200000 + i}%3Fpage%3D1`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=${slug}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall`,
      cardhoarder: `https://www.cardhoarder.com/cards/${50000 + i}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall`,
    },
  };
}

export interface ScryfallSizedFiles {
  cards: number;
  /** Today's download: gzip JSON Lines. */
  jsonlGz: string;
  /** The download before July 2026: one JSON array (stored uncompressed here, as the old path read it). */
  jsonArray: string;
  jsonBytes: number;
}

/** Writes both shapes of a Scryfall-sized Oracle Cards file into dir. */
export function makeScryfallSized(sharedJsonlGz: string, dir: string, target = 32_000): ScryfallSizedFiles {
  const base = gunzipSync(readFileSync(sharedJsonlGz))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const lines: string[] = [];
  for (let i = 0; i < target; i++) {
    const rec = base[i % base.length];
    const copy = Math.floor(i / base.length);
    const name = copy ? `${String(rec.name)} ${copy + 1}` : rec.name;
    const oracleId = copy ? uuid(i, 5) : rec.oracle_id;
    lines.push(JSON.stringify({ ...printingFields(i, rec), ...rec, name, oracle_id: oracleId }));
  }
  const text = lines.join('\n') + '\n';
  const jsonlGz = path.join(dir, 'oracle-cards.jsonl.gz');
  writeFileSync(jsonlGz, gzipSync(text, { level: 6 }));
  const jsonArray = path.join(dir, 'oracle-cards.json');
  const array = '[\n' + lines.join(',\n') + '\n]\n';
  writeFileSync(jsonArray, array);
  return { cards: target, jsonlGz, jsonArray, jsonBytes: Buffer.byteLength(array) };
}
