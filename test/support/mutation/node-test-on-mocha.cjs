// The part of node:test our test files use, on mocha's BDD interface. Under `npm run test:mutation`
// the test files run in one mocha process inside Stryker's worker, so that each mutant runs only the
// tests that cover it (Stryker's mocha runner filters by test name) instead of whole files each in
// a fresh Node process. `npm test` keeps running them with Node's own test runner.
'use strict';

function options(optionsOrFn, maybeFn) {
  return typeof optionsOrFn === 'function' ? [{}, optionsOrFn] : [optionsOrFn ?? {}, maybeFn];
}

// mocha takes a function of one parameter for a callback-style test; node:test passes a context.
function withContext(fn) {
  return async function runWithContext() {
    const afterEach = [];
    const context = {
      name: this.test?.title,
      after: (cleanup) => afterEach.push(cleanup),
      diagnostic: () => {},
      skip: () => this.skip(),
      mock: {
        method(object, key, implementation = () => undefined) {
          const original = object[key];
          object[key] = implementation;
          afterEach.push(() => { object[key] = original; });
        },
      },
    };
    try {
      await fn(context);
    } finally {
      for (const cleanup of afterEach.reverse()) await cleanup();
    }
  };
}

function test(name, optionsOrFn, maybeFn) {
  const [opts, fn] = options(optionsOrFn, maybeFn);
  if (opts.skip || opts.todo || !fn) return globalThis.it.skip(name);
  const mochaTest = globalThis.it(name, withContext(fn));
  if (opts.timeout !== undefined) mochaTest.timeout(opts.timeout);
  return mochaTest;
}

function describe(name, optionsOrFn, maybeFn) {
  const [opts, fn] = options(optionsOrFn, maybeFn);
  return opts.skip ? globalThis.describe.skip(name, fn) : globalThis.describe(name, fn);
}

const hook = (mochaName) => (fn) => globalThis[mochaName](withContext(fn));

module.exports = {
  test,
  it: test,
  describe,
  suite: describe,
  before: hook('before'),
  after: hook('after'),
  beforeEach: hook('beforeEach'),
  afterEach: hook('afterEach'),
};
module.exports.default = test;
