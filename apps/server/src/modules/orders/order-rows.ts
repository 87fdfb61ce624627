import { paisaToRupees } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { and, eq, inArray } from "drizzle-orm";
import { orderLines, orders, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { notFound } from "../../lib/errors.ts";
import { imageUrl } from "../../lib/images.ts";

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = Pick<
  typeof orderLines.$inferSelect,
  "productId" | "name" | "pricePaisa" | "mainFile" | "quantity"
>;
export interface Customer {
  id: number;
  fullName: string;
  phone: string;
}

/** What a walk-in buyer who gave no name is called on the desk and the bill. */
export const CASH_SALE = "Cash sale";

/**
 * The buyer of an order, the one way every answer, bill and list reads it: the name and phone
 * given at the counter when there are any, else the customer account's; "Cash sale" for a
 * nameless walk-in buyer. The id is the customer account's, or null for a counter sale with none.
 */
export function buyerOf(
  order: Pick<OrderRow, "buyerName" | "buyerPhone" | "phoneNumber">,
  user: Customer | null,
) {
  return {
    id: user?.id ?? null,
    fullName: order.buyerName || user?.fullName || CASH_SALE,
    phone: order.buyerPhone || user?.phone || order.phoneNumber,
  };
}

/** The order shape the API answers with, built from the rows (prices as they were when ordered). */
export function toOrder(order: OrderRow, lines: LineRow[], user: Customer | null): Order {
  const total = paisaToRupees(order.totalPaisa);
  const buyer = buyerOf(order, user);
  return {
    id: order.id,
    createdDate: order.createdAt.toISOString(),
    status: order.status,
    canceled: order.canceled,
    orderForm: {
      deliveryType: order.deliveryType,
      phoneNumber: order.phoneNumber,
      city: order.city,
      chowkName: order.chowkName,
      famousLandMark: order.famousLandMark,
      paymentMethod: order.paymentMethod,
      note: order.note,
      total,
    },
    users: { ...buyer, city: order.city },
    products: lines.map((l) => ({
      id: l.productId,
      name: l.name,
      mainFile: l.mainFile ? imageUrl(l.mainFile) : "",
      orderedQuantity: l.quantity,
      price: paisaToRupees(l.pricePaisa),
    })),
    deliveryCharge: paisaToRupees(order.deliveryChargePaisa),
    totalPrice: total,
  };
}

/** Loads orders with their lines and customers, in the given order of rows. */
export async function hydrate(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(orderLines.id);
  const userIds = [...new Set(rows.flatMap((o) => (o.userId === null ? [] : [o.userId])))];
  const customers = userIds.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const byUser = new Map(customers.map((u) => [u.id, u]));
  const linesByOrder = new Map<number, typeof lines>();
  for (const l of lines) linesByOrder.set(l.orderId, [...(linesByOrder.get(l.orderId) ?? []), l]);
  return rows.map((o) =>
    toOrder(
      o,
      linesByOrder.get(o.id) ?? [],
      o.userId === null ? null : (byUser.get(o.userId) ?? { id: o.userId, fullName: "", phone: "" }),
    ),
  );
}

/** A live (not deleted) order with its lines and customer, or 404. */
export async function orderById(db: Executor, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.deleted, false)));
  if (!row) throw notFound(`Order #${id} was not found.`);
  const [order] = await hydrate(db, [row]);
  return order!;
}
