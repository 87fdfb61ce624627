import { MSG } from "@shop/shared/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, products, stockHistory } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createSignedInUser, createTestApp, createTestArea, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";
import { KEY_REUSED } from "./order-placement.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  // Free from Rs 10,000: the first order below is past it and pays no delivery.
  await createTestArea(t, "Itahari", 100, 10000);
  admin = await createSignedInUser(t, "Admin");
});
afterAll(async () => {
  await t.close();
});

async function product(name: string, priceRupees: number, quantity: number) {
  return createProduct(
    t.app.db,
    {
      name,
      brand: "Test",
      model: "T-1",
      pricePaisa: Math.round(priceRupees * 100),
      youSavedPaisa: 0,
      category: "PC",
      quantity,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
}

async function stockOf(id: number) {
  const [row] = await t.app.db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, id));
  return row!.quantity;
}

async function historyOf(id: number) {
  return t.app.db
    .select({ quantity: stockHistory.quantity, kind: stockHistory.kind })
    .from(stockHistory)
    .where(eq(stockHistory.productId, id))
    .orderBy(stockHistory.id);
}

const storeForm = { deliveryType: "store", phoneNumber: "9841234567" };
const homeForm = {
  deliveryType: "home",
  phoneNumber: "9812345678",
  city: "Itahari",
  chowkName: "Pichara Chowk",
  famousLandMark: "Big Mart",
};

function order(headers: Record<string, string>, body: unknown, extraHeaders: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: { ...headers, ...extraHeaders },
    payload: body as object,
  });
}

