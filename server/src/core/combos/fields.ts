// The fields of Commander Spellbook's export (variants.json of json.commanderspellbook.com) that the
// product reads, and those it knows of and leaves alone: one list for the reader (store.ts reads
// through `field`, so it cannot read a field missing here) and for `npm run test:live`.
//
// Source (read 2026-11-27): SpaceCowMedia/commander-spellbook-backend at 634ac77 (2026-08-21):
// spellbook/tasks/export_variants.py (`{timestamp, version, variants, aliases}`, camelized),
// serializers/variant_serializer.py (VariantSerializer, CardInVariantSerializer with `used_face`,
// TemplateInVariantSerializer; changed 2026-07-24), card_serializer.py, feature_serializer.py,
// template_serializer.py, legalities_serializer.py (standardBrawl, competitiveBrawl and alchemy since
// 2026-07-07, commit a3c8643).

export const SPELLBOOK_FIELDS_READ = {
  export: ['timestamp', 'version', 'variants'],
  variant: ['id', 'status', 'uses', 'requires', 'produces', 'identity', 'manaNeeded', 'popularity', 'bracketTag'],
  use: ['card', 'zoneLocations', 'mustBeCommander', 'quantity'],
  card: ['name', 'oracleId'],
  require: ['template', 'quantity'],
  template: ['name'],
  produce: ['feature'],
  feature: ['name'],
} as const;

/** Fields the export has today that the product does not read (a field outside both lists is new). */
export const SPELLBOOK_FIELDS_UNREAD: { readonly [P in SpellbookPart]: readonly string[] } = {
  export: ['aliases'],
  variant: ['of', 'includes', 'manaValueNeeded', 'easyPrerequisites', 'notablePrerequisites', 'description', 'notes', 'spoiler', 'legalities', 'prices', 'variantCount'],
  use: ['battlefieldCardState', 'exileCardState', 'libraryCardState', 'graveyardCardState', 'usedFace'],
  card: [
    'id', 'spoiler', 'faces', 'typeLine', 'imageUriFrontPng', 'imageUriFrontLarge', 'imageUriFrontNormal', 'imageUriFrontSmall', 'imageUriFrontArtCrop',
    'layoutRotationFront', 'imageUriBackPng', 'imageUriBackLarge', 'imageUriBackNormal', 'imageUriBackSmall', 'imageUriBackArtCrop',
  ],
  require: ['zoneLocations', 'battlefieldCardState', 'exileCardState', 'libraryCardState', 'graveyardCardState', 'mustBeCommander'],
  template: ['id', 'scryfallQuery', 'scryfallApi'],
  produce: ['quantity'],
  feature: ['id', 'uncountable', 'status'],
};

export type SpellbookPart = keyof typeof SPELLBOOK_FIELDS_READ;

/** A field of a part of the export, by a name the list above holds. */
export function field<P extends SpellbookPart>(o: unknown, _part: P, key: (typeof SPELLBOOK_FIELDS_READ)[P][number]): unknown {
  return o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
}
