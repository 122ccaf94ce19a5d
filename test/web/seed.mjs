// Lays out the VS Code web workbench that code-server ships (test/editor/.tools, VS Code 1.100.3)
// as a "pre-seeded" build of @vscode/test-web, which then runs without downloading VS Code: its
// data folder must hold vscode-web-<quality>-<commit>/version, and it loads
// out/vs/workbench/workbench.web.main.internal.js, which must export create, URI and Emitter.
// code-server's workbench.js starts itself instead, so a copy gets those exports in place of its
// start-up code. Every piece of code-server's minified file it relies on is found by a pattern
// that must match exactly; on another code-server the step stops and names what did not match.
// Nothing is written into code-server's files: the build is a tree of symlinks plus the patched
// copy and two one-line shims, in test/web/.data (gitignored).
//
// Usage: node test/web/seed.mjs   (prints the commit and quality to pass to vscode-test-web)
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_SERVER_VERSION, toolsDir } from '../editor/install-tools.mjs';

export const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.data');
export const codeServerDir = path.join(toolsDir, 'node_modules', 'code-server');

export class SeedError extends Error {
  constructor(message) {
    super(`seeding @vscode/test-web from code-server ${CODE_SERVER_VERSION} failed: ${message}`);
  }
}

/** The one match of `re` in `text` (a pattern with the g flag); anything else is a SeedError naming `what`. */
function matchOnce(text, re, what, file) {
  const all = [...text.matchAll(re)];
  if (all.length !== 1) {
    throw new SeedError(`${what}: expected exactly 1 match of ${re} in ${file}, found ${all.length}. code-server's workbench changed; update test/web/seed.mjs for it.`);
  }
  return all[0];
}

/**
 * Options that code-server's own server always sends its workbench (its patches throw
 * "<name> was not provided to the browser" without them), with the values for a test window:
 * user data in the browser, downloads and uploads on, no code-server welcome page.
 */
const CODE_SERVER_OPTIONS = {
  userDataPath: '"/"',
  isEnabledFileDownloads: '!0',
  isEnabledFileUploads: '!0',
  isEnabledCoderGettingStarted: '!1',
};

/** `source` with each { at, length } range replaced by its text (the ranges do not overlap). */
function splice(source, edits) {
  let out = source;
  for (const { at, length, text } of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at + length);
  return out;
}

