// A format explained: description, deck rules and game rules, as plain text for the CLI
// (`decklist check --list-formats --verbose`) or Markdown for the editor's hover of the
// `format:` line. Pure: reads nothing but the format definition.
import * as l10n from '@vscode/l10n';
import { escapeMarkdown } from '../markdown';
import { MULTIPLAYER_OPTIONS, MULTIPLAYER_VARIANTS, type MultiplayerRule } from './game-rules';
import { commanderNoun, formatName, formatText, listText, multiplayerRuleName, multiplayerRuleText, pairingText } from './texts';
import type { FormatDefinition, GameRules } from './schema';
import { citationText } from './citations';

export interface DescribeFormatOptions {
  /** Markdown (hover) instead of plain text (CLI). */
  markdown?: boolean;
  /** How many names of a long list (bans) to show before "and N more" (default 12). */
  listLimit?: number;
}

const escapeMd = escapeMarkdown;

function names(list: string[], limit: number): string {
  const shown = listText(list.slice(0, limit));
  return list.length > limit ? l10n.t('{0} and {1} more', shown, list.length - limit) : shown;
}

function deckSize(f: FormatDefinition): string {
  const s = f.deckSize;
  const noun = f.commander ? commanderNoun(f) : '';
  const zone = f.commander ? (s.includesCommandZone ? l10n.t(' including the {0}', noun) : l10n.t(' plus the {0}', noun)) : '';
  if (s.exact !== undefined) return l10n.t('exactly {0} cards{1}', s.exact, zone);
  if (s.min !== undefined && s.max !== undefined) return l10n.t('{0} to {1} cards{2}', s.min, s.max, zone);
  if (s.min !== undefined) return l10n.t('at least {0} cards{1}', s.min, zone);
  if (s.max !== undefined) return l10n.t('at most {0} cards{1}', s.max, zone);
  return l10n.t('any size');
}

/** The deck rules as lines (without list markers). */
function deckRules(f: FormatDefinition, limit: number): string[] {
  const out: string[] = [l10n.t('Deck: {0}', deckSize(f))];
  const exempt = [f.exempt.basicLands ? l10n.t('basic lands') : '', f.exempt.cardText ? l10n.t('cards that allow any number') : '', ...f.exempt.names].filter(Boolean);
  out.push(l10n.t('Copies: at most {0} of a card{1}', f.copyLimit, exempt.length ? l10n.t(' (except {0})', listText(exempt)) : ''));
  if (f.legalityKey) {
    out.push(l10n.t(`Card pool: cards legal by the card data's "{0}" legality{1}`, f.legalityKey, f.unbanned.length ? l10n.t('; allowed anyway: {0}', names(f.unbanned, limit)) : ''));
  } else {
    out.push(l10n.t('Card pool: any card'));
  }
  if (f.banned.length) {
    const list = names(f.banned, limit);
    const asOf = f.asOf;
    out.push(
      f.legalityKey
        ? asOf
          ? l10n.t('Banned (list of {0}) besides the card data: {1}', asOf, list)
          : l10n.t('Banned besides the card data: {0}', list)
        : asOf
          ? l10n.t('Banned (list of {0}): {1}', asOf, list)
          : l10n.t('Banned: {0}', list),
    );
  }
  if (f.restricted.length) out.push(l10n.t('Restricted to one copy: {0}', names(f.restricted, limit)));
  if (f.bannedAsCommander.length) out.push(l10n.t('Not allowed as {0}: {1}', commanderNoun(f), names(f.bannedAsCommander, limit)));
  if (f.commander) {
    const c = f.commander;
    const who = c.eligibility.map(eligibilityText).join(l10n.t({ message: ' or ', comment: ['joins who may be a commander: "a legendary creature or a legendary planeswalker"'] }));
    const extras = [
      c.pairings.length ? l10n.t('one, or two paired by {0}', listText(c.pairings.map(pairingText))) : l10n.t('exactly one'),
      c.colorIdentity ? l10n.t('every card within its color identity') : '',
      c.signatureSpell ? l10n.t('plus a signature spell (an instant or sorcery)') : '',
    ].filter(Boolean);
    const noun = commanderNoun(f);
    out.push(l10n.t('{0}: {1}; {2}', `${noun[0].toUpperCase()}${noun.slice(1)}`, who, extras.join(l10n.t({ message: '; ', comment: ['between the parts of a commander rule: "exactly one; every card within its color identity"'] }))));
  }
  const sb = f.sideboard;
  const sbNote = sb.note ? l10n.t(' ({0})', formatText(sb.note)) : '';
  if (sb.max === 0) out.push(l10n.t('Sideboard: none{0}', sbNote));
  else if (sb.max !== undefined) out.push(l10n.t('Sideboard: up to {0} cards{1}', sb.max, sbNote));
  if (!f.companion.allowed) out.push(l10n.t('Companion: not allowed'));
  if (f.team) out.push(l10n.t('Team: at most {0} copies of a card across the decks of a team (same "team:" line), basic lands exempt', f.team.copyLimit));
  return out;
}

