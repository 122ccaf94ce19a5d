import { readFile } from 'node:fs/promises';

/** What a CLI command may touch, injected so tests can run commands in-process. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<Uint8Array>;
  env: Record<string, string | undefined>;
  cwd: string;
}

/**
 * Control characters (C0 but tab and newline, DEL, C1) and bidirectional overrides, which a deck
 * file or card text could use to move the cursor, recolour, retitle or hyperlink the user's
 * terminal, or to make printed text read differently from what it is.
 */
const UNSAFE_FOR_TERMINAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text as printed to a terminal: every unsafe character becomes a visible `\u001b`-style escape,
 * which is also a valid escape inside a JSON string, so `--json` output stays JSON of the same value.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_FOR_TERMINAL, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

export function nodeIO(): CliIO {
  const line = (t: string) => terminalSafe(t.endsWith('\n') ? t : t + '\n');
  return {
    out: (t) => process.stdout.write(line(t)),
    err: (t) => process.stderr.write(line(t)),
    readFile: (p) => readFile(p),
    env: process.env,
    cwd: process.cwd(),
  };
}
