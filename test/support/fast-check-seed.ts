// Loaded before every test file. Property tests explore new random inputs on every local run;
// in CI (CI=true) they use a fixed seed so a run is repeatable and a landing is not decided by
// chance. FC_SEED=<n> reproduces a failure that fast-check reported with that seed.
import fc from 'fast-check';

const fromEnv = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : undefined;
const seed = Number.isFinite(fromEnv) ? fromEnv : process.env.CI ? 20261121 : undefined;
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
