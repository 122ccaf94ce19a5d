// The layers of the code, checked on every `npm test` (npm run test:deps). docs/architecture.md
// says why each rule is there. Type-only imports count: a cycle closed by types still ties the
// modules together for a reader and for the next change.

/** The doors: how a user reaches the core (the CLI, the language server, the VS Code client, the MCP server). */
const DOORS = '^(server/src/(cli|lsp|web|mcp)/|server/src/(server|server-web|cli|check-worker)\\.ts$|client/src/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'mcp-door-stays-apart',
      severity: 'error',
      comment: 'The MCP server (server/src/mcp/) imports neither the command line\'s nor the editor\'s modules: what it shares with them lives in the core (core/agent-tools.ts, core/structured.ts). cli.ts only starts it.',
      from: { path: '^server/src/mcp/' },
      to: { path: '^(server/src/(cli|lsp|web)/|server/src/(server|server-web|cli|check-worker)\\.ts$|client/src/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: each module sits in one layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-knows-no-door',
      severity: 'error',
      comment: 'The core knows no protocol and no terminal: it is what the CLI and the server share.',
      from: { path: '^server/src/core/' },
      to: { path: DOORS },
    },
    {
      name: 'cards-below-rules',
      severity: 'error',
      comment: 'The card data layer knows no format, rule or bracket: it is loaded and searched without them.',
      from: { path: '^server/src/core/cards/' },
      to: { path: '^server/src/core/(rules|formats|brackets)/' },
    },
    {
      name: 'parse-at-the-bottom',
      severity: 'error',
      comment: 'The parser reads text into a document and knows nothing above it (card data, formats, rules).',
      from: { path: '^server/src/core/parse/' },
      to: { path: '^server/src/core/', pathNot: '^server/src/core/(parse/|types\\.ts$)' },
    },
    {
      name: 'doors-through-public-surfaces',
      severity: 'error',
      comment:
        'A door reaches the core only through the service (core/index.ts), the card data store (core/cards/index.ts), the type files and the palette titles (core/command-titles.ts, data that imports nothing, which the client names as the server does), so both doors get the same behaviour.',
      from: { path: DOORS },
      to: {
        path: '^server/src/core/',
        pathNot: '^server/src/core/(index|cards/index|types|cards/types|parse/types|command-titles)\\.ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
