// A format explained: description, deck rules and game rules, as plain text for the CLI
// (`decklist check --list-formats --verbose`) or Markdown for the editor's hover of the
// `format:` line. Pure: reads nothing but the format definition.
import { escapeMarkdown } from '../markdown';
import { MULTIPLAYER_OPTIONS, MULTIPLAYER_VARIANTS, type MultiplayerRule } from './game-rules';
import type { FormatDefinition, GameRules } from './schema';

export interface DescribeFormatOptions {
  /** Markdown (hover) instead of plain text (CLI). */
  markdown?: boolean;
  /** How many names of a long list (bans) to show before "and N more" (default 12). */
  listLimit?: number;
}

const escapeMd = escapeMarkdown;

function names(list: string[], limit: number): string {
  const shown = list.slice(0, limit).join(', ');
  return list.length > limit ? `${shown} and ${list.length - limit} more` : shown;
}

function deckSize(f: FormatDefinition): string {
  const s = f.deckSize;
  const zone = f.commander ? (s.includesCommandZone ? ` including the ${f.commander.noun}` : ` plus the ${f.commander.noun}`) : '';
  if (s.exact !== undefined) return `exactly ${s.exact} cards${zone}`;
  if (s.min !== undefined && s.max !== undefined) return `${s.min} to ${s.max} cards${zone}`;
  if (s.min !== undefined) return `at least ${s.min} cards${zone}`;
  if (s.max !== undefined) return `at most ${s.max} cards${zone}`;
  return 'any size';
}

/** The deck rules as lines (without list markers). */
function deckRules(f: FormatDefinition, limit: number): string[] {
  const out: string[] = [`Deck: ${deckSize(f)}`];
  const exempt = [f.exempt.basicLands ? 'basic lands' : '', f.exempt.cardText ? 'cards that allow any number' : '', ...f.exempt.names].filter(Boolean);
  out.push(`Copies: at most ${f.copyLimit} of a card${exempt.length ? ` (except ${exempt.join(', ')})` : ''}`);
  if (f.legalityKey) {
    out.push(`Card pool: cards legal by the card data's "${f.legalityKey}" legality${f.unbanned.length ? `; allowed anyway: ${names(f.unbanned, limit)}` : ''}`);
  } else {
    out.push('Card pool: any card');
  }
  if (f.banned.length) out.push(`Banned${f.asOf ? ` (list of ${f.asOf})` : ''}${f.legalityKey ? ' besides the card data' : ''}: ${names(f.banned, limit)}`);
  if (f.restricted.length) out.push(`Restricted to one copy: ${names(f.restricted, limit)}`);
  if (f.bannedAsCommander.length) out.push(`Not allowed as ${f.commander?.noun ?? 'commander'}: ${names(f.bannedAsCommander, limit)}`);
  if (f.commander) {
    const c = f.commander;
    const who = c.eligibility
      .map((e) => ({ 'legendary-creature': 'a legendary creature', 'legendary-vehicle': 'a legendary Vehicle or Spacecraft with power and toughness', 'legendary-planeswalker': 'a legendary planeswalker', planeswalker: 'a planeswalker', 'can-be-commander': 'a card that says it can be your commander', 'uncommon-creature': 'a creature printed at uncommon' })[e])
      .join(' or ');
    const extras = [c.pairings.length ? `one, or two paired by ${c.pairings.map((p) => p.replace(/-/g, ' ')).join(', ')}` : 'exactly one', c.colorIdentity ? 'every card within its color identity' : '', c.signatureSpell ? 'plus a signature spell (an instant or sorcery)' : ''].filter(Boolean);
    out.push(`${c.noun[0].toUpperCase()}${c.noun.slice(1)}: ${who}; ${extras.join('; ')}`);
  }
  const sb = f.sideboard;
  if (sb.max === 0) out.push(`Sideboard: none${sb.note ? ` (${sb.note})` : ''}`);
  else if (sb.max !== undefined) out.push(`Sideboard: up to ${sb.max} cards${sb.note ? ` (${sb.note})` : ''}`);
  if (!f.companion.allowed) out.push('Companion: not allowed');
  if (f.team) out.push(`Team: at most ${f.team.copyLimit} copies of a card across the decks of a team (same "team:" line), basic lands exempt`);
  return out;
}

function life(g: GameRules): string | undefined {
  const l = g.startingLife;
  if (!l) return undefined;
  const base = l.shared ? `${l.life}, shared by each team` : l.twoPlayer !== undefined ? `${l.life} in multiplayer games, ${l.twoPlayer} in two-player games` : `${l.life} per player`;
  return `Starting life: ${base}${l.note ? ` (${l.note})` : ''}`;
}

