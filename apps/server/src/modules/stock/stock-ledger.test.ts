import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stockHistory } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";
import { moveStock } from "./stock-ledger.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const product = (name: string, quantity: number) => createTestProduct(t, name, quantity);

const take = (id: number, delta: number) => ({
  productId: id,
  delta,
  kind: "correction" as const,
  remarks: "test",
  actorId: null,
});

async function stateOf(id: number) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
  const history = await t.app.db.select().from(stockHistory).where(eq(stockHistory.productId, id));
  return { quantity: row!.quantity, history: history.length };
}

describe("moveStock", () => {
  it("moves several products in one go and the ledger adds up", async () => {
    const a = await product("Moved A", 5);
    const b = await product("Moved B", 5);
    const moved = await t.app.db.transaction((tx) => moveStock(tx, [take(b.id, -2), take(a.id, -1)]));
    expect([...moved]).toEqual([
      [a.id, 4],
      [b.id, 3],
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("answers 409 for a short product and writes nothing for the others", async () => {
    const a = await product("Short A", 5);
    const b = await product("Short B", 1);
    const before = [await stateOf(a.id), await stateOf(b.id)];
    await expect(
      t.app.db.transaction((tx) => moveStock(tx, [take(a.id, -1), take(b.id, -2)])),
    ).rejects.toMatchObject({ status: 409, message: "Only 1 piece of Short B is left." });
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(before);
  });

  it("still takes pieces from a product that holds more than the most it may (an older version's stock)", async () => {
    const big = await product("Overstocked", 0);
    await t.app.db.transaction(async (tx) => {
      await tx.update(products).set({ quantity: 1_500_000 }).where(eq(products.id, big.id));
      await tx.insert(stockHistory).values({
        productId: big.id,
        quantity: 1_500_000,
        kind: "correction",
        remarks: "old",
        actorId: null,
      });
    });
    const before = await stateOf(big.id);
    const moved = await t.app.db.transaction((tx) => moveStock(tx, [take(big.id, -1)]));
    expect(moved.get(big.id)).toBe(1_499_999);
    await expect(t.app.db.transaction((tx) => moveStock(tx, [take(big.id, 1)]))).rejects.toMatchObject({
      status: 400,
    });
    expect(await stateOf(big.id)).toEqual({ quantity: 1_499_999, history: before.history + 1 });
  });

  it("always takes back pieces that come back, even past the most a product may hold", async () => {
    const full = await product("Full shelf", 999_990);
    const ordered = { ...take(full.id, -10), kind: "order_placed" as const };
    await t.app.db.transaction((tx) => moveStock(tx, [ordered]));
    await t.app.db.transaction((tx) => moveStock(tx, [take(full.id, 20)]));
    // The order is cancelled after the shelf was filled up to the limit: its pieces come back.
    const cancelled = { ...take(full.id, 10), kind: "order_cancelled" as const };
    const moved = await t.app.db.transaction((tx) => moveStock(tx, [cancelled]));
    expect(moved.get(full.id)).toBe(1_000_010);
    // New pieces are still refused.
    await expect(t.app.db.transaction((tx) => moveStock(tx, [take(full.id, 1)]))).rejects.toMatchObject({
      status: 400,
    });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
