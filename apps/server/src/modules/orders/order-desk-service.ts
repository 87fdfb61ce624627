import {
  ORDER_FILTERS,
  type OrderCounts,
  type OrderFilter,
  type OrderListQuery,
  type OrderPage,
} from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { pageWanted } from "@shop/shared/paging";
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { orders, users } from "../../db/schema.ts";
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
  const customers = sql`(select ${users.id} from ${users} where ${or(
    ilike(users.fullName, pattern),
    ilike(users.phone, pattern),
  )})`;
  return or(
    ...(id !== null ? [eq(orders.id, id)] : []),
    ilike(orders.phoneNumber, pattern),
    inArray(orders.userId, customers),
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

/** How many orders each status filter holds under the search and dates, in one query. */
async function countsOf(db: Executor, query: OrderListQuery, timeZone: string): Promise<OrderCounts> {
  const filter = sql<OrderFilter>`case when ${orders.canceled} then 'cancelled' else ${orders.status} end`;
  const rows = await db
    .select({ filter, n: count() })
    .from(orders)
    .where(and(...baseConditions(query, timeZone)))
    .groupBy(sql`1`);
  const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as OrderCounts;
  for (const r of rows) counts[r.filter] = r.n;
  return counts;
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
  const [rows, [total], counts] = await Promise.all([
    filteredRows(db, query, timeZone)
      .limit(wanted.pageSize)
      .offset((wanted.page - 1) * wanted.pageSize),
    db.select({ n: count() }).from(orders).where(allConditions(query, timeZone)),
    countsOf(db, query, timeZone),
  ]);
  return { items: await hydrate(db, rows, timeZone), total: total?.n ?? 0, ...wanted, counts };
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
