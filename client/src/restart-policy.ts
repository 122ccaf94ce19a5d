// When the language server dies, restart it, but not forever: after `limit` crashes within
// `windowMs` the client gives up and tells the user (a crash loop would only burn CPU).
// Pure, so that it can be tested without VS Code.

export interface RestartPolicyOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export class RestartPolicy {
  private crashes: number[] = [];
  private readonly now: () => number;

  constructor(private readonly options: RestartPolicyOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Records a crash; true when the server should be restarted, false when it is time to give up. */
  crashed(): boolean {
    const t = this.now();
    this.crashes = this.crashes.filter((c) => t - c < this.options.windowMs);
    this.crashes.push(t);
    return this.crashes.length <= this.options.limit;
  }

  /** Crashes counted in the current window. */
  get recentCrashes(): number {
    const t = this.now();
    return this.crashes.filter((c) => t - c < this.options.windowMs).length;
  }

  /** Forgets past crashes (after the user restarts the server by hand). */
  reset(): void {
    this.crashes = [];
  }
}
