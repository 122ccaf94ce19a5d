// Which files the MCP server may read: those under the roots the client grants (MCP roots,
// `roots/list`), else under the working directory the client started it in. A path is resolved
// against the first root, then its real path (symbolic links followed) must lie under a root's
// real path, so neither `..` nor a link leads out.
import { realpath, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as l10n from '@vscode/l10n';

/** The largest deck file or text the server reads: far above any real deck (a 100,000-card collection is about 3 MB). */
export const MAX_DECK_BYTES = 8 * 1024 * 1024;

export class ToolInputError extends Error {}

export interface RootSource {
  /** The client's roots as file paths, or undefined when it grants none (then the working directory). */
  clientRoots(): Promise<string[] | undefined>;
  cwd: string;
}

/** `file:///home/me/decks` → `/home/me/decks`; other schemes are not folders this server can read. */
export function rootPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

async function real(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    return path.resolve(p);
  }
}

const inside = (root: string, file: string) => {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The roots in force: the client's, else the working directory. */
export async function allowedRoots(source: RootSource): Promise<string[]> {
  const granted = await source.clientRoots();
  return granted && granted.length ? granted : [source.cwd];
}

/** Reads a deck (or config) file under the allowed roots; a ToolInputError says why not. */
export async function readAllowedFile(source: RootSource, file: string): Promise<{ path: string; bytes: Uint8Array; root: string }> {
  const roots = await allowedRoots(source);
  const wanted = path.resolve(roots[0], file);
  const realFile = await real(wanted);
  const realRoots = await Promise.all(roots.map(real));
  const root = realRoots.find((r) => inside(r, realFile));
  if (root === undefined)
    throw new ToolInputError(l10n.t('{0} is outside the folders this server may read ({1}). Give a path inside them, or pass the deck as text.', file, roots.join(', ')));
  let size: number;
  try {
    const s = await stat(realFile);
    if (s.isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    size = s.size;
  } catch (e) {
    throw new ToolInputError(l10n.t('Cannot read {0}: {1}', file, (e as { code?: string }).code === 'ENOENT' ? l10n.t('no such file') : (e as { code?: string }).code === 'EISDIR' ? l10n.t('it is a directory') : String((e as Error).message ?? e)));
  }
  if (size > MAX_DECK_BYTES) throw new ToolInputError(l10n.t('{0} is {1} bytes, more than the {2} bytes a deck may have here.', file, size, MAX_DECK_BYTES));
  return { path: realFile, bytes: await readFile(realFile), root };
}
