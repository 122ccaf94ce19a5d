// The layers of the code, checked on every `npm test` (npm run test:deps). docs/architecture.md
// says why each rule is there. Type-only imports count: a cycle closed by types still ties the
// modules together for a reader and for the next change.

/** The doors: how a user reaches the core (the CLI, the language server, the VS Code client). */
const DOORS = '^(server/src/(cli|lsp|web)/|server/src/(server|server-web|cli|check-worker)\\.ts$|client/src/)';

/** The command line door. */
const CLI = '^server/src/(cli/|cli\\.ts$)';
/** The editor doors: the language server (in Node.js and in a web worker) and the VS Code client that starts it. */
const EDITOR = '^(server/src/(lsp|web)/|server/src/(server|server-web|check-worker)\\.ts$|client/src/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      name: 'judgements-read-the-context-shape',
      severity: 'error',
      comment: 'The bracket floor and the combo search read a built deck context by its shape (rules/context-types.ts), not through the rules that build it.',
      from: { path: '^server/src/core/(brackets|combos)/' },
      to: { path: '^server/src/core/rules/', pathNot: '^server/src/core/rules/context-types\\.ts$' },
    },
    {
      name: 'parse-at-the-bottom',
      severity: 'error',
      comment: 'The parser reads text into a document and knows nothing above it (card data, formats, rules).',
      from: { path: '^server/src/core/parse/' },
      to: { path: '^server/src/core/', pathNot: '^server/src/core/(parse/|types\\.ts$)' },
    },
    {
      name: 'doors-stay-apart',
      severity: 'error',
      comment:
        'A door imports no other door: what two doors share (the message catalog and what a locale is, server/src/l10n/) lives where every door reads it. The editor doors are one door in three places (the client speaks the server\'s protocol, the web worker runs the same server).',
      from: { path: CLI },
      to: { path: EDITOR },
    },
    {
      name: 'editor-door-knows-no-cli',
      severity: 'error',
      comment: 'The language server and the client import nothing of the command line (see doors-stay-apart).',
      from: { path: EDITOR },
      to: { path: CLI },
    },
    {
      name: 'shared-words-know-no-door',
      severity: 'error',
      comment: 'The message catalog and the locale (server/src/l10n/) are read by every door, so they import none.',
      from: { path: '^server/src/l10n/' },
      to: { path: DOORS },
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
