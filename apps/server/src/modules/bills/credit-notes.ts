import type { Bill } from "@shop/shared/bills";
import { serialKey } from "@shop/shared/warranty";
import { asc, eq } from "drizzle-orm";
import { billLines, bills, orders } from "../../db/schema.ts";
import type { Db } from "../../db/types.ts";
import { conflict, fieldError, notFound } from "../../lib/errors.ts";
import { metrics } from "../../lib/metrics.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { moveStock } from "../stock/stock-ledger.ts";
import { releaseSerials, standingSerials } from "../warranty/serials.ts";
import { billFigures, shareGivenBack } from "./bill-figures.ts";
import { takeNumber } from "./bill-numbers.ts";
import { returnedByLine, withDetails } from "./bill-rows.ts";
import { type Clock, fiscalYearOf } from "./fiscal-year.ts";

/**
 * A sale is undone only by a credit note against its bill: the owner names which products and
 * how many pieces come back, and why. The credit note has its own gap-free series per fiscal
 * year, copies the bill's shop, buyer and payment method, puts the pieces back on the shelf
 * through the stock ledger (kind credit_note) and releases their serials.
 *
 * It can never return more than was sold on that bill, counted over all its credit notes: the
 * order's row is locked first (FOR NO KEY UPDATE), so two credit notes for the same pieces at
 * the same moment run one after the other, and the second sees the first (409 when too little is
 * left). A returned piece refunds its rate less its part of the sale's discount; the last piece
 * of a line refunds what is left of it. The delivery charge is not refunded by a return of goods.
 */
