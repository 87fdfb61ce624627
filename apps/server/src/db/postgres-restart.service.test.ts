/**
 * PostgreSQL restarted under a running shop: the requests in flight fail with a clear 503, the
 * next ones are answered without restarting the shop, and the read cache listens again, so a
 * change made after the restart (by another process, here straight in SQL) is seen at once.
 */
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../test/postgres-cluster.ts";
import { killAllShops, type ShopProcess, startShop } from "../test/shop-process.ts";

let cluster: Cluster;
let shop: ShopProcess;

beforeAll(async () => {
  cluster = await startCluster();
  cluster.createDatabase("shop");
  shop = await startShop({ DATABASE_URL: cluster.url("shop"), SEED_DEMO: "true", LOG_LEVEL: "info" });
}, 300_000);
afterAll(async () => {
  await killAllShops();
  cluster?.stop();
});

async function get(url: string): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const res = await fetch(`${shop.url}${url}`);
  return { status: res.status, body: (await res.json()) as { message?: string; data?: unknown } };
}

describe("PostgreSQL restarted under a running shop", () => {
  it("answers 503 while it is away, answers again after, and never shows an answer from before a change", async () => {
    const product = ((await get("/api/products/get-all")).body.data as { id: number; name: string }[])[0]!;
    const address = `/api/products/get/${product.id}`;
    // Kept by the read cache (and the front door) from now on.
    expect((await get(address)).status).toBe(200);
    expect((await get(address)).status).toBe(200);

    // Searches never asked before keep going to the database while it restarts.
    const statuses: number[] = [];
    const messages = new Set<string>();
    let searching = true;
    const searcher = async (n: number) => {
      for (let i = 0; searching; i++) {
        const res = await get(`/api/products/get-all?q=restart-${n}-${i}`);
        statuses.push(res.status);
        if (res.status !== 200) messages.add(`${res.status} ${res.body.message}`);
        await sleep(10);
      }
    };
    const searchers = Array.from({ length: 4 }, (_, n) => searcher(n));
    await sleep(300);
    await cluster.restart();
    // The next requests are answered, by the same shop process.
    let back = 0;
    for (let i = 0; i < 300 && back < 5; i++) {
      back = (await get(`/api/products/get-all?q=after-${i}`)).status === 200 ? back + 1 : 0;
      await sleep(100);
    }
    searching = false;
    await Promise.all(searchers);
    expect(back).toBe(5);
    expect(shop.child.exitCode).toBeNull();
    // What failed failed clearly: 503 and words a shopper understands, never a 500.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect([...messages]).toEqual([
      "503 The shop cannot reach its database right now. Please try again in a moment.",
    ]);

    // The shop listens to the database's change notifications again: a change another process
    // makes now is seen at once, not the answer kept from before.
    for (
      let i = 0;
      i < 300 && !shop.output().includes("Listening to the database's change notifications again");
      i++
    ) {
      await sleep(100);
    }
    expect(shop.output()).toContain("Listening to the database's change notifications again");
    expect((await get(address)).status).toBe(200);
    expect((await get(address)).status).toBe(200);
    const other = new pg.Client({ connectionString: cluster.url("shop") });
    await other.connect();
    try {
      await other.query("update products set name = $1 where id = $2", ["Renamed after restart", product.id]);
    } finally {
      await other.end();
    }
    let name = "";
    for (let i = 0; i < 50 && name !== "Renamed after restart"; i++) {
      name = ((await get(address)).body.data as { name: string }).name;
      if (name !== "Renamed after restart") await sleep(20);
    }
    expect(name).toBe("Renamed after restart");
  }, 300_000);
});
