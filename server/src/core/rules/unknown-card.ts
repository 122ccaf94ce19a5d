import { collector, type Rule } from './rule';

/** A name the card data does not know, with up to three suggestions. */
export const unknownCardRule: Rule = {
  id: 'unknown-card',
  defaultSeverity: 'error',
  description: 'a card name the card data does not know',
  check(ctx) {
    const c = collector();
    const seen = new Map<string, string[]>();
    for (const e of ctx.entries) {
      if (e.card) continue;
      const written = e.entry.name;
      let suggestions = seen.get(written);
      if (!suggestions) {
        suggestions = [];
        for (const n of e.entry.lookupNames.length ? e.entry.lookupNames : [written]) {
          for (const m of ctx.db.suggest(n, 3)) if (!suggestions.includes(m.name)) suggestions.push(m.name);
          if (suggestions.length >= 3) break;
        }
        suggestions = suggestions.slice(0, 3);
        seen.set(written, suggestions);
      }
      const outside = e.zone === 'maybeboard' || e.zone === 'outside';
      const hint = suggestions.length
        ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(suggestions.length === 2 ? ' or ' : ', ')}?`
        : ' Check the spelling, or update the card data if the card is new (decklist cards update).';
      c.push(
        ctx.make(
          'unknown-card',
          outside ? 'warning' : 'error',
          `Unknown card "${written}": the card data (${ctx.db.info.label}) has no card by that name.${hint}`,
          e.entry.nameRange,
          { card: written, data: { suggestions, name: written } },
        ),
      );
    }
    return c.out;
  },
};
