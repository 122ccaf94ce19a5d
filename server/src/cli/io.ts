import { readFile } from 'node:fs/promises';

/** What a CLI command may touch, injected so tests can run commands in-process. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  env: Record<string, string | undefined>;
  cwd: string;
}

export function nodeIO(): CliIO {
  return {
    out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
    readFile: (p) => readFile(p),
    env: process.env,
    cwd: process.cwd(),
  };
}
