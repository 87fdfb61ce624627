import { shopCalendarDate } from "@shop/shared/dates";
import { ORDER_FILTERS, type OrderPage } from "@shop/shared/order-desk";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, messages, orderEvents, orders, products, stockHistory, users } from "../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";
import { DEMO_PRODUCTS } from "./demo-catalog.ts";
import { DEMO_ORDER_COUNT } from "./demo-orders.ts";
import { seed } from "./seed.ts";

let t: TestApp;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: "true", ADMIN_PASSWORD: "counter-2024!" });
  const started = performance.now();
  await seed(t.app.db, t.config);
  seconds = (performance.now() - started) / 1000;
  console.info(`first start with the demo data: seeded in ${seconds.toFixed(1)} s`);
  // Drawing the pictures and placing the demo orders takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function desk(query = "page=1&pageSize=100") {
  const admin = await createSignedInUser(t, "Admin");
  const res = await t.app.inject({
    method: "GET",
    url: `/api/orders/get-all?${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as OrderPage;
}

describe("demo orders (SEED_DEMO=true)", () => {
  it("fills the order desk with about sixty orders of the last twelve months, in every status", async () => {
    const page = await desk();
    expect(page.total).toBe(DEMO_ORDER_COUNT);
    for (const filter of ORDER_FILTERS) expect(page.counts[filter], filter).toBeGreaterThan(0);
    const times = page.items.map((o) => new Date(o.createdDate).getTime());
    const now = Date.now();
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 366 * 86_400_000);
    // Spread over the year: orders in at least ten different months.
    const months = new Set(page.items.map((o) => o.createdDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    // One of them was placed just after midnight in Nepal: its Nepal day is not its UTC day.
    const nightOwl = page.items.find((o) => {
      const d = new Date(o.createdDate);
      return shopCalendarDate(d).day !== d.getUTCDate();
    });
    expect(nightOwl).toBeDefined();
  });

  it("comes from demo customers, and the owner was not e-mailed about them", async () => {
    const customers = await t.app.db.select().from(users).where(eq(users.role, "Customer"));
    expect(customers.length).toBeGreaterThanOrEqual(5);
    expect(customers.every((c) => c.email.endsWith("@example.com"))).toBe(true);
    expect(await t.app.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 0 }]);
  });

  it("leaves each product with the catalog's stock and a history that adds up to it", async () => {
    const rows = await t.app.db.select().from(products).orderBy(asc(products.id));
    expect(rows.map((p) => p.quantity)).toEqual(DEMO_PRODUCTS.map((p) => p.quantity));
    const sums = await t.app.db
      .select({
        productId: stockHistory.productId,
        sum: sql<number>`sum(${stockHistory.quantity})`.mapWith(Number),
      })
      .from(stockHistory)
      .groupBy(stockHistory.productId);
    for (const p of rows) expect(sums.find((s) => s.productId === p.id)?.sum ?? 0, p.name).toBe(p.quantity);
  });

  it("dates each order's timeline from its placing onwards", async () => {
    const page = await desk();
    const completed = page.items.find(
      (o) => o.status === "Completed" && o.orderForm.deliveryType === "home",
    )!;
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, completed.id))
      .orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual([
      "placed",
      "status_changed",
      "status_changed",
      "status_changed",
    ]);
    expect(events[0]!.createdAt.toISOString()).toBe(completed.createdDate);
    const times = events.map((e) => e.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, completed.id));
    expect(row!.updatedAt.getTime()).toBe(times[times.length - 1]);
  });

  it("leaves a few messages, two of them unread", async () => {
    const all = await t.app.db.select().from(messages);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.filter((m) => m.readAt === null)).toHaveLength(2);
  });
});
