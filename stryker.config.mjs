// Mutation testing of the core modules that decide or edit (npm run test:mutation; not part of CI,
// its score is a benchmark figure). StrykerJS changes one thing at a time in these files and runs
// the unit test files that cover the change (the tap runner runs each test file as Node's test
// runner prints TAP; coverage is kept per file), so a run fits in about half an hour on 2 cores.
// The whole set is about 4,750 mutants, hours on 2 cores: run one module at a time, e.g.
//   npx stryker run --mutate server/src/core/features/fixes.ts --concurrency 1 \
//     --incremental --incrementalFile reports/incremental/fixes.json
// (with --incremental a second run tests only mutants whose code or covering tests changed;
// reports/ is not committed). Scores measured so far: README.md, Development.
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
  // Not copied into the sandbox: the editor suites' tools and the web workbench's seeded build
  // (folders of symlinks into code-server), and the packages.
  ignorePatterns: ['test/editor/.tools', 'test/web/.data', '*.vsix', '*.tgz'],
  cleanTempDir: 'always',
};
