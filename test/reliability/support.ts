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
   * (both are rethrown so that fast-check shrinks and reports the input). Time is this process's
   * CPU time, so other work on the machine does not count; an input over the bound is run again
   * and is a hang only if it is over the bound again (a first-use cost such as building the fuzzy
   * index, or a collection pause, does not repeat; a super-linear path does).
   */
  run<T>(label: string, text: string, fn: () => T): T {
    this.inputs++;
    const timed = (): { out: T; ms: number } => {
      const c0 = process.cpuUsage();
      let out: T;
      try {
        out = fn();
      } catch (e) {
        this.crashes++;
        throw e;
      }
      const c = process.cpuUsage(c0);
      return { out, ms: (c.user + c.system) / 1000 };
    };
    const bound = boundMs(text.length);
    let r = timed();
    if (r.ms > bound) r = timed();
    if (!this.slowest || r.ms > this.slowest.ms) this.slowest = { label, ms: r.ms, chars: text.length };
    if (r.ms > bound) {
      this.hangs++;
      throw new Error(`${label}: ${r.ms.toFixed(0)} ms of CPU for ${text.length} characters, twice (bound ${bound.toFixed(0)} ms)`);
    }
    return r.out;
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

