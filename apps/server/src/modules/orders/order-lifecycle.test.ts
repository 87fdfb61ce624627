import { ADMIN_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from "@shop/shared/order-lifecycle";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders, products, stockHistory } from "../../db/schema.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { createSignedInUser, createTestApp, createTestArea, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  await createTestArea(t, "Itahari", 100, 10000);
  admin = await createSignedInUser(t, "Admin", { fullName: "Owner Admin" });
});
afterAll(async () => {
  await t.close();
});

type Delivery = "store" | "home";
const forms = {
  store: { deliveryType: "store", phoneNumber: "9841234567" },
  home: {
    deliveryType: "home",
    phoneNumber: "9812345678",
    city: "Itahari",
    chowkName: "Pichara Chowk",
    famousLandMark: "Big Mart",
  },
};

async function stockOf(id: number) {
  const [row] = await t.app.db.select({ q: products.quantity }).from(products).where(eq(products.id, id));
  return row!.q;
}

const patch = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: "PATCH", url, headers });
const setStatus = (id: number, status: string) =>
  patch(`/api/orders/updateStatus/${id}?status=${encodeURIComponent(status)}`, admin.headers);
const toggleCancel = (id: number, headers: Record<string, string>) =>
  patch(`/api/orders/cancel/${id}`, headers);

/**
 * The admin moves that bring a new order to each status (none reach On the way for a pickup, nor
 * Ready for pickup for a home delivery).
 */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  Pending: [],
  Approved: ["Approved"],
  "On the way": ["Approved", "On the way"],
  "Ready for pickup": ["Approved", "Ready for pickup"],
  Completed: ["Approved", "Completed"],
  Rejected: ["Rejected"],
};

/** A fresh order of 2 pieces (stock 5) brought to `status`, optionally cancelled. */
async function orderAt(status: OrderStatus, delivery: Delivery, canceled = false) {
  const shopper = await createSignedInUser(t);
  const p = await createProduct(
    t.app.db,
    {
      name: `Lifecycle item ${Math.random().toString(36).slice(2, 8)}`,
      brand: "Test",
      model: "L-1",
      pricePaisa: 100_000,
      youSavedPaisa: 0,
      category: "PC",
      quantity: 5,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: shopper.headers,
    payload: { orderForm: forms[delivery], products: [{ id: p.id, orderedQuantity: 2 }] },
  });
  const id = res.json().data.id as number;
  if (canceled) expect((await toggleCancel(id, admin.headers)).statusCode).toBe(200);
  for (const step of PATH[status]) {
    if (canceled) throw new Error("cancelled orders do not move");
    expect((await setStatus(id, step)).statusCode).toBe(200);
  }
  return { id, shopper, product: p };
}

/** Whether the lifecycle allows `from` -> `to` for this delivery (the table, written out for the test). */
function allowed(from: OrderStatus, to: OrderStatus, delivery: Delivery): boolean {
  const table: Record<OrderStatus, OrderStatus[]> = {
    Pending: ["Approved", "Rejected"],
    Approved: ["On the way", "Ready for pickup", "Completed", "Rejected"],
    "On the way": ["Completed"],
    "Ready for pickup": ["Completed"],
    Completed: [],
    Rejected: [],
  };
  return (
    table[from].includes(to) &&
    (to !== "On the way" || delivery === "home") &&
    (to !== "Ready for pickup" || delivery === "store")
  );
}

