import { WHOLE_LIST_MAX } from "@shop/shared/paging";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH } from "../modules/orders/order-desk-service.ts";
import { addQuantity, createProduct } from "../modules/products/products-service.ts";
import { fillShop } from "./scale-data.ts";
import { createSignedInUser, createTestApp, type TestApp } from "./test-app.ts";

/**
 * The list calls that answered a whole list without paging (products, orders, customers, a
 * product's stock history) still do, in their order, but never more than WHOLE_LIST_MAX items:
 * a list cut short says so in the envelope's message, and its items are the list's start.
 */

let t: TestApp;
let admin: Record<string, string>;
let restocked: number;

interface Answer<T> {
  status: number;
  data: T;
  message?: string;
  severity?: string;
}

async function get<T>(url: string, headers: Record<string, string> = admin): Promise<Answer<T>> {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The ids of every page of a paged list, in order, up to `count` items. */
async function pagedIds(url: string, count: number, headers: Record<string, string> = admin) {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const { data } = await get<{ items: { id: number }[] }>(`${url}page=${page}&pageSize=100`, headers);
    if (data.items.length === 0) break;
    ids.push(...data.items.map((i) => i.id));
  }
  return ids.slice(0, count);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
  await fillShop(t.app.db, { products: 1050, customers: 1050, orders: 1100, messages: 1 });
  const product = await createProduct(
    t.app.db,
    {
      name: "Restocked Often Cable",
      brand: "Ugreen",
      model: "US-1",
      category: "Computer Parts",
      pricePaisa: 50_000,
      youSavedPaisa: 0,
      quantity: 1,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
  restocked = product.id;
  // 1 + 1,000 rows of history: the first the initial stock, then one restock of 1 to 1,000 pieces each.
  for (let i = 1; i <= WHOLE_LIST_MAX; i++) await addQuantity(t.app.db, restocked, i, `restock ${i}`, 1);
}, 240_000);
afterAll(() => t.close());

describe("a whole list is at most 1000 items, and says when it stops short", () => {
  it("the owner's catalog: the first 1000 products in the catalog's order", async () => {
    const answer = await get<{ id: number }[]>("/api/products/get-all");
    expect(answer.data).toHaveLength(WHOLE_LIST_MAX);
    expect(answer.message).toBe(
      "Only the first 1000 products are listed: ask for pages (page and pageSize) to see them all",
    );
    expect(answer.severity).toBe("warning");
    expect(answer.data.map((p) => p.id)).toEqual(await pagedIds("/api/products/get-all?", WHOLE_LIST_MAX));
  });

  it("a shopper's catalog of fewer products is whole, with no message", async () => {
    const answer = await get<{ id: number }[]>("/api/products/get-all", {});
    const { data } = await get<{ total: number }>("/api/products/get-all?page=1&pageSize=1", {});
    expect(data.total).toBeLessThan(WHOLE_LIST_MAX);
    expect(answer.data).toHaveLength(data.total);
    expect(answer.message).toBeUndefined();
  });

  it("the orders: the newest 1000, newest first", async () => {
    const answer = await get<{ id: number }[]>("/api/orders/get-all");
    expect(answer.data).toHaveLength(WHOLE_LIST_MAX);
    expect(answer.message).toMatch(/^Only the newest 1000 orders are listed: ask for pages/);
    expect(answer.data.map((o) => o.id)).toEqual(await pagedIds("/api/orders/get-all?", WHOLE_LIST_MAX));
  });

  it("the customers: the first 1000, oldest first; a search of fewer is whole", async () => {
    const answer = await get<{ id: number }[]>("/api/users/get-all");
    expect(answer.data).toHaveLength(WHOLE_LIST_MAX);
    expect(answer.message).toMatch(/^Only the first 1000 customers are listed/);
    expect(answer.data.map((u) => u.id)).toEqual(await pagedIds("/api/users/get-all?", WHOLE_LIST_MAX));
    const few = await get<unknown[]>("/api/users/get-all?q=Sita");
    expect(few.data.length).toBeGreaterThan(0);
    expect(few.data.length).toBeLessThan(WHOLE_LIST_MAX);
    expect(few.message).toBeUndefined();
  });

  it("a product's stock history: the newest 1000 rows, and every row by pages", async () => {
    type Row = { id: number; quantity: number; remarks: string };
    const answer = await get<Row[]>(`/api/products/get-history/${restocked}`);
    expect(answer.data).toHaveLength(WHOLE_LIST_MAX);
    expect(answer.message).toMatch(/^Only the newest 1000 stock history rows are listed/);
    expect(answer.data[0]).toMatchObject({ quantity: 1000, remarks: "restock 1000" });
    expect(answer.data.at(-1)).toMatchObject({ quantity: 1, remarks: "restock 1" });

    const first = await get<{ items: Row[]; total: number }>(
      `/api/products/get-history/${restocked}?page=1&pageSize=25`,
    );
    expect(first.data.total).toBe(WHOLE_LIST_MAX + 1);
    expect(first.data.items.map((r) => r.id)).toEqual(answer.data.slice(0, 25).map((r) => r.id));
    const last = await get<{ items: Row[] }>(`/api/products/get-history/${restocked}?page=41&pageSize=25`);
    expect(last.data.items).toHaveLength(1);
    expect(last.data.items[0]?.quantity).toBe(1);
  });

  it("the orders' CSV is never cut: every order, newest first, read in batches", async () => {
    const { data } = await get<{ total: number }>("/api/orders/get-all?page=1&pageSize=1");
    expect(data.total).toBeGreaterThan(2 * EXPORT_BATCH);
    // 700 orders within one millisecond, many at the same microsecond: a batch ends among them,
    // and the next starts right after its last row, none skipped or repeated.
    await t.app.db.execute(sql`
      update orders set created_at = timestamptz '2025-01-01 10:00:00.123+00' + (id % 5) * interval '1 microsecond'
      where id in (select id from orders order by id limit 700)`);
    const res = await t.app.inject({ url: "/api/orders/export-csv", headers: admin });
    expect(res.statusCode).toBe(200);
    const numbers = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.slice(1, line.indexOf(","))));
    expect(numbers).toHaveLength(data.total);
    expect(numbers).toEqual(await pagedIds("/api/orders/get-all?", data.total));
  });

  it("a customer's order history: the whole list, or its pages, newest first", async () => {
    const [busiest] = (
      (await t.app.db.execute(sql`
        select user_id as id from orders where not deleted and user_id is not null
        group by user_id order by count(*) desc, user_id limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const url = `/api/orders/get-customerOrders/${busiest!.id}`;
    const whole = await get<{ id: number }[]>(url);
    expect(whole.data.length).toBeGreaterThan(1);
    expect(whole.message).toBeUndefined();
    const first = await get<{ items: { id: number }[]; total: number; pageSize: number }>(
      `${url}?page=1&pageSize=1`,
    );
    expect(first.data).toMatchObject({ total: whole.data.length, pageSize: 1 });
    expect(first.data.items.map((o) => o.id)).toEqual([whole.data[0]!.id]);
    const second = await get<{ items: { id: number }[] }>(`${url}?page=2&pageSize=1`);
    expect(second.data.items.map((o) => o.id)).toEqual([whole.data[1]!.id]);
    const past = await get<{ items: unknown[] }>(`${url}?page=999`);
    expect(past.data.items).toEqual([]);
    const bad = await t.app.inject({ url: `${url}?pageSize=0`, headers: admin });
    expect(bad.statusCode).toBe(400);
    // A deleted order is in neither the pages nor their total; every page in turn is the whole list.
    await t.app.db.execute(sql`update orders set deleted = true where id = ${whole.data[0]!.id}`);
    const left = await get<{ id: number }[]>(url);
    expect(left.data.map((o) => o.id)).toEqual(whole.data.slice(1).map((o) => o.id));
    const after = await get<{ total: number }>(`${url}?page=1&pageSize=1`);
    expect(after.data.total).toBe(whole.data.length - 1);
    expect(await pagedIds(`${url}?`, left.data.length)).toEqual(left.data.map((o) => o.id));
  });

  it.each(["page=0", "pageSize=101", "page=abc", "page=0x2", "pageSize=1e1"])(
    "refuses a history's %s with a 400",
    async (query) => {
      const res = await t.app.inject({
        url: `/api/products/get-history/${restocked}?${query}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^page/i);
    },
  );
});
