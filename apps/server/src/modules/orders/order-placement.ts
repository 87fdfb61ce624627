import { createHash } from "node:crypto";
import { type CreateOrderParsed, lineCapMessage, MAX_LINE_QUANTITY, type Order } from "@shop/shared/orders";
import { and, eq } from "drizzle-orm";
import { orderLines, orders } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { AppError, badRequest, conflict } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { lockProducts, moveStock, shortMessage } from "../stock/stock-ledger.ts";
import { recordEvent } from "./order-events.ts";
import { queueOrderMails, type ShopMailbox } from "./order-mails.ts";
import { hydrate, type LineRow, toOrder } from "./order-rows.ts";

export const KEY_REUSED = "This checkout key was already used for a different order.";

/** Adds up repeated product ids into one line each; the per-line cap applies to the sum. */
function mergeLines(lines: CreateOrderParsed["products"]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.orderedQuantity);
  return merged;
}

/**
 * The delivery details as they are stored: a store pickup keeps no address. The payment method
 * (checked against the delivery type by the shared schema) and the note go along.
 */
function deliveryOf(form: CreateOrderParsed["orderForm"]) {
  const home = form.deliveryType === "home";
  return {
    deliveryType: form.deliveryType,
    phoneNumber: form.phoneNumber,
    city: home ? form.city : "",
    chowkName: home ? form.chowkName : "",
    famousLandMark: home ? form.famousLandMark : "",
    paymentMethod: form.paymentMethod,
    note: form.note,
  };
}

/** What a checkout asked for, as a digest: the same Idempotency-Key must ask for the same. */
function digestOf(delivery: ReturnType<typeof deliveryOf>, wanted: Map<number, number>): string {
  const lines = [...wanted.entries()].sort(([a], [b]) => a - b);
  return createHash("sha256").update(JSON.stringify({ delivery, lines })).digest("hex");
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Places an order. Only product ids and quantities come from the browser: names, prices and the
 * total come from the database. In one transaction: the products are locked (a delete or a sale
 * waits), deleted and short ones refuse the whole order, then the order, its lines, the stock
 * movements, the first timeline entry and the e-mails are written. The answer is built from what
 * the transaction already has.
 *
 * The same Idempotency-Key from the same user answers the first order instead of making a second;
 * the same key with a different order is refused, and so is a key whose order the shop deleted.
 */
export async function placeOrder(
  db: Db,
  shop: ShopMailbox,
  user: SessionUser,
  input: CreateOrderParsed,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; created: boolean }> {
  const wanted = mergeLines(input.products);
  const delivery = deliveryOf(input.orderForm);
  const digest = idempotencyKey ? digestOf(delivery, wanted) : null;
  if (idempotencyKey) {
    const replay = await replayOf(db, user.id, idempotencyKey, digest);
    if (replay) return { order: replay, created: false };
  }
  try {
    const order = await db.transaction(async (tx) => {
      const ids = [...wanted.keys()].sort((a, b) => a - b);
      const locked = await lockProducts(tx, ids);
      const lines: LineRow[] = ids.map((id) => {
        const p = locked.get(id);
        if (!p || p.deleted) {
          const name = p ? `${p.name} (#${id})` : `Product #${id}`;
          throw badRequest(`${name} is no longer sold. Please remove it from your cart.`);
        }
        const quantity = wanted.get(id)!;
        if (quantity > MAX_LINE_QUANTITY) throw badRequest(lineCapMessage(p.name));
        if (p.quantity < quantity) throw conflict(shortMessage(p.name, p.quantity));
        return { productId: id, name: p.name, pricePaisa: p.pricePaisa, mainFile: p.mainFile, quantity };
      });
      const totalPaisa = lines.reduce((sum, l) => sum + l.pricePaisa * l.quantity, 0);
      const [row] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: "Pending",
          ...delivery,
          totalPaisa,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyDigest: digest,
        })
        .returning();
      const orderId = row!.id;
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId })));
      await moveStock(
        tx,
        lines.map((l) => ({
          productId: l.productId,
          delta: -l.quantity,
          kind: "order_placed" as const,
          remarks: `Order #${orderId}`,
          orderId,
          actorId: user.id,
        })),
      );
      await recordEvent(tx, { orderId, actorId: user.id, kind: "placed", to: "Pending" });
      const placed = toOrder(row!, lines, user);
      await queueOrderMails(tx, shop, placed, user.email, "placed");
      return placed;
    });
    return { order, created: true };
  } catch (error) {
    // Two submissions with the same key at the same moment: the second one's insert loses the
    // race on the unique index, its transaction rolls back, and it answers the first order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const replay = await replayOf(db, user.id, idempotencyKey, digest);
      if (replay) return { order: replay, created: false };
    }
    throw error;
  }
}

/** The order a repeated key already made, or null when the key is new. */
async function replayOf(
  db: Executor,
  userId: number,
  key: string,
  digest: string | null,
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  // Orders placed before digests were kept have none: the key alone decides for them.
  if (row.idempotencyDigest && row.idempotencyDigest !== digest) throw new AppError(422, KEY_REUSED);
  if (row.deleted) {
    throw conflict(
      `Order #${row.id}, placed with this checkout, was removed by the shop. Please check out again.`,
    );
  }
  const [order] = await hydrate(db, [row]);
  return order ?? null;
}
