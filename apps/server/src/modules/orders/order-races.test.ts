import { eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders, products } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";

/**
 * Races that PGlite (one statement at a time) cannot show: they matter on PostgreSQL, where
 * `.ci/run` runs this file again. On PGlite they still check the outcome rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storeForm = { deliveryType: "store", phoneNumber: "9841234567" };

describe("an admin deletes a product while it is being sold", () => {
  it("sells it only before the delete, and stock plus sold pieces stay what they were", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const p = await createProduct(
      t.app.db,
      {
        name: "Contested SSD",
        brand: "Test",
        model: "R-1",
        pricePaisa: 450_000,
        youSavedPaisa: 0,
        category: "Computer Parts",
        quantity: 30,
        description: "",
        mainFile: "0123456789abcdef0123456789abcdef.webp",
      },
      null,
    );
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(t)));
    const place = (s: (typeof shoppers)[number]) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders/create",
        headers: s.headers,
        payload: { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] },
      });

    const during = shoppers.slice(0, 20).map(place);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/products/delete/${p.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    // Every sale that wins the race is committed before the delete is: from here the stock is still.
    const [atDelete] = await t.app.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, p.id));
    const after = await Promise.all(shoppers.slice(20).map(place));
    const racing = await Promise.all(during);

    for (const res of racing) expect([200, 400]).toContain(res.statusCode);
    // Every order that starts after the delete answered is refused.
    for (const res of after) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("is no longer sold");
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    const [sold] = await t.app.db
      .select({ n: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, p.id));
    expect(row!.deleted).toBe(true);
    expect(row!.quantity).toBe(atDelete!.q);
    expect(row!.quantity + (sold?.n ?? 0)).toBe(30);
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(sold?.n ?? 0);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("orders and restocks at the same moment", () => {
  it("keeps the ledger exact", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const p = await createProduct(
      t.app.db,
      {
        name: "Busy Router",
        brand: "Test",
        model: "R-2",
        pricePaisa: 300_000,
        youSavedPaisa: 0,
        category: "Networking items",
        quantity: 10,
        description: "",
        mainFile: "0123456789abcdef0123456789abcdef.webp",
      },
      null,
    );
    const shoppers = await Promise.all(Array.from({ length: 15 }, () => createSignedInUser(t)));
    const calls = [
      ...shoppers.map((s) =>
        t.app.inject({
          method: "POST",
          url: "/api/orders/create",
          headers: s.headers,
          payload: { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] },
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        t.app.inject({
          method: "PATCH",
          url: `/api/products/add-quantity/${p.id}?quantity=1&remarks=${encodeURIComponent("van arrived")}`,
          headers: admin.headers,
        }),
      ),
    ];
    const results = await Promise.all(calls);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    const placed = results.slice(0, 15).filter((r) => r.statusCode === 200).length;
    expect(row!.quantity).toBe(10 + 5 - placed);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("a cancel sent twice at once", () => {
  it("cancels once when the call names the state it wants, and the stock comes back once", async () => {
    const shopper = await createSignedInUser(t);
    const p = await createProduct(
      t.app.db,
      {
        name: "Twice-cancelled mouse",
        brand: "Test",
        model: "C-2",
        pricePaisa: 150_000,
        youSavedPaisa: 0,
        category: "Computer Parts",
        quantity: 10,
        description: "",
        mainFile: "0123456789abcdef0123456789abcdef.webp",
      },
      null,
    );
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: shopper.headers,
      payload: { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 2 }] },
    });
    const id = placed.json().data.id as number;
    const cancel = (query: string) =>
      t.app.inject({ method: "PATCH", url: `/api/orders/cancel/${id}${query}`, headers: shopper.headers });

    const both = await Promise.all([cancel("?canceled=true"), cancel("?canceled=true")]);
    for (const res of both) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.canceled).toBe(true);
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.quantity).toBe(10);

    const bad = await cancel("?canceled=yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("canceled must be true or false");

    // Without the wanted state the call still toggles, as the original description has it.
    const toggled = await cancel("");
    expect(toggled.json().data.canceled).toBe(false);
    const [after] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(after!.quantity).toBe(8);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
