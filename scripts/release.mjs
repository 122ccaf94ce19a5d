// Publishes a release, or says what it would publish (--dry-run): the .vsix to the VS Code
// Marketplace (vsce) and Open VSX (ovsx), the language server's npm package (with provenance), and
// the notes of the top CHANGELOG entry for the GitHub release (.github/workflows/release.yml
// attaches them with the two files). Before anything is published it checks that the tag, the
// extension, the npm package and the CHANGELOG carry one version, that both files were built for
// it, and (without --dry-run) that every token is set, so that a release is never half published.
// Usage: node scripts/release.mjs [--dry-run] [--tag vX.Y.Z] [--dir DIR]
//   --tag  default: $GITHUB_REF_NAME when it is a v* tag; --dir: where the files are (default: .)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipEntries } from './package-check.mjs';
import { serverManifest, tarballName } from './pack-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The top entry of a CHANGELOG: `## X.Y.Z …` and its text up to the next `## `. */
export function changelogEntry(changelog) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith('## '));
  const heading = start >= 0 ? lines[start] : '(none)';
  const version = /^## (\d+\.\d+\.\d+)\b/.exec(heading)?.[1];
  if (!version) throw new Error(`the top entry of CHANGELOG.md must start with its version ("## 1.2.3 …"), not "${heading}"`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return { version, notes: lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim() };
}

/** The tokens each registry needs (repository secrets, named in the README and RELEASING.md). */
export const TOKENS = { marketplace: 'VSCE_PAT', openVsx: 'OVSX_PAT', npm: 'NODE_AUTH_TOKEN' };

/** What a release publishes, checked; throws with every problem found. */
export function releasePlan({ dir = root, tag } = {}) {
  const extension = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const { version, notes } = changelogEntry(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'));
  const server = serverManifest();
  const vsix = path.join(dir, `${extension.name}-${extension.version}.vsix`);
  const tarball = path.join(dir, tarballName(server));
  const problems = [];
  if (version !== extension.version) problems.push(`CHANGELOG.md's top entry is ${version}, the extension ${extension.version}`);
  if (server.version !== extension.version) problems.push(`the npm package is ${server.version}, the extension ${extension.version}`);
  if (tag && tag !== `v${extension.version}`) problems.push(`the tag ${tag} is not v${extension.version}`);
  if (!existsSync(vsix)) problems.push(`${path.relative(root, vsix)} is missing (npm run package)`);
  else {
    const manifest = zipEntries(vsix).find((e) => e.name === 'extension/package.json');
    const packed = manifest ? JSON.parse(manifest.read().toString('utf8')) : undefined;
    if (packed?.version !== extension.version) problems.push(`${path.basename(vsix)} holds version ${packed?.version}, not ${extension.version}`);
  }
  if (!existsSync(tarball)) problems.push(`${path.relative(root, tarball)} is missing (npm run package)`);
  if (problems.length) throw new Error(`release: ${problems.join('; ')}`);
  const bin = (pkg, file) => path.join(root, 'node_modules', ...pkg.split('/'), file);
  return {
    version,
    notes,
    vsix,
    tarball,
    steps: [
      { registry: 'VS Code Marketplace', token: TOKENS.marketplace, command: [process.execPath, bin('@vscode/vsce', 'vsce'), 'publish', '--packagePath', vsix] },
      { registry: 'Open VSX', token: TOKENS.openVsx, command: [process.execPath, bin('ovsx', 'bin/ovsx'), 'publish', vsix] },
      { registry: 'npm', token: TOKENS.npm, command: ['npm', 'publish', tarball, '--provenance', '--access', 'public'] },
    ],
  };
}

function run(command, options = {}) {
  const r = spawnSync(command[0], command.slice(1), { stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`release: ${path.basename(command[1] ?? command[0])} ${command.slice(2).join(' ')} failed (status ${r.status})`);
}

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const refTag = process.env.GITHUB_REF_TYPE === 'tag' || /^v\d/.test(process.env.GITHUB_REF_NAME ?? '') ? process.env.GITHUB_REF_NAME : undefined;
  // Every reason not to publish is said at once: the checks, and (for real) the tokens.
  const missingTokens = dryRun ? [] : Object.entries(TOKENS).filter(([, token]) => !process.env[token]).map(([, token]) => token);
  let plan;
  try {
    plan = releasePlan({ dir: path.resolve(option('--dir') ?? root), tag: option('--tag') ?? refTag });
  } catch (e) {
    throw new Error(`${e.message}${missingTokens.length ? `; not set: ${missingTokens.join(', ')}` : ''}; nothing was published`);
  }
  if (missingTokens.length) throw new Error(`release: not set: ${missingTokens.join(', ')}; nothing was published`);
  const notesFile = path.join(root, 'out', 'release-notes.md');
  mkdirSync(path.dirname(notesFile), { recursive: true });
  writeFileSync(notesFile, `${plan.notes}\n`);
  console.log(`release ${plan.version}${dryRun ? ' (dry run: nothing is published)' : ''}`);
  console.log(`  notes: ${path.relative(root, notesFile)} (${plan.notes.split('\n').length} lines from CHANGELOG.md)`);
  for (const step of plan.steps) {
    const shown = step.command.map((a) => path.relative(root, a) || a).join(' ').replace(/^.*?node /, 'node ');
    console.log(`  ${step.registry}: ${shown}   [token: $${step.token}]`);
    if (!dryRun) run(step.command);
  }
  if (!dryRun) return;
  // What the registries' tools check offline: vsce reads the manifest and lists what it would
  // package; npm checks the tarball as it would publish it. (ovsx has no offline check.)
  run([process.execPath, path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'ls', '--no-dependencies', '--readme-path', 'README.marketplace.md'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log('  vsce ls: the manifest reads and the package lists');
  run(['npm', 'publish', plan.tarball, '--dry-run', '--access', 'public', '--ignore-scripts']);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
