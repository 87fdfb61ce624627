import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { DatabaseRateLimits, waitText } from "./rate-limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("DatabaseRateLimits", () => {
  it("allows the limit, refuses the next, and counts each key apart", async () => {
    const limits = new DatabaseRateLimits(t.app.db);
    for (let i = 1; i <= 3; i += 1) {
      expect(await limits.hit("first", 3, 60_000)).toMatchObject({ allowed: true, count: i });
    }
    const refused = await limits.hit("first", 3, 60_000);
    expect(refused).toMatchObject({ allowed: false, count: 4 });
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limits.hit("second", 3, 60_000)).allowed).toBe(true);
  });

  it("opens again once the window has ended", async () => {
    const limits = new DatabaseRateLimits(t.app.db);
    await limits.hit("ending", 1, 60_000);
    expect((await limits.hit("ending", 1, 60_000)).allowed).toBe(false);
    await t.app.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, "ending"));
    expect(await limits.hit("ending", 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it("forgets a key on reset", async () => {
    const limits = new DatabaseRateLimits(t.app.db);
    await limits.hit("forget", 1, 60_000);
    expect((await limits.hit("forget", 1, 60_000)).allowed).toBe(false);
    await limits.reset("forget");
    expect((await limits.hit("forget", 1, 60_000)).allowed).toBe(true);
  });

  it("lets exactly the limit through when attempts arrive at once, from separate counters", async () => {
    // Two instances stand for two server processes: everything they know is in the database.
    const one = new DatabaseRateLimits(t.app.db);
    const two = new DatabaseRateLimits(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit("parallel", 10, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe("waitText", () => {
  it("words the wait for people", () => {
    expect(waitText(15 * 60_000)).toBe("15 minutes");
    expect(waitText(59_000)).toBe("59 seconds");
    expect(waitText(61_000)).toBe("2 minutes");
    expect(waitText(20 * 3_600_000)).toBe("20 hours");
  });
});
