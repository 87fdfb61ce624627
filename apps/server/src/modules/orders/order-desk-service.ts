import {
  ORDER_FILTERS,
  type OrderCounts,
  type OrderFilter,
  type OrderListQuery,
  type OrderPage,
} from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { pageWanted } from "@shop/shared/paging";
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { orderCounts, orders, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { containing, dayRange, idIn } from "../../lib/search.ts";
import { cappedRows, type WholeList } from "../../lib/whole-list.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { hydrate } from "./order-rows.ts";

/** The SQL of one status filter: a cancelled order is "cancelled" whatever its status. */
function statusCondition(filter: OrderFilter): SQL {
  if (filter === "cancelled") return eq(orders.canceled, true);
  return and(eq(orders.status, filter), eq(orders.canceled, false))!;
}

/**
 * The search: "#42" is order 42; digits are an order number or part of a phone (the order's or
 * the customer's); other text is part of the customer's name or phone.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const id = idIn(text);
  if (text.startsWith("#")) return id === null ? sql`false` : eq(orders.id, id);
  const pattern = containing(text);
  // The customers as an array, not `in (select …)`: PostgreSQL then reads their orders through
  // orders_user_idx beside the other two conditions' indexes, instead of every order once.
  const customers = sql`array(select ${users.id} from ${users} where ${or(
    ilike(users.fullName, pattern),
    ilike(users.phone, pattern),
  )})`;
  return or(
    ...(id !== null ? [eq(orders.id, id)] : []),
    ilike(orders.phoneNumber, pattern),
    sql`${orders.userId} = any(${customers})`,
  );
}

/** Everything but the status filter: the counts per status are taken under these. */
function baseConditions(query: OrderListQuery, timeZone: string): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(orders.deleted, false)];
  if (query.q) conditions.push(searchCondition(query.q));
  const { start, end } = dayRange(query.from, query.to, timeZone);
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** The search, the dates and the status filter together. */
function allConditions(query: OrderListQuery, timeZone: string): SQL | undefined {
  const conditions = baseConditions(query, timeZone);
  if (query.status) conditions.push(statusCondition(query.status));
  return and(...conditions);
}

/** The filtered orders' rows, newest first (all of them, or one page). */
function filteredRows(db: Executor, query: OrderListQuery, timeZone: string) {
  return db
    .select()
    .from(orders)
    .where(allConditions(query, timeZone))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}

/** Rows of derived.order_counts past which the desk folds them into one row a filter. */
const FOLD_AFTER = 200;

/**
 * How many orders each status filter holds under the search and dates, in one query. Without a
 * search or dates, the counts the database keeps (derived.order_counts) instead of counting
 * every order at each look.
 */
async function countsOf(db: Executor, query: OrderListQuery, timeZone: string): Promise<OrderCounts> {
  if (!query.q?.trim() && !query.from && !query.to) return keptOrderCounts(db);
  const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as OrderCounts;
  const filter = sql<OrderFilter>`case when ${orders.canceled} then 'cancelled' else ${orders.status} end`;
  const rows = await db
    .select({ filter, n: count() })
    .from(orders)
    .where(and(...baseConditions(query, timeZone)))
    .groupBy(sql`1`);
  for (const r of rows) counts[r.filter] = r.n;
  return counts;
}

/**
 * How many orders each status filter holds (deleted orders in none), as the database keeps them
 * (derived.order_counts): its rows added up, then folded together when they have grown many.
 */
export async function keptOrderCounts(db: Executor): Promise<OrderCounts> {
  const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as OrderCounts;
  const rows = await db
    .select({
      filter: sql<OrderFilter>`${orderCounts.filter}`,
      n: sql<number>`sum(${orderCounts.n})`.mapWith(Number),
      pieces: count(),
    })
    .from(orderCounts)
    .groupBy(orderCounts.filter);
  for (const r of rows) if (r.filter in counts) counts[r.filter] = r.n;
  if (rows.reduce((n, r) => n + r.pieces, 0) > FOLD_AFTER) await foldCounts(db);
  return counts;
}

/**
 * The kept counts' rows folded into one a filter, the sums unchanged. Rows added meanwhile are
 * not in this statement's view and stay as they are; two folds at once wait for each other.
 */
async function foldCounts(db: Executor): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${orderCounts} returning filter, n)
    insert into ${orderCounts} (filter, n)
    select filter, sum(n) from gone group by filter having sum(n) <> 0`);
}

/**
 * The order desk's list (staff): filtered by status, searched, limited to a range of the shop's
 * days, newest first. Without page or pageSize the whole list, as `orders/get-all` always
 * answered (its newest WHOLE_LIST_MAX); with them one page, the total and the counts per status.
 */
export async function orderDesk(
  db: Executor,
  viewer: SessionUser,
  query: OrderListQuery,
  timeZone: string,
): Promise<WholeList<Order> | OrderPage> {
  authorize(viewer, "orders:manage");
  const wanted = pageWanted(query);
  if (!wanted) {
    // The newest orders: the list is newest first, so its start is kept.
    const { whole, cut } = await cappedRows(filteredRows(db, query, timeZone));
    return { whole: await hydrate(db, whole, timeZone), cut };
  }
  const [rows, counts] = await Promise.all([
    filteredRows(db, query, timeZone)
      .limit(wanted.pageSize)
      .offset((wanted.page - 1) * wanted.pageSize),
    countsOf(db, query, timeZone),
  ]);
  // The total is one of the counts (each status filter is one value of the same key), or all of them.
  const total = query.status ? counts[query.status] : ORDER_FILTERS.reduce((n, f) => n + counts[f], 0);
  return { items: await hydrate(db, rows, timeZone), total, ...wanted, counts };
}

/** Orders the CSV export reads at once: enough to keep round trips few, little memory. */
export const EXPORT_BATCH = 500;

/**
 * Every order under the filters, newest first, for the CSV export (staff): read in batches by
 * keyset (the last row's time and id), never by OFFSET and never all at once, each batch its own
 * short statement so other requests go on between them. Refused at once, before any is read,
 * when the viewer may not see the orders.
 */
export function filteredOrders(
  db: Executor,
  viewer: SessionUser,
  query: OrderListQuery,
  timeZone: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Order[]> {
  authorize(viewer, "orders:manage");
  return orderBatches(db, query, timeZone, batchSize);
}

async function* orderBatches(
  db: Executor,
  query: OrderListQuery,
  timeZone: string,
  batchSize: number,
): AsyncGenerator<Order[]> {
  // The cursor's time as PostgreSQL's own text: a JS Date would drop its microseconds and skip rows.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...getTableColumns(orders), cursorAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        and(
          allConditions(query, timeZone),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield await hydrate(db, rows, timeZone);
    const last = rows.at(-1)!;
    if (rows.length < batchSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}
