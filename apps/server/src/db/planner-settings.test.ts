import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";

/** The plan PostgreSQL makes for `query`, as EXPLAIN's text. */
async function planOf(t: TestApp, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await t.app.db.execute(sql`explain ${query}`)) as unknown as {
    rows: { "QUERY PLAN": string }[];
  };
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("the database's planner", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The lookup each foreign-key check makes for every order line, timeline entry and e-mail of
  // an order (PostgreSQL keeps that plan for the connection's life). Planned as a full scan of a
  // new shop's orders, it made a burst of checkouts three times slower as the table grew.
  it("finds an order by its number through the primary key while the shop has few orders", async () => {
    const { user } = await createSignedInUser(t);
    await t.app.db.execute(sql`
      insert into orders (user_id, phone_number, note, total_paisa)
      select ${user.id}, '9800000000', 'Please call before coming', 100000 from generate_series(1, 60)`);
    await t.app.db.execute(sql`analyze orders`);
    const pages = (await t.app.db.execute(
      sql`select relpages from pg_class where relname = 'orders'`,
    )) as unknown as { rows: { relpages: number }[] };
    expect(pages.rows[0]!.relpages).toBeGreaterThanOrEqual(2);

    const plan = await planOf(t, sql`select 1 from only orders x where id = 30 for key share of x`);
    expect(plan).toMatch(/Index (Only )?Scan using orders_pkey/);
  });
});
