import {
  type AdminOrderStatus,
  cancelRefusal,
  isLive,
  type OrderEventKind,
  statusMoveRefusal,
} from "@shop/shared/order-lifecycle";
import type { Order } from "@shop/shared/orders";
import type { StockKind } from "@shop/shared/stock";
import { and, eq } from "drizzle-orm";
import { bills, orderLines, orders, users } from "../../db/schema.ts";
import type { Db, Tx } from "../../db/types.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { metrics } from "../../lib/metrics.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize, cancelActor } from "../../plugins/policies.ts";
import { issueBill, saleOfOrder } from "../bills/bill-issue.ts";
import type { Clock } from "../bills/fiscal-year.ts";
import { lockProducts, moveStock, shortMessage } from "../stock/stock-ledger.ts";
import { missingSerials, releaseSerials } from "../warranty/serials.ts";
import { recordEvent } from "./order-events.ts";
import { type OrderMailKind, queueOrderMails, type ShopMailbox } from "./order-mails.ts";
import { type OrderRow, orderById, toOrder } from "./order-rows.ts";

/** What completing a sale needs for its bill: "now" and the shop's time zone. */
export interface Billing {
  clock: Clock;
  timeZone: string;
}

/**
 * Every change to a placed order: status moves, cancel and its undo, delete and restore. Each
 * runs in one transaction that locks the order row (changes to one order run one at a time),
 * asks the lifecycle whether the move is allowed (409 with the reason when not), moves the stock
 * when the order starts or stops holding it, writes the timeline entry and queues the e-mail.
 */
interface Locked {
  row: OrderRow;
  lines: { productId: number; name: string; pricePaisa: number; mainFile: string; quantity: number }[];
  /** The customer account; null for a counter sale made without one. */
  customer: { id: number; fullName: string; phone: string; email: string } | null;
}

async function lockOrder(tx: Tx, id: number, options: { deleted: boolean }): Promise<Locked> {
  const [found] = await tx
    .select({
      row: orders,
      customer: { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email },
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, id), eq(orders.deleted, options.deleted)))
    .for("update", { of: orders });
  if (!found) throw notFound(`Order #${id} was not found.`);
  const lines = await tx
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      pricePaisa: orderLines.pricePaisa,
      mainFile: orderLines.mainFile,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  return { row: found.row, lines, customer: found.customer };
}

/**
 * Puts an order's pieces back (it stopped holding stock) or takes them again (it holds stock
 * again). Taking again locks the products first and refuses, with 409 naming the product, one
 * that was deleted or is short: then nothing of the move is written.
 */
async function shiftStock(
  tx: Tx,
  locked: Locked,
  direction: "return" | "take",
  kind: StockKind,
  actorId: number,
) {
  const orderId = locked.row.id;
  if (direction === "take") {
    const products = await lockProducts(
      tx,
      locked.lines.map((l) => l.productId),
    );
    for (const line of locked.lines) {
      const p = products.get(line.productId);
      if (!p || p.deleted)
        throw conflict(`${line.name} is no longer sold, so this order cannot be taken up again.`);
      if (p.quantity < line.quantity) throw conflict(shortMessage(line.name, p.quantity));
    }
  }
  await moveStock(
    tx,
    locked.lines.map((l) => ({
      productId: l.productId,
      delta: direction === "return" ? l.quantity : -l.quantity,
      kind,
      remarks: `Order #${orderId}`,
      orderId,
      actorId,
    })),
  );
}

interface Change {
  set: Partial<Pick<OrderRow, "status" | "canceled" | "canceledAt" | "deleted" | "deletedAt">>;
  event: OrderEventKind;
  /** The stock kind when the change makes the order stop (or start again) holding stock. */
  stockKind: StockKind;
  mail?: OrderMailKind;
}

/** Applies one allowed change inside the transaction and answers the changed order. */
async function apply(
  tx: Tx,
  shop: ShopMailbox | undefined,
  locked: Locked,
  actor: SessionUser,
  change: Change,
) {
  const before = locked.row;
  const after = { ...before, ...change.set, updatedAt: new Date() };
  if (isLive(before) && !isLive(after)) {
    await shiftStock(tx, locked, "return", change.stockKind, actor.id);
    // Its pieces are back on the shelf: their serial numbers may be sold again.
    await releaseSerials(tx, before.id);
  }
  if (!isLive(before) && isLive(after)) await shiftStock(tx, locked, "take", change.stockKind, actor.id);
  await tx
    .update(orders)
    .set({ ...change.set, updatedAt: after.updatedAt })
    .where(eq(orders.id, before.id));
  await recordEvent(tx, {
    orderId: before.id,
    actorId: actor.id,
    kind: change.event,
    from: before.status,
    to: after.status,
  });
  const order = toOrder(after, locked.lines, locked.customer);
  // A counter sale's buyer may have no account, so no address: nothing to send.
  if (change.mail && shop && locked.customer)
    await queueOrderMails(tx, shop, order, locked.customer.email, change.mail);
  return order;
}

