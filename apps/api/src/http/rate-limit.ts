// A sliding-window count per key (the caller's address) for the public quote calls and the
// integration calls without a valid key: more than `max` calls within `windowMs` are refused until
// the oldest counted call leaves the window. Kept in this instance's memory: a token or key is
// unguessable, this only slows scripted guessing and hammering; behind several instances each
// counts its own share (docs/decisions/059-production-events-clock-ids-throttle.md).
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Without counting: null when a call would be allowed, else the seconds until one is. */
  wait(key: string, now: number): number | null {
    const recent = this.recent(key, now);
    return recent.length < this.max ? null : this.secondsUntilFree(recent, now);
  }

  /** Counts a call; null when allowed, else the seconds until the next one is. */
  hit(key: string, now: number): number | null {
    const recent = this.recent(key, now);
    if (recent.length >= this.max) return this.secondsUntilFree(recent, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now - this.windowMs);
    return null;
  }

  /** The calls of `key` still in the window; a key without any is forgotten. */
  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }

  private secondsUntilFree(recent: readonly number[], now: number): number {
    return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) {
      if (list.every((at) => at <= since)) this.hits.delete(key);
    }
  }
}
