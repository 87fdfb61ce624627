import { z } from "zod";
import { PHONE_PATTERN } from "./constants.ts";
import { type CalendarDate, isoDay, parseIsoDay } from "./dates.ts";
import { whenMissing } from "./field-messages.ts";
import { idSchema } from "./ids.ts";
import { MSG } from "./messages.ts";
import { oneLine } from "./text-rules.ts";

/**
 * Serial numbers and warranty. A serial is stored trimmed, as typed, and compared without case;
 * the warranty of a piece ends on the day of its sale (the bill's day, shop's calendar) plus the
 * product's warranty months, counted on the AD calendar and clamped to the month's last day.
 */
export const SERIAL_MAX = 100;

export const serialText = z
  .string({ error: "A serial number must be text" })
  .trim()
  .check(oneLine)
  .min(1, "A serial number cannot be empty")
  .max(SERIAL_MAX, `A serial number can be at most ${SERIAL_MAX} characters`);

/** The same serial, whatever its case: how two serials are compared. */
export function serialKey(serial: string): string {
  return serial.trim().toLowerCase();
}

/** A calendar day plus whole months; a day past the month's end becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, last) };
}

/** The last day of warranty ("2027-11-23") of a piece sold on `saleDay`, or null without warranty. */
export function warrantyEnd(saleDay: string, months: number): string | null {
  const day = parseIsoDay(saleDay);
  if (!day || months <= 0) return null;
  return isoDay(addMonths(day, months));
}

/** Whole days from one calendar day to another ("2026-11-23" to "2026-11-25" is 2). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  if (!a || !b) return Number.NaN;
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** "in warranty", or "expired N days ago", as of `today`. */
export function warrantyStatus(ends: string | null, today: string): string {
  if (ends === null) return "no warranty";
  const past = daysBetween(ends, today);
  if (past <= 0) return "in warranty";
  return `expired ${past} ${past === 1 ? "day" : "days"} ago`;
}

/** The serials of a web order, per product: replaces what was recorded for each product listed. */
export const orderSerialsSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: idSchema,
        serials: z.array(serialText).max(1000, "At most 1000 serial numbers per line"),
      }),
      whenMissing("List the lines with their serial numbers"),
    )
    .min(1, "List at least one line with its serial numbers")
    .max(100),
});
export type OrderSerialsInput = z.input<typeof orderSerialsSchema>;

export const warrantyLookupQuerySchema = z
  .object({
    serial: serialText.optional(),
    phone: z.string().trim().check(oneLine).regex(PHONE_PATTERN, MSG.invalidPhone).optional(),
  })
  .refine((q) => (q.serial === undefined) !== (q.phone === undefined), {
    message: "Give either a serial number or a phone number",
    path: ["serial"],
  });

export const warrantyItemSchema = z.object({
  orderId: z.number().int(),
  billId: z.number().int(),
  billNumber: z.string(),
  /** When the bill was issued (ISO instant). */
  soldAt: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string(), model: z.string() }),
  serial: z.string().nullable(),
  warrantyMonths: z.number().int(),
  /** The last day of warranty, shop's calendar; null when the product has none. */
  warrantyEnds: z.string().nullable(),
  inWarranty: z.boolean(),
});
export type WarrantyItem = z.infer<typeof warrantyItemSchema>;
export const warrantyLookupSchema = z.object({ items: z.array(warrantyItemSchema) });
