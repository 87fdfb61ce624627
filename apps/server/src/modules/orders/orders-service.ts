import { paisaToRupees } from "@shop/shared/money";
import type { CreateOrderParsed, Order } from "@shop/shared/orders";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { orderLines, orders, products, users } from "../../db/schema.ts";
import type { Db, Executor, Tx } from "../../db/types.ts";
import { AppError, badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { imageUrl } from "../../lib/images.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { holdsStock, returnStock, type StockLine, takeStock } from "./order-stock.ts";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The order shape of SPEC 3, built from the rows (prices as they were when ordered). */
function toOrder(
  order: OrderRow,
  lines: LineRow[],
  user: { id: number; fullName: string; phone: string },
): Order {
  const total = paisaToRupees(order.totalPaisa);
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
      total,
    },
    users: { id: user.id, fullName: user.fullName, phone: user.phone, city: order.city },
    products: lines.map((l) => ({
      id: l.productId,
      name: l.name,
      mainFile: l.mainFile ? imageUrl(l.mainFile) : "",
      orderedQuantity: l.quantity,
      price: paisaToRupees(l.pricePaisa),
    })),
    totalPrice: total,
  };
}

/** Loads orders with their lines and customers, in the given order of rows. */
async function hydrate(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(orderLines.id);
  const customers = await db
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((o) => o.userId))]));
  const byUser = new Map(customers.map((u) => [u.id, u]));
  return rows.map((o) =>
    toOrder(
      o,
      lines.filter((l) => l.orderId === o.id),
      byUser.get(o.userId) ?? { id: o.userId, fullName: "", phone: "" },
    ),
  );
}

async function orderById(db: Executor, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.deleted, false)));
  if (!row) throw notFound(`Order #${id} was not found.`);
  const [order] = await hydrate(db, [row]);
  return order!;
}

/** Merges repeated product ids into one line each. */
function mergeLines(lines: CreateOrderParsed["products"]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.orderedQuantity);
  return merged;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Places an order. Only product ids and quantities come from the browser: names, prices and the
 * total come from the database. Stock is taken, the order, its lines and the history rows are
 * written in one transaction; a short product writes nothing. The same Idempotency-Key from the
 * same user returns the first order instead of making a second.
 */
export async function createOrder(
  db: Db,
  user: SessionUser,
  input: CreateOrderParsed,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; created: boolean }> {
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (existing) return { order: existing, created: false };
  }
  const wanted = mergeLines(input.products);
  try {
    const orderId = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...wanted.keys()]));
      const byId = new Map(rows.map((p) => [p.id, p]));
      for (const id of wanted.keys()) {
        const product = byId.get(id);
        if (!product || product.deleted)
          throw badRequest(`Product #${id} is no longer sold. Please remove it from your cart.`);
      }
      const lines = [...wanted.entries()].map(([id, quantity]) => {
        const p = byId.get(id)!;
        return { productId: id, name: p.name, pricePaisa: p.pricePaisa, mainFile: p.mainFile, quantity };
      });
      const totalPaisa = lines.reduce((sum, l) => sum + l.pricePaisa * l.quantity, 0);
      const form = input.orderForm;
      const home = form.deliveryType === "home";
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: "Pending",
          deliveryType: form.deliveryType,
          phoneNumber: form.phoneNumber,
          // Store pickup needs no address; keep only what the chosen delivery uses.
          city: home ? form.city : "",
          chowkName: home ? form.chowkName : "",
          famousLandMark: home ? form.famousLandMark : "",
          totalPaisa,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })));
      await takeStock(tx, order!.id, lines, "Order placed");
      return order!.id;
    });
    return { order: await orderById(db, orderId), created: true };
  } catch (error) {
    // Two submissions with the same key at the same moment: the second one's insert loses the
    // race on the unique index, its transaction rolls back, and it answers the first order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
}

async function findByIdempotencyKey(db: Executor, userId: number, key: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  const [order] = await hydrate(db, [row]);
  return order ?? null;
}

