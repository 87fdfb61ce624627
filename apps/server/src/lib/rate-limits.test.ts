import { describe, expect, it } from "vitest";
import { MemoryRateLimits, waitText } from "./rate-limits.ts";

describe("MemoryRateLimits", () => {
  it("allows the limit, refuses the next, and opens again when the window ends", async () => {
    let now = 1_000_000;
    const limits = new MemoryRateLimits(() => now);
    for (let i = 0; i < 3; i += 1) expect((await limits.hit("k", 3, 60_000)).allowed).toBe(true);
    const refused = await limits.hit("k", 3, 60_000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect((await limits.hit("other", 3, 60_000)).allowed).toBe(true);
    now += 60_000;
    expect((await limits.hit("k", 3, 60_000)).allowed).toBe(true);
  });

  it("forgets a key on reset", async () => {
    const limits = new MemoryRateLimits();
    await limits.hit("k", 1, 60_000);
    expect((await limits.hit("k", 1, 60_000)).allowed).toBe(false);
    await limits.reset("k");
    expect((await limits.hit("k", 1, 60_000)).allowed).toBe(true);
  });

  it("words the wait for people", () => {
    expect(waitText(15 * 60_000)).toBe("15 minutes");
    expect(waitText(59_000)).toBe("59 seconds");
    expect(waitText(61_000)).toBe("2 minutes");
  });
});
