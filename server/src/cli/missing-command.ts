// `decklist missing`: the cards of a deck that a collection lacks, their price, and the buy list a shop takes.
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import type { CliIO } from './io';
import { inCliLocale } from './locale';
import { cannotReadFile, severityWord } from './messages';
import { defaultOpenCards, type OpenCards } from './check-command';
import { COMMON, money, openService, parseArgs, readDeck } from './analysis-commands';
import { decodeBytes } from '../core/index';
import { BUY_LIST_TARGETS, buyList, missingCards, readCollection, type BuyListTarget, type Collection } from '../core/collection';

function missingUsage(): string {
  return l10n.t(
    `usage: decklist missing --collection FILE [--collection FILE]... [--buy SHOP] [--format ID] [--cards PATH] [--lang LANGUAGE] [--json] DECK

The cards of DECK (command zone, deck and sideboard; not the Maybeboard) that the collection
lacks, and what they cost in the card data (Scryfall's cheapest printing, of the data's date).
A line naming a printing (set, collector number, *F*) needs that printing; other lines take any.

A collection file is a CSV export of ManaBox, Moxfield, Deckbox, Archidekt, Dragon Shield or
TCGplayer (known by its header row), any other CSV with a name column (Delver Lens, Cardmarket:
their columns are read by name), or a decklist file. Several files add up.

options:
  --collection FILE  a collection file (repeat for several)
  --buy SHOP         print only the list to buy, as SHOP takes it: {0}
  --json             print {"deck","collections":[{"path","source","rows","problems"}],"cards":[{"name","set","number","finish","needed","owned","missing","prices"}],"missingCopies","price","unpriced","unknown"}
  -h, --help

exit status: 0 nothing is missing, 1 cards are missing, 2 usage error, unreadable file or card data problem.`,
    BUY_LIST_TARGETS.join(', '),
  );
}

export function runMissingCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, (argv) => missing(argv, io, openCards));
}

/** Takes the repeatable `--collection` and `--buy` out of argv; the rest is the analysis commands' options. */
function takeOptions(argv: string[]): { collections: string[]; buy?: string; rest: string[] } | string {
  const collections: string[] = [];
  let buy: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const s = argv[i];
    const name = s.split('=')[0];
    if (name !== '--collection' && name !== '--buy') {
      rest.push(s);
      continue;
    }
    const eq = s.indexOf('=');
    const v = eq > 0 ? s.slice(eq + 1) : argv[++i];
    if (v === undefined || v === '' || (eq < 0 && v.startsWith('--'))) return l10n.t('option {0} needs a value', name);
    if (name === '--collection') collections.push(v);
    else buy = v;
  }
  return { collections, buy, rest };
}

