/**
 * Counters for rules that @fastify/rate-limit cannot key by itself (failed logins per e-mail,
 * reset requests per e-mail). One small interface, so a store shared by several server
 * processes (PostgreSQL, Redis) can replace the in-memory one without touching the rules.
 */
export interface RateLimits {
  /**
   * Counts one attempt against `key` in a fixed window of `windowMs` that starts with the first
   * attempt. `allowed` is false once more than `limit` attempts fall in the window.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets the attempts of `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

/** One process's counters. Counting is synchronous, so parallel requests cannot slip past. */
export class MemoryRateLimits implements RateLimits {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: window.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows now and then, so the map cannot grow without bound. */
  private lastSweep = 0;
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.windows.size < 10_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** "15 minutes", "1 minute", "40 seconds": for the 429 message. */
export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms >= 60_000) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
