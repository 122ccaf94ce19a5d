// `decklist` command line: the same pure core as the language server.
import { runParseCommand } from './cli/parse-command';
import { runCheckCommand } from './cli/check-command';
import { runCardsCommand } from './cli/cards-command';
import { runDiffCommand, runHandCommand, runStatsCommand } from './cli/analysis-commands';
import { runMissingCommand } from './cli/missing-command';
import * as l10n from '@vscode/l10n';
import { CliIO, nodeIO } from './cli/io';
import { inCliLocale, takeLocaleOption } from './cli/locale';

/** `decklist --help`, in the language in force. */
function usage(): string {
  return l10n.t(`usage: decklist <command> [options] FILE...

commands:
  parse [--json] FILE...                          print the syntax tree of each decklist
  check [--format ID] [--cards PATH] [--json] FILE...
                                                  check decks against a format's rules
  cards info|update|lookup|search|build-index ... inspect, search, download or compile card data
  stats [--json] FILE...                          colored sources (Karsten), land count, draw odds, price
  hand [--seed N] [--mulligans M] [--json] FILE   a sample opening hand (London mulligan)
  diff [--json] OLD NEW | diff --textconv FILE    card-level diff of two decks; a git textconv
  missing --collection FILE [--buy SHOP] DECK     the deck's cards a collection lacks, their price, a buy list

Every command takes --locale ja|en (default: $DECKLIST_LOCALE, else $LC_ALL, $LC_MESSAGES
or $LANG: ja_JP.UTF-8 → Japanese, else English).
Run 'decklist <command> --help' for a command's options.`);
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  // --locale may come before the command too (decklist --locale ja check deck.txt): the command gets it first.
  const taken = takeLocaleOption(argv);
  const [command, ...others] = taken.argv;
  const rest = taken.flag === undefined ? others : [`--locale=${taken.flag}`, ...others];
  switch (command) {
    case 'parse':
      return runParseCommand(rest, io);
    case 'check':
      return runCheckCommand(rest, io);
    case 'cards':
      return runCardsCommand(rest, io);
    case 'stats':
      return runStatsCommand(rest, io);
    case 'hand':
      return runHandCommand(rest, io);
    case 'diff':
      return runDiffCommand(rest, io);
    case 'missing':
      return runMissingCommand(rest, io);
    default:
      // The command line's own words: no command, help, or a command that does not exist.
      return inCliLocale(command === undefined ? rest : [command, ...rest], io, async ([first]) => {
        if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
          io.out(usage());
          return first === undefined ? 2 : 0;
        }
        io.err(`decklist: ${l10n.t("unknown command '{0}'", first)}\n${usage()}`);
        return 2;
      });
  }
}

if (require.main === module) {
  // A reader that stops early (`decklist check deck.txt | head`) closes the pipe: the rest of the
  // output has nowhere to go. End quietly, as a program stopped by SIGPIPE does (128 + 13).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(141);
      throw e;
    });
  }
  main(process.argv.slice(2), nodeIO()).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`decklist: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