function life(g: GameRules): string | undefined {
  const l = g.startingLife;
  if (!l) return undefined;
  const note = l.note ? l10n.t(' ({0})', citationText(formatText(l.note))) : '';
  if (l.shared) return l10n.t('Starting life: {0}, shared by each team{1}', l.life, note);
  if (l.twoPlayer !== undefined) return l10n.t('Starting life: {0} in multiplayer games, {1} in two-player games{2}', l.life, l.twoPlayer, note);
  return l10n.t('Starting life: {0} per player{1}', l.life, note);
}

function multiplayerLine(g: GameRules): string | undefined {
  const m = g.multiplayer;
  if (!m) return undefined;
  const pick = (ids: string[], table: MultiplayerRule[]) => ids.map((id) => table.find((r) => r.id === id)).filter((r): r is MultiplayerRule => !!r);
  const parts = [...pick(m.variants, MULTIPLAYER_VARIANTS), ...pick(m.options, MULTIPLAYER_OPTIONS)].map((r) => `${multiplayerRuleName(r)}${l10n.t(' ({0})', r.rule)}`);
  return l10n.t('Multiplayer: {0}{1}', parts.join(l10n.t({ message: ' with ', comment: ['joins a multiplayer variant and its options: "Free-for-All (CR 806) with Attack multiple players (CR 802)"'] })), m.note ? l10n.t({ message: ', {0}', args: [formatText(m.note)], comment: ['a note after the multiplayer variant: ", usually without limited range of influence"'] }) : '');
}

/** Who may be a commander, in words. */
function eligibilityText(e: NonNullable<FormatDefinition['commander']>['eligibility'][number]): string {
  switch (e) {
    case 'legendary-creature':
      return l10n.t('a legendary creature');
    case 'legendary-vehicle':
      return l10n.t('a legendary Vehicle or Spacecraft with power and toughness');
    case 'legendary-planeswalker':
      return l10n.t('a legendary planeswalker');
    case 'planeswalker':
      return l10n.t('a planeswalker');
    case 'can-be-commander':
      return l10n.t('a card that says it can be your commander');
    case 'uncommon-creature':
      return l10n.t('a creature printed at uncommon');
  }
}

