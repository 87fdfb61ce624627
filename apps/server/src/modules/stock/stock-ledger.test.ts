import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stockHistory } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";
import { moveStock, ProductChangedError } from "./stock-ledger.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const product = (name: string, quantity: number) =>
  createProduct(
    t.app.db,
    {
      name,
      brand: "Test",
      model: "L-1",
      pricePaisa: 100_000,
      youSavedPaisa: 0,
      category: "Computer Parts",
      quantity,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );

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

describe("moveStock guarded by what the caller read", () => {
  it("moves every product when each is still as read, in one go", async () => {
    const a = await product("Guarded A", 5);
    const b = await product("Guarded B", 5);
    const seen = [a, b].map((p) => ({
      id: p.id,
      name: p.name,
      pricePaisa: p.pricePaisa,
      mainFile: p.mainFile,
    }));
    const moved = await t.app.db.transaction((tx) =>
      moveStock(tx, [take(b.id, -2), take(a.id, -1)], { seen }),
    );
    expect([...moved]).toEqual([
      [a.id, 4],
      [b.id, 3],
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("moves nothing and says so when a product's price, name or deletion changed since the read", async () => {
    const a = await product("Changing A", 5);
    const b = await product("Changing B", 5);
    const seenOf = (p: typeof a) => ({
      id: p.id,
      name: p.name,
      pricePaisa: p.pricePaisa,
      mainFile: p.mainFile,
    });
    const before = [await stateOf(a.id), await stateOf(b.id)];
    const attempts = [
      [seenOf(a), { ...seenOf(b), pricePaisa: b.pricePaisa - 1 }],
      [{ ...seenOf(a), name: "Old name" }, seenOf(b)],
    ];
    for (const seen of attempts) {
      await expect(
        t.app.db.transaction((tx) => moveStock(tx, [take(a.id, -1), take(b.id, -1)], { seen })),
      ).rejects.toBeInstanceOf(ProductChangedError);
    }
    await t.app.db.update(products).set({ deleted: true }).where(eq(products.id, b.id));
    await expect(
      t.app.db.transaction((tx) =>
        moveStock(tx, [take(a.id, -1), take(b.id, -1)], { seen: [seenOf(a), seenOf(b)] }),
      ),
    ).rejects.toBeInstanceOf(ProductChangedError);
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(before);
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
});
