import { ORDER_FILTERS, type OrderPage } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderCounts, orderEvents, orders } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, createTestArea, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let admin: Signed;
let sita: Signed;
let hari: Signed;
let productId: number;
/** The orders of this file, by what happened to them. */
const placed: Record<string, Order> = {};

/** 00:30 on 13 April 2024 in Nepal (1 Baisakh 2081, New Year) is still 12 April in UTC. */
const HALF_PAST_MIDNIGHT = "2024-04-12T18:45:00.000Z";

async function place(who: Signed, form: object = { deliveryType: "store", phoneNumber: who.user.phone }) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: who.headers,
    payload: { orderForm: form, products: [{ id: productId, orderedQuantity: 1 }] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Order;
}

async function patch(url: string, who: Signed = admin) {
  const res = await t.app.inject({ method: "PATCH", url, headers: who.headers });
  expect(res.statusCode).toBe(200);
}

/** Moves an order's placing time, as if it had been placed then. */
async function placedAt(id: number, iso: string) {
  await t.app.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.id, id));
  await t.app.db
    .update(orderEvents)
    .set({ createdAt: new Date(iso) })
    .where(eq(orderEvents.orderId, id));
}

function list(query: string, who: Signed = admin) {
  return t.app.inject({ method: "GET", url: `/api/orders/get-all?${query}`, headers: who.headers });
}

