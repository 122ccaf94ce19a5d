// test/web/seed.mjs: code-server's workbench becomes @vscode/test-web's pre-seeded build, and a
// workbench whose code no longer matches stops the step with an error naming what did not match.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ES module of the runner, without types
import { codeServerDir, patchWorkbench, seed } from './seed.mjs';

/** The parts of code-server 4.100.3's minified workbench.js that the seed step reads, in the same shape. */
const WORKBENCH = [
  'var K={vscodeRemote:"vscode-remote",vscodeUserData:"vscode-userdata"};',
  'class Env{get userRoamingDataHome(){return Ze(N.file(this.userDataPath).with({scheme:K.vscodeRemote}),"User")}',
  'get userDataPath(){if(!this.options.userDataPath)throw new Error("userDataPath was not provided to the browser");return this.options.userDataPath}',
  'get isEnabledFileDownloads(){if(typeof this.options.isEnabledFileDownloads>"u")throw new Error("isEnabledFileDownloads was not provided to the browser");return 1}}',
  'class WS{static create(e){return e.folderUri?{folderUri:N.revive(e.folderUri)}:void 0}}',
  '(function(){const i=Fe.document.getElementById("vscode-workbench-web-configuration"),e=i?i.getAttribute("data-settings"):void 0;',
  'const t={...JSON.parse(e)};_0i(Fe.document.body,{...t,tunnelProvider:{tunnelFactory:(r,o)=>{const a=new E;return a}}})})();',
  'export{G0i as LocalStorageSecretStorageProvider};/*! @license */',
].join('');

test('the start-up code becomes the exports test-web imports, with the options code-server sends, and settings in the browser', () => {
  const out = patchWorkbench(WORKBENCH, 'workbench.js');
  assert.ok(out.includes('function __testWebCreate(e,o){return _0i(e,{userDataPath:"/",isEnabledFileDownloads:!0,...o})}'), out);
  assert.ok(out.includes('export{G0i as LocalStorageSecretStorageProvider,__testWebCreate as create,N as URI,E as Emitter};/*! @license */'), out);
  assert.ok(out.includes('get userRoamingDataHome(){return N.file("/User").with({scheme:K.vscodeUserData})}'), out);
  assert.ok(!out.includes('getElementById("vscode-workbench-web-configuration")'), 'the start-up code is gone');
});

/** What a later code-server could have changed: [what, text, replaced by, the error]. */
const changes: [string, string, string, RegExp][] = [
  ['start-up code', '"vscode-workbench-web-configuration"', '"workbench-configuration"', /the self-starting workbench code .* found 0/],
  ['call of create', '_0i(Fe.document.body,', '_0i(Fe.document.body.firstChild,', /the call of create\(document\.body, …\) in the start-up code: expected exactly 1 match .* found 0/],
  ['Emitter', 'const a=new E;', 'const a=new E(r);', /the Emitter constructed by the tunnel factory in the start-up code: .* found 0/],
  ['userRoamingDataHome', '.with({scheme:K.vscodeRemote}),"User")', '.with({scheme:K.vscodeUserData}),"User")', /code-server's userRoamingDataHome on the remote \(local-storage patch\): .* found 0/],
  ['URI class', '{folderUri:N.revive(e.folderUri)}', '{folderUri:U.revive(e.folderUri)}', /the URI class: userRoamingDataHome uses N, folderUri\.revive uses U/],
];
for (const [what, text, replacement, message] of changes) {
  test(`a workbench.js whose ${what} changed stops the seed step, naming it`, () => {
    const changed = WORKBENCH.replace(text, replacement);
    assert.notEqual(changed, WORKBENCH);
    assert.throws(() => patchWorkbench(changed, 'workbench.js'), (e: Error) => {
      assert.match(e.message, /^seeding @vscode\/test-web from code-server [\d.]+ failed: /);
      assert.match(e.message, message);
      return true;
    });
  });
}

test('an option the workbench requires that the seed step does not know stops it, naming the option', () => {
  const changed = WORKBENCH.replace('"isEnabledFileDownloads was not provided', '"isEnabledChat was not provided');
  assert.throws(() => patchWorkbench(changed, 'workbench.js'), /the workbench requires options test\/web\/seed\.mjs does not know: isEnabledChat/);
});

test('code-server 4.100.3 (when installed) seeds a build test-web accepts without downloading', { skip: !existsSync(path.join(codeServerDir, 'lib', 'vscode', 'product.json')) && 'code-server is not installed (node test/editor/install-tools.mjs)' }, () => {
  const to = mkdtempSync(path.join(tmpdir(), 'decklist-seed-'));
  try {
    const { commit, quality, buildDir } = seed({ to });
    assert.equal(quality, 'stable');
    assert.equal(buildDir, path.join(to, `vscode-web-stable-${commit}`));
    assert.equal(readFileSync(path.join(buildDir, 'version'), 'utf8'), `vscode-web-stable-${commit}`);
    assert.equal(JSON.parse(readFileSync(path.join(buildDir, 'package.json'), 'utf8')).type, 'module');
    assert.match(readFileSync(path.join(buildDir, 'out', 'vs', 'workbench', 'workbench.web.main.internal.js'), 'utf8'), /workbench\.testweb\.js/);
    const patched = readFileSync(path.join(buildDir, 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.testweb.js'), 'utf8');
    assert.match(patched, /__testWebCreate as create,\w+ as URI,\w+ as Emitter\}/);
    // The rest are links to code-server's files, which stay as they were.
    assert.equal(readlinkSync(path.join(buildDir, 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.js')), path.join(codeServerDir, 'lib', 'vscode', 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.js'));
  } finally {
    rmSync(to, { recursive: true, force: true });
  }
});