export async function issueCreditNote(
  db: Db,
  actor: SessionUser,
  billId: number,
  input: { lines: { productId: number; quantity: number; serials?: string[] | undefined }[]; reason: string },
  clock: Clock,
  timeZone: string,
): Promise<Bill> {
  authorize(actor, "bills:manage");
  const created = await db.transaction(async (tx) => {
    const [bill] = await tx.select().from(bills).where(eq(bills.id, billId));
    if (bill?.kind !== "bill") throw notFound(`Bill #${billId} was not found.`);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, bill.orderId)).for("no key update");

    const lines = await tx
      .select()
      .from(billLines)
      .where(eq(billLines.billId, billId))
      .orderBy(asc(billLines.id));
    const returned = await returnedByLine(tx, [billId]);
    const standing = await standingSerials(tx, bill.orderId);

    // One entry per product (repeated ones added up), in the bill's own order.
    const asked = new Map<number, { quantity: number; serials: string[] | undefined }>();
    for (const line of input.lines) {
      const before = asked.get(line.productId);
      asked.set(line.productId, {
        quantity: (before?.quantity ?? 0) + line.quantity,
        serials:
          line.serials || before?.serials ? [...(before?.serials ?? []), ...(line.serials ?? [])] : undefined,
      });
    }
    const returning = [...asked.entries()].map(([productId, want]) => {
      const line = lines.find((l) => l.productId === productId);
      if (!line) throw fieldError(400, "lines", `Product #${productId} is not on bill ${bill.number}.`);
      const before = returned.get(line.id) ?? 0;
      const left = line.quantity - before;
      if (want.quantity > left) {
        throw conflict(
          left === 0
            ? `Every piece of ${line.name} on bill ${bill.number} has been returned already.`
            : `Only ${left} ${left === 1 ? "piece" : "pieces"} of ${line.name} on bill ${bill.number} can still be returned.`,
        );
      }
      return {
        line,
        before,
        pieces: want.quantity,
        serials: serialsComingBack(line, want, standing.get(productId) ?? []),
      };
    });

    const creditLines = returning.map(({ line, before, pieces, serials }) => ({
      billLineId: line.id,
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      model: line.model,
      hsCode: line.hsCode,
      serials,
      warrantyMonths: line.warrantyMonths,
      quantity: pieces,
      ratePaisa: line.ratePaisa,
      discountSharePaisa: shareGivenBack(line.discountSharePaisa, line.quantity, before, pieces),
    }));
    const figures = billFigures(creditLines, 0, bill.taxRegistration);
    const at = clock();
    const fiscalYear = fiscalYearOf(at, timeZone);
    const { sequence, number } = await takeNumber(tx, "credit", fiscalYear);
    const [note] = await tx
      .insert(bills)
      .values({
        kind: "credit",
        fiscalYear,
        sequence,
        number,
        orderId: bill.orderId,
        creditsBillId: bill.id,
        issuedAt: at,
        issuedBy: actor.id,
        issuerName: actor.fullName,
        taxRegistration: bill.taxRegistration,
        shopName: bill.shopName,
        shopAddress: bill.shopAddress,
        shopPhone: bill.shopPhone,
        shopPan: bill.shopPan,
        buyerName: bill.buyerName,
        buyerPhone: bill.buyerPhone,
        buyerAddress: bill.buyerAddress,
        buyerPan: bill.buyerPan,
        deliveryChargePaisa: 0,
        discountPaisa: figures.discountPaisa,
        discountReason: figures.discountPaisa > 0 ? bill.discountReason : "",
        taxablePaisa: figures.taxablePaisa,
        vatPaisa: figures.vatPaisa,
        totalPaisa: figures.totalPaisa,
        paymentMethod: bill.paymentMethod,
        reason: input.reason,
      })
      .returning();
    await tx.insert(billLines).values(
      creditLines.map((l, i) => ({
        ...l,
        billId: note!.id,
        amountPaisa: figures.lines[i]!.amountPaisa,
        taxablePaisa: figures.lines[i]!.taxable,
        vatPaisa: figures.lines[i]!.vat,
      })),
    );
    await moveStock(
      tx,
      creditLines.map((l) => ({
        productId: l.productId,
        delta: l.quantity,
        kind: "credit_note" as const,
        remarks: `Credit note ${number} (bill ${bill.number})`,
        orderId: bill.orderId,
        actorId: actor.id,
      })),
    );
    for (const l of creditLines)
      if (l.serials.length > 0)
        await releaseSerials(tx, bill.orderId, { productId: l.productId, serials: l.serials });
    return note!;
  });
  metrics.billsIssued.inc({ kind: "credit_note" });
  const [answer] = await withDetails(db, [created], timeZone);
  return answer!;
}

/**
 * Which serials come back with the pieces of a line that had serials: those named (each must be
 * one of the line's serials still sold), or, when every piece still sold comes back, all of them.
 */
function serialsComingBack(
  line: { name: string; serials: string[] },
  want: { quantity: number; serials: string[] | undefined },
  standing: string[],
): string[] {
  if (line.serials.length === 0) {
    if (want.serials?.length)
      throw fieldError(400, "serials", `No serial numbers were recorded for ${line.name} on this bill.`);
    return [];
  }
  const still = new Map(standing.map((s) => [serialKey(s), s]));
  if (!want.serials || want.serials.length === 0) {
    if (want.quantity === still.size) return [...still.values()];
    throw fieldError(
      400,
      "serials",
      `Name the serial numbers of the ${want.quantity} ${want.quantity === 1 ? "piece" : "pieces"} of ${line.name} that come back.`,
    );
  }
  if (want.serials.length !== want.quantity)
    throw fieldError(
      400,
      "serials",
      `${want.quantity} ${want.quantity === 1 ? "piece" : "pieces"} of ${line.name} come back, but ${want.serials.length} serial numbers were given.`,
    );
  const named = new Set<string>();
  return want.serials.map((serial) => {
    const key = serialKey(serial);
    const found = still.get(key);
    if (!found || named.has(key))
      throw fieldError(
        400,
        "serials",
        `Serial number ${serial} is not a piece of ${line.name} still sold on this bill.`,
      );
    named.add(key);
    return found;
  });
}