describe("status moves (every pair, both deliveries)", () => {
  const cases = (["store", "home"] as const).flatMap((delivery) =>
    ORDER_STATUSES.filter(
      (from) =>
        PATH[from].every((step) => !(step === "On the way" && delivery === "store")) &&
        PATH[from].every((step) => !(step === "Ready for pickup" && delivery === "home")),
    ).flatMap((from) =>
      ADMIN_ORDER_STATUSES.filter((to) => to !== from).map((to) => [delivery, from, to] as const),
    ),
  );

  it.each(cases)("%s order: %s -> %s", async (delivery, from, to) => {
    const { id, product } = await orderAt(from, delivery);
    const stockBefore = await stockOf(product.id);
    const res = await setStatus(id, to);
    if (allowed(from, to, delivery)) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(to);
      // Rejecting gives the pieces back; any other move keeps them held.
      expect(await stockOf(product.id)).toBe(to === "Rejected" ? stockBefore + 2 : stockBefore);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, data: null, severity: "warning" });
      expect(res.json().message).toMatch(
        /cannot be|must be approved|Only a home delivery|Only a store pickup/,
      );
      expect(await stockOf(product.id)).toBe(stockBefore);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe(from);
    }
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("says why in words a person understands", async () => {
    const completed = await orderAt("Completed", "store");
    expect((await setStatus(completed.id, "Rejected")).json().message).toBe(
      "A completed order cannot be rejected.",
    );
    const rejected = await orderAt("Rejected", "home");
    expect((await setStatus(rejected.id, "Approved")).json().message).toBe(
      "A rejected order cannot be approved.",
    );
    const pickup = await orderAt("Approved", "store");
    expect((await setStatus(pickup.id, "On the way")).json().message).toBe(
      "Only a home delivery can be on the way. A store pickup is made ready for pickup, then completed when it is handed over.",
    );
    const delivery = await orderAt("Approved", "home");
    expect((await setStatus(delivery.id, "Ready for pickup")).json().message).toBe(
      "Only a store pickup can be ready for pickup. A home delivery goes on the way.",
    );
    const ready = await orderAt("Ready for pickup", "store");
    expect((await setStatus(ready.id, "Rejected")).json().message).toBe(
      "An order ready for pickup cannot be rejected.",
    );
    const pending = await orderAt("Pending", "home");
    expect((await setStatus(pending.id, "Completed")).json().message).toBe(
      "A pending order must be approved before it can be completed.",
    );
    expect((await setStatus(pending.id, "Ready for pickup")).json().message).toBe(
      "Only a store pickup can be ready for pickup. A home delivery goes on the way.",
    );
  });

  it("treats the same status again as done, changing nothing", async () => {
    const { id, product } = await orderAt("Rejected", "store");
    const again = await setStatus(id, "Rejected");
    expect(again.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("does not move a cancelled order until the cancel is undone", async () => {
    const { id } = await orderAt("Pending", "home", true);
    const res = await setStatus(id, "Approved");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This order is cancelled. Undo the cancel before changing its status.");
  });
});

describe("cancel and undo (customer and staff, every status)", () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    (["customer", "staff"] as const).map((by) => [status, by] as const),
  );

  it.each(cases)("%s order, by %s", async (status, by) => {
    const delivery: Delivery = status === "On the way" ? "home" : "store";
    const { id, shopper, product } = await orderAt(status, delivery);
    const headers = by === "staff" ? admin.headers : shopper.headers;
    const held = status === "Rejected" ? 5 : 3;
    expect(await stockOf(product.id)).toBe(held);
    const mayCancel =
      status === "Pending" ||
      status === "Approved" ||
      (by === "staff" && (status === "On the way" || status === "Ready for pickup"));

    const cancel = await toggleCancel(id, headers);
    if (!mayCancel) {
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toMatch(/cannot be cancelled|can no longer be cancelled here/);
      expect(await stockOf(product.id)).toBe(held);
      return;
    }
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.canceled).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);

    const undo = await toggleCancel(id, headers);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data.canceled).toBe(false);
    expect(await stockOf(product.id)).toBe(3);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("lets a customer undo only while the order is Pending or Approved", async () => {
    const { id, shopper } = await orderAt("Pending", "home");
    expect((await toggleCancel(id, shopper.headers)).statusCode).toBe(200);
    // Staff cannot move a cancelled order, so the status stays where the customer left it.
    expect((await toggleCancel(id, shopper.headers)).statusCode).toBe(200);
    await setStatus(id, "Approved");
    await setStatus(id, "On the way");
    const late = await toggleCancel(id, shopper.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "This order is on the way and can no longer be cancelled here. Please call the shop.",
    );
  });

  it("refuses to undo a cancel when a product was deleted meanwhile, changing nothing", async () => {
    const { id, shopper, product } = await orderAt("Pending", "store");
    await toggleCancel(id, shopper.headers);
    await t.app.inject({
      method: "DELETE",
      url: `/api/products/delete/${product.id}`,
      headers: admin.headers,
    });
    const undo = await toggleCancel(id, shopper.headers);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      `${product.name} is no longer sold, so this order cannot be taken up again.`,
    );
    expect(await stockOf(product.id)).toBe(5);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.canceled).toBe(true);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses to undo a cancel when the pieces were sold meanwhile, naming the product", async () => {
    const { id, shopper, product } = await orderAt("Pending", "store");
    await toggleCancel(id, shopper.headers);
    const other = await createSignedInUser(t);
    await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: other.headers,
      payload: { orderForm: forms.store, products: [{ id: product.id, orderedQuantity: 4 }] },
    });
    const undo = await toggleCancel(id, shopper.headers);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(`Only 1 piece of ${product.name} is left.`);
    expect(await stockOf(product.id)).toBe(1);
  });

  it("tells a stranger the order does not exist", async () => {
    const { id } = await orderAt("Pending", "store");
    const stranger = await createSignedInUser(t);
    expect((await toggleCancel(id, stranger.headers)).statusCode).toBe(404);
  });
});

