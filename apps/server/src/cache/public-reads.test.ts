import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../modules/products/products-service.ts";
import { checkAtOnce, injectedShop, walkWrites } from "../test/freshness-walk.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
  customer = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

/** A direct write, with the statement's $1… parameters, as code outside the routes would make. */
async function rawWrite(statement: string, params: unknown[]) {
  const parts = statement.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    query.append(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  await t.app.db.execute(query);
}

async function product(name: string) {
  return createProduct(
    t.app.db,
    {
      name,
      brand: "Cache",
      model: "C-1",
      pricePaisa: 100_000,
      youSavedPaisa: 0,
      category: "PC",
      quantity: 10,
      description: "x".repeat(600),
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
}

describe("public reads from memory", () => {
  it("never answers from before a write, for every kind of write", async () => {
    await walkWrites(injectedShop(t.app), checkAtOnce(injectedShop(t.app)), { admin, customer }, rawWrite);
  }, 120_000);

  it("answers 304 when the browser has the answer, and a new tag once it changed", async () => {
    const p = await product("Etag Router");
    const url = `/api/products/get/${p.id}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${p.id}?quantity=1`,
      headers: admin,
    });
    const changed = await t.app.inject({ url, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.quantity).toBe(11);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("sends the same answer compressed as the browser accepts it", async () => {
    await product("Compressed Switch");
    const plain = await t.app.inject({ url: "/api/products/get-all" });
    const br = await t.app.inject({
      url: "/api/products/get-all",
      headers: { "accept-encoding": "gzip, br" },
    });
    const gz = await t.app.inject({ url: "/api/products/get-all", headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("drops exactly the answers that show what changed", async () => {
    const sold = await product("Sold Monitor");
    const other = await product("Untouched Keyboard");
    const reads = [
      "/api/products/get-all",
      `/api/products/get/${sold.id}`,
      `/api/products/get/${other.id}`,
      "/api/orders/getPopular-products",
      "/api/software/get-all",
      "/api/contact/get",
    ];
    for (const url of reads) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(t.app.readCache.size).toBeGreaterThanOrEqual(reads.length);
    const before = t.app.readCache.size;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: customer,
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id: sold.id, orderedQuantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(200);
    // The whole list, the sold product's page and the best sellers; not the other product,
    // the software or the contact record.
    expect(t.app.readCache.size).toBe(before - 3);
  });

  it("serves an admin the deleted products without showing them to shoppers", async () => {
    const p = await product("Hidden Drive");
    await t.app.inject({ method: "DELETE", url: `/api/products/delete/${p.id}`, headers: admin });
    const shopper = await t.app.inject({ url: "/api/products/get-all" });
    const owner = await t.app.inject({ url: "/api/products/get-all", headers: admin });
    const again = await t.app.inject({ url: "/api/products/get-all" });
    const ids = (res: typeof shopper) => res.json().data.map((x: { id: number }) => x.id);
    expect(ids(shopper)).not.toContain(p.id);
    expect(ids(owner)).toContain(p.id);
    expect(ids(again)).not.toContain(p.id);
    expect((await t.app.inject({ url: `/api/products/get/${p.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/get/${p.id}`, headers: admin })).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "when the database connection drops (PostgreSQL only)",
  () => {
    it("reads afresh while it cannot hear changes, and keeps answers again once it can", async () => {
      const p = await product("Dropped Line Modem");
      const url = `/api/products/get/${p.id}`;
      const quantity = async () => (await t.app.inject({ url })).json().data.quantity;
      expect(await quantity()).toBe(10);

      // Another program writes on its own connection: only the app's listening connections hear it.
      const rows = (await t.app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const target = new URL(process.env.TEST_DATABASE_URL!);
      target.pathname = `/${rows.rows[0]!.name}`;
      const outside = new pg.Client({ connectionString: target.toString() });
      await outside.connect();
      const write = (n: number) =>
        outside.query("update products set quantity = $1 where id = $2", [n, p.id]);
      try {
        // Every connection of the app is cut, the one that listens included.
        await outside.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        await sleep(50);
        await write(3);
        expect(await quantity()).toBe(3);

        // Listening again (the first retry is after 100 ms): answers are kept, and dropped, as before.
        const deadline = Date.now() + 10_000;
        while (t.app.readCache.size === 0 && Date.now() < deadline) {
          await quantity();
          await sleep(50);
        }
        expect(t.app.readCache.size).toBeGreaterThan(0);
        await write(4);
        while ((await quantity()) !== 4 && Date.now() < deadline) await sleep(5);
        expect(await quantity()).toBe(4);
      } finally {
        await outside.end();
      }
    });
  },
);
