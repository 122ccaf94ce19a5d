// Mutation testing of the core modules that decide or edit (npm run test:mutation; not part of CI,
// its score is a benchmark figure). StrykerJS changes one thing at a time in these files and runs
// the unit test files that cover the change (the tap runner runs each test file as Node's test
// runner prints TAP; coverage is kept per file), so a run fits in about half an hour on 2 cores.
// One module: npm run test:mutation -- --mutate server/src/core/analysis/odds.ts
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    // Not the architecture and catalog tests: they read the sources as text, which Stryker has instrumented.
    testFiles: [
      'test/unit/{analysis,brackets,cards,combos,deck-views,features,japanese,parse,rules,search,shipping}/**/*.test.ts',
      'test/unit/client/!(l10n).test.ts',
      'test/unit/{cli,security}.test.ts',
      'test/grammar/agrees-with-parser.test.ts',
    ],
    nodeArgs: ['--import', 'tsx', '--import', './test/support/fast-check-seed.ts', '--test-reporter=tap'],
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
  cleanTempDir: 'always',
};
