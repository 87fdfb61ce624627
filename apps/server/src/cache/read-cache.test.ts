import { describe, expect, it } from "vitest";
import { type Loaded, ReadCache } from "./read-cache.ts";

const json = (text: string, tags: string[]): Loaded => ({
  body: Buffer.from(text),
  type: "application/json",
  tags,
});

/** A load the test finishes when it wants, to put writes in the middle of it. */
function deferred() {
  let finish!: (loaded: Loaded) => void;
  const promise = new Promise<Loaded>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

/** Loads start from the event loop: lets a load just asked for begin. */
const begun = () => new Promise((resolve) => setImmediate(resolve));

function liveCache(maxBytes?: number) {
  const cache = new ReadCache(maxBytes ? { maxBytes } : {});
  cache.resume();
  return cache;
}

describe("ReadCache", () => {
  it("keeps answers and drops exactly those that show what changed", async () => {
    const cache = liveCache();
    let loads = 0;
    const load = (text: string, tags: string[]) => async () => {
      loads += 1;
      return json(text, tags);
    };
    await cache.get("list", load("[1,2]", ["lists", "product:1", "product:2"]));
    await cache.get("one:1", load("1", ["product:1"]));
    await cache.get("one:2", load("2", ["product:2"]));
    await cache.get("list", load("never", []));
    expect(loads).toBe(3);

    cache.invalidate(["product:1"]);
    expect(cache.size).toBe(1);
    const two = await cache.get("one:2", load("never", []));
    expect(two.body.toString()).toBe("2");
    expect((await cache.get("one:1", load("1b", ["product:1"]))).body.toString()).toBe("1b");
  });

  it("answers but never keeps a load that a write to what it shows overtook", async () => {
    const cache = liveCache();
    const slow = deferred();
    const answer = cache.get("one:1", () => slow.promise);
    await begun();
    cache.invalidate(["product:1"]); // committed while the load ran: it may have read the old row
    slow.finish(json("old", ["product:1"]));
    expect((await answer).body.toString()).toBe("old");
    const next = await cache.get("one:1", async () => json("new", ["product:1"]));
    expect(next.body.toString()).toBe("new");
  });

  it("keeps a load that only other writes overtook", async () => {
    const cache = liveCache();
    const slow = deferred();
    const answer = cache.get("one:1", () => slow.promise);
    await begun();
    cache.invalidate(["product:2", "software"]);
    slow.finish(json("1", ["product:1"]));
    await answer;
    expect(cache.size).toBe(1);
  });

  it("shares one load between requests, but not with a request that came after a write", async () => {
    const cache = liveCache();
    const first = deferred();
    let loads = 0;
    const a = cache.get("list", () => {
      loads += 1;
      return first.promise;
    });
    const b = cache.get("list", async () => {
      loads += 1;
      return json("never", []);
    });
    await begun();
    cache.invalidate(["lists"]);
    const c = cache.get("list", async () => {
      loads += 1;
      return json("after", ["lists"]);
    });
    first.finish(json("before", ["lists"]));
    expect([(await a).body.toString(), (await b).body.toString(), (await c).body.toString()]).toEqual([
      "before",
      "before",
      "after",
    ]);
    expect(loads).toBe(2);
  });

  it("keeps nothing until it listens, nor while listening is interrupted", async () => {
    const cache = new ReadCache();
    await cache.get("contact", async () => json("a", ["contact"]));
    expect(cache.size).toBe(0);
    cache.resume();
    const slow = deferred();
    const answer = cache.get("contact", () => slow.promise);
    await begun();
    cache.pause();
    cache.resume();
    slow.finish(json("b", ["contact"]));
    await answer;
    expect(cache.size).toBe(0); // it began before the interruption
    await cache.get("contact", async () => json("c", ["contact"]));
    expect(cache.size).toBe(1);
    cache.pause();
    expect(cache.size).toBe(0);
  });

  it("keeps no answer whose load began while nobody listened, even if it ends after", async () => {
    const cache = new ReadCache();
    cache.resume();
    cache.pause();
    // Read while the database's notifications were lost: a write meanwhile went unheard.
    const slow = deferred();
    const answer = cache.get("product", () => slow.promise);
    await begun();
    cache.resume();
    slow.finish(json("read while deaf", ["product:1"]));
    await answer;
    expect(cache.size).toBe(0);
    await cache.get("product", async () => json("read while listening", ["product:1"]));
    expect(cache.size).toBe(1);
  });

  it("stays within its size, forgetting the least recently used", async () => {
    const cache = liveCache(2_000);
    for (let i = 0; i < 10; i += 1)
      await cache.get(`k${i}`, async () => json("x".repeat(500), [`product:${i}`]));
    expect(cache.size).toBeLessThan(10);
    cache.invalidate(["product:0", "product:9"]);
    expect((await cache.get("k9", async () => json("fresh", ["product:9"]))).body.toString()).toBe("fresh");
  });

  it("gives the same bytes the same validator, and compresses on demand", async () => {
    const cache = liveCache();
    const text = JSON.stringify({
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: "Router" })),
    });
    const a = await cache.get("a", async () => json(text, []));
    const b = await cache.get("b", async () => json(text, []));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(await a.encodedBody("br")).toString()).toBe(text);
    expect(gunzipSync(await a.encodedBody("gzip")).toString()).toBe(text);
    expect(await a.encodedBody("br")).toBe(await a.encodedBody("br"));
  });

  it("runs at most maxLoads loads at once, each started from the event loop, and keeps every answer", async () => {
    const cache = new ReadCache({ maxLoads: 2 });
    cache.resume();
    let running = 0;
    let most = 0;
    let inline = 0;
    const loads = Array.from({ length: 10 }, (_, i) => {
      let started = false;
      const answer = cache.get(`key ${i}`, async () => {
        started = true;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return json(`answer ${i}`, [`product:${i}`]);
      });
      if (started) inline += 1;
      return answer;
    });
    // Another request between them is not kept waiting behind a load that runs inline.
    expect(inline).toBe(0);
    const answers = await Promise.all(loads);
    expect(answers.map((a) => a.body.toString())).toEqual(loads.map((_, i) => `answer ${i}`));
    expect(most).toBe(2);
    expect(cache.size).toBe(10);
  });

  it("keeps no answer a write overtook while it waited its turn or ran, and recovers from a failed load", async () => {
    const cache = new ReadCache({ maxLoads: 1 });
    cache.resume();
    const first = deferred();
    const a = cache.get("a", () => first.promise);
    await begun();
    const failed = cache.get("b", async () => {
      throw new Error("the database is away");
    });
    const c = cache.get("c", async () => json("c", ["lists"]));
    // Invalidated while "c" waits its turn: it has read nothing yet, so its answer is fresh.
    cache.invalidate(["lists"]);
    first.finish(json("a", ["lists"]));
    await a;
    await expect(failed).rejects.toThrow("away");
    expect((await c).body.toString()).toBe("c");
    expect(cache.kept("c")?.body.toString()).toBe("c");
    // "a" began before the write: sent to its request, not kept.
    expect(cache.kept("a")).toBeUndefined();
  });
});
