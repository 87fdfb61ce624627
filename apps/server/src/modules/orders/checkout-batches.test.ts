import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, products } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";
import { CheckoutDesk } from "./order-placement.ts";

/**
 * Checkouts that arrive together are written together (CheckoutDesk): each order must still be
 * decided on its own, and each request must get its own answer. Requests and sessions are also
 * looked up in batches under load: nobody may get somebody else's session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storeForm = { deliveryType: "store", phoneNumber: "9841234567" };

const product = (name: string, quantity: number) => createTestProduct(t, name, quantity);

async function stockOf(id: number): Promise<number> {
  return (await t.app.inject({ method: "GET", url: `/api/products/get/${id}` })).json().data.quantity;
}

function order(headers: Record<string, string>, lines: { id: number; orderedQuantity: number }[]) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers,
    payload: { orderForm: storeForm, products: lines },
  });
}

describe("checkouts that arrive together", () => {
  it("are decided one by one: the short and the deleted are refused, the others placed, each with its own answer", async () => {
    const scarce = await product("Batch Scarce SSD", 4);
    const plenty = await product("Batch Plenty Mouse", 100);
    const gone = await product("Batch Gone Cable", 10);
    await t.app.db
      .update(products)
      .set({ deleted: true })
      .where(inArray(products.id, [gone.id]));
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(t)));
    const asks = shoppers.map((_, i) =>
      i < 8
        ? [{ id: scarce.id, orderedQuantity: 1 }]
        : i < 10
          ? [
              { id: plenty.id, orderedQuantity: 2 },
              { id: gone.id, orderedQuantity: 1 },
            ]
          : [{ id: plenty.id, orderedQuantity: 3 }],
    );
    const results = await Promise.all(shoppers.map((s, i) => order(s.headers, asks[i]!)));

    const scarceCodes = results.slice(0, 8).map((r) => r.statusCode);
    expect(scarceCodes.filter((c) => c === 200)).toHaveLength(4);
    expect(scarceCodes.filter((c) => c === 409)).toHaveLength(4);
    for (const r of results.slice(0, 8).filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe("Only 0 pieces of Batch Scarce SSD are left.");
    for (const r of results.slice(8, 10)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(
        `Batch Gone Cable (#${gone.id}) is no longer sold. Please remove it from your cart.`,
      );
    }
    expect(results.slice(10).map((r) => r.statusCode)).toEqual([200, 200]);

    // Each placed order is the asking shopper's, with what that shopper asked and a number of its own.
    const placed = results.flatMap((r, i) => (r.statusCode === 200 ? [{ i, data: r.json().data }] : []));
    for (const { i, data } of placed) {
      expect(data.users.id).toBe(shoppers[i]!.user.id);
      expect(
        data.products.map((p: { id: number; orderedQuantity: number }) => [p.id, p.orderedQuantity]),
      ).toEqual(asks[i]!.map((l) => [l.id, l.orderedQuantity]));
    }
    // The answer, written before the rows, says what the order says when read back.
    for (const { i, data } of placed) {
      const read = await t.app.inject({
        method: "GET",
        url: `/api/orders/get/${data.id}`,
        headers: shoppers[i]!.headers,
      });
      const { events: _, ...stored } = read.json().data;
      expect(stored).toEqual(data);
    }
    const ids = placed.map((p) => p.data.id);
    expect(new Set(ids).size).toBe(6);
    // The orders were written in fewer transactions than there are orders (a batch shares its
    // transaction's time), so this test does exercise a batch.
    const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(new Set(rows.map((r) => r.createdAt.toISOString())).size).toBeLessThan(6);
    // Each placed order told its customer and the shop; the refused ones told nobody.
    const mails = await t.app.db.select().from(mailOutbox);
    for (const { i, data } of placed)
      expect(
        mails.filter((m) => m.recipient === shoppers[i]!.user.email && m.subject.includes(`#${data.id}`)),
      ).toHaveLength(1);
    for (const [i, r] of results.entries())
      if (r.statusCode !== 200)
        expect(mails.some((m) => m.recipient === shoppers[i]!.user.email)).toBe(false);

    expect(await stockOf(scarce.id)).toBe(0);
    expect(await stockOf(plenty.id)).toBe(94);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("full carts arriving together", () => {
  it("are all placed, in batches of at most 2,000 lines", async () => {
    const shelf = [];
    for (let i = 0; i < 100; i += 1) shelf.push(await product(`Full Cart Part ${i}`, 1000));
    const shoppers = await Promise.all(Array.from({ length: 60 }, () => createSignedInUser(t)));
    const cart = shelf.map((p) => ({ id: p.id, orderedQuantity: 1 }));
    const results = await Promise.all(shoppers.map((s) => order(s.headers, cart)));
    expect(results.map((r) => r.statusCode)).toEqual(shoppers.map(() => 200));
    for (const r of results) expect(r.json().data.products).toHaveLength(100);
    expect(await stockOf(shelf[99]!.id)).toBe(940);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  }, 120_000);
});

describe("orders written together", () => {
  it("keep every character of what each carries: quotes, braces, backslashes, commas, NULL, Devanagari, line breaks", async () => {
    // Each column goes to the database as one array: an element must never be split, merged,
    // unquoted or read as SQL NULL.
    const odd = await product(`Odd "Quote" {Brace}, Back\\slash NULL`, 50);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t)));
    const notes = [
      `Call "before" noon, please`,
      "{1,2,3}",
      "back\\slash\\",
      "NULL",
      "नमस्ते, घर नजिकै\nदोस्रो लाइन",
      "",
    ];
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/orders/create",
          headers: s.headers,
          payload: {
            orderForm: { ...storeForm, note: notes[i] },
            products: [{ id: odd.id, orderedQuantity: 1 }],
          },
        }),
      ),
    );
    const ids = answers.map((a) => {
      expect(a.statusCode).toBe(200);
      return a.json().data.id as number;
    });
    const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
    for (const [i, id] of ids.entries()) {
      expect(rows.find((r) => r.id === id)?.note).toBe(notes[i]);
      expect(answers[i]!.json().data.products[0].name).toBe(odd.name);
    }
    const mails = await t.app.db.select().from(mailOutbox);
    for (const id of ids) {
      const mail = mails.find((m) => m.subject === `Your order #${id} is placed`);
      expect(mail?.body).toContain(`1 x ${odd.name} at Rs 1,000`);
    }
    expect(await stockOf(odd.id)).toBe(44);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("a batch whose transaction fails as a whole", () => {
  it("places each of its orders alone, so no order fails for another's sake", async () => {
    const p = await product("Batch Retry Keyboard", 10);
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => createSignedInUser(t)));
    // The batch's first transaction is lost (as a dropped connection would lose it).
    let lost = false;
    const db = new Proxy(t.app.db, {
      get(target, name, receiver) {
        if (name === "transaction" && !lost) {
          lost = true;
          return () => Promise.reject(new Error("connection lost"));
        }
        return Reflect.get(target, name, receiver);
      },
    });
    const desk = new CheckoutDesk(db, { email: undefined, timeZone: "Asia/Kathmandu" });
    const form = {
      ...storeForm,
      deliveryType: "store" as const,
      city: "",
      chowkName: "",
      famousLandMark: "",
      paymentMethod: "pay_at_store" as const,
      note: "",
    };
    const placed = await Promise.all(
      shoppers.map((s) =>
        desk.place(s.user, { orderForm: form, products: [{ id: p.id, orderedQuantity: 1 }] }, undefined),
      ),
    );
    expect(lost).toBe(true);
    expect(placed.map((r) => r.order.users.id)).toEqual(shoppers.map((s) => s.user.id));
    expect(await stockOf(p.id)).toBe(7);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("sessions looked up together", () => {
  it("give every request its own user, and refuse the ended ones", async () => {
    const shoppers = await Promise.all(Array.from({ length: 16 }, () => createSignedInUser(t)));
    const ended = shoppers.slice(12);
    for (const s of ended) {
      const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: s.headers });
      expect(out.statusCode).toBe(200);
    }
    const answers = await Promise.all(
      shoppers.map((s) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: s.headers })),
    );
    for (const [i, answer] of answers.entries()) {
      if (i >= 12) expect(answer.statusCode).toBe(401);
      else {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data.email).toBe(shoppers[i]!.user.email);
      }
    }
  });
});
