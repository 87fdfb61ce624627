import { chowkAndCity } from "@shop/shared/address";
import { billPaymentMethod, type TaxRegistration } from "@shop/shared/bills";
import { COMPANY } from "@shop/shared/constants";
import { and, asc, eq, isNull } from "drizzle-orm";
import { billLines, bills, contacts, orderLines, orderSerials, products } from "../../db/schema.ts";
import type { Tx } from "../../db/types.ts";
import { buyerOf, type Customer, type OrderRow } from "../orders/order-rows.ts";
import { billFigures, spreadDiscount } from "./bill-figures.ts";
import { takeNumber } from "./bill-numbers.ts";
import type { BillLineRow, BillRow } from "./bill-rows.ts";
import { fiscalYearOf } from "./fiscal-year.ts";

/**
 * Issuing a bill: always a call made inside the transaction of the sale's own change (a counter
 * sale being written, a web order moving to Completed), so a sale with no bill or a bill with no
 * sale never exists, not even across a kill -9. Everything the bill prints is copied into it now.
 */
export interface SaleLine {
  productId: number;
  name: string;
  brand: string;
  model: string;
  hsCode: string;
  warrantyMonths: number;
  quantity: number;
  ratePaisa: number;
  serials: string[];
}

export interface Sale {
  order: Pick<OrderRow, "id" | "deliveryChargePaisa" | "discountPaisa" | "discountReason" | "paymentMethod">;
  lines: SaleLine[];
  buyer: { name: string; phone: string; address: string; pan: string };
}

/** Who issues it: the signed-in staff member (their name is printed), or the shop itself. */
export type Issuer = { id: number; fullName: string } | null;

/**
 * The shop as its bills state it, from the contact record (the company's own details when empty).
 * A bill is never changed once issued, so an empty address or phone would stay on it for good.
 */
export async function shopOnBills(tx: Tx) {
  const [contact] = await tx.select().from(contacts).limit(1);
  return {
    registration: (contact?.taxRegistration ?? "pan") as TaxRegistration,
    name: COMPANY.name,
    address: contact?.address || COMPANY.address,
    phone: contact?.phoneNumber || COMPANY.mobiles.join(", "),
    pan: contact?.panNumber || "",
  };
}

export async function issueBill(
  tx: Tx,
  sale: Sale,
  issuer: Issuer,
  at: Date,
  timeZone: string,
): Promise<{ row: BillRow; lines: BillLineRow[] }> {
  const shop = await shopOnBills(tx);
  const shares = spreadDiscount(
    sale.lines.map((l) => l.quantity * l.ratePaisa),
    sale.order.discountPaisa,
  );
  const lines = sale.lines.map((l, i) => ({ ...l, discountSharePaisa: shares[i]! }));
  const figures = billFigures(lines, sale.order.deliveryChargePaisa, shop.registration);
  const { sequence, number } = await takeNumber(tx, "bill", fiscalYearOf(at, timeZone));
  const [row] = await tx
    .insert(bills)
    .values({
      kind: "bill",
      fiscalYear: fiscalYearOf(at, timeZone),
      sequence,
      number,
      orderId: sale.order.id,
      issuedAt: at,
      issuedBy: issuer?.id ?? null,
      issuerName: issuer?.fullName ?? "",
      taxRegistration: shop.registration,
      shopName: shop.name,
      shopAddress: shop.address,
      shopPhone: shop.phone,
      shopPan: shop.pan,
      buyerName: sale.buyer.name,
      buyerPhone: sale.buyer.phone,
      buyerAddress: sale.buyer.address,
      buyerPan: sale.buyer.pan,
      deliveryChargePaisa: sale.order.deliveryChargePaisa,
      discountPaisa: figures.discountPaisa,
      discountReason: sale.order.discountReason,
      taxablePaisa: figures.taxablePaisa,
      vatPaisa: figures.vatPaisa,
      totalPaisa: figures.totalPaisa,
      paymentMethod: billPaymentMethod(sale.order.paymentMethod),
    })
    .returning();
  const written = await tx
    .insert(billLines)
    .values(
      lines.map((l, i) => ({
        billId: row!.id,
        productId: l.productId,
        name: l.name,
        brand: l.brand,
        model: l.model,
        hsCode: l.hsCode,
        serials: l.serials,
        warrantyMonths: l.warrantyMonths,
        quantity: l.quantity,
        ratePaisa: l.ratePaisa,
        amountPaisa: figures.lines[i]!.amountPaisa,
        discountSharePaisa: l.discountSharePaisa,
        taxablePaisa: figures.lines[i]!.taxable,
        vatPaisa: figures.lines[i]!.vat,
      })),
    )
    .returning();
  return { row: row!, lines: written };
}

/** Where a sale's goods went, as its bill shows the buyer's address. */
export function buyerAddress(order: Pick<OrderRow, "deliveryType" | "chowkName" | "city">): string {
  return order.deliveryType === "home" ? chowkAndCity(order) : "";
}

/** A web order as its bill sees it: its lines with the products' tax-invoice fields and serials. */
export async function saleOfOrder(tx: Tx, order: OrderRow, customer: Customer | null): Promise<Sale> {
  const [lines, serials] = await Promise.all([
    tx
      .select({
        productId: orderLines.productId,
        name: orderLines.name,
        ratePaisa: orderLines.pricePaisa,
        quantity: orderLines.quantity,
        brand: products.brand,
        model: products.model,
        hsCode: products.hsCode,
        warrantyMonths: products.warrantyMonths,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    tx
      .select({ productId: orderSerials.productId, serial: orderSerials.serial })
      .from(orderSerials)
      .where(and(eq(orderSerials.orderId, order.id), isNull(orderSerials.releasedAt)))
      .orderBy(asc(orderSerials.id)),
  ]);
  const buyer = buyerOf(order, customer);
  return {
    order,
    lines: lines.map((l) => ({
      ...l,
      serials: serials.filter((s) => s.productId === l.productId).map((s) => s.serial),
    })),
    buyer: { name: buyer.fullName, phone: buyer.phone, address: buyerAddress(order), pan: order.buyerPan },
  };
}
