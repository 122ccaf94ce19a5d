// `decklist cards info|lookup|complete|update|build-index`
// Exit codes: 0 fine, 1 card not found, 2 usage or card data problem.
import path from 'node:path';
import type { CliIO } from './io';
import {
  CardDataError,
  COMBO_MESSAGES,
  ComboError,
  CompactCardDatabase,
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
  writeFileAtomic,
  type CardDatabase,
  type OpenCardDatabaseOptions,
} from '../core/cards/index';
import { createDecklistService, createFormatRegistry, type SameCostResult } from '../core/index';

const USAGE = `usage: decklist cards <subcommand> [options]

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
  update [--rulings] [--combos]
                               download the current Scryfall Oracle Cards (progress on stderr);
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
  --snapshot                   build-index: label it "${SNAPSHOT_LABEL}", no legalities

environment:
  DECKLIST_CARDS               card data file (like --cards)
  DECKLIST_CACHE_DIR           cache directory
  DECKLIST_LANG                languages of card names to accept (like --lang; comma-separated)
  DECKLIST_MAX_AGE_DAYS        refresh the cached download when older (default 7)
  DECKLIST_SCRYFALL_API, DECKLIST_MTGJSON_API, DECKLIST_SPELLBOOK_API
                               download from a mirror`;

interface Parsed {
  positional: string[];
  cards?: string;
  cacheDir?: string;
  langs: string[];
  json: boolean;
  snapshot: boolean;
  rulings: boolean;
  combos: boolean;
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
      if (v === undefined) throw new Error(`${a} needs a value`);
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
        if (!/^\d+$/.test(v)) return `--limit needs a whole number, got '${v}'`;
        p.limit = Number(v);
      }
      else if (a === '--json') p.json = true;
      else if (a === '--snapshot') p.snapshot = true;
      else if (a === '--rulings') p.rulings = true;
      else if (a === '--combos') p.combos = true;
      else if (a === '-h' || a === '--help') p.help = true;
      else if (a.startsWith('--')) return `unknown option '${a}'`;
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
    io.err(total ? `  ${formatBytes(done)} of ${formatBytes(total)} (${pct}%)` : `  ${formatBytes(done)}`);
  };
}

function aliasCount(db: CardDatabase): number {
  return db instanceof CompactCardDatabase ? db.languageAliasCount : 0;
}

