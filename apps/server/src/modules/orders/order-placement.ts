import { createHash } from "node:crypto";
import { type CreateOrderParsed, lineCapMessage, MAX_LINE_QUANTITY, type Order } from "@shop/shared/orders";
import { and, eq, inArray, sql } from "drizzle-orm";
import { orderLines, orders, products } from "../../db/schema.ts";
import type { Db, Executor, Tx } from "../../db/types.ts";
import { AppError, badRequest, conflict } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { lockProducts, moveStock, ProductChangedError, shortMessage } from "../stock/stock-ledger.ts";
import { eventInsert } from "./order-events.ts";
import { orderMailsInsert, type ShopMailbox } from "./order-mails.ts";
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
 * Thrown inside the first attempt when its unlocked read would refuse the order: the second
 * attempt reads under the lock and refuses (or places) on what it finds there.
 */
class LockFirst extends Error {}

/**
 * Places an order. Only product ids and quantities come from the browser: names, prices and the
 * total come from the database, and deleted and short products refuse the whole order. In one
 * transaction: the order, its lines, the first timeline entry and the e-mails are written, and
 * last the stock is taken; the answer is built from what the transaction already has.
 *
 * Every checkout of a best seller needs that product's row lock, so the lock is taken as late as
 * possible: the products are read without it, everything else is written, and one last statement
 * (moveStock with `seen`) locks the products, checks that each is still sold at the price and name
 * the order was built on and has the pieces, and takes them. The lock is held from there to the
 * commit only. When the unlocked read would refuse the order, or a product changed before the
 * lock, that transaction rolls back and a second one decides under the lock from its start: a
 * deleted or short product is only ever refused inside the lock.
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
  const checkout: Checkout = { shop, user, wanted, delivery, idempotencyKey, digest };
  try {
    let order: Order;
    try {
      order = await db.transaction((tx) => place(tx, checkout, false));
    } catch (error) {
      if (!(error instanceof LockFirst || error instanceof ProductChangedError)) throw error;
      order = await db.transaction((tx) => place(tx, checkout, true));
    }
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

interface Checkout {
  shop: ShopMailbox;
  user: SessionUser;
  wanted: Map<number, number>;
  delivery: ReturnType<typeof deliveryOf>;
  idempotencyKey: string | undefined;
  digest: string | null;
}

/**
 * One attempt, in its transaction. `lockFirst`: the products are locked as they are read, and
 * every refusal is final; otherwise they are read without a lock, any refusal throws LockFirst,
 * and moveStock checks under the lock that they are still as read.
 */
async function place(tx: Tx, checkout: Checkout, lockFirst: boolean): Promise<Order> {
  const { shop, user, wanted, delivery, idempotencyKey, digest } = checkout;
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const found = lockFirst ? await lockProducts(tx, ids) : await readProducts(tx, ids);
  const lines: LineRow[] = ids.map((id) => {
    const p = found.get(id);
    const quantity = wanted.get(id)!;
    if (!p || p.deleted) {
      if (!lockFirst) throw new LockFirst();
      const name = p ? `${p.name} (#${id})` : `Product #${id}`;
      throw badRequest(`${name} is no longer sold. Please remove it from your cart.`);
    }
    if (quantity > MAX_LINE_QUANTITY) throw badRequest(lineCapMessage(p.name));
    if (p.quantity < quantity) {
      if (!lockFirst) throw new LockFirst();
      throw conflict(shortMessage(p.name, p.quantity));
    }
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
  const placed = toOrder(row!, lines, user);
  // The lines, the first timeline entry and the e-mails: one statement.
  const lineInsert = tx
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId })))
    .getSQL();
  const event = eventInsert(tx, { orderId, actorId: user.id, kind: "placed", to: "Pending" }).getSQL();
  const mails = orderMailsInsert(shop, placed, user.email, "placed") ?? sql`select 1`;
  await tx.execute(sql`with order_lines_written as (${lineInsert}), event_written as (${event}) ${mails}`);
  // Last: the stock, under the products' locks until the commit.
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
    lockFirst
      ? {}
      : {
          seen: lines.map((l) => ({
            id: l.productId,
            name: l.name,
            pricePaisa: l.pricePaisa,
            mainFile: l.mainFile,
          })),
        },
  );
  return placed;
}

/** The products an order asks for, read without a lock. */
async function readProducts(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      pricePaisa: products.pricePaisa,
      mainFile: products.mainFile,
      quantity: products.quantity,
      deleted: products.deleted,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
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