/** The patched workbench.js: the start-up code replaced by test-web's exports. */
export function patchWorkbench(source, file) {
  // The start-up code: the last statement, an IIFE that reads the configuration <meta> and calls
  // create(document.body, {...}), followed by the module's only export.
  const startup = matchOnce(
    source,
    /\(function\(\)\{const (\w+)=\w+\.document\.getElementById\("vscode-workbench-web-configuration"\)[\s\S]*?\}\)\(\);export\{(\w+) as LocalStorageSecretStorageProvider\};/g,
    'the self-starting workbench code (getElementById("vscode-workbench-web-configuration") … export{… as LocalStorageSecretStorageProvider})',
    file,
  );
  const iife = startup[0];
  const secretStorage = startup[2];
  const create = matchOnce(iife, /;(\w+)\(\w+\.document\.body,\{/g, 'the call of create(document.body, …) in the start-up code', file)[1];
  const emitter = matchOnce(iife, /tunnelFactory:\(\w+,\w+\)=>\{const \w+=new (\w+);/g, 'the Emitter constructed by the tunnel factory in the start-up code', file)[1];
  // code-server keeps user settings on its server (vscode-remote:<userDataPath>/User); test-web
  // has no remote, so they go back to the browser's storage, as upstream VS Code keeps them.
  const roaming = matchOnce(
    source,
    /get userRoamingDataHome\(\)\{return (\w+)\((\w+)\.file\(this\.userDataPath\)\.with\(\{scheme:(\w+)\.vscodeRemote\}\),"User"\)\}/g,
    "code-server's userRoamingDataHome on the remote (local-storage patch)",
    file,
  );
  const [, , uri, schemas] = roaming;
  // URI is also what the workspace provider revives the folder with: the two must agree.
  const revived = new Set([...source.matchAll(/\{folderUri:(\w+)\.revive\(\w+\.folderUri\)\}/g)].map((m) => m[1]));
  if (revived.size !== 1 || !revived.has(uri)) {
    throw new SeedError(`the URI class: userRoamingDataHome uses ${uri}, folderUri.revive uses ${[...revived].join(', ') || 'nothing'} in ${file}. code-server's workbench changed; update test/web/seed.mjs for it.`);
  }
  const required = [...source.matchAll(/"(\w+) was not provided to the browser"/g)].map((m) => m[1]);
  const unknown = required.filter((name) => !(name in CODE_SERVER_OPTIONS));
  if (unknown.length > 0 || required.length === 0) {
    throw new SeedError(`the workbench requires options test/web/seed.mjs does not know: ${unknown.join(', ') || '(none found: the check "… was not provided to the browser" changed)'} in ${file}.`);
  }
  const defaults = required.map((name) => `${name}:${CODE_SERVER_OPTIONS[name]}`).join(',');
  const wrapper = `function __testWebCreate(e,o){return ${create}(e,{${defaults},...o})}`;
  const exports = `export{${secretStorage} as LocalStorageSecretStorageProvider,__testWebCreate as create,${uri} as URI,${emitter} as Emitter};`;
  return splice(source, [
    { at: startup.index, length: iife.length, text: wrapper + exports },
    { at: roaming.index, length: roaming[0].length, text: `get userRoamingDataHome(){return ${uri}.file("/User").with({scheme:${schemas}.vscodeUserData})}` },
  ]);
}

/** A tree of real folders with a symlink for each file of `from` (the workbench's out/ folder). */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    if (statSync(src).isDirectory()) linkTree(src, path.join(to, name));
    else symlinkSync(src, path.join(to, name));
  }
}

function readJson(file) {
  if (!existsSync(file)) throw new SeedError(`${file} is missing (is code-server ${CODE_SERVER_VERSION} installed? node test/editor/install-tools.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Seeds (again) and returns what vscode-test-web needs: --commit, --quality, --testRunnerDataDir. */
export function seed({ from = codeServerDir, to = dataDir } = {}) {
  const vscodeDir = path.join(from, 'lib', 'vscode');
  const product = readJson(path.join(vscodeDir, 'product.json'));
  const { commit, quality } = product;
  if (!/^[0-9a-f]{40}$/.test(commit ?? '') || !quality) throw new SeedError(`product.json has no commit and quality (commit ${commit}, quality ${quality})`);
  const pkg = readJson(path.join(vscodeDir, 'package.json'));
  // test-web picks its ESM loader from package.json's "type".
  if (pkg.type !== 'module') throw new SeedError(`lib/vscode/package.json is not "type": "module": test-web would pick its AMD loader`);
  const workbenchFile = path.join(vscodeDir, 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.js');
  if (!existsSync(workbenchFile)) throw new SeedError(`${workbenchFile} is missing`);
  const patched = patchWorkbench(readFileSync(workbenchFile, 'utf8'), workbenchFile);

  const name = `vscode-web-${quality}-${commit}`;
  const dest = path.join(to, name);
  const building = `${dest}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  linkTree(path.join(vscodeDir, 'out'), path.join(building, 'out'));
  // Built-in extensions (their list is inlined in workbench.js) and the modules it fetches at run
  // time (TextMate highlighting).
  symlinkSync(path.join(vscodeDir, 'extensions'), path.join(building, 'extensions'));
  symlinkSync(path.join(vscodeDir, 'node_modules'), path.join(building, 'node_modules'));
  writeFileSync(path.join(building, 'package.json'), JSON.stringify(pkg, null, 2));
  writeFileSync(path.join(building, 'product.json'), JSON.stringify(product, null, 2));
  // The patched copy stays beside the original, where its relative URLs resolve; test-web's path
  // re-exports it.
  writeFileSync(path.join(building, 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.testweb.js'), patched);
  writeFileSync(path.join(building, 'out', 'vs', 'workbench', 'workbench.web.main.internal.js'), "export * from '../code/browser/workbench/workbench.testweb.js';\n");
  writeFileSync(path.join(building, 'out', 'vs', 'workbench', 'workbench.web.main.internal.css'), "@import url('../code/browser/workbench/workbench.css');\n");
  // Last: test-web takes the build as complete once `version` exists.
  writeFileSync(path.join(building, 'version'), name);
  rmSync(dest, { recursive: true, force: true });
  renameSync(building, dest);
  return { commit, quality, dataDir: to, buildDir: dest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { commit, quality, buildDir } = seed();
    console.log(`seeded ${buildDir} (commit ${commit}, quality ${quality})`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
