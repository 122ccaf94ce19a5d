// The `process` that the `assert` package and its `util` read in the web worker (no Node there).
export const process = {
  env: {},
  argv: [],
  platform: 'browser',
  version: '',
  versions: {},
  browser: true,
  cwd: () => '/',
  nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
  emitWarning: () => {},
};