function multiplayerLine(g: GameRules): string | undefined {
  const m = g.multiplayer;
  if (!m) return undefined;
  const pick = (ids: string[], table: MultiplayerRule[]) => ids.map((id) => table.find((r) => r.id === id)).filter((r): r is MultiplayerRule => !!r);
  const parts = [...pick(m.variants, MULTIPLAYER_VARIANTS), ...pick(m.options, MULTIPLAYER_OPTIONS)].map((r) => `${r.name} (${r.rule})`);
  return `Multiplayer: ${parts.join(' with ')}${m.note ? `, ${m.note}` : ''}`;
}

/**
 * A format's description, deck rules and game rules, each game rule with the document it comes
 * from, and where a document differs from today's official rules.
 */
export function describeFormat(format: FormatDefinition, options: DescribeFormatOptions = {}): string {
  const md = !!options.markdown;
  const esc = md ? escapeMd : (s: string) => s;
  const limit = options.listLimit ?? 12;
  const lines: string[] = [];
  const item = (s: string) => lines.push(md ? `- ${esc(s)}` : `  ${s}`);
  const heading = (s: string) => lines.push(md ? `\n**${esc(s)}**` : `${s}:`);

  lines.push(md ? `**${esc(format.name)}** · \`${format.id}\`` : `${format.name} [${format.id}]`);
  if (format.description) lines.push(md ? `\n${esc(format.description)}` : format.description);
  if (format.source) lines.push(md ? `\n*Source: ${esc(format.source)}*` : `Source: ${format.source}`);

  heading('Deck rules');
  for (const r of deckRules(format, limit)) item(r);
  if (format.officialToday) item(`Differs from today's official rules: ${format.officialToday}`);

  const g = format.gameRules;
  if (g) {
    heading(`Game rules (${g.source})`);
    const l = life(g);
    if (l) item(l);
    const cd = g.commanderDamage;
    if (cd) item(`Commander damage: a player dealt ${cd.damage} or more combat damage by the same commander loses${cd.note ? ` (${cd.note})` : ''} (${cd.source})`);
    for (const r of g.rules) {
      const today = r.officialToday ? ` Today's official rule differs: ${r.officialToday}.` : '';
      item(`${r.topic}: ${r.text}${r.source ? ` (${r.source})` : ''}${today}`);
    }
    const m = multiplayerLine(g);
    if (m) item(m);
    if (g.sourceUrl || g.asOf) {
      // The URL stays a link in Markdown (escaping would break it).
      const url = g.sourceUrl ? ` against ${md ? `<${g.sourceUrl}>` : g.sourceUrl}` : '';
      lines.push(`${md ? '- ' : '  '}Checked${g.asOf ? ` on ${g.asOf}` : ''}${url}`);
    }
    if (g.history) {
      heading(`Earlier rules (history: ${g.history.source})`);
      const hl = g.history.startingLife ? life({ source: g.history.source, rules: [], startingLife: g.history.startingLife }) : undefined;
      if (hl) item(hl);
      for (const r of g.history.rules) item(`${r.topic}: ${r.text}${r.source ? ` (${r.source})` : ''}`);
    }
  } else {
    const text = format.commander
      ? `Game rules: not described here; see ${format.source ?? "the format's own rules"}.`
      : 'Game rules: the ordinary rules of Magic (20 life per player).';
    lines.push(md ? `\n*${esc(text)}*` : text);
  }
  return lines.join('\n');
}

/** The multiplayer variants and options of seed 003, for `--list-formats --verbose`. */
export function describeMultiplayerRules(options: { markdown?: boolean } = {}): string {
  const md = !!options.markdown;
  const esc = md ? escapeMd : (s: string) => s;
  const lines = [md ? '**Multiplayer variants (one per game)**' : 'Multiplayer variants (one per game; CR 800, seed 003):'];
  const row = (r: MultiplayerRule) => lines.push(md ? `- **${esc(r.name)}** (${esc(r.japanese)}, ${r.rule}): ${esc(r.text)}` : `  ${r.name} (${r.japanese}, ${r.rule}): ${r.text}`);
  MULTIPLAYER_VARIANTS.forEach(row);
  lines.push(md ? '\n**Multiplayer options (any number; one attack option)**' : 'Multiplayer options (any number; only one of the attack options):');
  MULTIPLAYER_OPTIONS.forEach(row);
  return lines.join('\n');
}