/**
 * Moves an order to another status (staff). The same status again changes nothing. Completed
 * means the goods were handed over: it is refused, naming the product, while a piece of a product
 * that tracks serials has none recorded, and it issues the sale's bill in the same transaction.
 */
export async function setStatus(
  db: Db,
  shop: ShopMailbox,
  actor: SessionUser,
  id: number,
  status: AdminOrderStatus,
  billing: Billing,
): Promise<Order> {
  authorize(actor, "orders:manage");
  let billed = false;
  const moved = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id, { deleted: false });
    if (locked.row.status === status && !locked.row.canceled) return orderById(tx, id, billing.timeZone);
    const refusal = statusMoveRefusal(locked.row, status);
    if (refusal) throw conflict(refusal);
    if (status === "Completed") {
      const missing = await missingSerials(tx, id);
      if (missing) throw conflict(missing);
    }
    const order = await apply(tx, shop, locked, actor, {
      set: { status },
      event: "status_changed",
      stockKind: "order_rejected",
      mail: "status",
    });
    if (status !== "Completed") return order;
    await issueBill(
      tx,
      await saleOfOrder(tx, locked.row, locked.customer),
      actor,
      billing.clock(),
      billing.timeZone,
    );
    billed = true;
    return orderById(tx, id, billing.timeZone);
  });
  if (billed) metrics.billsIssued.inc({ kind: "bill" });
  return moved;
}

/** The number of an order's bill, or null while it has none. */
async function billNumberOf(tx: Tx, orderId: number): Promise<string | null> {
  const [bill] = await tx
    .select({ number: bills.number })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, "bill")));
  return bill?.number ?? null;
}

/**
 * Cancels a live order, or undoes the cancel. The customer may do it for their own order while it
 * is Pending or Approved; staff at any status that is not final. `wanted`, when given, is the state
 * the caller asks for: an order already in it is answered as it is, so a double tap or a request
 * sent twice does not undo itself.
 */
export async function toggleCancel(
  db: Db,
  shop: ShopMailbox,
  actor: SessionUser,
  id: number,
  wanted?: boolean,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id, { deleted: false });
    authorize(actor, "order:cancel", { ownerId: locked.row.userId ?? undefined }, `Order #${id}`);
    if (wanted === locked.row.canceled) return toOrder(locked.row, locked.lines, locked.customer);
    const refusal = cancelRefusal(locked.row, cancelActor(actor));
    if (refusal) throw conflict(refusal);
    const canceled = !locked.row.canceled;
    return apply(tx, shop, locked, actor, {
      set: { canceled, canceledAt: canceled ? new Date() : null },
      event: canceled ? "cancelled" : "cancel_undone",
      stockKind: canceled ? "order_cancelled" : "cancel_undone",
      mail: "cancel",
    });
  });
}

/**
 * Removes an order from every list and figure (staff); a live order's stock returns. The row stays.
 * A billed sale is never deleted: it is undone by a credit note (409 saying so).
 */
export async function deleteOrder(db: Db, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, "orders:manage");
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id, { deleted: false });
    const billed = await billNumberOf(tx, id);
    if (billed)
      throw conflict(
        `Order #${id} has bill ${billed}. A billed sale is undone by a credit note, not deleted.`,
      );
    await apply(tx, undefined, locked, actor, {
      set: { deleted: true, deletedAt: new Date() },
      event: "deleted",
      stockKind: "order_deleted",
    });
  });
}

/** Brings a deleted order back (staff); a live one takes its stock again, or 409 when it cannot. */
export async function restoreOrder(db: Db, actor: SessionUser, id: number): Promise<Order> {
  authorize(actor, "orders:manage");
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, id, { deleted: true });
    return apply(tx, undefined, locked, actor, {
      set: { deleted: false, deletedAt: null },
      event: "restored",
      stockKind: "order_restored",
    });
  });
}