async function page(query: string): Promise<OrderPage> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  await createTestArea(t, "Dharan", 100, 10000);
  admin = await createSignedInUser(t, "Admin");
  sita = await createSignedInUser(t, "Customer", { fullName: "Sita Rai", phone: "9842000111" });
  hari = await createSignedInUser(t, "Customer", { fullName: "Hari Limbu", phone: "9812000222" });
  const product = await createProduct(
    t.app.db,
    {
      name: "Laptop",
      brand: "Test",
      model: "L-1",
      pricePaisa: 15_000_000,
      youSavedPaisa: 0,
      category: "Laptop",
      quantity: 100,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
  productId = product.id;

  placed.pending = await place(sita);
  placed.approved = await place(hari, {
    deliveryType: "home",
    phoneNumber: "9801999888",
    city: "Dharan",
    chowkName: "Bhanu Chowk",
    famousLandMark: '=HYPERLINK("http://evil")',
  });
  await patch(`/api/orders/updateStatus/${placed.approved.id}?status=Approved`);
  placed.rejected = await place(sita);
  await patch(`/api/orders/updateStatus/${placed.rejected.id}?status=Rejected`);
  placed.cancelled = await place(hari);
  await patch(`/api/orders/cancel/${placed.cancelled.id}`, hari);
  placed.midnight = await place(sita);
  await placedAt(placed.midnight.id, HALF_PAST_MIDNIGHT);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/orders/get-all: the order desk", () => {
  it("answers the whole list without paging parameters, as before", async () => {
    const res = await list("");
    expect(Array.isArray(res.json().data)).toBe(true);
    expect(res.json().data).toHaveLength(5);
  });

  it("pages newest first, with the total and the count of each status", async () => {
    const first = await page("page=1&pageSize=2");
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.counts).toEqual({
      Pending: 2,
      Approved: 1,
      "On the way": 0,
      "Ready for pickup": 0,
      Completed: 0,
      Rejected: 1,
      cancelled: 1,
    });
    const third = await page("page=3&pageSize=2");
    expect(third.items.map((o) => o.id)).toEqual([placed.midnight!.id]);
    // 25 rows when only the page is given.
    expect((await page("page=1")).pageSize).toBe(25);
  });

  it("filters by status; a cancelled order is only under cancelled", async () => {
    expect((await page("page=1&status=Pending")).items.map((o) => o.id).sort()).toEqual(
      [placed.pending!.id, placed.midnight!.id].sort(),
    );
    expect((await page("page=1&status=cancelled")).items.map((o) => o.id)).toEqual([placed.cancelled!.id]);
    expect((await page("page=1&status=Rejected")).items.map((o) => o.id)).toEqual([placed.rejected!.id]);
  });

  it("finds an order by its number, and orders by the customer's name or phone", async () => {
    expect((await page(`page=1&q=%23${placed.approved!.id}`)).items.map((o) => o.id)).toEqual([
      placed.approved!.id,
    ]);
    const byName = await page("page=1&q=sita");
    expect(byName.total).toBe(3);
    // Counts follow the search, so the tabs say what the search holds.
    expect(byName.counts.Pending).toBe(2);
    // The customer's phone, and the phone given on the order form.
    expect((await page("page=1&q=9812000222")).total).toBe(2);
    expect((await page("page=1&q=01999")).items.map((o) => o.id)).toEqual([placed.approved!.id]);
    expect((await page("page=1&q=%23999999")).total).toBe(0);
    // Wildcards in the search are taken literally.
    expect((await page("page=1&q=%25")).total).toBe(0);
  });

  it("takes dates as the shop's calendar days: 00:30 in Nepal is that Nepal day", async () => {
    const on13 = await page("page=1&from=2024-04-13&to=2024-04-13");
    expect(on13.items.map((o) => o.id)).toEqual([placed.midnight!.id]);
    expect(on13.items[0]!.createdDate).toBe(HALF_PAST_MIDNIGHT);
    expect((await page("page=1&from=2024-04-12&to=2024-04-12")).total).toBe(0);
    expect((await page("page=1&to=2024-04-12")).total).toBe(0);
    expect((await page("page=1&from=2024-04-14")).total).toBe(4);
  });

  it("refuses bad filters with a clear 400 and is for staff only", async () => {
    for (const [query, message] of [
      ["status=Shipped", "status must be one of"],
      ["from=2026-02-30", "from must be a date such as 2026-11-23"],
      ["from=2026-11-24&to=2026-11-23", "from must not be after to"],
      ["pageSize=500", "pageSize must be at most 100"],
      ["page=0", "page must be at least 1"],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await list("page=1", sita)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/orders/get-all?page=1" })).statusCode).toBe(401);
  });

  it("keeps its counts right through deletes, restores and many changes: the same as counting every order", async () => {
    // With dates the desk counts the orders themselves; without, it reads the counts it keeps.
    const counted = async () => (await page("page=1&from=2000-01-01")).counts;
    const kept = async () => (await page("page=1")).counts;
    const gone = await place(hari);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/delete/${gone.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await kept()).toEqual(await counted());
    await patch(`/api/orders/restore/${gone.id}`);
    await patch(`/api/orders/updateStatus/${gone.id}?status=Approved`);
    expect(await kept()).toEqual(await counted());
    // Hundreds of changes: the kept rows are folded together on the way, the sums unchanged.
    for (let i = 0; i < 150; i++) {
      await t.app.db
        .update(orders)
        .set({ canceled: i % 2 === 0 })
        .where(eq(orders.id, gone.id));
    }
    const before = await kept();
    expect(before).toEqual(await counted());
    expect(await kept()).toEqual(before);
    const folded = await t.app.db.select().from(orderCounts);
    expect(folded.length).toBeLessThanOrEqual(ORDER_FILTERS.length);
    // The dashboard's waiting orders are the same count.
    const waiting = await t.app.inject({
      method: "GET",
      url: "/api/dashboard/get-PendingOrders",
      headers: admin.headers,
    });
    expect(waiting.json().data).toBe(before.Pending);
    await t.app.inject({ method: "DELETE", url: `/api/orders/delete/${gone.id}`, headers: admin.headers });
  });
});

describe("GET /api/orders/export-csv", () => {
  async function csv(query: string, who: Signed = admin) {
    return t.app.inject({ method: "GET", url: `/api/orders/export-csv?${query}`, headers: who.headers });
  }

  it("holds the filtered orders, dated in Nepal (AD and BS)", async () => {
    const res = await csv("status=Pending");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Order,Date (AD),Date (BS),Time,Customer,Phone,Delivery,Address,Items,Delivery charge (Rs),Total (Rs),Status",
    );
    expect(lines).toHaveLength(3);
    const midnight = lines.find((l) => l.startsWith(`#${placed.midnight!.id},`));
    expect(midnight).toBe(
      `#${placed.midnight!.id},2024-04-13,2081-01-01,12:30 AM,Sita Rai,9842000111,Store pickup,,1 x Laptop,0.00,150000.00,Pending`,
    );
  });

  it("writes a customer's formula as text, and is for staff only", async () => {
    const trickster = await createSignedInUser(t, "Customer", { fullName: '=HYPERLINK("http://evil")' });
    const tricky = await place(trickster);
    const res = await csv(`q=%23${tricky.id}`);
    expect(res.body).toContain(`#${tricky.id},`);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    // Text inside a cell is left as it was typed.
    expect((await csv(`q=%23${placed.approved!.id}`)).body).toContain(
      `"Bhanu Chowk, Dharan (near =HYPERLINK(""http://evil""))"`,
    );
    expect((await csv("", sita)).statusCode).toBe(403);
    expect((await csv("status=nope")).statusCode).toBe(400);
  });

  it("says 'near' once when the shopper's landmark already starts with it", async () => {
    const order = await place(sita, {
      deliveryType: "home",
      phoneNumber: "9801999888",
      city: "Dharan",
      chowkName: "Bhanu Chowk",
      famousLandMark: "Near Koshi Hospital",
    });
    const res = await csv(`q=%23${order.id}`);
    expect(res.body).toContain(`"Bhanu Chowk, Dharan (near Koshi Hospital)"`);
    expect(res.body).not.toContain("near Near");
  });
});

describe("order e-mails", () => {
  it("name the order by its number and date it in Nepal", async () => {
    const mails = await t.deliverMail();
    const mail = mails.find((m) => m.subject === `Your order #${placed.pending!.id} is placed`);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`Order #${placed.pending!.id}\nPlaced: `);
    expect(mail!.text).toMatch(/Placed: \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [AP]M \(\d{1,2} \w+ \d{4}\)/);
  });
});
