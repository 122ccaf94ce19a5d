// `decklist` command line: the same pure core as the language server.
import { runParseCommand } from './cli/parse-command';
import { runCheckCommand } from './cli/check-command';
import { runCardsCommand } from './cli/cards-command';
import { runDiffCommand, runHandCommand, runStatsCommand } from './cli/analysis-commands';
import { CliIO, nodeIO } from './cli/io';

const USAGE = `usage: decklist <command> [options] FILE...

commands:
  parse [--json] FILE...                          print the syntax tree of each decklist
  check [--format ID] [--cards PATH] [--json] FILE...
                                                  check decks against a format's rules
  cards info|update|lookup|search|build-index ... inspect, search, download or compile card data
  stats [--json] FILE...                          colored sources (Karsten), land count, draw odds, price
  hand [--seed N] [--mulligans M] [--json] FILE   a sample opening hand (London mulligan)
  diff [--json] OLD NEW | diff --textconv FILE    card-level diff of two decks; a git textconv

Run 'decklist <command> --help' for a command's options.`;

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
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
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      io.err(`decklist: unknown command '${command}'\n${USAGE}`);
      return 2;
  }
}

if (require.main === module) {
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
