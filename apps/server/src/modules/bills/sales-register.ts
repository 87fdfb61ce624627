import {
  BILL_PAYMENT_METHOD_LABELS,
  BILL_PAYMENT_METHODS,
  type BillPaymentMethod,
  type DayClose,
  DRAWER_METHODS,
  type RegisterRow,
  type SalesRegister,
} from "@shop/shared/bills";
import { bsDay, shopDay } from "@shop/shared/dates";
import { paisaToRupees } from "@shop/shared/money";
import { stringify } from "csv-stringify/sync";
import { and, asc, gte, lt, type SQL, sql } from "drizzle-orm";
import { bills } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { dayRange } from "../../lib/search.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";

/**
 * The sales register the accountant takes for the monthly VAT return: every bill and credit note
 * issued in a range of the shop's days, oldest first, with its figures as issued (a credit note's
 * negative, so the totals subtract it). The same rows make the CSV file.
 */
export async function salesRegister(
  db: Executor,
  actor: SessionUser,
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): Promise<SalesRegister> {
  authorize(actor, "bills:manage");
  const conditions: SQL[] = [];
  const { start, end } = dayRange(range.from, range.to, timeZone);
  if (start) conditions.push(gte(bills.issuedAt, start));
  if (end) conditions.push(lt(bills.issuedAt, end));
  const rows = await db
    .select({
      id: bills.id,
      kind: bills.kind,
      number: bills.number,
      issuedAt: bills.issuedAt,
      buyerName: bills.buyerName,
      buyerPan: bills.buyerPan,
      paymentMethod: bills.paymentMethod,
      taxable: bills.taxablePaisa,
      vat: bills.vatPaisa,
      total: bills.totalPaisa,
    })
    .from(bills)
    .where(and(...conditions))
    .orderBy(asc(bills.issuedAt), asc(bills.id));
  const totals = { taxable: 0, vat: 0, total: 0 };
  const items: RegisterRow[] = rows.map((r) => {
    const sign = r.kind === "credit" ? -1 : 1;
    totals.taxable += sign * r.taxable;
    totals.vat += sign * r.vat;
    totals.total += sign * r.total;
    return {
      id: r.id,
      kind: r.kind,
      number: r.number,
      issuedAt: r.issuedAt.toISOString(),
      bsDate: bsDay(r.issuedAt, timeZone),
      buyerName: r.buyerName,
      buyerPan: r.buyerPan,
      paymentMethod: r.paymentMethod,
      taxable: paisaToRupees(sign * r.taxable),
      vat: paisaToRupees(sign * r.vat),
      total: paisaToRupees(sign * r.total),
    };
  });
  return {
    items,
    totals: {
      taxable: paisaToRupees(totals.taxable),
      vat: paisaToRupees(totals.vat),
      total: paisaToRupees(totals.total),
    },
  };
}

/**
 * What the credit notes issued in [start, end) refunded, in paisa (0 when none), as one SQL
 * expression: the returns that net sales are less of. A return is booked at its credit note's own
 * time, as the register and the day close book it, not at the time of the sale it undoes. A
 * scalar subquery, so a caller's figure stays one statement; it reads bills_credit_issued_idx alone.
 */
export function refundsPaisaSql(start: Date, end: Date): SQL<number> {
  return sql<number>`coalesce((select sum(${bills.totalPaisa}) from ${bills}
    where ${bills.kind} = 'credit'
      and ${bills.issuedAt} >= ${start.toISOString()}::timestamptz
      and ${bills.issuedAt} < ${end.toISOString()}::timestamptz), 0)`;
}

const COLUMNS = [
  "Date (BS)",
  "Date (AD)",
  "Number",
  "Kind",
  "Buyer",
  "Buyer PAN",
  "Payment",
  "Taxable (Rs)",
  "VAT (Rs)",
  "Total (Rs)",
];

/**
 * A typed text a spreadsheet would run as a formula ("=…", "+…", "-…", "@…") is written as text.
 * Only texts: a credit note's amounts are negative numbers and must stay numbers.
 */
function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The register as a CSV file: the same rows and totals, amounts as plain numbers. */
export function registerCsv(register: SalesRegister, timeZone: string): string {
  const money = (n: number) => n.toFixed(2);
  const rows = register.items.map((r) => [
    r.bsDate,
    shopDay(r.issuedAt, timeZone),
    r.number,
    r.kind === "credit" ? "Credit note" : "Bill",
    asText(r.buyerName),
    r.buyerPan,
    BILL_PAYMENT_METHOD_LABELS[r.paymentMethod],
    money(r.taxable),
    money(r.vat),
    money(r.total),
  ]);
  const t = register.totals;
  const total = ["", "", "Total", "", "", "", "", money(t.taxable), money(t.vat), money(t.total)];
  // A byte-order mark, so Excel reads the file as UTF-8.
  return `\ufeff${stringify([COLUMNS, ...rows, total], { record_delimiter: "windows" })}`;
}

/**
 * One day's close: how many bills and credit notes, the net sales by payment method, and the
 * cash that should be in the drawer (cash bills and cash on delivery handed in, less the cash
 * refunds of the day's credit notes).
 */
export async function dayClose(
  db: Executor,
  actor: SessionUser,
  date: string,
  timeZone: string,
): Promise<DayClose> {
  const register = await salesRegister(db, actor, { from: date, to: date }, timeZone);
  const byMethod = Object.fromEntries(BILL_PAYMENT_METHODS.map((m) => [m, 0])) as Record<
    BillPaymentMethod,
    number
  >;
  let paisaTotal = 0;
  for (const row of register.items) {
    const paisa = Math.round(row.total * 100);
    byMethod[row.paymentMethod] += paisa;
    paisaTotal += paisa;
  }
  const cash = DRAWER_METHODS.reduce((sum, m) => sum + byMethod[m], 0);
  return {
    date,
    bills: register.items.filter((r) => r.kind === "bill").length,
    creditNotes: register.items.filter((r) => r.kind === "credit").length,
    byMethod: Object.fromEntries(
      Object.entries(byMethod).map(([m, paisa]) => [m, paisaToRupees(paisa)]),
    ) as Record<BillPaymentMethod, number>,
    cashInDrawer: paisaToRupees(cash),
    total: paisaToRupees(paisaTotal),
  };
}