describe("placing an order", () => {
  it("takes prices and the total from the database, merges repeated lines and takes the stock", async () => {
    const shopper = await createSignedInUser(t, "Customer", { fullName: "Sita Rai" });
    const ssd = await product("Order SSD", 4300.5, 10);
    const ram = await product("Order RAM", 6200, 10);
    const res = await order(shopper.headers, {
      orderForm: { ...homeForm, total: 1 },
      products: [
        { id: ssd.id, orderedQuantity: 1, price: 1, name: "cheap" },
        { id: ram.id, orderedQuantity: 2, price: 0.01 },
        { id: ssd.id, orderedQuantity: 2 },
      ],
      token: shopper.token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MSG.checkoutSuccess);
    expect(body.data).toMatchObject({
      status: "Pending",
      canceled: false,
      totalPrice: 4300.5 * 3 + 6200 * 2,
      orderForm: { deliveryType: "home", city: "Itahari", chowkName: "Pichara Chowk", total: 25301.5 },
      users: { fullName: "Sita Rai", phone: shopper.user.phone, city: "Itahari" },
    });
    expect(body.data.products).toEqual([
      expect.objectContaining({ id: ssd.id, name: "Order SSD", orderedQuantity: 3, price: 4300.5 }),
      expect.objectContaining({ id: ram.id, name: "Order RAM", orderedQuantity: 2, price: 6200 }),
    ]);
    expect(await stockOf(ssd.id)).toBe(7);
    expect(await stockOf(ram.id)).toBe(8);
    expect((await historyOf(ssd.id)).at(-1)).toEqual({ quantity: -3, kind: "order_placed" });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("stores how the order is paid and the shopper's note, and the customer's e-mail says both", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product("Payment Router", 3000, 5);
    const note = "Please call before coming.\nThe gate is on the left.";
    const home = await order(shopper.headers, {
      orderForm: { ...homeForm, note },
      products: [{ id: p.id, orderedQuantity: 1 }],
    });
    expect(home.statusCode).toBe(200);
    expect(home.json().data.orderForm).toMatchObject({ paymentMethod: "cash_on_delivery", note });
    const store = await order(shopper.headers, {
      orderForm: { ...storeForm, paymentMethod: "pay_at_store" },
      products: [{ id: p.id, orderedQuantity: 1 }],
    });
    expect(store.json().data.orderForm).toMatchObject({ paymentMethod: "pay_at_store", note: "" });
    // What the admin's order detail reads.
    const read = await t.app.inject({
      method: "GET",
      url: `/api/orders/get/${home.json().data.id}`,
      headers: admin.headers,
    });
    expect(read.json().data.orderForm).toMatchObject({ paymentMethod: "cash_on_delivery", note });
    const [mail] = await t.app.db
      .select({ text: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order #${home.json().data.id} is placed`));
    expect(mail?.text).toContain("Payment: Cash on delivery.");
    expect(mail?.text).toContain(`Note: ${note}`);
  });

  it("marks the wrong field of a refused order form in the answer", async () => {
    const shopper = await createSignedInUser(t);
    const res = await order(shopper.headers, {
      orderForm: { deliveryType: "home", phoneNumber: "9812345678", city: "Itahari" },
      products: [{ id: 1, orderedQuantity: 1 }],
    });
    expect(res.json()).toMatchObject({
      status: 400,
      message: MSG.homeFields,
      fields: { chowkName: "Chowk name is required", famousLandMark: "Famous landmark is required" },
    });
  });

  it("keeps the name and price an order was placed at", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product("Price Lock Laptop", 50000, 3);
    const placed = (
      await order(shopper.headers, { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] })
    ).json();
    await t.app.db
      .update(products)
      .set({ pricePaisa: 99_900_00, name: "Renamed" })
      .where(eq(products.id, p.id));
    const again = await t.app.inject({
      method: "GET",
      url: `/api/orders/get/${placed.data.id}`,
      headers: shopper.headers,
    });
    expect(again.json().data.products[0]).toMatchObject({ name: "Price Lock Laptop", price: 50000 });
    expect(again.json().data.totalPrice).toBe(50000);
  });

  it.each([
    [{ orderForm: { deliveryType: "store" }, products: [{ id: 1, orderedQuantity: 1 }] }, MSG.storePhone],
    [
      { orderForm: { ...homeForm, chowkName: " " }, products: [{ id: 1, orderedQuantity: 1 }] },
      MSG.homeFields,
    ],
    [
      { orderForm: { ...storeForm, phoneNumber: "12345" }, products: [{ id: 1, orderedQuantity: 1 }] },
      MSG.invalidPhone,
    ],
    [{ orderForm: storeForm, products: [] }, MSG.addCarts],
    [{ orderForm: storeForm }, MSG.addCarts],
    [
      { orderForm: storeForm, products: [{ id: 1, orderedQuantity: 0 }] },
      "The ordered quantity must be a whole number of at least 1",
    ],
    [
      { orderForm: storeForm, products: [{ id: 1, orderedQuantity: 1.5 }] },
      "The ordered quantity must be a whole number of at least 1",
    ],
    [
      { orderForm: { ...storeForm, deliveryType: "drone" }, products: [{ id: 1, orderedQuantity: 1 }] },
      "Delivery must be store or home",
    ],
    [
      {
        orderForm: { ...storeForm, paymentMethod: "cash_on_delivery" },
        products: [{ id: 1, orderedQuantity: 1 }],
      },
      "Cash on delivery is not possible with store pickup.",
    ],
    [
      { orderForm: { ...homeForm, paymentMethod: "khalti" }, products: [{ id: 1, orderedQuantity: 1 }] },
      "Khalti is not offered yet.",
    ],
    [
      { orderForm: { ...storeForm, note: "x".repeat(501) }, products: [{ id: 1, orderedQuantity: 1 }] },
      "Note for the shop must be at most 500 characters",
    ],
  ])("refuses bad input %# with its message and writes nothing", async (body, message) => {
    const shopper = await createSignedInUser(t);
    const [before] = await t.app.db.select({ n: count() }).from(orders);
    const res = await order(shopper.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.app.db.select({ n: count() }).from(orders)).toEqual([before]);
  });

  it("refuses a deleted or unknown product and writes nothing", async () => {
    const shopper = await createSignedInUser(t);
    const gone = await product("Gone Router", 2000, 5);
    const kept = await product("Kept Switch", 3000, 5);
    await t.app.db.update(products).set({ deleted: true }).where(eq(products.id, gone.id));
    const res = await order(shopper.headers, {
      orderForm: storeForm,
      products: [
        { id: kept.id, orderedQuantity: 1 },
        { id: gone.id, orderedQuantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`#${gone.id}`);
    expect(await stockOf(kept.id)).toBe(5);
    const unknown = await order(shopper.headers, {
      orderForm: storeForm,
      products: [{ id: 999999, orderedQuantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers 409 naming a short product and the pieces left, writing nothing", async () => {
    const shopper = await createSignedInUser(t);
    const plenty = await product("Plenty Mouse", 500, 50);
    const short = await product("Scarce Console", 82000, 2);
    const res = await order(shopper.headers, {
      orderForm: storeForm,
      products: [
        { id: plenty.id, orderedQuantity: 5 },
        { id: short.id, orderedQuantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only 2 pieces of Scarce Console are left.");
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(short.id)).toBe(2);
    expect(await historyOf(plenty.id)).toHaveLength(1);
  });

  it("needs a signed-in user", async () => {
    const res = await order({}, { orderForm: storeForm, products: [{ id: 1, orderedQuantity: 1 }] });
    expect(res.statusCode).toBe(401);
  });

  it("sells exactly the stock when 20 orders arrive at once", async () => {
    const p = await product("Rush Hour GPU", 52500, 5);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(t)));
    const results = await Promise.all(
      shoppers.map((s) =>
        order(s.headers, { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(p.id)).toBe(0);
    const placed = (await historyOf(p.id)).filter((h) => h.kind === "order_placed");
    expect(placed).toHaveLength(5);
  });

  it("makes one order from a repeated Idempotency-Key, even at the same moment", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product("Idempotent Pad", 3200, 10);
    const body = { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 2 }] };
    const key = { "idempotency-key": "checkout-5b7c1f0e-aaaa" };
    const [a, b] = await Promise.all([order(shopper.headers, body, key), order(shopper.headers, body, key)]);
    const c = await order(shopper.headers, body, key);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it("refuses the same Idempotency-Key with a different order, and after its order was deleted", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product("Keyed Keyboard", 2500, 10);
    const key = { "idempotency-key": "checkout-key-reused-1" };
    const first = await order(
      shopper.headers,
      { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] },
      key,
    );
    expect(first.statusCode).toBe(200);
    const other = await order(
      shopper.headers,
      { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 3 }] },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(KEY_REUSED);
    expect(await stockOf(p.id)).toBe(9);

    await t.app.inject({
      method: "DELETE",
      url: `/api/orders/delete/${first.json().data.id}`,
      headers: admin.headers,
    });
    const again = await order(
      shopper.headers,
      { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] },
      key,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("was removed by the shop");
    expect(await stockOf(p.id)).toBe(10);
  });

  it("applies the per-line cap after repeated lines are added up", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product("Bulk Cable", 10, 100_000);
    const res = await order(shopper.headers, {
      orderForm: storeForm,
      products: Array.from({ length: 100 }, () => ({ id: p.id, orderedQuantity: 1000 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You can order at most 1000 pieces of Bulk Cable in one order.");
    expect(await stockOf(p.id)).toBe(100_000);
  });
});

describe("who sees and changes which order", () => {
  it("keeps customer A's orders from customer B", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const p = await product("Private Order Item", 1000, 5);
    const placed = (
      await order(a.headers, { orderForm: storeForm, products: [{ id: p.id, orderedQuantity: 1 }] })
    ).json().data;

    expect(
      (await t.app.inject({ method: "GET", url: `/api/orders/get/${placed.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/orders/get-customerOrders/${a.user.id}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/orders/cancel/${placed.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    expect(await stockOf(p.id)).toBe(4);

    const own = await t.app.inject({
      method: "GET",
      url: `/api/orders/get-customerOrders/${a.user.id}`,
      headers: a.headers,
    });
    expect(own.json().data.map((o: { id: number }) => o.id)).toEqual([placed.id]);
    const byAdmin = await t.app.inject({
      method: "GET",
      url: `/api/orders/get/${placed.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("keeps the admin calls for admins", async () => {
    const customer = await createSignedInUser(t);
    for (const [method, url] of [
      ["GET", "/api/orders/get-all"],
      ["PATCH", "/api/orders/updateStatus/1?status=Approved"],
      ["DELETE", "/api/orders/delete/1"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  it("refuses an unknown status", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/orders/updateStatus/1?status=Shipped",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("status must be one of");
  });
});

describe("popular products", () => {
  it("ranks products by pieces sold in live orders", async () => {
    const fresh = await createTestApp();
    try {
      const s = await createSignedInUser(fresh);
      const make = (name: string) =>
        createProduct(
          fresh.app.db,
          {
            name,
            brand: "",
            model: "",
            pricePaisa: 100,
            youSavedPaisa: 0,
            category: "PC",
            quantity: 100,
            description: "",
            mainFile: "0123456789abcdef0123456789abcdef.webp",
          },
          null,
        );
      const [a, b, c] = [await make("A"), await make("B"), await make("C")];
      const place = (id: number, n: number) =>
        fresh.app.inject({
          method: "POST",
          url: "/api/orders/create",
          headers: s.headers,
          payload: { orderForm: storeForm, products: [{ id, orderedQuantity: n }] },
        });
      await place(a.id, 2);
      await place(b.id, 5);
      const cancelled = (await place(c.id, 9)).json().data;
      await fresh.app.inject({
        method: "PATCH",
        url: `/api/orders/cancel/${cancelled.id}`,
        headers: s.headers,
      });
      const res = await fresh.app.inject({ method: "GET", url: "/api/orders/getPopular-products" });
      expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(["B", "A"]);
    } finally {
      await fresh.close();
    }
  });
});