export async function runCardsCommand(args: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.err(`decklist cards: ${parsed}\n${USAGE}`);
    return 2;
  }
  const [sub, ...rest] = parsed.positional;
  if (parsed.help || sub === undefined || sub === 'help') {
    (parsed.help || sub === 'help' ? io.out : io.err)(USAGE);
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
    languages: parsed.langs.length ? parsed.langs : undefined,
    onNotice: (m) => io.err(m),
  };
  try {
    switch (sub) {
      case 'info': {
        const { db, origin, indexPath, stale } = await openCardDatabase(open);
        const combos = loadCurrentCombos(cacheDir);
        if (parsed.json) {
          io.out(JSON.stringify({ ...db.info, origin, index: indexPath, stale: !!stale, combos: combos ? { date: combos.date, ...combos.counts } : null }, null, 2));
        } else {
          io.out(
            [
              `Source:  ${db.info.source} (${origin === 'file' ? '--cards' : origin === 'env' ? 'DECKLIST_CARDS' : origin === 'cache' ? 'cached download' : 'offline snapshot'})`,
              `Label:   ${db.info.label}`,
              `Date:    ${db.info.date}`,
              `Cards:   ${db.info.cards}`,
              `Legalities: ${db.info.hasLegalities ? 'yes' : 'no (legality checks report "unknown")'}`,
              aliasCount(db) ? `Other-language names: ${aliasCount(db)}` : undefined,
              db.info.path ? `File:    ${db.info.path}` : undefined,
              `Index:   ${indexPath}`,
              stale ? `Stale:   yes; run 'decklist cards update'` : undefined,
              `Combos:  ${combos ? COMBO_MESSAGES.infoLine(combos.date, combos.counts.variants) : COMBO_MESSAGES.infoNone}`,
            ]
              .filter((l) => l !== undefined)
              .join('\n'),
          );
        }
        return 0;
      }
      case 'lookup': {
        if (rest.length === 0) {
          io.err('decklist cards lookup: give a card name, e.g. decklist cards lookup "Sol Ring"');
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
            const hint = s.length ? ` Did you mean ${s.map((m) => `'${m.name}'`).join(', ')}?` : '';
            if (parsed.json) out.push({ query: name, found: false, suggestions: s });
            else io.err(`No card named '${name}' in ${db.info.label} (${db.info.cards} cards).${hint}`);
            continue;
          }
          if (parsed.json) out.push({ query: name, found: true, card, colorIdentityReasons: db.explainColorIdentity(card) });
          else io.out(describeCard(card, { reasons: db.explainColorIdentity(card), info: db.info }));
        }
        if (parsed.json) io.out(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
        return missing ? 1 : 0;
      }
      case 'complete': {
        const { db } = await openCardDatabase(open);
        const matches = db.complete(rest.join(' '), 20);
        if (parsed.json) io.out(JSON.stringify(matches, null, 2));
        else {
          io.out(matches.map((m) => `${m.score.toFixed(3)}  ${m.name}${m.alias ? `  (${m.alias})` : ''}`).join('\n') || '(no match)');
          // The data in use is always visible (stderr: stdout stays one name per line).
          io.err(`Card data: ${db.info.label} (${db.info.cards} cards)`);
        }
        return 0;
      }
      case 'same-cost':
        return await sameCost(rest, parsed, open, io);
      case 'search':
        return await search(rest, parsed, open, io);
      case 'update': {
        io.err(`Updating card data in ${cacheDir}`);
        const { db, rulings, combos } = await updateCardData({ ...open, onProgress: progressPrinter(io), rulings: parsed.rulings, ...(parsed.combos ? { combos: true } : {}) });
        io.out(`Updated: ${db.info.label}, ${db.info.cards} cards`);
        if (rulings) io.out(`Rulings of ${rulings.date}: ${rulings.counts.rulings} rulings on ${rulings.counts.cards} cards`);
        if (combos) io.out(COMBO_MESSAGES.updated(combos.date, combos.counts.variants, combos.counts.cards));
        return 0;
      }
      case 'build-index': {
        const [source, outArg] = rest;
        if (!source) {
          io.err('decklist cards build-index: give the source file, e.g. decklist cards build-index oracle-cards.json cards.dlidx');
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
        io.err(`Built ${out}: ${cards} cards, ${formatBytes(bytes.length)}, ${Date.now() - started} ms (${db.info.label})`);
        return 0;
      }
      default:
        io.err(`decklist cards: unknown subcommand '${sub}'\n${USAGE}`);
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
    io.err('decklist cards search: give a query, e.g. decklist cards search "t:goblin c:r mv<=2"');
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
    io.err(`${r.cards.length < r.total ? `${r.cards.length} of ${r.total}` : r.total} card${r.total === 1 ? '' : 's'} (${db.info.label})`);
  }
  return r.total ? 0 : 1;
}

/** `cards same-cost NAME | --cost COST [--format ID] [--json]`: exit 0, 1 card not found, 2 usage. */
async function sameCost(rest: string[], parsed: Parsed, open: OpenCardDatabaseOptions, io: CliIO): Promise<number> {
  const name = rest.join(' ').trim();
  if (Boolean(name) === (parsed.cost !== undefined)) {
    io.err('decklist cards same-cost: give a card name or --cost, e.g. decklist cards same-cost "Snapcaster Mage" or --cost "{1}{U}"');
    return 2;
  }
  const formats = createFormatRegistry();
  const format = formats.get(parsed.format ?? 'mental-legacy');
  if (!format) {
    io.err(`decklist cards same-cost: unknown format '${parsed.format}' (known: ${formats.ids().join(', ')})`);
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
      const s = db.suggest(name);
      io.err(`No card named '${name}' in ${db.info.label} (${db.info.cards} cards).${s.length ? ` Did you mean ${s.map((m) => `'${m.name}'`).join(', ')}?` : ''}`);
      return 1;
    }
    r = service.sameCostIn(card, format);
  }
  if (parsed.json) {
    io.out(JSON.stringify({ card: r.card ?? null, manaCost: r.manaCost, format: r.format, cards: r.cards, notLegal: r.notLegal, ...(r.legalityUnknown ? { legalityUnknown: r.legalityUnknown } : {}) }, null, 2));
    return 0;
  }
  const pool = format.legalityKey ? `${format.name} (the ${format.legalityKey} card pool)` : format.name;
  if (r.noManaCost) {
    io.out(`${r.card} has no mana cost: it cannot be cast as another card, and no card can be cast as it (a cost of {0} is still a cost).`);
  } else {
    const n = r.cards.length;
    io.out(
      r.card
        ? `${r.card} ${r.manaCost} can be cast as ${n} other card${n === 1 ? '' : 's'} in ${pool}${n ? ':' : '.'}`
        : `${n} card${n === 1 ? '' : 's'} with exactly ${r.manaCost} in ${pool}${n ? ':' : '.'}`,
    );
    const width = Math.min(40, Math.max(0, ...r.cards.map((c) => c.name.length)));
    for (const c of r.cards) io.out(`  ${c.name.padEnd(width)}  ${c.typeLine}${c.legality === 'unknown' && !r.legalityUnknown ? '  (legality unknown)' : ''}`);
  }
  const banned = r.notLegal.filter((x) => x.legality === 'banned').map((x) => x.name);
  const outside = r.notLegal.filter((x) => x.legality === 'not_legal').map((x) => x.name);
  if (banned.length) io.out(`Same cost but banned in ${format.name}, so not declarable: ${banned.join(', ')}`);
  if (outside.length) io.out(`Same cost but not in the card pool: ${outside.join(', ')}`);
  if (r.legalityUnknown) io.out(`Legality unknown: ${r.legalityUnknown}, so every card with the cost is listed; banned cards are not told apart.`);
  io.err(`Card data: ${db.info.label} (${db.info.cards} cards)`);
  return 0;
}