export async function listOrders(db: Executor): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.deleted, false))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return hydrate(db, rows);
}

export async function customerOrders(db: Executor, customerId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.deleted, false)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return hydrate(db, rows);
}

/** An order its owner or an Admin may see; anyone else is told it does not exist. */
export async function visibleOrder(db: Executor, viewer: SessionUser, id: number): Promise<Order> {
  const order = await orderById(db, id);
  if (viewer.role !== "Admin" && order.users.id !== viewer.id) throw notFound(`Order #${id} was not found.`);
  return order;
}

/** Locks a live order's row for the rest of the transaction, so changes to it run one at a time. */
async function lockOrder(tx: Tx, id: number): Promise<{ order: OrderRow; lines: StockLine[] }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.deleted, false)))
    .for("update");
  if (!order) throw notFound(`Order #${id} was not found.`);
  const lines = await tx
    .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, id));
  return { order, lines };
}

/**
 * Sets an order's status (Admin). Rejecting returns the stock once; moving a rejected order to
 * another status takes it again, or answers 409 when it is no longer there.
 */
export async function setStatus(db: Db, id: number, status: string): Promise<Order> {
  await db.transaction(async (tx) => {
    const { order, lines } = await lockOrder(tx, id);
    const before = holdsStock(order);
    const after = holdsStock({ ...order, status });
    if (before && !after) await returnStock(tx, id, lines, "Order rejected");
    if (!before && after) await takeStock(tx, id, lines, "Rejection undone");
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
  });
  return orderById(db, id);
}

/** Statuses in which a customer may still cancel (or undo a cancel of) their own order. */
const CUSTOMER_CANCELLABLE = new Set(["Pending", "Approved"]);

/**
 * Toggles `canceled`. The owner may do it while the order is Pending or Approved; an Admin always.
 * Cancelling returns the stock; undoing takes it again, or answers 409 when it is gone.
 */
export async function toggleCancel(db: Db, actor: SessionUser, id: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const { order, lines } = await lockOrder(tx, id);
    if (actor.role !== "Admin") {
      if (order.userId !== actor.id) throw notFound(`Order #${id} was not found.`);
      if (!CUSTOMER_CANCELLABLE.has(order.status)) {
        throw forbidden(`This order is ${order.status} and can no longer be changed. Please call the shop.`);
      }
    }
    const canceled = !order.canceled;
    const before = holdsStock(order);
    const after = holdsStock({ ...order, canceled });
    if (before && !after) await returnStock(tx, id, lines, "Order cancelled");
    if (!before && after) await takeStock(tx, id, lines, "Cancel undone");
    await tx.update(orders).set({ canceled, updatedAt: new Date() }).where(eq(orders.id, id));
  });
  return orderById(db, id);
}

/** Removes an order from every list and figure (Admin); a live order's stock returns. The row stays. */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, lines } = await lockOrder(tx, id);
    if (holdsStock(order)) await returnStock(tx, id, lines, "Order deleted");
    await tx.update(orders).set({ deleted: true, updatedAt: new Date() }).where(eq(orders.id, id));
  });
}

/** Up to 8 products on sale, ranked by pieces sold in orders that are neither cancelled nor rejected. */
export async function popularProductIds(db: Executor, limit = 8): Promise<number[]> {
  const sold = sql<number>`sum(${orderLines.quantity})`;
  const rows = await db
    .select({ productId: orderLines.productId, sold })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orders.deleted, false),
        eq(orders.canceled, false),
        ne(orders.status, "Rejected"),
        eq(products.deleted, false),
      ),
    )
    .groupBy(orderLines.productId)
    .orderBy(desc(sold), orderLines.productId)
    .limit(limit);
  return rows.map((r) => r.productId);
}

export function assertCanSeeCustomer(viewer: SessionUser, customerId: number): void {
  if (viewer.role !== "Admin" && viewer.id !== customerId) {
    throw new AppError(403, "You can only see your own orders.");
  }
}
