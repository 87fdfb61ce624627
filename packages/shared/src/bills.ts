import { z } from "zod";
import { parseIsoDay } from "./dates.ts";
import { fieldLabel } from "./field-labels.ts";
import { whenMissing } from "./field-messages.ts";
import { idSchema } from "./ids.ts";
import { pageQuery, pageSchema } from "./paging.ts";
import type { OrderPaymentMethod } from "./payments.ts";
import { multiLine, oneLine } from "./text-rules.ts";

/**
 * Bills and credit notes: one gap-free number series of each per Nepali fiscal year, write-once
 * once issued. The rules of their figures live in money.ts (splitVat); their numbers on the
 * server's bills module. What both sides need to know of them is here.
 */

/** How the shop is registered with the tax office: VAT-registered, or PAN only (the default). */
export const TAX_REGISTRATIONS = ["pan", "vat"] as const;
export type TaxRegistration = (typeof TAX_REGISTRATIONS)[number];
export const TAX_REGISTRATION_LABELS: Readonly<Record<TaxRegistration, string>> = {
  pan: "PAN only (Invoice, no VAT)",
  vat: "VAT-registered (Tax Invoice, VAT 13 %)",
};

export const BILL_KINDS = ["bill", "credit"] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** What a bill's title says: by its kind and the shop's registration when it was issued. */
export function billTitle(kind: BillKind, registration: TaxRegistration): string {
  if (kind === "credit") return "Credit Note";
  return registration === "vat" ? "Tax Invoice" : "Invoice";
}

/** What a print says on the paper: nothing on the original (copy 0), "Copy of Original (n)" after. */
export function copyLabel(copy: number): string | null {
  return copy === 0 ? null : `Copy of Original (${copy})`;
}

/** A bill's number as printed: "2083/84-000001"; a credit note's "CN-2083/84-000001". */
export function formatBillNumber(kind: BillKind, fiscalYear: string, sequence: number): string {
  return `${kind === "credit" ? "CN-" : ""}${fiscalYear}-${String(sequence).padStart(6, "0")}`;
}

/**
 * How a bill was paid, as the day close groups the money: the counter's methods, "online"
 * (eSewa, Khalti) and cash on delivery.
 */
export const BILL_PAYMENT_METHODS = [
  "cash",
  "qr",
  "card",
  "bank_transfer",
  "online",
  "cash_on_delivery",
] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];
export const BILL_PAYMENT_METHOD_LABELS: Readonly<Record<BillPaymentMethod, string>> = {
  cash: "Cash",
  qr: "QR (Fonepay / bank QR)",
  card: "Card",
  bank_transfer: "Bank transfer",
  online: "Online (eSewa, Khalti)",
  cash_on_delivery: "Cash on delivery",
};

/** An order's method as its bill records it: paid at the store is cash, eSewa and Khalti are online. */
export function billPaymentMethod(method: OrderPaymentMethod): BillPaymentMethod {
  switch (method) {
    case "pay_at_store":
      return "cash";
    case "esewa":
    case "khalti":
      return "online";
    default:
      return method;
  }
}

/** Methods whose money passes through the drawer: the day close counts them as cash. */
export const DRAWER_METHODS: readonly BillPaymentMethod[] = ["cash", "cash_on_delivery"];

/** Nepal's PAN: nine digits. */
export const PAN_PATTERN = /^\d{9}$/;
export const BUYER_PAN_RULE = "Buyer PAN must be the 9 digits of a PAN";

const money = z.number();

export const billLineSchema = z.object({
  /** This line's own id; a credit note's line names the bill line it returns. */
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  hsCode: z.string(),
  serials: z.array(z.string()),
  quantity: z.number().int(),
  rate: money,
  /** quantity × rate */
  amount: money,
  /** The part of the sale's discount this line carries (a credit note: the part it gives back). */
  discountShare: money,
  taxable: money,
  vat: money,
  warrantyMonths: z.number().int(),
  /** A bill's line: the pieces its credit notes returned so far. */
  returned: z.number().int(),
  /** A credit note's line: the bill line it returns. */
  billLineId: z.number().int().nullable(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BILL_KINDS),
  title: z.string(),
  number: z.string(),
  fiscalYear: z.string(),
  sequence: z.number().int(),
  orderId: z.number().int(),
  issuedAt: z.string(),
  /** The Bikram Sambat day of issue in the shop's time zone, "2083-08-07". */
  bsDate: z.string(),
  issuedBy: z.string(),
  taxRegistration: z.enum(TAX_REGISTRATIONS),
  shop: z.object({ name: z.string(), address: z.string(), phone: z.string(), pan: z.string() }),
  buyer: z.object({ name: z.string(), phone: z.string(), pan: z.string(), address: z.string() }),
  lines: z.array(billLineSchema),
  deliveryCharge: money,
  discount: money,
  discountReason: z.string(),
  taxable: money,
  vat: money,
  total: money,
  paymentMethod: z.enum(BILL_PAYMENT_METHODS),
  /** How many times it was printed: the next print is copy number `prints`. */
  prints: z.number().int(),
  /** A credit note: the bill it returns goods of, and why. */
  creditsBillId: z.number().int().nullable(),
  creditsBillNumber: z.string().nullable(),
  reason: z.string(),
  /** A bill: its credit notes so far. */
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string() })),
});
export type Bill = z.infer<typeof billSchema>;

