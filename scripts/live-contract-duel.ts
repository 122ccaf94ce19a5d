// `npm run test:live`, Duel Commander (issue 27): which committee's list Scryfall's `duel` legality
// follows. Since the October 2025 split two lists exist; the built-in `duel` format follows
// duelcommander.org's (server/src/core/formats/duel-commander.ts). Two cards tell the lists apart:
//   Force of Will   banned before the split (2025-07-28); made legal by mtgdc.info on 2025-11-24,
//                   still banned by duelcommander.org
//   Nadu, Winged Wisdom   banned as commander only before the split; banned outright by both sides
//                   on 2025-11-24 (so "not banned" means the list of before the split, which MTGO kept
//                   for a while)
// A third, Oloro, Ageless Ascetic (banned as commander only on every list), shows how Scryfall
// writes "banned as commander": reported as a note, the product does not read it.
import type { ContractReport } from './live-contract-checks';

export const DUEL_WITNESSES = ['Force of Will', 'Nadu, Winged Wisdom', 'Oloro, Ageless Ascetic'] as const;

/**
 * The `duel` legality of each witness card, as Scryfall answers `GET /cards/named?exact=`. The
 * requests go through `getJson`, which keeps the endpoint's rate limit (2 per second:
 * live-contract-pace.ts).
 */
export async function duelLegalities(getJson: (url: string) => Promise<unknown>, scryfall: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of DUEL_WITNESSES) {
    const card = (await getJson(`${scryfall}/cards/named?exact=${encodeURIComponent(name)}`)) as { legalities?: Record<string, unknown> } | undefined;
    out[name] = card?.legalities?.duel;
  }
  return out;
}

/** Which list the values show; a problem unless it is duelcommander.org's, the one the built-in `duel` follows. */
export function checkDuelList(duel: Record<string, unknown>): ContractReport {
  const r: ContractReport = { problems: [], notes: [] };
  const fow = duel['Force of Will'];
  const nadu = duel['Nadu, Winged Wisdom'];
  const values = `Force of Will "${String(fow)}", Nadu, Winged Wisdom "${String(nadu)}"`;
  const review = 'the built-in duel format follows duelcommander.org: review server/src/core/formats/duel-commander.ts and the README';
  if (fow === 'banned' && nadu === 'banned') r.notes.push(`Scryfall's "duel" follows duelcommander.org's list (${values}), as the built-in duel format does`);
  else if (fow === 'legal' && nadu === 'banned') r.problems.push(`Scryfall's "duel" now follows mtgdc.info's list (${values}); ${review}`);
  else if (fow === 'banned') r.problems.push(`Scryfall's "duel" still shows the list of before the 2025-11-24 announcements (${values}); ${review}`);
  else r.problems.push(`Scryfall's "duel" matches neither committee's list (${values}); ${review}`);
  const oloro = duel['Oloro, Ageless Ascetic'];
  r.notes.push(
    oloro === 'restricted'
      ? `Scryfall writes "banned as commander" as "restricted" in "duel" (Oloro, Ageless Ascetic); the product reads that list from its built-in data`
      : `Oloro, Ageless Ascetic (banned as commander only) is "${String(oloro)}" in Scryfall's "duel"`,
  );
  return r;
}
