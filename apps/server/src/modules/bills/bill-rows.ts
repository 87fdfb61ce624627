import { type Bill, billTitle } from "@shop/shared/bills";
import { bsDay } from "@shop/shared/dates";
import { paisaToRupees } from "@shop/shared/money";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { billLines, billPrints, bills } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";

export type BillRow = typeof bills.$inferSelect;
export type BillLineRow = typeof billLines.$inferSelect;

/** What a bill answer shows beside its own rows. */
export interface BillExtras {
  prints: number;
  creditNotes: { id: number; number: string }[];
  creditsBillNumber: string | null;
  /** Pieces returned so far, by bill line id (a bill's lines). */
  returned: ReadonlyMap<number, number>;
}

const rs = paisaToRupees;

/** The bill as the API answers it (money in Rs), from its write-once rows. */
export function toBill(row: BillRow, lines: BillLineRow[], extras: BillExtras, timeZone: string): Bill {
  return {
    id: row.id,
    kind: row.kind,
    title: billTitle(row.kind, row.taxRegistration),
    number: row.number,
    fiscalYear: row.fiscalYear,
    sequence: row.sequence,
    orderId: row.orderId,
    issuedAt: row.issuedAt.toISOString(),
    bsDate: bsDay(row.issuedAt, timeZone),
    issuedBy: row.issuerName,
    taxRegistration: row.taxRegistration,
    shop: { name: row.shopName, address: row.shopAddress, phone: row.shopPhone, pan: row.shopPan },
    buyer: { name: row.buyerName, phone: row.buyerPhone, pan: row.buyerPan, address: row.buyerAddress },
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.name,
      brand: l.brand,
      model: l.model,
      hsCode: l.hsCode,
      serials: l.serials,
      quantity: l.quantity,
      rate: rs(l.ratePaisa),
      amount: rs(l.amountPaisa),
      discountShare: rs(l.discountSharePaisa),
      taxable: rs(l.taxablePaisa),
      vat: rs(l.vatPaisa),
      warrantyMonths: l.warrantyMonths,
      returned: extras.returned.get(l.id) ?? 0,
      billLineId: l.billLineId,
    })),
    deliveryCharge: rs(row.deliveryChargePaisa),
    discount: rs(row.discountPaisa),
    discountReason: row.discountReason,
    taxable: rs(row.taxablePaisa),
    vat: rs(row.vatPaisa),
    total: rs(row.totalPaisa),
    paymentMethod: row.paymentMethod,
    prints: extras.prints,
    creditsBillId: row.creditsBillId,
    creditsBillNumber: extras.creditsBillNumber,
    reason: row.reason,
    creditNotes: extras.creditNotes,
  };
}

/** Bills with their lines, print counts, credit notes and returns, in the order of the rows. */
export async function withDetails(db: Executor, rows: BillRow[], timeZone: string): Promise<Bill[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const credited = [...new Set(rows.flatMap((r) => (r.creditsBillId ? [r.creditsBillId] : [])))];
  const [lines, prints, credits, creditedBills, returns] = await Promise.all([
    db.select().from(billLines).where(inArray(billLines.billId, ids)).orderBy(asc(billLines.id)),
    db
      .select({ billId: billPrints.billId, n: sql<number>`count(*)::int` })
      .from(billPrints)
      .where(inArray(billPrints.billId, ids))
      .groupBy(billPrints.billId),
    db
      .select({ id: bills.id, number: bills.number, creditsBillId: bills.creditsBillId })
      .from(bills)
      .where(inArray(bills.creditsBillId, ids))
      .orderBy(asc(bills.id)),
    credited.length
      ? db.select({ id: bills.id, number: bills.number }).from(bills).where(inArray(bills.id, credited))
      : Promise.resolve([]),
    returnedByLine(db, ids),
  ]);
  const linesOf = new Map<number, BillLineRow[]>();
  for (const l of lines) linesOf.set(l.billId, [...(linesOf.get(l.billId) ?? []), l]);
  const printsOf = new Map(prints.map((p) => [p.billId, Number(p.n)]));
  const creditsOf = new Map<number, { id: number; number: string }[]>();
  for (const c of credits)
    creditsOf.set(c.creditsBillId!, [
      ...(creditsOf.get(c.creditsBillId!) ?? []),
      { id: c.id, number: c.number },
    ]);
  const numberOf = new Map(creditedBills.map((b) => [b.id, b.number]));
  return rows.map((row) =>
    toBill(
      row,
      linesOf.get(row.id) ?? [],
      {
        prints: printsOf.get(row.id) ?? 0,
        creditNotes: creditsOf.get(row.id) ?? [],
        creditsBillNumber: row.creditsBillId ? (numberOf.get(row.creditsBillId) ?? null) : null,
        returned: returns,
      },
      timeZone,
    ),
  );
}

/**
 * Pieces returned so far for each line of these bills (by bill line id), over all their credit
 * notes: what a new credit note may still return.
 */
export async function returnedByLine(db: Executor, billIds: number[]): Promise<Map<number, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: billLines.billLineId, pieces: sql<number>`sum(${billLines.quantity})::int` })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(inArray(bills.creditsBillId, billIds))
    .groupBy(billLines.billLineId);
  return new Map(rows.map((r) => [r.lineId!, Number(r.pieces)]));
}
