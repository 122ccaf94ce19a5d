// What the product relies on in the answers of Scryfall's bulk-data API, MTGJSON and Commander
// Spellbook, as checks that return the problems found (empty: the contract holds). Used by
// `npm run test:live` (scripts/live-contract.ts, against the live services) and by a unit test
// against the hand-written contract fixtures (test/fixtures/scryfall-contract, the Spellbook
// fixture), so both agree. Every key list comes from the product's own code: a key the product
// reads that the data lacks is a problem naming it; a key the data has that the product does not
// know is a note.
import { DOWNLOAD_HOSTS, bulkLocationOf } from '../server/src/core/cards/download';
import { KNOWN_LAYOUTS } from '../server/src/core/cards/layouts';
import { LEADERSHIP_SKILL_KEYS, PAUPER_COMMANDER_KEYS } from '../server/src/core/cards/leadership';
import { SCRYFALL_LEGALITY_KEYS } from '../server/src/core/cards/scryfall-card';
import { BUILTIN_FORMATS } from '../server/src/core/formats/builtin';
import { SPELLBOOK_FIELDS_READ, SPELLBOOK_FIELDS_UNREAD, type SpellbookPart } from '../server/src/core/combos/fields';
import { ExportScanner } from '../server/src/core/combos/scan';

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

/** The legality keys the product reads (the built-in formats' `legalityKey`), with the formats reading each. */
export const LEGALITY_KEYS_READ: ReadonlyMap<string, string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const f of BUILTIN_FORMATS) if (f.legalityKey) m.set(f.legalityKey, [...(m.get(f.legalityKey) ?? []), f.id]);
  return m;
})();

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
  else {
    for (const [key, formats] of LEGALITY_KEYS_READ) if (!(key in card.legalities)) r.problems.push(`${where}: legalities without "${key}" (read by ${formats.join(', ')})`);
    for (const key of Object.keys(card.legalities)) if (!SCRYFALL_LEGALITY_KEYS.includes(key)) r.notes.push(`new legality key "${key}" (no built-in format reads it)`);
  }
  if (typeof card.type_line !== 'string' && !Array.isArray(card.card_faces)) r.problems.push(`${where}: no "type_line"`);
  if (typeof card.layout === 'string' && !KNOWN_LAYOUTS.includes(card.layout)) r.notes.push(`new layout "${card.layout}" (read like a normal card; first seen at ${where})`);
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

/**
 * The start of AtomicCards.json (decompressed): `{"meta": …, "data": { name: [face…] } }` with
 * foreignData names and `leadershipSkills` (MTGJSON leaves the object out when every skill is false).
 */
export function checkAtomicCardsHead(head: string): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  const t = head.trimStart();
  if (!/^\{\s*"(meta|data)"\s*:/.test(t)) r.problems.push(`AtomicCards.json starts with ${JSON.stringify(t.slice(0, 40))}, not {"meta": or {"data":`);
  if (!/"foreignData"\s*:\s*\[/.test(t)) r.problems.push('AtomicCards.json: no "foreignData" array in its first cards (the names in other languages)');
  else if (!/"language"\s*:\s*"Japanese"/.test(t)) r.notes.push('AtomicCards.json: no Japanese name among its first cards');
  const skills: Obj[] = [];
  for (const m of t.matchAll(/"leadershipSkills"\s*:\s*(\{[^{}]*\})/g)) {
    try {
      const o = JSON.parse(m[1]);
      if (isObj(o)) skills.push(o);
    } catch {
      // cut at the end of the head
    }
  }
  if (!skills.length) {
    r.problems.push('AtomicCards.json: no "leadershipSkills" object in its first cards (Pauper Commander eligibility is read there)');
    return r;
  }
  const seen = new Set(skills.flatMap((o) => Object.keys(o)));
  const arrived = PAUPER_COMMANDER_KEYS.filter((k) => seen.has(k));
  if (!arrived.length) r.problems.push(`AtomicCards.json: leadershipSkills without "${PAUPER_COMMANDER_KEYS[0]}" (nor ${PAUPER_COMMANDER_KEYS.slice(1).map((k) => `"${k}"`).join(', ')}): keys ${[...seen].join(', ')}`);
  else r.notes.push(`AtomicCards.json: the Pauper Commander flag arrived as leadershipSkills."${arrived.join('", "')}"`);
  const known = new Set<string>([...LEADERSHIP_SKILL_KEYS, ...PAUPER_COMMANDER_KEYS]);
  for (const k of seen) if (!known.has(k)) r.notes.push(`AtomicCards.json: new leadershipSkills key "${k}"`);
  return r;
}

/**
 * The start of Commander Spellbook's variants.json (decompressed): its top-level fields and the
 * complete variants in it, each part (variant, uses, card, requires, template, produces, feature)
 * against the fields the product reads and those it knows of.
 */
export function checkSpellbookHead(head: string): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  const meta = new Set<string>();
  const variants: unknown[] = [];
  const scanner = new ExportScanner({ meta: (key) => meta.add(key), variant: (v) => variants.push(v) });
  try {
    scanner.feed(head);
  } catch (e) {
    r.problems.push(`variants.json: ${(e as Error).message}`);
    return r;
  }
  for (const k of SPELLBOOK_FIELDS_READ.export) if (k !== 'variants' && !meta.has(k)) r.problems.push(`variants.json: no top-level "${k}" before the variants`);
  if (!scanner.sawVariants) r.problems.push('variants.json: no top-level "variants" array');
  if (!variants.length) {
    if (scanner.sawVariants) r.problems.push('variants.json: no complete variant in the first part of the file');
    return r;
  }
  const parts: Record<SpellbookPart, Obj[]> = { export: [], variant: [], use: [], card: [], require: [], template: [], produce: [], feature: [] };
  for (const v of variants) {
    if (!isObj(v)) continue;
    parts.variant.push(v);
    for (const u of Array.isArray(v.uses) ? v.uses : []) if (isObj(u)) (parts.use.push(u), isObj(u.card) && parts.card.push(u.card));
    for (const q of Array.isArray(v.requires) ? v.requires : []) if (isObj(q)) (parts.require.push(q), isObj(q.template) && parts.template.push(q.template));
    for (const p of Array.isArray(v.produces) ? v.produces : []) if (isObj(p)) (parts.produce.push(p), isObj(p.feature) && parts.feature.push(p.feature));
  }
  for (const part of Object.keys(parts) as SpellbookPart[]) {
    if (part === 'export' || !parts[part].length) continue;
    const seen = new Set(parts[part].flatMap((o) => Object.keys(o)));
    for (const k of SPELLBOOK_FIELDS_READ[part]) if (!seen.has(k)) r.problems.push(`variants.json: ${part} without "${k}" (read by the product) in ${parts[part].length} of them`);
    const known = new Set<string>([...SPELLBOOK_FIELDS_READ[part], ...SPELLBOOK_FIELDS_UNREAD[part]]);
    for (const k of seen) if (!known.has(k)) r.notes.push(`variants.json: new ${part} field "${k}"`);
  }
  return r;
}
