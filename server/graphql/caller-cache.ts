import type { CurrentUser } from "../../common/user.ts";

/**
 * The signed-in caller (what `me` and every auth scope read) remembered for a few seconds per session
 * token hash, in this process only (decision 019). Any mutation in this process forgets everything
 * (sign-out, profile, licences, account deletion…), and a lookup that started before a mutation is
 * not remembered, so this process never answers with a caller older than its own last change; another
 * process may, for at most `ttlMs`. A cache of zero milliseconds remembers nothing.
 */
export class CallerCache {
  private readonly entries = new Map<string, { user: Promise<CurrentUser | null>; until: number }>();
  /** Counts the forgettings, so a lookup that straddles one is not stored. */
  private generation = 0;

  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(ttlMs: number, max = 10_000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.max = max;
    this.now = now;
  }

  /** The caller behind `tokenHash`, remembered or loaded by `load`. */
  get(tokenHash: string, load: () => Promise<CurrentUser | null>): Promise<CurrentUser | null> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const known = this.entries.get(tokenHash);
    if (known && known.until > now) return known.user;
    if (known) this.entries.delete(tokenHash);
    const generation = this.generation;
    const user = load();
    user.then(
      () => {
        if (generation !== this.generation) return;
        this.entries.set(tokenHash, { user, until: now + this.ttlMs });
        if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
      },
      () => {},
    );
    return user;
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
