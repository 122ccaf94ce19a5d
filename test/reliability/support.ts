// Shared by the reliability suites: the scale of a run and the figures each suite reports to
// scripts/run-reliability.mjs. The checks every result must pass are in test/support/document-checks.ts.
export { assertDiagnostics, assertDocument } from '../support/document-checks';
import { appendFileSync } from 'node:fs';

/** `npm run fuzz` sets RELIABILITY_SCALE (≥ 1,000,000 inputs in all); `npm test` runs the short version. */
export const SCALE = Math.max(1, Number(process.env.RELIABILITY_SCALE ?? 1) || 1);

export interface SuiteFigures {
  suite: string;
  inputs: number;
  crashes: number;
  hangs: number;
  slowest?: { label: string; ms: number; chars?: number };
  /** Peak resident memory of a child process per hard input, in MB. */
  peakRss?: Array<{ label: string; mb: number; ms: number; exit: number | null }>;
}

/** Appends one suite's figures to the report the runner prints (no-op when run alone). */
export function report(f: SuiteFigures): void {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, JSON.stringify(f) + '\n');
  else console.log(JSON.stringify(f));
}

/** Counts inputs and keeps the slowest, around a property body. */
export class Tally {
  inputs = 0;
  crashes = 0;
  hangs = 0;
  slowest: { label: string; ms: number; chars?: number } | undefined;
  constructor(readonly suite: string) {}

  /**
   * Runs fn on one input; an exception counts as a crash, a time over `boundMs(text)` as a hang
   * (both are rethrown so that fast-check shrinks and reports the input).
   */
  run<T>(label: string, text: string, fn: () => T): T {
    this.inputs++;
    const t0 = performance.now();
    let out: T;
    try {
      out = fn();
    } catch (e) {
      this.crashes++;
      throw e;
    }
    const ms = performance.now() - t0;
    if (!this.slowest || ms > this.slowest.ms) this.slowest = { label, ms, chars: text.length };
    const bound = boundMs(text.length);
    if (ms > bound) {
      this.hangs++;
      throw new Error(`${label}: ${ms.toFixed(0)} ms for ${text.length} characters (bound ${bound.toFixed(0)} ms)`);
    }
    return out;
  }

  report(): void {
    report({ suite: this.suite, inputs: this.inputs, crashes: this.crashes, hangs: this.hangs, slowest: this.slowest });
  }
}

/**
 * The time any input may take: proportional to its length (20 µs per character, about 20× the
 * measured cost of checking a deck) plus a fixed allowance for collection pauses on a busy machine.
 */
export function boundMs(chars: number): number {
  return 500 + chars * 0.02;
}

