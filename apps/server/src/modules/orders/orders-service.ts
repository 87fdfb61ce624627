import type { Order } from "@shop/shared/orders";
import type { Product } from "@shop/shared/products";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { liveOrderSql, orderLines, orders, products } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { toProduct } from "../products/products-service.ts";
import { eventsOf } from "./order-events.ts";
import { hydrate, orderById } from "./order-rows.ts";

/** One customer's orders, newest first: for that customer and for staff. */
export async function customerOrders(
  db: Executor,
  viewer: SessionUser,
  customerId: number,
  timeZone?: string,
): Promise<Order[]> {
  authorize(viewer, "orders:of-customer", { ownerId: customerId });
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.deleted, false)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return hydrate(db, rows, timeZone);
}

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

/** Up to 8 products on sale, ranked by pieces sold in live orders. */
export async function popularProductIds(db: Executor, limit = 8): Promise<number[]> {
  const sold = sql<number>`sum(${orderLines.quantity})`;
  const rows = await db
    .select({ productId: orderLines.productId, sold })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(liveOrderSql(orders), eq(products.deleted, false)))
    .groupBy(orderLines.productId)
    .orderBy(desc(sold), orderLines.productId)
    .limit(limit);
  return rows.map((r) => r.productId);
}

/** The best sellers in rank order, as the shop shows them, with their ids (the cache's tags). */
export async function popularProducts(db: Executor): Promise<{ ids: number[]; shown: Product[] }> {
  const ids = await popularProductIds(db);
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
  return { ids, shown };
}