async function missing(argv: string[], io: CliIO, openCards: OpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(missingUsage());
    return 0;
  }
  const taken = takeOptions(argv);
  const args = typeof taken === 'string' ? taken : parseArgs(taken.rest, COMMON);
  const usageError = (message: string) => {
    io.err(`decklist missing: ${message}\n${missingUsage()}`);
    return 2;
  };
  if (typeof taken === 'string') return usageError(taken);
  if (typeof args === 'string') return usageError(args);
  if (args.textconv) return usageError(l10n.t("unknown option '{0}'", '--textconv'));
  if (args.files.length !== 1) return usageError(l10n.t('give one deck file'));
  if (!taken.collections.length) return usageError(l10n.t('give the collection with --collection FILE'));
  if (taken.buy !== undefined && !BUY_LIST_TARGETS.includes(taken.buy as BuyListTarget))
    return usageError(l10n.t("unknown shop '{0}' for --buy: use one of {1}", taken.buy, BUY_LIST_TARGETS.join(', ')));
  const service = await openService('missing', args, io, openCards);
  if (typeof service === 'string') {
    io.err(service);
    return 2;
  }
  const deckFile = args.files[0];
  let deckText: string;
  try {
    deckText = await readDeck(io, deckFile);
  } catch (e) {
    io.err(`${deckFile}: ${severityWord('error')}: ${cannotReadFile(e)}`);
    return 2;
  }
  const collections: Array<{ path: string; collection: Collection }> = [];
  for (const file of taken.collections) {
    try {
      const text = decodeBytes(await io.readFile(path.resolve(io.cwd, file)));
      collections.push({ path: file, collection: readCollection(text, file, service.cards) });
    } catch (e) {
      io.err(`${file}: ${severityWord('error')}: ${cannotReadFile(e)}`);
      return 2;
    }
  }
  const owned = mergeCollections(collections.map((c) => c.collection));
  const [check] = service.checkFiles([{ path: deckFile, text: deckText }], { format: args.format });
  const report = missingCards(check.context.entries, owned);
  const date = service.cards.info.date;
  const price = (['usd', 'eur', 'tix'] as const).map((c) => (report.cents[c] === null ? null : money(report.cents[c]! / 100, c))).filter((p): p is string => p !== null);
  if (taken.buy !== undefined) {
    io.out(buyList(report, taken.buy as BuyListTarget).replace(/\n$/, ''));
  } else if (args.json) {
    io.out(
      JSON.stringify(
        {
          deck: deckFile,
          collections: collections.map((c) => ({ path: c.path, source: c.collection.source, rows: c.collection.rows, problems: c.collection.problems })),
          cards: report.cards.map((m) => ({ name: m.name, set: m.set ?? null, number: m.number ?? null, finish: m.finish ?? null, needed: m.needed, owned: m.owned, missing: m.missing, prices: m.prices ?? null })),
          missingCopies: report.missingCopies,
          price: { usd: centsOrNull(report.cents.usd), eur: centsOrNull(report.cents.eur), tix: centsOrNull(report.cents.tix), date },
          unpriced: report.unpriced,
          unknown: report.unknown,
        },
        null,
        2,
      ),
    );
  } else {
    for (const c of collections) {
      io.out(l10n.t('{0}: read as {1}, {2} rows of cards', c.path, c.collection.source, c.collection.rows));
      for (const p of c.collection.problems) io.out(`  ${severityWord('warning')}: ${p.message}`);
    }
    io.out(
      report.missingCopies === 0
        ? l10n.t('{0}: the collection holds all {1} cards of the deck.', deckFile, report.neededCopies)
        : l10n.t('{0}: {1} of {2} cards missing{3}', deckFile, report.missingCopies, report.neededCopies, price.length ? ` (${price.join(', ')}; ${l10n.t("prices of {0}, the card data's date", date)})` : ''),
    );
    for (const m of report.cards) {
      if (m.missing <= 0) continue;
      const printing = `${m.set ? ` (${m.set.toUpperCase()})${m.number ? ` ${m.number}` : ''}` : ''}${m.finish === 'foil' ? ' *F*' : m.finish === 'etched' ? ' *E*' : ''}`;
      const own = m.owned ? `  ${l10n.t('(own {0} of {1})', m.owned, m.needed)}` : '';
      io.out(`  ${m.missing} ${m.name}${printing}${own}`);
    }
    if (report.unpriced.length) io.out(`  ${l10n.t('Without a price: {0}.', report.unpriced.join(', '))}`);
    if (report.unknown.length) io.out(`  ${l10n.t('Not counted (unknown to the card data): {0}.', report.unknown.join(', '))}`);
  }
  return report.missingCopies > 0 ? 1 : 0;
}

const centsOrNull = (c: number | null) => (c === null ? null : c / 100);

function mergeCollections(all: Collection[]): Collection {
  if (all.length === 1) return all[0];
  const merged: Collection = { source: all.map((c) => c.source).join(' + '), cards: new Map(), rows: 0, problems: [] };
  for (const c of all) {
    merged.rows += c.rows;
    for (const [name, owned] of c.cards) {
      const into = merged.cards.get(name) ?? { name, total: 0, printings: new Map<string, number>() };
      into.total += owned.total;
      for (const [p, n] of owned.printings) into.printings.set(p, (into.printings.get(p) ?? 0) + n);
      merged.cards.set(name, into);
    }
  }
  return merged;
}
