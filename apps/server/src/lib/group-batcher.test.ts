import { describe, expect, it } from "vitest";
import { GroupBatcher } from "./group-batcher.ts";

describe("GroupBatcher", () => {
  it("runs a lone item at once and groups what arrives while a batch runs", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const batcher = new GroupBatcher<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    });
    const first = batcher.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    release();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("keeps each item's own answer: one refused item does not fail the others", async () => {
    const batcher = new GroupBatcher<number, number>(async (items) =>
      items.map((n) => (n === 2 ? new Error("two is refused") : n)),
    );
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("fails a batch's items when the batch itself fails, and goes on with the next", async () => {
    let calls = 0;
    const batcher = new GroupBatcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return items;
    });
    await expect(batcher.submit(1)).rejects.toThrow("connection lost");
    expect(await batcher.submit(2)).toBe(2);
  });

  it("takes at most maxSize items in one batch", async () => {
    const sizes: number[] = [];
    const batcher = new GroupBatcher<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 3);
    await Promise.all(Array.from({ length: 7 }, (_, i) => batcher.submit(i)));
    expect(sizes).toEqual([3, 3, 1]);
  });

  it("stops a batch before its weight passes maxWeight, and still takes a heavy item alone", async () => {
    const batches: number[][] = [];
    const batcher = new GroupBatcher<number, number>(
      async (items) => {
        batches.push(items);
        return items;
      },
      100,
      { of: (n) => n, maxWeight: 10 },
    );
    await Promise.all([4, 5, 3, 12, 1].map((n) => batcher.submit(n)));
    expect(batches).toEqual([[4, 5], [3], [12], [1]]);
  });
});
