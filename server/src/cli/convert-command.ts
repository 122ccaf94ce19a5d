// `decklist convert`: a deck in another export format, as the editor's Convert Deck To… writes it,
// on standard output; what the target cannot hold is said on standard error.
import * as l10n from '@vscode/l10n';
import type { CliIO } from './io';
import { inCliLocale } from './locale';
import { cannotReadFile, severityWord } from './messages';
import { defaultOpenCards, type OpenCards } from './check-command';
import { COMMON, commonOptions, openService, parseArgs, readDeck } from './analysis-commands';
import type { ConvertTarget } from '../core/index';

const TARGETS: readonly ConvertTarget[] = ['text', 'arena', 'mtgo'];

/** `decklist convert --help`, in the language in force. */
function convertUsage(): string {
  return l10n.t(
    `usage: decklist convert --to text|arena|mtgo [--format ID] [--cards PATH] FILE

Writes the deck in another export format on standard output, with the card names the target
client knows: text (this extension's own list: every section, printings (SET) 123, finishes
*F* *E* and #tags), arena (MTG Arena's import text: printings, Commander, Companion, Deck and
Sideboard) or mtgo (the .dek file Magic Online imports). What the target cannot hold is named
on standard error.

options:
  --to TARGET     text, arena or mtgo
{0}
  -h, --help

exit status: 0 done, 2 usage error, unreadable file or card data problem.`,
    commonOptions(),
  );
}

export function runConvertCommand(argv: string[], io: CliIO, openCards: OpenCards = defaultOpenCards): Promise<number> {
  return inCliLocale(argv, io, (argv) => convert(argv, io, openCards));
}

async function convert(argv: string[], io: CliIO, openCards: OpenCards): Promise<number> {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.out(convertUsage());
    return 0;
  }
  const args = parseArgs(argv, [...COMMON, '--to']);
  const to = typeof args === 'string' ? undefined : args.to;
  const problem =
    typeof args === 'string'
      ? args
      : args.textconv || args.json
        ? l10n.t("unknown option '{0}'", args.textconv ? '--textconv' : '--json')
        : to === undefined
          ? l10n.t('option {0} needs a value', '--to')
          : !TARGETS.includes(to as ConvertTarget)
            ? l10n.t("unknown target '{0}' (text, arena or mtgo)", to)
            : args.files.length !== 1
              ? l10n.t('give one deck file')
              : undefined;
  if (problem !== undefined || typeof args === 'string') {
    io.err(`decklist convert: ${problem}\n${convertUsage()}`);
    return 2;
  }
  const file = args.files[0];
  let text: string;
  try {
    text = await readDeck(io, file);
  } catch (e) {
    io.err(`${file}: ${severityWord('error')}: ${cannotReadFile(e)}`);
    return 2;
  }
  const service = await openService('convert', args, io, openCards);
  if (typeof service === 'string') {
    io.err(service);
    return 2;
  }
  const [check] = service.checkFiles([{ path: file, text }], { format: args.format });
  const result = service.convert(check, to as ConvertTarget);
  io.out(result.content.replace(/\n$/, ''));
  if (result.unknown.length) io.err(`${file}: ${l10n.t('note: {0}', l10n.t('the card data does not know {0}; written as the deck wrote them.', result.unknown.map((n) => `"${n}"`).join(', ')))}`);
  if (result.droppedMessage) io.err(`${file}: ${l10n.t('note: {0}', result.droppedMessage)}`);
  return 0;
}
