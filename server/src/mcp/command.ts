// `decklist mcp [--cards PATH] [--lang LANGUAGE] [--config PATH] [--format ID] [--locale ja|en]`:
// the MCP server over stdio (stdout carries the protocol; notices go to stderr). The same card
// data, cache and settings as the CLI: --cards or $DECKLIST_CARDS, else the downloaded Scryfall
// data, else the offline snapshot; Commander Spellbook's combos and rulings when downloaded. It
// downloads nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as l10n from '@vscode/l10n';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CachedRulings, COMBO_MESSAGES, defaultCacheDir, openCardDatabase, openCombos, type CardDatabase, type ComboStore } from '../core/cards/index';
import { decodeBytes } from '../core/index';
import { createMcpServer } from './server';

export interface McpIO {
  err(text: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
}

/** `decklist mcp --help`, in the language in force. */
export function mcpUsage(): string {
  return l10n.t(`usage: decklist mcp [--cards PATH] [--lang LANGUAGE] [--config PATH] [--format ID] [--locale ja|en]

Runs the Model Context Protocol server over stdio, for AI agents (Claude Desktop, Claude Code,
VS Code, Cursor, any MCP client): tools to check a deck, apply its safe fixes, look up and search
cards, same mana cost, statistics, combos, diff, convert and list formats; the formats and the
card data as resources; prompts to check a deck and to build within a bracket. It reads deck files
only under the folders the client grants (MCP roots), else the working directory, writes no file
and downloads nothing.

options:
  --cards PATH    card data file (default: $DECKLIST_CARDS, the downloaded Scryfall data, else
                  the offline snapshot), as decklist check
  --lang LANGUAGE also accept card names in this language (e.g. Japanese)
  --config PATH   decklist.config.json for every deck (default: the nearest one to a deck file)
  --format ID     the format of a deck that names none
  --locale ja|en  the language of the messages
  -h, --help`);
}

interface Args {
  cards?: string;
  languages?: string[];
  config?: string;
  format?: string;
  help: boolean;
}

function parseArgs(argv: string[]): Args | string {
  const a: Args = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const s = argv[i];
    const value = (): string | undefined => {
      const eq = s.indexOf('=');
      if (eq > 0) return s.slice(eq + 1);
      const v = argv[++i];
      return v === undefined || v.startsWith('--') ? undefined : v;
    };
    const name = s.split('=')[0];
    if (s === '-h' || s === '--help') a.help = true;
    else if (name === '--cards' || name === '--config' || name === '--format' || name === '--lang') {
      const v = value();
      if (!v) return l10n.t('option {0} needs a value', name);
      if (name === '--lang') (a.languages ??= []).push(...v.split(','));
      else a[name.slice(2) as 'cards' | 'config' | 'format'] = v;
    } else return l10n.t("unknown option '{0}'", s);
  }
  return a;
}

/**
 * Runs the server until the client closes stdin. `languages`: the card-name languages the CLI's
 * locale choice gives when --lang is absent (Japanese names under a Japanese locale).
 */
export async function runMcpServer(argv: string[], io: McpIO, version: string, localeLanguages: { languages?: string[]; quietWhenNamesMissing?: boolean }): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.err(`decklist mcp: ${args}\n${mcpUsage()}`);
    return 2;
  }
  if (args.help) {
    io.err(mcpUsage()); // stdout is the protocol's, even for help
    return 0;
  }
  let config: { path: string; text: string } | undefined;
  if (args.config) {
    const file = path.resolve(io.cwd, args.config);
    try {
      config = { path: file, text: decodeBytes(await readFile(file)) };
    } catch {
      io.err(`decklist mcp: ${l10n.t('cannot read the config file {0}', args.config)}`);
      return 2;
    }
  }
  const notice = (m: string) => io.err(`decklist mcp: ${m}`);
  const cacheDir = defaultCacheDir(io.env);
  let cards: Promise<CardDatabase> | undefined;
  let combos: Promise<ComboStore | undefined> | undefined;
  const server = createMcpServer({
    cards: () =>
      (cards ??= openCardDatabase({
        cardsPath: args.cards ? path.resolve(io.cwd, args.cards) : undefined,
        ...(args.languages?.length ? { languages: args.languages } : localeLanguages),
        env: io.env,
        allowDownload: false,
        onNotice: notice,
      }).then((o) => o.db)),
    combos: () =>
      (combos ??= openCombos(cacheDir, notice).catch((e: unknown) => {
        notice(COMBO_MESSAGES.builtInInstead(e instanceof Error ? e.message : String(e)));
        return undefined;
      })),
    rulings: new CachedRulings(cacheDir, notice),
    config,
    format: args.format,
    cwd: io.cwd,
    version,
    onProblem: notice,
  });
  const transport = new StdioServerTransport(io.stdin as never, io.stdout as never);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    io.stdin.once('end', () => resolve());
    io.stdin.once('close', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
  return 0;
}
