// What the product relies on in the answers of Scryfall's bulk-data API and MTGJSON, as checks
// that return the problems found (empty: the contract holds). Used by `npm run test:live`
// (scripts/live-contract.ts, against the live services) and by a unit test against the
// hand-written contract fixtures (test/fixtures/scryfall-contract), so both agree.
import { DOWNLOAD_HOSTS, bulkLocationOf } from '../server/src/core/cards/download';
import { KNOWN_LAYOUTS } from '../server/src/core/cards/layouts';

type Obj = Record<string, unknown>;

/** Today's documented descriptor fields (Scryfall, since 2026-07-20). */
export const BULK_DESCRIPTOR_FIELDS = ['object', 'id', 'type', 'updated_at', 'uri', 'name', 'description', 'jsonl_download_uri', 'compressed_size'];
/** The bulk files the product downloads. */
export const BULK_TYPES_USED = ['oracle_cards', 'rulings'];

export interface ContractReport {
  problems: string[];
  /** Changes that do not break the product but are worth knowing (new fields, new layouts). */
  notes: string[];
}

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** `GET /bulk-data`: the entries the product uses, and a download location it accepts in each (mirror: a host named explicitly). */
export function checkBulkIndex(index: unknown, mirror?: URL): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  if (!isObj(index) || !Array.isArray(index.data)) {
    r.problems.push(`GET /bulk-data: no "data" array (fields: ${isObj(index) ? Object.keys(index).join(', ') : typeof index})`);
    return r;
  }
  for (const type of BULK_TYPES_USED) {
    const entry = (index.data as unknown[]).find((d) => isObj(d) && d.type === type) as Obj | undefined;
    if (!entry) {
      r.problems.push(`GET /bulk-data: no "${type}" entry (types: ${(index.data as Obj[]).map((d) => String(d?.type)).join(', ')})`);
      continue;
    }
    try {
      const where = bulkLocationOf(entry, `"${type}"`);
      if (where.shape !== 'jsonl') r.notes.push(`"${type}": served as a JSON array (download_uri), the shape before 2026-07-20`);
      const u = new URL(where.uri);
      const mirrored = mirror && u.protocol === mirror.protocol && u.host === mirror.host;
      if (!mirrored && (u.protocol !== 'https:' || !DOWNLOAD_HOSTS.includes(u.hostname))) {
        r.problems.push(`"${type}": the file is at ${where.uri}, outside the hosts downloads are allowed from (${DOWNLOAD_HOSTS.join(', ')})`);
      }
      if (where.shape === 'jsonl' && !/\.jsonl\.gz(\?|$)/.test(u.pathname + u.search)) r.notes.push(`"${type}": ${where.uri} does not end in .jsonl.gz`);
      if (where.shape === 'jsonl' && where.size === undefined) r.problems.push(`"${type}": no compressed_size (the download's progress total)`);
    } catch (e) {
      r.problems.push((e as Error).message);
    }
    if (typeof entry.updated_at !== 'string' || Number.isNaN(Date.parse(entry.updated_at))) {
      r.problems.push(`"${type}": updated_at ${JSON.stringify(entry.updated_at)} is not a date (the card data's label)`);
    }
    const extra = Object.keys(entry).filter((k) => !BULK_DESCRIPTOR_FIELDS.includes(k));
    const missing = BULK_DESCRIPTOR_FIELDS.filter((k) => !(k in entry));
    if (extra.length) r.notes.push(`"${type}": fields beyond the documented ones: ${extra.join(', ')}`);
    if (missing.length) r.notes.push(`"${type}": documented fields missing: ${missing.join(', ')}`);
  }
  return r;
}

/** One record of the Oracle Cards file: the fields the card data is built from. */
export function checkCardRecord(card: unknown, where: string): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  if (!isObj(card)) {
    r.problems.push(`${where}: not a JSON object`);
    return r;
  }
  if (typeof card.name !== 'string' || !card.name) r.problems.push(`${where}: no "name"`);
  if (typeof card.oracle_id !== 'string' && !Array.isArray(card.card_faces)) r.problems.push(`${where}: no "oracle_id" (rulings are found by it)`);
  if (!Array.isArray(card.color_identity)) r.problems.push(`${where}: no "color_identity" array`);
  if (!isObj(card.legalities)) r.problems.push(`${where}: no "legalities" object`);
  else if (!('commander' in card.legalities)) r.problems.push(`${where}: legalities without "commander"`);
  if (typeof card.type_line !== 'string' && !Array.isArray(card.card_faces)) r.problems.push(`${where}: no "type_line"`);
  if (typeof card.layout === 'string' && !KNOWN_LAYOUTS.includes(card.layout)) r.notes.push(`${where}: new layout "${card.layout}" (read like a normal card)`);
  if (typeof card.printed_name === 'string' && card.lang === 'en') r.notes.push(`${where}: English printed name "${card.printed_name}" for ${String(card.name)} (accepted as another name)`);
  return r;
}

/** One ruling of the Rulings file. */
export function checkRulingRecord(ruling: unknown, where: string): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  if (!isObj(ruling)) r.problems.push(`${where}: not a JSON object`);
  else for (const k of ['oracle_id', 'published_at', 'comment']) if (typeof ruling[k] !== 'string') r.problems.push(`${where}: no "${k}"`);
  return r;
}

/** MTGJSON's Meta.json: `{ meta: { date, version }, data: { date, version } }`, version 5.x. */
export function checkMtgjsonMeta(meta: unknown): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  const data = isObj(meta) ? (isObj(meta.data) ? meta.data : meta.meta) : undefined;
  if (!isObj(data)) {
    r.problems.push(`Meta.json: no "data" (fields: ${isObj(meta) ? Object.keys(meta).join(', ') : typeof meta})`);
    return r;
  }
  if (typeof data.version !== 'string' || !/^5\./.test(data.version)) {
    r.problems.push(`Meta.json: version ${JSON.stringify(data.version)}, not 5.x (the product reads MTGJSON v5 AtomicCards under /api/v5)`);
  }
  if (typeof data.date !== 'string' || Number.isNaN(Date.parse(data.date))) r.problems.push(`Meta.json: date ${JSON.stringify(data.date)} is not a date`);
  return r;
}

/** The start of AtomicCards.json (decompressed): `{"meta": …, "data": { name: [face…] } }` with foreignData names. */
export function checkAtomicCardsHead(head: string): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  const t = head.trimStart();
  if (!/^\{\s*"(meta|data)"\s*:/.test(t)) r.problems.push(`AtomicCards.json starts with ${JSON.stringify(t.slice(0, 40))}, not {"meta": or {"data":`);
  if (!/"foreignData"\s*:\s*\[/.test(t)) r.problems.push('AtomicCards.json: no "foreignData" array in its first cards (the names in other languages)');
  else if (!/"language"\s*:\s*"Japanese"/.test(t)) r.notes.push('AtomicCards.json: no Japanese name among its first cards');
  return r;
}
