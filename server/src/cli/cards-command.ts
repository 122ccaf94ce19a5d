// `decklist cards info|lookup|complete|update|build-index`
// Exit codes: 0 fine, 1 card not found, 2 usage or card data problem.
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import type { CliIO } from './io';
import { cardNameLanguages, inCliLocale } from './locale';
import {
  CardDataError,
  COMBO_MESSAGES,
  ComboError,
  DownloadError,
  IndexError,
  RulingsError,
  SNAPSHOT_LABEL,
  compileSource,
  defaultCacheDir,
  describeCard,
  languageNames,
  loadCurrentCombos,
  loadIndex,
  openCardDatabase,
  updateCardData,
  rulesData,
  rulesLabel,
  BUNDLED_RULES,
  writeFileAtomic,
  type CardDatabase,
  type OpenCardDatabaseOptions,
} from '../core/cards/index';
import { BUILTIN_FORMATS, createDecklistService, createFormatRegistry, formatName, legalityKeyName, type SameCostResult } from '../core/index';

/**
 * The legalities `cards lookup` lists: those of the built-in formats, by their names (モダン：使用可能),
 * not every key the card data has (retired ones such as future or oldschool; issue 42, finding 19).
 */
const LOOKUP_FORMATS = [...new Set(BUILTIN_FORMATS.map((f) => f.legalityKey).filter((k): k is string => !!k))];
import { cardDataLabel, cardDataSourceName, packagedDataName } from '../core/cards/index';

/** `decklist cards --help`, in the language in force. */
function usage(): string {
  return l10n.t(
    `usage: decklist cards <subcommand> [options]

subcommands:
  info                         the card data in use: source, label, date, card count
  lookup NAME...               print a card, its color identity and the reasons for it
  complete PREFIX              completion candidates for a name prefix ("sol r")
  same-cost NAME               Mental Legacy: the cards NAME can be cast as (exactly the
                               same mana cost; split cards only as split cards with the
                               same two costs), those the format bans named apart
  same-cost --cost COST        the cards with exactly this cost ({1}{U}, 1U, {B/G},
                               "{1}{R} // {5}{R}")
  search QUERY                 cards matching a Scryfall-syntax query, offline (t:goblin
                               c:r mv<=2, id<=wug, o:"draw a card", -t:land, or, ( ));
                               exit 1 when nothing matches
  update [--rulings] [--combos] [--rules-url URL]
                               download the current Scryfall Oracle Cards (progress on stderr)
                               and the current rules data (data/rules.json of the project's
                               main branch, or URL; "none": keep the bundled rules);
                               --rulings: Scryfall's rulings too (shown on hover in the editor);
                               --combos: Commander Spellbook's combos too (about 26 MB: combos
                               in a deck, one card away, the bracket floor); once downloaded,
                               they are refreshed with the cards
  build-index SOURCE [OUT]     compile a card data file into a compact index

options:
  --cards PATH                 card data file to use, or an index made by build-index
                               (else DECKLIST_CARDS, the cached download, then the
                               offline snapshot)
  --cache-dir DIR              cache directory (default DECKLIST_CACHE_DIR or ~/.cache/decklist)
  --lang LANGUAGE              also accept card names in this language (Japanese or ja,
                               German or de, …);
                               'update' then downloads MTGJSON AtomicCards too
  --json                       machine-readable output (info, lookup, complete, same-cost,
                               search)
  --limit N                    search: print at most N cards (default 50; total is all)
  --format ID                  same-cost: the format whose card pool may be declared
                               (default mental-legacy, i.e. Legacy)
  --snapshot                   build-index: label it "{0}", no legalities

environment:
  DECKLIST_CARDS               card data file (like --cards)
  DECKLIST_CACHE_DIR           cache directory
  DECKLIST_LANG                languages of card names to accept (like --lang; comma-separated)
  DECKLIST_MAX_AGE_DAYS        refresh the cached download when older (default 7)
  DECKLIST_SCRYFALL_API, DECKLIST_MTGJSON_API, DECKLIST_SPELLBOOK_API
                               download from a mirror
  DECKLIST_RULES_URL           where 'update' gets the rules data (like --rules-url)`,
    SNAPSHOT_LABEL,
  );
}

