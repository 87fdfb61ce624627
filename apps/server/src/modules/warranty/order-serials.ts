import { isLive } from "@shop/shared/order-lifecycle";
import type { Order } from "@shop/shared/orders";
import { and, asc, eq, isNull } from "drizzle-orm";
import { bills, orderLines, orderSerials, orders, products } from "../../db/schema.ts";
import type { Db } from "../../db/types.ts";
import { conflict, fieldError, notFound } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { orderById } from "../orders/order-rows.ts";
import { checkSerialCount, type ProductSerials, recordSerials, refuseRepeats } from "./serials.ts";

/**
 * The owner records the serial numbers of a web order's pieces before (or when) completing it:
 * each listed product's serials replace what was recorded for it. Only while the order is live
 * and not yet billed; once billed, its serials are on the bill and stay as they are.
 */
export async function setOrderSerials(
  db: Db,
  actor: SessionUser,
  orderId: number,
  input: { lines: { productId: number; serials: string[] }[] },
  timeZone: string,
): Promise<Order> {
  authorize(actor, "orders:manage");
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.deleted, false)))
      .for("update");
    if (!order) throw notFound(`Order #${orderId} was not found.`);
    const [bill] = await tx
      .select({ number: bills.number })
      .from(bills)
      .where(and(eq(bills.orderId, orderId), eq(bills.kind, "bill")));
    if (bill)
      throw conflict(
        `Order #${orderId} is billed (${bill.number}): its serial numbers are on the bill and no longer change.`,
      );
    if (!isLive(order))
      throw conflict(
        `Order #${orderId} is ${order.canceled ? "cancelled" : "rejected"}: it has no pieces to record.`,
      );

    const lines = await tx
      .select({
        productId: orderLines.productId,
        name: orderLines.name,
        quantity: orderLines.quantity,
        tracksSerials: products.tracksSerials,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const byProduct = new Map(lines.map((l) => [l.productId, l]));
    const wanted = new Map<number, string[]>();
    for (const line of input.lines) {
      if (!byProduct.has(line.productId))
        throw fieldError(400, "lines", `Product #${line.productId} is not in order #${orderId}.`);
      wanted.set(line.productId, [...(wanted.get(line.productId) ?? []), ...line.serials]);
    }
    const given: ProductSerials[] = [...wanted.entries()].map(([productId, serials]) => {
      const line = byProduct.get(productId)!;
      checkSerialCount(line, serials.length, false);
      // A product that does not track serials has no serials to record, even none.
      if (!line.tracksSerials) throw fieldError(400, "lines", `${line.name} does not track serial numbers.`);
      return { productId, name: line.name, serials };
    });
    refuseRepeats(given);
    for (const line of given) {
      await tx.delete(orderSerials).where(
        and(
          eq(orderSerials.orderId, orderId),
          eq(orderSerials.productId, line.productId),
          // Released rows are the history of pieces that came back: they stay.
          isNull(orderSerials.releasedAt),
        ),
      );
    }
    await recordSerials(tx, orderId, given);
    return orderById(tx, orderId, timeZone);
  });
}