describe("delete and restore", () => {
  it("returns a live order's stock on delete, and takes it again on restore", async () => {
    const { id, product } = await orderAt("Approved", "store");
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/delete/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const restored = await patch(`/api/orders/restore/${id}`, admin.headers);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.status).toBe("Approved");
    expect(await stockOf(product.id)).toBe(3);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("returns nothing twice for a rejected, then cancelled-refused, then deleted order", async () => {
    const { id, product } = await orderAt("Rejected", "store");
    expect((await toggleCancel(id, admin.headers)).statusCode).toBe(409);
    await t.app.inject({ method: "DELETE", url: `/api/orders/delete/${id}`, headers: admin.headers });
    expect(await stockOf(product.id)).toBe(5);
    const kinds = await t.app.db
      .select({ kind: stockHistory.kind })
      .from(stockHistory)
      .where(eq(stockHistory.productId, product.id))
      .orderBy(stockHistory.id);
    expect(kinds.map((k) => k.kind)).toEqual(["initial_stock", "order_placed", "order_rejected"]);
  });

  it("keeps order moves and stock for staff", async () => {
    const { id, shopper } = await orderAt("Pending", "store");
    expect((await setStatus(id, "Approved")).statusCode).toBe(200);
    for (const [method, url] of [
      ["PATCH", `/api/orders/updateStatus/${id}?status=Completed`],
      ["DELETE", `/api/orders/delete/${id}`],
      ["PATCH", `/api/orders/restore/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: shopper.headers })).statusCode).toBe(403);
    }
  });
});

describe("ready for pickup", () => {
  it("tells the shopper by e-mail, through the outbox, and has its own tab on the desk", async () => {
    const { id, shopper } = await orderAt("Approved", "store");
    const res = await setStatus(id, "Ready for pickup");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("Ready for pickup");
    // Queued with the move, sent by the outbox afterwards.
    const queued = await t.app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, shopper.user.email),
          eq(mailOutbox.subject, `Your order #${id} is ready for pickup`),
        ),
      );
    expect(queued).toHaveLength(1);
    const sent = (await t.deliverMail()).find((m) => m.subject === `Your order #${id} is ready for pickup`);
    expect(sent?.text).toContain(
      `Your order is ready for pickup. Please collect it at our shop during opening hours and quote order #${id}.`,
    );

    const desk = await t.app.inject({
      method: "GET",
      url: `/api/orders/get-all?page=1&status=${encodeURIComponent("Ready for pickup")}`,
      headers: admin.headers,
    });
    expect(desk.json().data.items.map((o: { id: number }) => o.id)).toContain(id);
    expect(desk.json().data.counts["Ready for pickup"]).toBeGreaterThanOrEqual(1);
    // The shopper sees it on their order; the customer can no longer cancel it, staff still can.
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/orders/get/${id}`,
      headers: shopper.headers,
    });
    expect(mine.json().data.status).toBe("Ready for pickup");
    expect((await toggleCancel(id, shopper.headers)).statusCode).toBe(409);
    expect((await setStatus(id, "Completed")).json().data.status).toBe("Completed");
  });
});

describe("the order's timeline", () => {
  it("records who did what, oldest first, for the customer and for staff", async () => {
    const { id, shopper } = await orderAt("Pending", "home");
    await toggleCancel(id, shopper.headers);
    await toggleCancel(id, admin.headers);
    await setStatus(id, "Approved");
    await setStatus(id, "On the way");
    await setStatus(id, "Completed");
    for (const headers of [shopper.headers, admin.headers]) {
      const res = await t.app.inject({ method: "GET", url: `/api/orders/get/${id}`, headers });
      const events = res.json().data.events;
      expect(
        events.map((e: { kind: string; from: string | null; to: string | null }) => [e.kind, e.from, e.to]),
      ).toEqual([
        ["placed", null, "Pending"],
        ["cancelled", "Pending", "Pending"],
        ["cancel_undone", "Pending", "Pending"],
        ["status_changed", "Pending", "Approved"],
        ["status_changed", "Approved", "On the way"],
        ["status_changed", "On the way", "Completed"],
      ]);
      expect(events[0].actor).toEqual({ id: shopper.user.id, fullName: shopper.user.fullName });
      expect(events[2].actor).toEqual({ id: admin.user.id, fullName: "Owner Admin" });
      const times = events.map((e: { at: string }) => Date.parse(e.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    const stranger = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/orders/get/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps when an order was cancelled", async () => {
    const { id, shopper } = await orderAt("Pending", "store");
    await toggleCancel(id, shopper.headers);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.canceledAt).toBeInstanceOf(Date);
  });
});