/** A day in the shop's time zone, as every date of the bills' calls takes it. */
export const shopDaySchema = (field: string) =>
  z
    .string()
    .trim()
    .refine((v) => parseIsoDay(v) !== null, `${fieldLabel(field)} must be a date such as 2026-11-23`);

const dayRange = {
  from: shopDaySchema("from").optional(),
  to: shopDaySchema("to").optional(),
};
/** A range's ends in order (the days compare as text: YYYY-MM-DD). */
const fromBeforeTo = <T extends { from?: string | undefined; to?: string | undefined }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((v) => !v.from || !v.to || v.from <= v.to, {
    // In the words of the fields the owner sees, as the dates' own refusals are.
    message: `${fieldLabel("from")} must not be after ${fieldLabel("to")}`,
    path: ["from"],
  });

export const billListQuerySchema = fromBeforeTo(
  z.object({
    ...pageQuery,
    ...dayRange,
    kind: z.enum(BILL_KINDS, { error: "kind must be bill or credit" }).optional(),
  }),
);
export type BillListQuery = z.infer<typeof billListQuerySchema>;
export const billPageSchema = pageSchema(billSchema);

export const REASON_MAX = 300;

/** How many pieces of one line a credit note returns (the dialog checks each typed line with it). */
export const returnQuantitySchema = z
  .number({ error: "Quantity must be a whole number of at least 1" })
  .int("Quantity must be a whole number of at least 1")
  .min(1, "Quantity must be a whole number of at least 1")
  .max(1000, "Quantity can be at most 1000");

/** The lines a credit note returns: which product of the bill, how many pieces, which serials. */
export const creditNoteSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: idSchema,
        quantity: returnQuantitySchema,
        /** For a product whose serials were recorded: the serials of the pieces that come back. */
        serials: z.array(z.string().trim().check(oneLine).min(1).max(100)).max(1000).optional(),
      }),
      whenMissing("Choose the lines that come back"),
    )
    .min(1, "Choose at least one line that comes back")
    .max(100),
  reason: z
    .string(whenMissing("Reason is required"))
    .trim()
    .check(multiLine)
    .min(1, "Reason is required")
    .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;

export const printSchema = z.object({
  /** 0 for the original, n for the nth copy. */
  copy: z.number().int(),
});

export const registerQuerySchema = fromBeforeTo(
  z.object({
    ...dayRange,
    format: z.enum(["json", "csv"], { error: "format must be json or csv" }).optional(),
  }),
);
export type RegisterQuery = z.infer<typeof registerQuerySchema>;

/** A row of the sales register: a bill, or a credit note with its amounts negative. */
export const registerRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BILL_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  bsDate: z.string(),
  buyerName: z.string(),
  buyerPan: z.string(),
  paymentMethod: z.enum(BILL_PAYMENT_METHODS),
  taxable: money,
  vat: money,
  total: money,
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

export const registerSchema = z.object({
  items: z.array(registerRowSchema),
  totals: z.object({ taxable: money, vat: money, total: money }),
});
export type SalesRegister = z.infer<typeof registerSchema>;

export const dayCloseQuerySchema = z.object({ date: shopDaySchema("date") });

export const dayCloseSchema = z.object({
  date: z.string(),
  bills: z.number().int(),
  creditNotes: z.number().int(),
  /** Net sales (bills less credit notes) of the day by method, in Rs. */
  byMethod: z.object(
    Object.fromEntries(BILL_PAYMENT_METHODS.map((m) => [m, money])) as Record<
      BillPaymentMethod,
      typeof money
    >,
  ),
  /** The cash bills and cash on delivery of the day less its cash refunds. */
  cashInDrawer: money,
  total: money,
});
export type DayClose = z.infer<typeof dayCloseSchema>;
