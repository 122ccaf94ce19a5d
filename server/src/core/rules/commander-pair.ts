import { ordinal } from './context';
import { collector, type Rule } from './rule';
import { findPairing, pairingAbilities, PAIRING_RULES } from './pairing';

/** More than one commander: only an allowed pair, never more than two. */
export const commanderPairRule: Rule = {
  id: 'commander-pair',
  defaultSeverity: 'error',
  description: 'two commanders that cannot be paired, or more than two',
  check(ctx) {
    const cmd = ctx.format.commander;
    if (!cmd) return [];
    const list = ctx.commanders.filter((e) => e.card);
    if (list.length < 2) return [];
    const c = collector();
    const first = list[0];
    const related = [{ message: `first ${cmd.noun}: ${first.name}`, range: first.entry.nameRange }];
    if (cmd.pairings.length === 0) {
      for (const e of list.slice(1))
        c.push(
          ctx.report(
            commanderPairRule,
            e.entry.nameRange,
            `${ctx.format.name} allows only one ${cmd.noun}, but ${e.name} is a second one next to ${first.name}. Move it into the deck or remove it.`,
            { card: e.name, related },
          ),
        );
      return c.out;
    }
    const second = list[1];
    const how = findPairing(first.card!, second.card!, cmd.pairings);
    if (!how) {
      const desc = (name: string, abilities: string[]) => {
        const has = abilities.filter((a) => !a.startsWith('is '));
        const is = abilities.filter((a) => a.startsWith('is '));
        const parts = [...(has.length ? [`has ${has.join(', ')}`] : []), ...is];
        return `${name} ${parts.length ? parts.join(' and ') : 'has no partner ability'}`;
      };
      const rules = cmd.pairings.map((k) => PAIRING_RULES[k]).join('; or ');
      c.push(
        ctx.report(
          commanderPairRule,
          second.entry.nameRange,
          `${first.name} and ${second.name} cannot share the command zone: ${desc(first.name, pairingAbilities(first.card!))}, and ${desc(second.name, pairingAbilities(second.card!))}. ${ctx.format.name} allows two ${cmd.noun}s only when ${rules}. Keep one ${cmd.noun}.`,
          { card: second.name, related, data: { commanders: [first.name, second.name] } },
        ),
      );
    }
    for (const e of list.slice(2)) {
      c.push(
        ctx.report(
          commanderPairRule,
          e.entry.nameRange,
          `${e.name} is a ${ordinal(list.indexOf(e) + 1)} ${cmd.noun}; a deck has at most two. Move it into the deck or remove it.`,
          { card: e.name, related },
        ),
      );
    }
    return c.out;
  },
};
