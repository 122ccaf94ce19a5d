// The MCP door: the engine's tools, resources and prompts for AI agents, on the official
// TypeScript SDK. A thin door over createDecklistService, like the CLI and the language server:
// every answer is core/agent-tools.ts's, every message the catalog's.
//
// Sources read on 2026-11-29 for the SDK's API (version 1.32.x, zod ^3.25 || ^4 as its peer):
// github.com/modelcontextprotocol/typescript-sdk, branch v1.x (commit 2d889f2b, 2026-07-27):
// docs/server.md (McpServer, registerTool with inputSchema/outputSchema and structuredContent,
// registerResource, ResourceTemplate, registerPrompt, StdioServerTransport), docs/client.md (roots:
// the client declares `roots` and answers roots/list; `notifications/roots/list_changed`),
// src/server/mcp.ts (an input that fails its schema, or a handler that throws, becomes a tool result
// with isError: true; structuredContent is checked against the outputSchema).
import * as l10n from '@vscode/l10n';
import path from 'node:path';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { RootsListChangedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import type { CardDatabase, ComboStore } from '../core/cards/index';
import { agentTools, configCandidates, createDecklistService, decodeBytes, describeFormat, formatName, parseConfig, rulesLabel, type DecklistConfig, type DecklistService, type FileCheck } from '../core/index';
import { MAX_DECK_BYTES, readAllowedFile, rootPath, ToolInputError, type RootSource } from './roots';

export interface McpOptions {
  /** The card data, opened once on first use (as the CLI opens it: --cards, --lang, the cache, the snapshot). */
  cards: () => Promise<CardDatabase>;
  combos: () => Promise<ComboStore | undefined>;
  rulings?: { available: boolean; rulingsFor(oracleId: string): Array<{ date: string; source: string; text: string }> };
  /** --config: a decklist.config.json for every deck (read as given, not limited to the roots). */
  config?: { path: string; text: string };
  /** --format: the format of a deck that names none. */
  format?: string;
  cwd: string;
  version: string;
  onProblem: (message: string) => void;
}

const deckFields = {
  text: z.string().max(MAX_DECK_BYTES).optional().describe('The decklist itself (any dialect: MTGO, Arena, Moxfield, a .dek, Japanese lists). Give text or path.'),
  path: z.string().max(4096).optional().describe('A deck file inside the folders the client granted (MCP roots), else the working directory. Give text or path.'),
  format: z.string().max(100).optional().describe('Format id (commander, modern, duel, "2hg legacy", …) when the deck has no "format:" line; list_formats names them.'),
  config: z.string().max(4096).optional().describe('A decklist.config.json (house rules) inside the granted folders; default: the nearest one to the deck file.'),
};
const deckObject = z.object(deckFields);
type DeckInput = z.infer<typeof deckObject>;

const range = z.object({ start: z.object({ line: z.number(), character: z.number() }), end: z.object({ line: z.number(), character: z.number() }) });
const cardDataShape = z.object({ source: z.string(), label: z.string(), date: z.string(), cards: z.number(), hasLegalities: z.boolean(), combos: z.object({ source: z.string(), date: z.string(), variants: z.number() }).nullable() });
const deckShape = {
  path: z.string().optional(),
  format: z.string(),
  formatName: z.string(),
  formatSource: z.string(),
  commanders: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  bracket: z.object({ floor: z.number(), reasons: z.array(z.unknown()), findings: z.array(z.unknown()) }).optional(),
  combos: z.array(z.unknown()).optional(),
  nearMisses: z.array(z.unknown()).optional(),
  nearMissTotal: z.number().optional(),
  combosSource: z.unknown().optional(),
  diagnostics: z.array(
    z.object({ code: z.string(), severity: z.enum(['error', 'warning', 'information', 'hint']), message: z.string(), card: z.string().nullable(), range, related: z.array(z.unknown()), data: z.unknown().optional() }),
  ),
};
const edit = z.object({ range, newText: z.string() });

export const TOOL_NAMES = ['check_deck', 'fix_deck', 'lookup_card', 'search_cards', 'same_cost', 'deck_statistics', 'deck_combos', 'diff_decks', 'convert_deck', 'list_formats'] as const;

export function createMcpServer(options: McpOptions): McpServer {
  const server = new McpServer({ name: 'decklist', title: 'Decklist', version: options.version }, { capabilities: { logging: {} } });

  // The client's roots, asked once and again after it says they changed.
  let roots: Promise<string[] | undefined> | undefined;
  server.server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {
    roots = undefined;
  });
  const rootSource: RootSource = {
    cwd: options.cwd,
    clientRoots: () =>
      (roots ??= (async () => {
        if (!server.server.getClientCapabilities()?.roots) return undefined;
        try {
          const r = await server.server.listRoots(undefined, { timeout: 10_000 });
          return r.roots.map((x) => rootPath(x.uri)).filter((p): p is string => p !== undefined);
        } catch (e) {
          options.onProblem(`roots/list failed: ${e instanceof Error ? e.message : String(e)}`);
          return undefined;
        }
      })()),
  };

  const configs = new Map<string, DecklistConfig | undefined>();
  const services = new Map<string, DecklistService>();
  const serviceFor = async (config: DecklistConfig | undefined, key: string): Promise<DecklistService> => {
    let s = services.get(key);
    if (!s) {
      const combos = await options.combos();
      s = createDecklistService({ cards: await options.cards(), config, defaultFormat: options.format, door: 'cli', ...(combos ? { combos } : {}) });
      services.set(key, s);
    }
    return s;
  };
  const readConfig = (text: string, file: string): DecklistConfig => {
    const r = parseConfig(text, file);
    if (r.errors.length) throw new ToolInputError(l10n.t('{0} has errors: {1}', file, r.errors.map((e) => `${e.line + 1}:${e.character + 1} ${e.message}`).join('; ')));
    return r.config;
  };

  /** The nearest decklist.config.json of a deck file, up to the root it lies in (a config with errors is an error). */
  const nearestConfig = async (file: string, root: string): Promise<[string, DecklistConfig] | undefined> => {
    for (const candidate of configCandidates(file, root)) {
      if (!configs.has(candidate)) {
        let text: string | undefined;
        try {
          text = decodeBytes((await readAllowedFile(rootSource, candidate)).bytes);
        } catch {
          text = undefined;
        }
        configs.set(candidate, text === undefined ? undefined : readConfig(text, candidate));
      }
      const found = configs.get(candidate);
      if (found) return [candidate, found];
    }
    return undefined;
  };

  /** The deck of a tool call: its text, the name it is checked under, and the service of its config. */
  const deckOf = async (d: DeckInput): Promise<{ text: string; fileName?: string; service: DecklistService }> => {
    if ((d.text === undefined) === (d.path === undefined)) throw new ToolInputError(l10n.t('Give the deck as "text" or as "path", one of the two.'));
    let text = d.text ?? '';
    let fileName: string | undefined;
    let configKey = '';
    let config: DecklistConfig | undefined;
    if (d.path !== undefined) {
      const file = await readAllowedFile(rootSource, d.path);
      text = decodeBytes(file.bytes);
      fileName = d.path;
      if (d.config === undefined && !options.config) {
        const nearest = await nearestConfig(file.path, file.root);
        if (nearest) [configKey, config] = nearest;
      }
    }
    if (d.config !== undefined) {
      const file = await readAllowedFile(rootSource, d.config);
      configKey = file.path;
      config = readConfig(decodeBytes(file.bytes), file.path);
    } else if (options.config) {
      configKey = options.config.path;
      config = readConfig(options.config.text, options.config.path);
    }
    const service = await serviceFor(config, configKey);
    if (d.format !== undefined && !service.formats.get(d.format)) {
      const why = service.formats.unavailable?.(d.format);
      throw new ToolInputError(why ?? l10n.t("Unknown format '{0}'. Known: {1}.", d.format, service.formats.ids().join(', ')));
    }
    return { text, fileName, service };
  };
  const checked = async (d: DeckInput): Promise<{ check: FileCheck; text: string; service: DecklistService }> => {
    const { text, fileName, service } = await deckOf(d);
    return { check: service.check(text, { fileName, format: d.format }), text, service };
  };

  const answer = (out: Record<string, unknown>): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(out, null, 2) }], structuredContent: out });
  const failure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });
  /** Every failure is a tool error with a message; nothing a call sends can stop the server. */
  const guarded =
    <A>(run: (args: A) => Promise<Record<string, unknown>>) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        const out = await run(args);
        return typeof out.error === 'string' && Object.keys(out).length === 1 ? failure(out.error) : answer(out);
      } catch (e) {
        if (e instanceof ToolInputError) return failure(e.message);
        options.onProblem(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        return failure(l10n.t('The decklist engine failed on this input ({0}); other calls still work.', e instanceof Error ? e.message : String(e)));
      }
    };
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'check_deck',
    {
      title: 'Check a deck',
      description:
        "Checks a Magic: The Gathering decklist against its format's deck-building rules (Commander, Brawl, Legacy, Duel Commander, Two-Headed Giant, house rules…). Returns the format and where it came from, the counts, the commanders, the Commander Brackets floor, combos, and every problem with its line, code, severity, message and data for fixes. Positions are 0-based.",
      inputSchema: deckFields,
      outputSchema: { cardData: cardDataShape, ...deckShape },
      annotations: readOnly,
    },
    guarded(async (a) => {
      const { check, service } = await checked(a);
      return agentTools.checkAnswer(service, check, await options.combos());
    }),
  );

  server.registerTool(
    'fix_deck',
    {
      title: 'Apply the safe fixes',
      description:
        'Applies the fixes that leave no choice and remove nothing (canonical spellings, a near-certain misspelling, the commander line for an inferred commander, a misspelt format id) and returns the new text, the edits on the old text and a summary. Never removes a card or lowers a count. Writes no file: the caller decides what to do with the text.',
      inputSchema: deckFields,
      outputSchema: { changed: z.boolean(), text: z.string(), edits: z.array(edit), summary: z.string() },
      annotations: readOnly,
    },
    guarded(async (a) => {
      const { check, text, service } = await checked(a);
      return agentTools.fixAnswer(service, check, text);
    }),
  );

  server.registerTool(
    'lookup_card',
    {
      title: 'Look up a card',
      description:
        "A card's Oracle data by name (English, or Japanese when the Japanese name table is downloaded): mana cost, type, rules text, faces, color identity with the reason for each color, legalities per format, the Japanese name and text, and rulings when downloaded. Read this instead of recalling card text from memory. An unknown name returns found: false with suggestions.",
      inputSchema: { name: z.string().min(1).max(300).describe('The card name, e.g. "Sol Ring" or "ソル・リング".') },
      outputSchema: { query: z.string(), found: z.boolean(), card: z.record(z.string(), z.unknown()).optional(), colorIdentityReasons: z.array(z.unknown()).optional(), japanese: z.unknown().optional(), rulings: z.array(z.unknown()).nullable().optional(), suggestions: z.array(z.string()).optional() },
      annotations: readOnly,
    },
    guarded(async ({ name }) => agentTools.cardAnswer(await options.cards(), name, options.rulings)),
  );

  server.registerTool(
    'search_cards',
    {
      title: 'Search cards',
      description:
        'Searches the card data in Scryfall syntax (t:creature id<=golgari mv<=2 o:"draw a card" f:commander …), offline. With a deck, results stay within its format and its commander\'s color identity unless the query names its own identity.',
      inputSchema: {
        query: z.string().min(1).max(1000),
        limit: z.number().int().min(1).max(agentTools.AGENT_SEARCH_MAX).optional().describe('At most this many cards (default 50).'),
        deck: deckObject.optional().describe('A deck whose format and color identity bound the search.'),
      },
      outputSchema: { query: z.string(), total: z.number(), cards: z.array(z.object({ name: z.string(), manaCost: z.string(), typeLine: z.string() })), error: z.string().nullable(), limitedToIdentity: z.string().nullable(), format: z.string().nullable() },
      annotations: readOnly,
    },
    guarded(async ({ query, limit, deck }) => {
      if (deck) {
        const { check, service } = await checked(deck);
        return agentTools.searchAnswer(service, query, limit ?? 50, check);
      }
      return agentTools.searchAnswer(await serviceFor(undefined, ''), query, limit ?? 50);
    }),
  );

  server.registerTool(
    'same_cost',
    {
      title: 'Cards with the same mana cost',
      description:
        'Mental Legacy: the cards a card can be cast as (same mana cost, legal in the format), or the cards with a given cost ({1}{U}, 1U). Format default: mental-legacy.',
      inputSchema: { card: z.string().min(1).max(300).optional(), cost: z.string().min(1).max(200).optional(), format: z.string().max(100).optional() },
      outputSchema: { card: z.string().nullable(), manaCost: z.string(), format: z.string(), formatName: z.string(), castAs: z.boolean(), cards: z.array(z.unknown()), notLegal: z.array(z.object({ name: z.string(), legality: z.string() })), noManaCost: z.boolean(), legalityUnknown: z.string().nullable() },
      annotations: readOnly,
    },
    guarded(async ({ card, cost, format }) => {
      if ((card === undefined) === (cost === undefined)) throw new ToolInputError(l10n.t('Give "card" or "cost", one of the two.'));
      return agentTools.sameCostAnswer(await serviceFor(undefined, ''), { card, cost, format });
    }),
  );

  server.registerTool(
    'deck_statistics',
    {
      title: 'Deck statistics and analysis',
      description:
        "A deck's mana curve, color pips, card types, colored sources against Frank Karsten's tables, land count advice, opening-hand and land-drop odds, price, and a sample opening hand (London mulligan) from a seed, so the same seed gives the same hand.",
      inputSchema: {
        ...deckFields,
        seed: z.number().int().min(0).max(agentTools.AGENT_HAND_LIMITS.seed).optional().describe('Seed of the sample hand (default 1).'),
        mulligans: z.number().int().min(0).max(agentTools.AGENT_HAND_LIMITS.mulligans).optional(),
        draws: z.number().int().min(0).max(agentTools.AGENT_HAND_LIMITS.draws).optional().describe('Cards drawn after the opening hand.'),
      },
      outputSchema: { format: z.string(), curve: z.array(z.object({ manaValue: z.number(), count: z.number() })), colorPips: z.record(z.string(), z.number()), types: z.array(z.unknown()), sections: z.array(z.unknown()), lands: z.number(), nonlands: z.number(), analysis: z.record(z.string(), z.unknown()), sampleHand: z.object({ seed: z.number(), mulligans: z.number(), hand: z.array(z.string()), bottom: z.array(z.string()), drawn: z.array(z.string()), library: z.number(), notes: z.array(z.string()) }) },
      annotations: readOnly,
    },
    guarded(async ({ seed, mulligans, draws, ...deck }) => {
      const { check, service } = await checked(deck);
      return agentTools.statisticsAnswer(service, check, { seed: seed ?? 1, mulligans, draws });
    }),
  );

  server.registerTool(
    'deck_combos',
    {
      title: 'Combos in a deck',
      description: "Commander Spellbook's combos the deck holds, and those it is one card away from (which card to add), with what each produces and its bracket tag. Needs the combos downloaded once (decklist cards update --combos); otherwise available: false.",
      inputSchema: deckFields,
      outputSchema: { available: z.boolean(), note: z.string().nullable(), combos: z.array(z.unknown()), nearMisses: z.array(z.unknown()), nearMissTotal: z.number(), combosSource: z.unknown(), date: z.string().nullable() },
      annotations: readOnly,
    },
    guarded(async (a) => {
      const { check } = await checked(a);
      return agentTools.combosAnswer(check, await options.combos());
    }),
  );

  server.registerTool(
    'diff_decks',
    {
      title: 'Compare two decks',
      description: 'Card-level changes from one deck to another (names resolved first, so a different spelling of the same card is no change), per section.',
      inputSchema: { before: deckObject, after: deckObject },
      outputSchema: { changes: z.array(z.object({ name: z.string(), section: z.string(), from: z.number(), to: z.number() })) },
      annotations: readOnly,
    },
    guarded(async ({ before, after }) => {
      const a = await checked(before);
      const b = await checked(after);
      return agentTools.diffAnswer(a.service, a.check, b.check);
    }),
  );

  server.registerTool(
    'convert_deck',
    {
      title: 'Convert a deck',
      description: 'The deck as a plain text list, an MTG Arena import list, or an MTGO .dek file (XML). Cards the card data does not know are listed in unknownCards.',
      inputSchema: { ...deckFields, target: z.enum(agentTools.CONVERT_TARGETS as ['text', 'arena', 'mtgo']) },
      outputSchema: { target: z.string(), content: z.string(), unknownCards: z.array(z.string()) },
      annotations: readOnly,
    },
    guarded(async ({ target, ...deck }) => {
      const { check, service } = await checked(deck);
      return agentTools.convertAnswer(service, check, target);
    }),
  );

  server.registerTool(
    'list_formats',
    {
      title: 'List formats',
      description: 'The formats this engine checks, each with its deck size, copy limit and the document its rules come from; verbose adds each format\'s full rules text.',
      inputSchema: { verbose: z.boolean().optional() },
      outputSchema: { formats: z.array(z.object({ id: z.string(), name: z.string() }).passthrough()), teamFormats: z.string(), multiplayerRules: z.string().optional() },
      annotations: readOnly,
    },
    guarded(async ({ verbose }) => agentTools.formatsAnswer(await serviceFor(undefined, ''), !!verbose)),
  );

  registerResources(server, options, () => serviceFor(undefined, ''));
  registerPrompts(server);
  return server;
}

