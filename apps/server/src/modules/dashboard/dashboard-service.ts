import { paisaToRupees } from "@shop/shared/money";
import { AWAITING_STATUSES } from "@shop/shared/order-lifecycle";
import { and, asc, count, eq, gte, inArray, lt, lte, sql, sum } from "drizzle-orm";
import { liveOrderSql, orders, products, saleOrderSql } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { periodSpans } from "../../lib/time.ts";

export type Period = "Daily" | "Weekly" | "Monthly";

/** Orders that count in the figures: the live ones (the same predicate as the partial index). */
const live = liveOrderSql(orders);
/** Among them, the sales (the SQL twin of `isSale`) and the ones still waiting for the shop. */
const sold = saleOrderSql(orders);
const awaiting = inArray(orders.status, [...AWAITING_STATUSES]);

function spanOf(period: Period, now: Date, timeZone: string) {
  const s = periodSpans(now, timeZone);
  return period === "Daily" ? s.day : period === "Weekly" ? s.week : s.month;
}

/**
 * The current day's, week's or month's figures in one query: sales in rupees (accepted orders only,
 * `isSale`), the count of live orders, and the orders still waiting for the shop with their value.
 * The span ends where the next one starts (not at "now"), so clocks of app and database need not agree.
 */
export async function periodFigures(db: Executor, period: Period, timeZone: string, now = new Date()) {
  const span = spanOf(period, now, timeZone);
  const [row] = await db
    .select({
      total: sql<string | null>`sum(${orders.totalPaisa}) filter (where ${sold})`.mapWith(Number),
      orders: count(),
      pendingTotal: sql<string | null>`sum(${orders.totalPaisa}) filter (where ${awaiting})`.mapWith(Number),
      pendingOrders: sql<number>`count(*) filter (where ${awaiting})`.mapWith(Number),
    })
    .from(orders)
    .where(and(live, gte(orders.createdAt, span.start), lt(orders.createdAt, span.end)));
  return {
    sales: paisaToRupees(row?.total ?? 0),
    orders: row?.orders ?? 0,
    pending: { orders: row?.pendingOrders ?? 0, sales: paisaToRupees(row?.pendingTotal ?? 0) },
  };
}

/** Twelve monthly sales totals in rupees (accepted orders only), January to December of this year, in one query. */
export async function salesByMonth(db: Executor, timeZone: string, now = new Date()): Promise<number[]> {
  const { year } = periodSpans(now, timeZone);
  const month = sql<number>`extract(month from ${orders.createdAt} at time zone ${timeZone})::int`;
  const rows = await db
    .select({ month, total: sum(orders.totalPaisa).mapWith(Number) })
    .from(orders)
    .where(and(live, sold, gte(orders.createdAt, year.start), lt(orders.createdAt, year.end)))
    // By position: the month expression's two time-zone parameters would not match as text.
    .groupBy(sql`1`);
  const months = Array.from({ length: 12 }, () => 0);
  for (const r of rows) months[Number(r.month) - 1] = paisaToRupees(r.total ?? 0);
  return months;
}

/** Orders waiting for the owner's approval. */
export async function pendingOrderCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(live, awaiting));
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
