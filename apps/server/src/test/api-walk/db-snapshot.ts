import { sql } from "drizzle-orm";
import type { Db } from "../../db/types.ts";

/**
 * Tables that count attempts rather than hold the shop's data: a refused login or reset request
 * is an attempt all the same, and counting it is what the limits are for.
 */
const ATTEMPT_COUNTERS = new Set(["rate_limit_counters"]);

/**
 * What a refused request must leave as it was: the number of rows of every table of the shop
 * (found in the catalog, so tables added later count too) and every product's stock.
 */
export async function snapshot(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, number> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    if (ATTEMPT_COUNTERS.has(name)) continue;
    const counted = await db.execute<{ n: number | string }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    result[`rows of ${name}`] = Number(rowsOf<{ n: number | string }>(counted)[0]?.n);
  }
  const stock = await db.execute<{ id: number; quantity: number }>(
    sql`select id, quantity from products order by id`,
  );
  for (const { id, quantity } of rowsOf<{ id: number; quantity: number }>(stock))
    result[`stock of product ${id}`] = Number(quantity);
  return result;
}

/** PGlite answers `{rows}`, node-postgres a result with `rows` too; Drizzle passes either on. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
