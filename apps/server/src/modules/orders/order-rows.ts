import { shopDay } from "@shop/shared/dates";
import { paisaToRupees } from "@shop/shared/money";
import type { Order } from "@shop/shared/orders";
import { warrantyEnd } from "@shop/shared/warranty";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { billLines, bills, orderLines, orderSerials, orders, products, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { notFound } from "../../lib/errors.ts";
import { imageUrl } from "../../lib/images.ts";

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = Pick<
  typeof orderLines.$inferSelect,
  "productId" | "name" | "pricePaisa" | "mainFile" | "quantity"
> & {
  /** Whether the product asks for a serial per piece (false when not known: a plain line). */
  tracksSerials?: boolean;
};
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
  user: Pick<Customer, "id" | "fullName" | "phone"> | null,
) {
  return {
    id: user?.id ?? null,
    fullName: order.buyerName || user?.fullName || CASH_SALE,
    phone: order.buyerPhone || user?.phone || order.phoneNumber,
  };
}

/** What an order answer shows beside its own rows: its bill, serials and warranty. */
export interface OrderExtras {
  bill: { id: number; number: string; issuedAt: Date } | null;
  /** The serials recorded (not released) for each product of the order. */
  serials: ReadonlyMap<number, readonly string[]>;
  /** Each billed product's warranty months, as its bill line holds them. */
  warrantyMonths: ReadonlyMap<number, number>;
  timeZone: string;
}

const NO_EXTRAS: OrderExtras = {
  bill: null,
  serials: new Map(),
  warrantyMonths: new Map(),
  timeZone: "Asia/Kathmandu",
};

/** The order shape the API answers with, built from the rows (prices as they were when ordered). */
export function toOrder(
  order: OrderRow,
  lines: LineRow[],
  user: Customer | null,
  extras: OrderExtras = NO_EXTRAS,
): Order {
  const total = paisaToRupees(order.totalPaisa);
  const buyer = buyerOf(order, user);
  const saleDay = extras.bill ? shopDay(extras.bill.issuedAt, extras.timeZone) : null;
  return {
    id: order.id,
    createdDate: order.createdAt.toISOString(),
    status: order.status,
    canceled: order.canceled,
    channel: order.channel,
    bill: extras.bill ? { id: extras.bill.id, number: extras.bill.number } : null,
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
    buyerPan: order.buyerPan,
    products: lines.map((l) => ({
      id: l.productId,
      name: l.name,
      mainFile: l.mainFile ? imageUrl(l.mainFile) : "",
      orderedQuantity: l.quantity,
      price: paisaToRupees(l.pricePaisa),
      serials: [...(extras.serials.get(l.productId) ?? [])],
      tracksSerials: l.tracksSerials ?? false,
      warrantyEnds: saleDay ? warrantyEnd(saleDay, extras.warrantyMonths.get(l.productId) ?? 0) : null,
    })),
    deliveryCharge: paisaToRupees(order.deliveryChargePaisa),
    discount: paisaToRupees(order.discountPaisa),
    discountReason: order.discountReason,
    totalPrice: total,
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      paidAmount: paisaToRupees(order.paidPaisa),
      refundedAmount: paisaToRupees(order.refundedPaisa),
      gatewayRef: order.paymentRef,
    },
  };
}

/** The bills, serials and warranty months of some orders, by order id. */
async function extrasOf(db: Executor, ids: number[], timeZone: string): Promise<Map<number, OrderExtras>> {
  const [serialRows, billRows] = await Promise.all([
    db
      .select({
        orderId: orderSerials.orderId,
        productId: orderSerials.productId,
        serial: orderSerials.serial,
      })
      .from(orderSerials)
      .where(and(inArray(orderSerials.orderId, ids), isNull(orderSerials.releasedAt)))
      .orderBy(asc(orderSerials.id)),
    db
      .select({ id: bills.id, orderId: bills.orderId, number: bills.number, issuedAt: bills.issuedAt })
      .from(bills)
      .where(and(inArray(bills.orderId, ids), eq(bills.kind, "bill"))),
  ]);
  const monthRows = billRows.length
    ? await db
        .select({
          billId: billLines.billId,
          productId: billLines.productId,
          months: billLines.warrantyMonths,
        })
        .from(billLines)
        .where(
          inArray(
            billLines.billId,
            billRows.map((b) => b.id),
          ),
        )
    : [];
  const byOrder = new Map<number, OrderExtras>();
  const extrasFor = (orderId: number) => {
    let found = byOrder.get(orderId);
    if (!found) {
      found = { bill: null, serials: new Map(), warrantyMonths: new Map(), timeZone };
      byOrder.set(orderId, found);
    }
    return found as OrderExtras & { serials: Map<number, string[]>; warrantyMonths: Map<number, number> };
  };
  for (const s of serialRows) {
    const serials = extrasFor(s.orderId).serials;
    serials.set(s.productId, [...(serials.get(s.productId) ?? []), s.serial]);
  }
  const orderOfBill = new Map<number, number>();
  for (const b of billRows) {
    extrasFor(b.orderId).bill = { id: b.id, number: b.number, issuedAt: b.issuedAt };
    orderOfBill.set(b.id, b.orderId);
  }
  for (const m of monthRows) extrasFor(orderOfBill.get(m.billId)!).warrantyMonths.set(m.productId, m.months);
  return byOrder;
}

/** Loads orders with their lines, customers, bills and serials, in the given order of rows. */
export async function hydrate(db: Executor, rows: OrderRow[], timeZone = "Asia/Kathmandu"): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const userIds = [...new Set(rows.flatMap((o) => (o.userId === null ? [] : [o.userId])))];
  const [lines, customers, extras] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        productId: orderLines.productId,
        name: orderLines.name,
        pricePaisa: orderLines.pricePaisa,
        mainFile: orderLines.mainFile,
        quantity: orderLines.quantity,
        tracksSerials: products.tracksSerials,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(orderLines.id),
    userIds.length
      ? db
          .select({ id: users.id, fullName: users.fullName, phone: users.phone })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
    extrasOf(db, ids, timeZone),
  ]);
  const byUser = new Map(customers.map((u) => [u.id, u]));
  const linesByOrder = new Map<number, LineRow[]>();
  for (const l of lines) linesByOrder.set(l.orderId, [...(linesByOrder.get(l.orderId) ?? []), l]);
  return rows.map((o) =>
    toOrder(
      o,
      linesByOrder.get(o.id) ?? [],
      o.userId === null ? null : (byUser.get(o.userId) ?? { id: o.userId, fullName: "", phone: "" }),
      extras.get(o.id) ?? { ...NO_EXTRAS, timeZone },
    ),
  );
}

/** A live (not deleted) order with its lines, customer, bill and serials, or 404. */
export async function orderById(db: Executor, id: number, timeZone = "Asia/Kathmandu"): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.deleted, false)));
  if (!row) throw notFound(`Order #${id} was not found.`);
  const [order] = await hydrate(db, [row], timeZone);
  return order!;
}
