// Mutation testing of the core modules that decide or edit (npm run test:mutation; not part of CI,
// its score is a benchmark figure). StrykerJS changes one thing at a time in these files and runs
// the unit tests that cover the change, all loaded once in a mocha worker (see testRunner below):
// the whole set, about 4,500 mutants, takes about 22 minutes on 2 cores. One module alone:
//   npx stryker run --mutate server/src/core/features/fixes.ts
// With --incremental (file: reports/stryker-incremental.json) a second run tests only the mutants
// whose code or covering tests changed. reports/ is not committed. Scores: README.md, Development.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's mocha runner keeps the tests loaded in its worker and runs, for each mutant, only the
  // tests that cover it. Our test files are written for node:test: test/support/mutation adapts
  // them to mocha (npm test still runs them with Node's test runner, a process per file).
  testRunner: 'mocha',
  testRunnerNodeArgs: ['--import', 'tsx', '--require', './test/support/mutation/register.cjs', '--import', './test/support/fast-check-seed.ts'],
  mochaOptions: {
    'no-config': true,
    'no-package': true,
    // Not the architecture and catalog tests: they read the sources as text, which Stryker has instrumented.
    spec: [
      'test/unit/{analysis,brackets,cards,combos,deck-views,features,japanese,parse,rules,search,shipping}/**/*.test.ts',
      'test/unit/client/!(l10n).test.ts',
      'test/unit/cli.test.ts',
      'test/unit/security.test.ts',
      'test/grammar/agrees-with-parser.test.ts',
    ],
  },
  mutate: [
    'server/src/core/rules/**/*.ts',
    'server/src/core/features/fixes.ts',
    'server/src/core/cards/color-identity.ts',
    'server/src/core/analysis/odds.ts',
    'server/src/core/analysis/mana-sources.ts',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20000,
  // The first run executes every covering test file once to learn which tests cover which mutant.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Not copied into the sandbox: the editor suites' tools and the web workbench's seeded build
  // (folders of symlinks into code-server), and the packages.
  ignorePatterns: ['test/editor/.tools', 'test/web/.data', '*.vsix', '*.tgz'],
  cleanTempDir: 'always',
  incrementalFile: 'reports/stryker-incremental.json',
};
