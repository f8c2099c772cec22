// A sliding-window count per key (the caller's address) for the public quote calls: more than
// `max` calls within `windowMs` are refused until the oldest counted call leaves the window.
// Kept in this instance's memory: a token is unguessable, this only slows scripted guessing and
// hammering; behind several instances each counts its own share (docs/decisions.md).
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a call; null when allowed, else the seconds until the next one is. */
  hit(key: string, now: number): number | null {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return null;
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) {
      if (list.every((at) => at <= since)) this.hits.delete(key);
    }
  }
}
