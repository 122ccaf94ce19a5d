// A config (or composed) format laid over a resolved base format.
import type { FormatDefinition, FormatOverride } from './schema';

function union(a: string[] | undefined, b: string[] | undefined): string[] {
  const out = [...(a ?? [])];
  for (const x of b ?? []) if (!out.includes(x)) out.push(x);
  return out;
}

/** Applies a config override on top of a resolved base format. */
export function applyOverride(base: FormatDefinition, id: string, o: FormatOverride): FormatDefinition {
  const out: FormatDefinition = {
    ...base,
    id,
    name: o.name ?? (id === base.id ? base.name : `${id} (based on ${base.name})`),
    description: o.description ?? base.description,
    source: o.source ?? base.source,
    // A config that adds to the lists has its own date (or none); the base's date would mislead.
    asOf: o.asOf ?? (o.banned || o.restricted || o.bannedAsCommander || o.bannedAsCompanion ? undefined : base.asOf),
    legalityKey: o.legalityKey ?? base.legalityKey,
    legalityKeyValidFrom: o.legalityKeyValidFrom ?? base.legalityKeyValidFrom,
    // The base's earlier key belongs to the base's key.
    earlierLegalityKey: o.legalityKey && o.legalityKey !== base.legalityKey ? undefined : base.earlierLegalityKey,
    restrictedMeans: o.restrictedMeans ?? base.restrictedMeans,
    copyLimit: o.copyLimit ?? base.copyLimit,
    deckSize: o.deckSize
      ? // A new exact/min/max replaces the base's size rule rather than mixing with it.
        'exact' in o.deckSize || 'min' in o.deckSize || 'max' in o.deckSize
        ? { includesCommandZone: base.deckSize.includesCommandZone, ...o.deckSize }
        : { ...base.deckSize, ...o.deckSize }
      : base.deckSize,
    exempt: {
      basicLands: o.exempt?.basicLands ?? base.exempt.basicLands,
      cardText: o.exempt?.cardText ?? base.exempt.cardText,
      names: union(base.exempt.names, o.exempt?.names),
    },
    sideboard: { ...base.sideboard, ...(o.sideboard ?? {}) },
    commander:
      o.commander === null
        ? undefined
        : o.commander
          ? ({
              ...(base.commander ?? { noun: 'commander', eligibility: ['legendary-creature'], pairings: [], colorIdentity: true }),
              ...o.commander,
            } as FormatDefinition['commander'])
          : base.commander,
    companion: { ...base.companion, ...(o.companion ?? {}) },
    banned: union(base.banned, o.banned),
    unbanned: union(base.unbanned, o.unbanned),
    restricted: union(base.restricted, o.restricted),
    bannedAsCommander: union(base.bannedAsCommander, o.bannedAsCommander),
    bannedAsCompanion: union(base.bannedAsCompanion, o.bannedAsCompanion),
    team: o.team === null ? undefined : (o.team ?? base.team),
    seeAlso: o.seeAlso ?? base.seeAlso,
    gameRules: o.gameRules ?? base.gameRules,
    officialToday: o.officialToday ?? base.officialToday,
    brackets: o.brackets ?? base.brackets,
    severities: { ...base.severities, ...(o.severities ?? {}) },
  };
  delete out.extends;
  return out;
}
