// Loaded with --require before the tests under `npm run test:mutation`: `node:test` resolves to the
// mocha adapter beside this file (the test files are compiled to CommonJS by tsx, so require is
// the one way they load it).
'use strict';
const Module = require('node:module');
const adapter = require('./node-test-on-mocha.cjs');
const load = Module._load;
Module._load = function loadWithAdapter(request, ...rest) {
  if (request === 'node:test') return adapter;
  return load.call(this, request, ...rest);
};