function registerResources(server: McpServer, options: McpOptions, service: () => Promise<DecklistService>): void {
  server.registerResource('formats', 'decklist://formats', { title: 'Formats', description: 'Every format with its deck rules and sources (JSON).', mimeType: 'application/json' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(agentTools.formatsAnswer(await service(), false), null, 2) }],
  }));
  server.registerResource(
    'format',
    new ResourceTemplate('decklist://formats/{id}', {
      list: async () => {
        const s = await service();
        return { resources: s.formats.ids().map((id) => ({ uri: `decklist://formats/${encodeURIComponent(id)}`, name: formatName(s.formats.get(id)!), mimeType: 'text/markdown' })) };
      },
    }),
    { title: 'A format\'s rules', description: "A format's deck rules and game rules, each with the document it comes from (Markdown).", mimeType: 'text/markdown' },
    async (uri, { id }) => {
      const f = (await service()).formats.get(decodeURIComponent(String(id)));
      if (!f) throw new Error(l10n.t("Unknown format '{0}'.", String(id)));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: describeFormat(f, { markdown: true, listLimit: Infinity }) }] };
    },
  );
  server.registerResource('card-data', 'decklist://card-data', { title: 'Card data', description: "The card data's source, date and size, the combos' date and the rules data in force (JSON).", mimeType: 'application/json' }, async (uri) => {
    const s = await service();
    const combos = await options.combos();
    const info = s.cards.info;
    const body = { ...agentTools.checkAnswer(s, s.check(''), combos).cardData, rules: rulesLabel(), rulings: options.rulings?.available ?? false, path: info.path ? path.basename(info.path) : null };
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(body, null, 2) }] };
  });
}