interface Parsed {
  positional: string[];
  cards?: string;
  cacheDir?: string;
  langs: string[];
  json: boolean;
  snapshot: boolean;
  rulings: boolean;
  combos: boolean;
  rulesUrl?: string;
  label?: string;
  format?: string;
  cost?: string;
  limit?: number;
  help: boolean;
}

function parseArgs(args: string[]): Parsed | string {
  const p: Parsed = { positional: [], langs: [], json: false, snapshot: false, rulings: false, combos: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(l10n.t('{0} needs a value', a));
      return v;
    };
    try {
      if (a === '--cards') p.cards = value();
      else if (a === '--cache-dir') p.cacheDir = value();
      else if (a === '--lang' || a === '--language') p.langs.push(...value().split(',').filter(Boolean));
      else if (a === '--label') p.label = value();
      else if (a === '--format') p.format = value();
      else if (a === '--cost') p.cost = value();
      else if (a === '--limit') {
        const v = value();
        if (!/^\d+$/.test(v)) return l10n.t("--limit needs a whole number, got '{0}'", v);
        p.limit = Number(v);
      }
      else if (a === '--json') p.json = true;
      else if (a === '--snapshot') p.snapshot = true;
      else if (a === '--rulings') p.rulings = true;
      else if (a === '--combos') p.combos = true;
      else if (a === '--rules-url') p.rulesUrl = value();
      else if (a === '-h' || a === '--help') p.help = true;
      else if (a.startsWith('--')) return l10n.t("unknown option '{0}'", a);
      else p.positional.push(a);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return p;
}

function formatBytes(n: number): string {
  return n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

function progressPrinter(io: CliIO): (done: number, total?: number) => void {
  let last = -1;
  return (done, total) => {
    const pct = total ? Math.floor((done / total) * 100) : undefined;
    const step = pct ?? Math.floor(done / (8 << 20));
    if (step === last) return;
    last = step;
    io.err(total ? l10n.t('  {0} of {1} ({2}%)', formatBytes(done), formatBytes(total), String(pct)) : `  ${formatBytes(done)}`);
  };
}

function aliasCount(db: CardDatabase): number {
  return db.languageAliasCount ?? 0;
}

export function runCardsCommand(args: string[], io: CliIO): Promise<number> {
  return inCliLocale(args, io, (args) => cards(args, io));
}

async function cards(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.err(`decklist cards: ${parsed}\n${usage()}`);
    return 2;
  }
  const [sub, ...rest] = parsed.positional;
  if (parsed.help || sub === undefined || sub === 'help') {
    (parsed.help || sub === 'help' ? io.out : io.err)(usage());
    return parsed.help || sub === 'help' ? 0 : 2;
  }
  const resolve = (p: string) => path.resolve(io.cwd, p);
  const env = io.env;
  const cacheDir = parsed.cacheDir ? resolve(parsed.cacheDir) : defaultCacheDir(env);
  const open: OpenCardDatabaseOptions = {
    cardsPath: parsed.cards ? resolve(parsed.cards) : undefined,
    env,
    cacheDir,
    allowDownload: false,
    ...cardNameLanguages(parsed.langs, env),
    onNotice: (m) => io.err(m),
    ...(parsed.rulesUrl ? { download: { rulesUrl: parsed.rulesUrl } } : {}),
  };
  try {
    switch (sub) {
      case 'info': {
        const { db, origin, indexPath, stale } = await openCardDatabase(open);
        const combos = loadCurrentCombos(cacheDir);
        if (parsed.json) {
          const rules = rulesData();
          io.out(
            JSON.stringify(
              { ...db.info, origin, index: indexPath, stale: !!stale, combos: combos ? { date: combos.date, ...combos.counts } : null, rules: { date: rules.date, bundled: rules === BUNDLED_RULES } },
              null,
              2,
            ),
          );
        } else {
          const from = origin === 'file' ? '--cards' : origin === 'env' ? 'DECKLIST_CARDS' : origin === 'cache' ? l10n.t('cached download') : packagedDataName(db.info);
          io.out(
            [
              cardDataSourceName(db.info.source) === from ? l10n.t('Source:  {0}', from) : l10n.t('Source:  {0} ({1})', cardDataSourceName(db.info.source), from),
              l10n.t('Label:   {0}', cardDataLabel(db.info)),
              l10n.t('Date:    {0}', db.info.date),
              l10n.t('Cards:   {0}', db.info.cards.toLocaleString('en-US')),
              db.info.hasLegalities ? l10n.t('Legalities: yes') : l10n.t('Legalities: no (legality checks report "unknown")'),
              aliasCount(db) ? l10n.t('Other-language names: {0}', aliasCount(db)) : undefined,
              db.info.path ? l10n.t('File:    {0}', db.info.path) : undefined,
              l10n.t('Index:   {0}', indexPath),
              stale ? l10n.t("Stale:   yes; run 'decklist cards update'") : undefined,
              l10n.t('Combos:  {0}', combos ? COMBO_MESSAGES.infoLine(combos.date, combos.counts.variants) : COMBO_MESSAGES.infoNone()),
              l10n.t('Rules:   {0}', rulesLabel()),
            ]
              .filter((l) => l !== undefined)
              .join('\n'),
          );
        }
        return 0;
      }
      case 'lookup': {
        if (rest.length === 0) {
          io.err(`decklist cards lookup: ${l10n.t('give a card name, e.g. decklist cards lookup "Sol Ring"')}`);
          return 2;
        }
        const { db } = await openCardDatabase(open);
        const names = [rest.join(' ')];
        let missing = 0;
        const out: unknown[] = [];
        for (const name of names) {
          const card = db.lookup(name);
          if (!card) {
            missing++;
            const s = db.suggest(name);
            if (parsed.json) out.push({ query: name, found: false, suggestions: s });
            else io.err(noCardNamed(name, db, s));
            continue;
          }
          if (parsed.json) out.push({ query: name, found: true, card, colorIdentityReasons: db.explainColorIdentity(card) });
          else io.out(describeCard(card, { reasons: db.explainColorIdentity(card), info: db.info, formats: LOOKUP_FORMATS, legalityName: legalityKeyName }));
        }
        if (parsed.json) io.out(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
        return missing ? 1 : 0;
      }
      case 'complete': {
        const { db } = await openCardDatabase(open);
        const matches = db.complete(rest.join(' '), 20);
        if (parsed.json) io.out(JSON.stringify(matches, null, 2));
        else {
          io.out(matches.map((m) => `${m.score.toFixed(3)}  ${m.name}${m.alias ? `  (${m.alias})` : ''}`).join('\n') || l10n.t('(no match)'));
          // The data in use is always visible (stderr: stdout stays one name per line).
          io.err(cardDataLine(db));
        }
        return 0;
      }
      case 'same-cost':
        return await sameCost(rest, parsed, open, io);
      case 'search':
        return await search(rest, parsed, open, io);
      case 'update': {
        io.err(l10n.t('Updating card data in {0}', cacheDir));
        const { db, rulings, combos, rules, rulesFailure, unchanged } = await updateCardData({ ...open, onProgress: progressPrinter(io), rulings: parsed.rulings, rules: true, ...(parsed.combos ? { combos: true } : {}) });
        io.out(
          unchanged
            ? l10n.t('Current: {0}, {1} cards (Scryfall has published nothing newer; not downloaded again)', cardDataLabel(db.info), db.info.cards.toLocaleString('en-US'))
            : l10n.t('Updated: {0}, {1} cards', cardDataLabel(db.info), db.info.cards.toLocaleString('en-US')),
        );
        if (rules) io.out(l10n.t('Rules: {0}', rulesLabel(rules.data)));
        if (rulesFailure) io.out(l10n.t('Rules: {0} (the rules data could not be updated; see above)', rulesLabel()));
        if (rulings) io.out(l10n.t('Rulings of {0}: {1} rulings on {2} cards', rulings.date, rulings.counts.rulings, rulings.counts.cards));
        if (combos) io.out(COMBO_MESSAGES.updated(combos.date, combos.counts.variants, combos.counts.cards));
        return 0;
      }
      case 'build-index': {
        const [source, outArg] = rest;
        if (!source) {
          io.err(`decklist cards build-index: ${l10n.t('give the source file, e.g. decklist cards build-index oracle-cards.json cards.dlidx')}`);
          return 2;
        }
        const out = resolve(outArg ?? `${source}.dlidx`);
        const started = Date.now();
        const { bytes, cards } = await compileSource(resolve(source), {
          wholeFile: parsed.snapshot,
          languages: languageNames(parsed.langs),
          label: parsed.snapshot ? SNAPSHOT_LABEL : parsed.label,
          infoOverride: parsed.snapshot ? { source: 'snapshot', hasLegalities: false, path: undefined } : undefined,
        });
        await writeFileAtomic(out, bytes);
        const db = loadIndex(out);
        io.err(l10n.t('Built {0}: {1} cards, {2}, {3} ms ({4})', out, cards, formatBytes(bytes.length), Date.now() - started, cardDataLabel(db.info)));
        return 0;
      }
      default:
        io.err(`decklist cards: ${l10n.t("unknown subcommand '{0}'", sub)}\n${usage()}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof CardDataError || e instanceof IndexError || e instanceof DownloadError || e instanceof RulingsError || e instanceof ComboError) {
      io.err(`decklist cards: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

/** `cards search QUERY [--limit N] [--json]`: exit 0 some cards, 1 none, 2 usage or a bad query. */
async function search(rest: string[], parsed: Parsed, open: OpenCardDatabaseOptions, io: CliIO): Promise<number> {
  const query = rest.join(' ').trim();
  if (!query) {
    io.err(`decklist cards search: ${l10n.t('give a query, e.g. decklist cards search "t:goblin c:r mv<=2"')}`);
    return 2;
  }
  const { db } = await openCardDatabase(open);
  const r = createDecklistService({ cards: db }).search(query, { limit: parsed.limit ?? 50 });
  if (r.error) {
    io.err(`decklist cards search: ${r.error}`);
    return 2;
  }
  if (parsed.json) io.out(JSON.stringify({ query: r.query, total: r.total, cards: r.cards }, null, 2));
  else {
    const width = Math.min(40, Math.max(0, ...r.cards.map((c) => c.name.length)));
    const cost = Math.min(20, Math.max(0, ...r.cards.map((c) => c.manaCost.length)));
    for (const c of r.cards) io.out(`${c.name.padEnd(width)}  ${c.manaCost.padEnd(cost)}  ${c.typeLine}`);
    io.err(
      r.cards.length < r.total
        ? l10n.t('{0} of {1} cards ({2})', r.cards.length, r.total, cardDataLabel(db.info))
        : r.total === 1
          ? l10n.t('1 card ({0})', cardDataLabel(db.info))
          : l10n.t('{0} cards ({1})', r.total, cardDataLabel(db.info)),
    );
  }
  return r.total ? 0 : 1;
}

/** `cards same-cost NAME | --cost COST [--format ID] [--json]`: exit 0, 1 card not found, 2 usage. */
async function sameCost(rest: string[], parsed: Parsed, open: OpenCardDatabaseOptions, io: CliIO): Promise<number> {
  const name = rest.join(' ').trim();
  if (Boolean(name) === (parsed.cost !== undefined)) {
    io.err(`decklist cards same-cost: ${l10n.t('give a card name or --cost, e.g. decklist cards same-cost "Snapcaster Mage" or --cost "{1}{U}"')}`);
    return 2;
  }
  const formats = createFormatRegistry();
  const format = formats.get(parsed.format ?? 'mental-legacy');
  if (!format) {
    io.err(`decklist cards same-cost: ${l10n.t("unknown format '{0}' (known: {1})", String(parsed.format), formats.ids().join(', '))}`);
    return 2;
  }
  const { db } = await openCardDatabase(open);
  const service = createDecklistService({ cards: db });
  let r: SameCostResult;
  if (parsed.cost !== undefined) {
    const q = service.cardsWithCost(parsed.cost, format);
    if ('error' in q) {
      io.err(`decklist cards same-cost: ${q.error}`);
      return 2;
    }
    r = q;
  } else {
    const card = db.lookup(name);
    if (!card) {
      io.err(noCardNamed(name, db, db.suggest(name)));
      return 1;
    }
    r = service.sameCostIn(card, format);
  }
  if (parsed.json) {
    io.out(JSON.stringify({ card: r.card ?? null, manaCost: r.manaCost, format: r.format, cards: r.cards, notLegal: r.notLegal, ...(r.legalityUnknown ? { legalityUnknown: r.legalityUnknown } : {}) }, null, 2));
    return 0;
  }
  const pool = format.legalityKey ? l10n.t('{0} (the {1} card pool)', formatName(format), legalityKeyName(format.legalityKey)) : formatName(format);
  if (r.noManaCost) {
    io.out(l10n.t('{0} has no mana cost: it cannot be cast as another card, and no card can be cast as it (a cost of {1} is still a cost).', String(r.card), '{0}'));
  } else {
    io.out(sameCostHeading(r, pool));
    const width = Math.min(40, Math.max(0, ...r.cards.map((c) => c.name.length)));
    for (const c of r.cards) io.out(`  ${c.name.padEnd(width)}  ${c.typeLine}${c.legality === 'unknown' && !r.legalityUnknown ? l10n.t('  (legality unknown)') : ''}`);
  }
  const banned = r.notLegal.filter((x) => x.legality === 'banned').map((x) => x.name);
  const outside = r.notLegal.filter((x) => x.legality === 'not_legal').map((x) => x.name);
  if (banned.length) io.out(l10n.t('Same cost but banned in {0}, so not declarable: {1}', formatName(format), banned.join(', ')));
  if (outside.length) io.out(l10n.t('Same cost but not in the card pool: {0}', outside.join(', ')));
  if (r.legalityUnknown) io.out(l10n.t('Legality unknown: {0}, so every card with the cost is listed; banned cards are not told apart.', r.legalityUnknown));
  io.err(cardDataLine(db));
  return 0;
}

/** "Snapcaster Mage {1}{U} can be cast as 3 other cards in Legacy (the legacy card pool):", or the cards of a cost. */
function sameCostHeading(r: SameCostResult, pool: string): string {
  const n = r.cards.length;
  if (r.card) {
    if (n === 0) return l10n.t('{0} {1} can be cast as no other card in {2}.', r.card, r.manaCost, pool);
    return n === 1 ? l10n.t('{0} {1} can be cast as 1 other card in {2}:', r.card, r.manaCost, pool) : l10n.t('{0} {1} can be cast as {2} other cards in {3}:', r.card, r.manaCost, n, pool);
  }
  if (n === 0) return l10n.t('0 cards with exactly {0} in {1}.', r.manaCost, pool);
  return n === 1 ? l10n.t('1 card with exactly {0} in {1}:', r.manaCost, pool) : l10n.t('{0} cards with exactly {1} in {2}:', n, r.manaCost, pool);
}

/** A name the card data does not know, with the closest names. */
function noCardNamed(name: string, db: CardDatabase, suggestions: Array<{ name: string }>): string {
  const hint = suggestions.length ? l10n.t(' Did you mean {0}?', suggestions.map((m) => `'${m.name}'`).join(', ')) : '';
  return l10n.t("No card named '{0}' in {1} ({2} cards).{3}", name, cardDataLabel(db.info), db.info.cards.toLocaleString('en-US'), hint);
}

/** The card data in use, on stderr after a listing. */
function cardDataLine(db: CardDatabase): string {
  return l10n.t('Card data: {0} ({1} cards)', cardDataLabel(db.info), db.info.cards.toLocaleString('en-US'));
}
