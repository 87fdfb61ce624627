import { paisaToRupees } from "@shop/shared/money";
import { AWAITING_STATUSES } from "@shop/shared/order-lifecycle";
import { LOW_STOCK } from "@shop/shared/products";
import { and, asc, count, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { liveOrderSql, orders, products, saleOrderSql } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { calendarDate, periodSpans, zonedMidnight } from "../../lib/time.ts";
import { refundsPaisaSql } from "../bills/sales-register.ts";
import { keptOrderCounts } from "../orders/order-desk-service.ts";

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
 * `isSale`, less the credit notes issued in the span: what the shop kept), the count of live
 * orders, and the orders still waiting for the shop with their value. A return is booked when its
 * credit note is issued, so a span with more returns than sales has a negative figure.
 * The span ends where the next one starts (not at "now"), so clocks of app and database need not agree.
 */
export async function periodFigures(db: Executor, period: Period, timeZone: string, now = new Date()) {
  const span = spanOf(period, now, timeZone);
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${orders.totalPaisa}) filter (where ${sold}), 0)
        - ${refundsPaisaSql(span.start, span.end)}`.mapWith(Number),
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

/**
 * Twelve monthly sales totals in rupees (accepted orders only, less the credit notes issued in the
 * month), January to December of this year, in one query: a sum per month over its own range of
 * times (orders_sales_created_idx holds each sale's time and total, so each sum reads that index
 * alone, and bills_credit_issued_idx each return's), not the month of every order worked out one
 * by one.
 */
export async function salesByMonth(db: Executor, timeZone: string, now = new Date()): Promise<number[]> {
  const { year } = calendarDate(now, timeZone);
  const months = Array.from({ length: 12 }, (_, i) => {
    const start = zonedMidnight(year, i + 1, 1, timeZone);
    const end = zonedMidnight(year, i + 2, 1, timeZone);
    return sql`coalesce((select sum(${orders.totalPaisa}) from ${orders}
      where ${sold} and ${orders.createdAt} >= ${start.toISOString()}::timestamptz
        and ${orders.createdAt} < ${end.toISOString()}::timestamptz), 0) - ${refundsPaisaSql(start, end)}`;
  });
  const result = (await db.execute(
    sql`select array[${sql.join(months, sql`, `)}]::text[] as totals`,
  )) as unknown as {
    rows: { totals: string[] }[];
  };
  return result.rows[0]!.totals.map((total) => paisaToRupees(Number(total)));
}

/**
 * Orders waiting for the owner's approval: live orders in an awaiting status, which are the order
 * desk's counts of those statuses (kept by the database, not counted at each look).
 */
export async function pendingOrderCount(db: Executor): Promise<number> {
  const counts = await keptOrderCounts(db);
  return AWAITING_STATUSES.reduce((n, status) => n + counts[status], 0);
}

/**
 * Products on sale with this many pieces or fewer, fewest first: by default as many as the product
 * list calls "Low stock", so the two screens name the same products.
 */
export async function lowStock(db: Executor, threshold = LOW_STOCK) {
  return db
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.deleted, false), lte(products.quantity, threshold)))
    .orderBy(asc(products.quantity), asc(products.name));
}
