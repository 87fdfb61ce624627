import { paisaToRupees } from "@shop/shared/money";
import { and, asc, count, eq, gte, lt, lte, sql, sum } from "drizzle-orm";
import { liveOrderSql, orders, products } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { periodSpans } from "../../lib/time.ts";

export type Period = "Daily" | "Weekly" | "Monthly";

/** Orders that count in the figures: the live ones (the same predicate as the partial index). */
const live = liveOrderSql(orders);

function spanOf(period: Period, now: Date, timeZone: string) {
  const s = periodSpans(now, timeZone);
  return period === "Daily" ? s.day : period === "Weekly" ? s.week : s.month;
}

/**
 * Sales in rupees and the order count of the current day, week or month, in one query. The span
 * ends where the next one starts (not at "now"), so clocks of app and database need not agree.
 */
export async function periodFigures(db: Executor, period: Period, timeZone: string, now = new Date()) {
  const span = spanOf(period, now, timeZone);
  const [row] = await db
    .select({ total: sum(orders.totalPaisa).mapWith(Number), orders: count() })
    .from(orders)
    .where(and(live, gte(orders.createdAt, span.start), lt(orders.createdAt, span.end)));
  return { sales: paisaToRupees(row?.total ?? 0), orders: row?.orders ?? 0 };
}

/** Twelve monthly sales totals in rupees, January to December of this year, in one query. */
export async function salesByMonth(db: Executor, timeZone: string, now = new Date()): Promise<number[]> {
  const { year } = periodSpans(now, timeZone);
  const month = sql<number>`extract(month from ${orders.createdAt} at time zone ${timeZone})::int`;
  const rows = await db
    .select({ month, total: sum(orders.totalPaisa).mapWith(Number) })
    .from(orders)
    .where(and(live, gte(orders.createdAt, year.start), lt(orders.createdAt, year.end)))
    // By position: the month expression's two time-zone parameters would not match as text.
    .groupBy(sql`1`);
  const months = Array.from({ length: 12 }, () => 0);
  for (const r of rows) months[Number(r.month) - 1] = paisaToRupees(r.total ?? 0);
  return months;
}

/** Orders waiting for the owner's approval. */
export async function pendingOrderCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(live, eq(orders.status, "Pending")));
  return row?.n ?? 0;
}

/** Products on sale with this many pieces or fewer, fewest first. */
export async function lowStock(db: Executor, threshold = 3) {
  return db
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.deleted, false), lte(products.quantity, threshold)))
    .orderBy(asc(products.quantity), asc(products.name));
}