/** "Topic: text (source)", with where today's official rule differs when asked. */
function gameRule(r: GameRules['rules'][number], withToday: boolean): string {
  const source = r.source ? l10n.t(' ({0})', citationText(r.source)) : '';
  const line = l10n.t('{0}: {1}{2}', formatText(r.topic), formatText(r.text), source);
  return withToday && r.officialToday ? `${line}${l10n.t(" Today's official rule differs: {0}.", formatText(r.officialToday))}` : line;
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
  const heading = (s: string) => lines.push(md ? `\n**${esc(s)}**` : l10n.t({ message: '{0}:', args: [s], comment: ['a heading in plain text: "Deck rules:"'] }));

  const name = formatName(format);
  lines.push(md ? `**${esc(name)}** · \`${format.id}\`` : `${name} [${format.id}]`);
  const description = format.description && formatText(format.description);
  if (description) lines.push(md ? `\n${esc(description)}` : description);
  if (format.source) {
    const source = l10n.t('Source: {0}', formatText(format.source));
    lines.push(md ? `\n*${esc(source)}*` : source);
  }

  heading(l10n.t('Deck rules'));
  for (const r of deckRules(format, limit)) item(r);
  if (format.officialToday) item(l10n.t(`Differs from today's official rules: {0}`, formatText(format.officialToday)));

  const g = format.gameRules;
  if (g) {
    heading(l10n.t('Game rules ({0})', formatText(g.source)));
    const l = life(g);
    if (l) item(l);
    const cd = g.commanderDamage;
    if (cd) item(l10n.t('Commander damage: a player dealt {0} or more combat damage by the same commander loses{1} ({2})', cd.damage, cd.note ? l10n.t(' ({0})', formatText(cd.note)) : '', citationText(cd.source)));
    for (const r of g.rules) item(gameRule(r, true));
    const m = multiplayerLine(g);
    if (m) item(m);
    if (g.sourceUrl || g.asOf) {
      // The URL stays a link in Markdown (escaping would break it).
      const url = g.sourceUrl ? (md ? `<${g.sourceUrl}>` : g.sourceUrl) : undefined;
      const checked = g.asOf ? (url ? l10n.t('Checked on {0} against {1}', g.asOf, url) : l10n.t('Checked on {0}', g.asOf)) : l10n.t('Checked against {0}', url!);
      lines.push(`${md ? '- ' : '  '}${checked}`);
    }
    if (g.history) {
      heading(l10n.t('Earlier rules (history: {0})', formatText(g.history.source)));
      const hl = g.history.startingLife ? life({ source: g.history.source, rules: [], startingLife: g.history.startingLife }) : undefined;
      if (hl) item(hl);
      for (const r of g.history.rules) item(gameRule(r, false));
    }
  } else {
    const text = format.commander
      ? format.source
        ? l10n.t('Game rules: not described here; see {0}.', formatText(format.source))
        : l10n.t("Game rules: not described here; see the format's own rules.")
      : l10n.t('Game rules: the ordinary rules of Magic (20 life per player).');
    lines.push(md ? `\n*${esc(text)}*` : text);
  }
  return lines.join('\n');
}

/** The multiplayer variants and options of seed 003, for `--list-formats --verbose`. */
export function describeMultiplayerRules(options: { markdown?: boolean } = {}): string {
  const md = !!options.markdown;
  const esc = md ? escapeMd : (s: string) => s;
  const lines = [md ? `**${l10n.t('Multiplayer variants (one per game)')}**` : l10n.t('Multiplayer variants (one per game; CR 800):')];
  // In Japanese the name is the seed's own Japanese name; the English name stays beside it for the rules' index.
  const row = (r: MultiplayerRule) => {
    const name = multiplayerRuleName(r);
    const other = name === r.japanese ? r.name : r.japanese;
    const text = multiplayerRuleText(r);
    const [shown, otherName, body] = md ? [`**${esc(name)}**`, esc(other), esc(text)] : [name, other, text];
    const line = l10n.t({ message: '{0} ({1}, {2}): {3}', args: [shown, otherName, r.rule, body], comment: ['a multiplayer variant: "Free-for-All (無差別戦, CR 806): Every player for themselves…"'] });
    lines.push(md ? `- ${line}` : `  ${line}`);
  };
  MULTIPLAYER_VARIANTS.forEach(row);
  lines.push(md ? `\n**${l10n.t('Multiplayer options (any number; one attack option)')}**` : l10n.t('Multiplayer options (any number; only one of the attack options):'));
  MULTIPLAYER_OPTIONS.forEach(row);
  return lines.join('\n');
}
