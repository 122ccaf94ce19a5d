// Node.js modules in the web worker build (scripts/build.mjs aliases them here): the web platform
// (web/web-host.ts) never calls them, and a call that slips through says so instead of failing
// obscurely. `existsSync` answers false: there is no file system of the server's own.
const unavailable =
  (name: string) =>
  (..._args: unknown[]): never => {
    throw Object.assign(new Error(`${name} is not available in the web version of the extension`), { code: 'ENOENT' });
  };

export const existsSync = (): boolean => false;
export const readFileSync = unavailable('readFileSync');
export const writeFileSync = unavailable('writeFileSync');
export const statSync = unavailable('statSync');
export const mkdirSync = unavailable('mkdirSync');
export const renameSync = unavailable('renameSync');
export const rmSync = unavailable('rmSync');
export const openSync = unavailable('openSync');
export const readSync = unavailable('readSync');
export const closeSync = unavailable('closeSync');
export const createReadStream = unavailable('createReadStream');
export const createWriteStream = unavailable('createWriteStream');
export const readFile = unavailable('readFile');
export const writeFile = unavailable('writeFile');
export const readdir = unavailable('readdir');
export const mkdir = unavailable('mkdir');
export const rename = unavailable('rename');
export const rm = unavailable('rm');
export const stat = unavailable('stat');
export const open = unavailable('open');
export const utimes = unavailable('utimes');
export const pipeline = unavailable('stream.pipeline');
export const createHash = unavailable('crypto.createHash');
export const randomBytes = unavailable('crypto.randomBytes');
export const Worker = unavailable('worker_threads.Worker');
export const parentPort = undefined;
export const request = unavailable('http.request');
export const get = unavailable('http.get');
export const homedir = (): string => '/';
export const tmpdir = (): string => '/tmp';
export const platform = (): string => 'browser';
const streamer = { asStream: unavailable('stream-json'), withParser: unavailable('stream-json') };
export const streamArray = streamer;
export const streamObject = streamer;
export const pick = streamer;
export const parser = unavailable('stream-json');
export default { request, get, homedir, tmpdir, platform, parser, asStream: streamer.asStream };