function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'check-deck',
    { title: 'Check this deck', description: 'Check a decklist with the engine and explain each problem and its fix.', argsSchema: { deck: z.string().max(MAX_DECK_BYTES).describe('The decklist, pasted') } },
    ({ deck }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: l10n.t(
              'Check this Magic: The Gathering decklist with the check_deck tool (do not judge legality from memory). For each problem, quote its line, say what is wrong and how to fix it, as the tool says; offer fix_deck for the safe fixes. Look up any card you discuss with lookup_card.\n\n{0}',
              deck,
            ),
          },
        },
      ],
    }),
  );
  server.registerPrompt(
    'build-within-bracket',
    {
      title: 'Build within bracket N',
      description: 'Build or adjust a Commander deck so that its Commander Brackets floor is at most N.',
      argsSchema: { bracket: z.enum(['1', '2', '3', '4', '5']).describe('The highest bracket allowed (1–5)'), commander: z.string().max(300).optional().describe('The commander, if chosen'), deck: z.string().max(MAX_DECK_BYTES).optional().describe('A deck to start from') },
    },
    ({ bracket, commander, deck }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              l10n.t(
                'Build a Commander deck that stays within Commander Bracket {0}. Use check_deck on every version: its bracket floor and reasons (Game Changers, mass land denial, extra turns, two-card combos) must not exceed {0}, and it must have no errors. Use search_cards within the commander\'s color identity, lookup_card for card text, and deck_combos to see combos the deck holds.',
                bracket,
              ),
              commander ? l10n.t('The commander: {0}.', commander) : '',
              deck ? l10n.t('Start from this deck:\n\n{0}', deck) : '',
            ]
              .filter(Boolean)
              .join('\n\n'),
          },
        },
      ],
    }),
  );
}
