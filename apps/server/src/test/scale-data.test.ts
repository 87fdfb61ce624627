import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerMismatches } from "./ledger.ts";
import { fillShop, type ScaleSummary } from "./scale-data.ts";
import { createSignedInUser, createTestApp, type TestApp } from "./test-app.ts";

type Rows<T> = { rows: T[] };

describe("scale data", () => {
  let t: TestApp;
  let summary: ScaleSummary;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, "Admin");
    summary = await fillShop(t.app.db, { products: 400, customers: 300, orders: 3000, messages: 50 });
  });
  afterAll(() => t.close());

  it("makes what it was asked for, a tenth of the products deleted", async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from products where deleted) as deleted,
             (select count(*)::int from users where role = 'Customer') as customers,
             (select count(*)::int from orders) as orders,
             (select count(*)::int from messages) as messages`);
    expect(counts).toEqual({
      products: 400,
      deleted: summary.deletedProducts,
      customers: 300,
      orders: 3000,
      messages: 50,
    });
    expect(summary.deletedProducts).toBeGreaterThan(20);
    expect(summary.deletedProducts).toBeLessThan(60);
    expect(summary.orderLines / summary.orders).toBeGreaterThan(1.8);
  });

  it("keeps the stock ledger: each product's quantity is the sum of its history", async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("gives each order a total that is the sum of its lines, a timeline and a customer", async () => {
    const wrong = await rows(sql`
      select o.id from orders o
      left join (select order_id, sum(quantity * price_paisa) as total from order_lines group by order_id) l
        on l.order_id = o.id
      where l.total is distinct from o.total_paisa
         or not exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'placed')
         or not exists (select 1 from users u where u.id = o.user_id)`);
    expect(wrong).toEqual([]);
  });

  it("is served by the shop like any data: the desk counts every order, the catalog pages", async () => {
    const desk = await t.app.inject({
      method: "GET",
      url: "/api/orders/get-all?page=1&pageSize=5",
      headers: admin.headers,
    });
    expect(desk.json().data.total).toBe(3000 - (await rows(sql`select 1 from orders where deleted`)).length);
    const catalog = await t.app.inject({ method: "GET", url: "/api/products/get-all?page=1&pageSize=24" });
    expect(catalog.json().data.total).toBe(400 - summary.deletedProducts);
  });

  it("makes the same catalog every time", async () => {
    const names = await rows<{ name: string }>(sql`select name from products order by id limit 3`);
    const again = await createTestApp();
    try {
      await fillShop(again.app.db, { products: 3, customers: 2, orders: 5, messages: 1 });
      const first = (
        (await again.app.db.execute(sql`select name from products order by id`)) as unknown as Rows<{
          name: string;
        }>
      ).rows;
      expect(first).toEqual(names);
    } finally {
      await again.close();
    }
  });
});
