import { shopDay } from "@shop/shared/dates";
import { serialKey, type WarrantyItem, warrantyEnd } from "@shop/shared/warranty";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { billLines, bills, orderSerials, orders, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { returnedByLine } from "../bills/bill-rows.ts";

/** At most this many pieces in one answer: a phone with more purchases shows the newest. */
const MAX_ITEMS = 200;

/**
 * "I bought this here eight months ago: is it under warranty?" Only billed sales have a warranty:
 * by serial number (a piece sold in a sale that stands), or by the buyer's phone (the bill's
 * buyer phone, the order's phone, or the linked customer's), each piece with the sale, its bill,
 * and the warranty's last day (the bill's day plus the months its line was sold with).
 */
export async function lookUpWarranty(
  db: Executor,
  actor: SessionUser,
  query: { serial?: string | undefined; phone?: string | undefined },
  today: Date,
  timeZone: string,
): Promise<{ items: WarrantyItem[] }> {
  authorize(actor, "warranty:lookup");
  const todayDay = shopDay(today, timeZone);
  const billRows =
    query.serial !== undefined ? await billsOfSerial(db, query.serial) : await billsOfPhone(db, query.phone!);
  if (billRows.length === 0) return { items: [] };
  const billIds = billRows.map((b) => b.id);
  const [lines, serials, returned] = await Promise.all([
    db.select().from(billLines).where(inArray(billLines.billId, billIds)).orderBy(billLines.id),
    db
      .select({
        orderId: orderSerials.orderId,
        productId: orderSerials.productId,
        serial: orderSerials.serial,
      })
      .from(orderSerials)
      .where(
        and(
          inArray(
            orderSerials.orderId,
            billRows.map((b) => b.orderId),
          ),
          isNull(orderSerials.releasedAt),
        ),
      )
      .orderBy(orderSerials.id),
    returnedByLine(db, billIds),
  ]);
  const items: WarrantyItem[] = [];
  for (const bill of billRows) {
    const saleDay = shopDay(bill.issuedAt, timeZone);
    for (const line of lines.filter((l) => l.billId === bill.id)) {
      const ends = warrantyEnd(saleDay, line.warrantyMonths);
      const item = (serial: string | null): WarrantyItem => ({
        orderId: bill.orderId,
        billId: bill.id,
        billNumber: bill.number,
        soldAt: bill.issuedAt.toISOString(),
        buyerName: bill.buyerName,
        buyerPhone: bill.buyerPhone,
        product: { id: line.productId, name: line.name, brand: line.brand, model: line.model },
        serial,
        warrantyMonths: line.warrantyMonths,
        warrantyEnds: ends,
        inWarranty: ends !== null && todayDay <= ends,
      });
      const standing = serials
        .filter((s) => s.orderId === bill.orderId && s.productId === line.productId)
        .map((s) => s.serial);
      if (line.serials.length > 0) {
        // Pieces with serials: each one still sold (a returned piece has no warranty from this sale).
        const wanted = query.serial !== undefined ? serialKey(query.serial) : null;
        for (const serial of standing)
          if (wanted === null || serialKey(serial) === wanted) items.push(item(serial));
      } else if (query.serial === undefined && line.quantity > (returned.get(line.id) ?? 0)) {
        items.push(item(null));
      }
    }
  }
  return { items: items.slice(0, MAX_ITEMS) };
}

const billColumns = {
  id: bills.id,
  orderId: bills.orderId,
  number: bills.number,
  issuedAt: bills.issuedAt,
  buyerName: bills.buyerName,
  buyerPhone: bills.buyerPhone,
};

/** The bill of the sale in which a piece with this serial was sold (and that stands). */
function billsOfSerial(db: Executor, serial: string) {
  return db
    .selectDistinct(billColumns)
    .from(orderSerials)
    .innerJoin(bills, and(eq(bills.orderId, orderSerials.orderId), eq(bills.kind, "bill")))
    .where(and(eq(sql`lower(${orderSerials.serial})`, serialKey(serial)), isNull(orderSerials.releasedAt)))
    .orderBy(desc(bills.issuedAt))
    .limit(MAX_ITEMS);
}

/** The bills of every sale to this phone, newest first. */
function billsOfPhone(db: Executor, phone: string) {
  return db
    .select(billColumns)
    .from(bills)
    .innerJoin(orders, eq(orders.id, bills.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(bills.kind, "bill"),
        or(eq(bills.buyerPhone, phone), eq(orders.phoneNumber, phone), eq(users.phone, phone)),
      ),
    )
    .orderBy(desc(bills.issuedAt))
    .limit(MAX_ITEMS);
}
