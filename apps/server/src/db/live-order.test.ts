import { isLive, isSale, ORDER_STATUSES } from "@shop/shared/order-lifecycle";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { useFreshDatabase } from "../test/test-app.ts";
import { liveOrderSql, saleOrderSql } from "./schema.ts";

const database = useFreshDatabase();

/**
 * Two statements of one rule: `isLive` (the browser and the services) and `liveOrderSql` (the
 * dashboard's sums, the partial index, the stock rules). The SQL runs on the database itself, for
 * every status with every cancel and delete flag, and must give the same answer as the TypeScript.
 */
it("isLive and liveOrderSql, isSale and saleOrderSql agree on every status, cancel flag and delete flag", async () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    [false, true].flatMap((canceled) => [false, true].map((deleted) => ({ status, canceled, deleted }))),
  );
  const values = sql.join(
    cases.map((c, i) => sql`(${i}::int, ${c.status}::text, ${c.canceled}::boolean, ${c.deleted}::boolean)`),
    sql`, `,
  );
  const o = { status: sql`o.status`, canceled: sql`o.canceled`, deleted: sql`o.deleted` };
  const result = await database().db.execute(
    sql`select o.i as i, (${liveOrderSql(o)}) as live, (${saleOrderSql(o)}) as sale
        from (values ${values}) as o(i, status, canceled, deleted) order by o.i`,
  );
  const rows = (result as unknown as { rows: { i: number; live: boolean; sale: boolean }[] }).rows;
  expect(rows).toHaveLength(cases.length);
  expect(cases.filter((c, i) => rows[i]?.live !== isLive(c))).toEqual([]);
  expect(cases.filter((c, i) => rows[i]?.sale !== isSale(c))).toEqual([]);
  // Both ways are exercised: some orders are live and some are not; some live ones are not sales.
  expect(new Set(rows.map((r) => r.live))).toEqual(new Set([true, false]));
  expect(rows.some((r) => r.live && !r.sale)).toBe(true);
});
