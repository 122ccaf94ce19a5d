import type { CliIO } from '../../server/src/cli/io';

export type MemoryIO = CliIO & { stdout: string[]; stderr: string[] };

/**
 * A CliIO that captures output and serves files from memory (paths as the command resolves
 * them; a missing one fails like the file system does, with code ENOENT).
 */
export function memoryIO(
  files: Record<string, string | Uint8Array> = {},
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): MemoryIO {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    readFile: async (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' });
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    // Tests run offline: the rules data is downloaded only where a test names a stand-in for it.
    env: { DECKLIST_RULES_URL: 'none', ...options.env },
    cwd: options.cwd ?? '/',
  };
}
