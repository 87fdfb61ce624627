import type { StockChangeType } from "@shop/shared/constants";
import { and, eq, gte, sql } from "drizzle-orm";
import { products, stockHistory } from "../../db/schema.ts";
import type { Tx } from "../../db/types.ts";
import { conflict } from "../../lib/errors.ts";

export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * Takes stock for order lines with a conditional update that can never make it negative: the
 * row lock it takes makes concurrent orders wait, and the `quantity >= n` check decides. A short
 * product aborts the whole transaction with 409 naming it and the pieces left.
 * Lines are taken in product-id order so two orders never lock rows in opposite orders.
 */
export async function takeStock(tx: Tx, orderId: number, lines: StockLine[], changeType: StockChangeType) {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, line.productId), gte(products.quantity, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, line.productId));
      const pieces = left?.quantity ?? 0;
      throw conflict(
        `Only ${pieces} ${pieces === 1 ? "piece" : "pieces"} of ${line.name} ${pieces === 1 ? "is" : "are"} left.`,
      );
    }
    await tx.insert(stockHistory).values({
      productId: line.productId,
      quantity: -line.quantity,
      changeType,
      remarks: `Order #${orderId}`,
      orderId,
    });
  }
}

/** Puts an order's pieces back on the shelf, with one history row per line. */
export async function returnStock(tx: Tx, orderId: number, lines: StockLine[], changeType: StockChangeType) {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
    await tx.insert(stockHistory).values({
      productId: line.productId,
      quantity: line.quantity,
      changeType,
      remarks: `Order #${orderId}`,
      orderId,
    });
  }
}

/** An order holds stock while it is live: not cancelled, not rejected, not deleted. */
export function holdsStock(order: { canceled: boolean; status: string; deleted: boolean }): boolean {
  return !order.canceled && order.status !== "Rejected" && !order.deleted;
}
