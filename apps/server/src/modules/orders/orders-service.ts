import type { Order } from "@shop/shared/orders";
import { type Page, pageWanted } from "@shop/shared/paging";
import type { Product } from "@shop/shared/products";
import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import { orders, productColumns, productSales, products } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { cappedRows, type WholeList } from "../../lib/whole-list.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { toProduct } from "../products/products-service.ts";
import { eventsOf } from "./order-events.ts";
import { hydrate, orderById } from "./order-rows.ts";

/**
 * One customer's orders, newest first: for that customer and for staff. Without paging the whole
 * list (its newest WHOLE_LIST_MAX); with `page` or `pageSize`, one page and the total.
 */
export async function customerOrders(
  db: Executor,
  viewer: SessionUser,
  customerId: number,
  timeZone?: string,
  query: { page?: number | undefined; pageSize?: number | undefined } = {},
): Promise<WholeList<Order> | Page<Order>> {
  authorize(viewer, "orders:of-customer", { ownerId: customerId });
  const where = and(eq(orders.userId, customerId), eq(orders.deleted, false));
  const rows = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  const wanted = pageWanted(query, CUSTOMER_PAGE_SIZE);
  if (!wanted) {
    const { whole, cut } = await cappedRows(rows);
    return { whole: await hydrate(db, whole, timeZone), cut };
  }
  const [page, [total]] = await Promise.all([
    rows.limit(wanted.pageSize).offset((wanted.page - 1) * wanted.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await hydrate(db, page, timeZone), total: total?.n ?? 0, ...wanted };
}

/** A customer's history page when only `page` is given. */
const CUSTOMER_PAGE_SIZE = 10;

/** One order with its timeline, for its customer and for staff; anyone else is told it does not exist. */
export async function visibleOrder(
  db: Executor,
  viewer: SessionUser,
  id: number,
  timeZone?: string,
): Promise<Order> {
  const order = await orderById(db, id, timeZone);
  authorize(viewer, "order:read", { ownerId: order.users.id ?? undefined }, `Order #${id}`);
  return { ...order, events: await eventsOf(db, id) };
}

/**
 * Up to 8 products on sale, ranked by pieces sold in live orders. The database keeps each
 * product's figure as orders come and go (derived.product_sales, the search_indexes_and_derived_figures migration), so this reads a
 * few rows in rank order instead of adding up every order line ever sold.
 */
export async function popularProductIds(db: Executor, limit = 8): Promise<number[]> {
  const rows = await db
    .select({ productId: productSales.productId })
    .from(productSales)
    .innerJoin(products, eq(products.id, productSales.productId))
    .where(and(gt(productSales.sold, 0), eq(products.deleted, false)))
    .orderBy(desc(productSales.sold), productSales.productId)
    .limit(limit);
  return rows.map((r) => r.productId);
}

/** The best sellers in rank order, as the shop shows them, with their ids (the cache's tags). */
export async function popularProducts(db: Executor): Promise<{ ids: number[]; shown: Product[] }> {
  const ids = await popularProductIds(db);
  const rows = ids.length
    ? await db.select(productColumns).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
  return { ids, shown };
}
