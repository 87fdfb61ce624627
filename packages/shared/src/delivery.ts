import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";
import { whenMissing } from "./field-messages.ts";
import { formatRs, isWholePaisa, paisaToRupees, rupeesToPaisa } from "./money.ts";
import { numberFromText } from "./number-text.ts";
import { oneLine } from "./text-rules.ts";

/**
 * Delivery areas: the places the shop delivers to, each with its charge and an optional amount
 * of goods from which delivery is free. Home delivery goes only to a listed, active area.
 */

/** A delivery area as the API answers it. Money in rupees. */
export const deliveryAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  charge: z.number(),
  /** Goods worth this much or more are delivered free; null when never free. */
  freeFrom: z.number().nullable(),
  active: z.boolean(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/** The largest delivery charge the owner can set, and the largest "free from" amount. */
export const MAX_DELIVERY_CHARGE = 100_000;
export const MAX_FREE_FROM = 100_000_000;

/** An area's name as it is stored: trimmed, runs of spaces made one. */
export function areaName(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** The key two names are compared by: case and extra spaces ignored ("  dharan " is "Dharan"). */
export function areaKey(text: string): string {
  return areaName(text).toLowerCase();
}

const rupees = (key: string, min: number, max: number) => {
  const field = fieldLabel(key);
  const twoDecimals = `${field} can have at most two decimals`;
  return z.preprocess(
    numberFromText(2, twoDecimals),
    z
      .number({
        error: (iss) => (iss.input === undefined ? `${field} is required` : `${field} must be a number`),
      })
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`)
      .refine(isWholePaisa, twoDecimals),
  );
};

/** What the owner types for an area: name, charge in rupees, optional "free from", active or not. */
export const deliveryAreaFieldsSchema = z.object({
  name: z
    .string(whenMissing(`${fieldLabel("name")} is required`))
    .trim()
    .check(oneLine)
    .transform(areaName)
    .pipe(
      z
        .string()
        .min(1, `${fieldLabel("name")} is required`)
        .max(80, `${fieldLabel("name")} must be at most 80 characters`),
    ),
  charge: rupees("charge", 0, MAX_DELIVERY_CHARGE),
  freeFrom: z
    .preprocess((v) => (v === "" ? null : v), rupees("freeFrom", 0.01, MAX_FREE_FROM).nullable())
    .optional()
    .default(null),
  active: z.boolean({ error: `${fieldLabel("active")} must be true or false` }).default(true),
});
export type DeliveryAreaFields = z.input<typeof deliveryAreaFieldsSchema>;
export type DeliveryAreaValues = z.output<typeof deliveryAreaFieldsSchema>;

/** What the charge rule reads of an area, in paisa. */
export interface ChargedArea {
  chargePaisa: number;
  freeFromPaisa: number | null;
}

/**
 * The delivery charge of an order of goods worth `goodsPaisa` to this area: the area's charge,
 * or nothing once the goods reach its "free from" amount. The one place this rule is written;
 * the server charges with it and the checkout shows it.
 */
export function deliveryChargePaisa(area: ChargedArea, goodsPaisa: number): number {
  if (area.freeFromPaisa !== null && goodsPaisa >= area.freeFromPaisa) return 0;
  return area.chargePaisa;
}

/** The same rule on an area as the API answers it, with the goods in rupees; answers rupees. */
export function deliveryChargeOf(area: DeliveryArea, goodsRupees: number): number {
  return paisaToRupees(
    deliveryChargePaisa(
      {
        chargePaisa: rupeesToPaisa(area.charge),
        freeFromPaisa: area.freeFrom === null ? null : rupeesToPaisa(area.freeFrom),
      },
      rupeesToPaisa(goodsRupees),
    ),
  );
}

/** "Rs 150, free from Rs 25,000": what an area costs, in a few words. */
export function areaChargeText(area: DeliveryArea): string {
  const charge = area.charge === 0 ? "Free delivery" : `Delivery ${formatRs(area.charge)}`;
  return area.freeFrom === null || area.charge === 0
    ? charge
    : `${charge}, free from ${formatRs(area.freeFrom)}`;
}

/** Why home delivery to this place is refused: it names the place and whom to call. */
export function notDeliveredMessage(city: string, shopPhone: string): string {
  const place = areaName(city);
  return `We do not deliver to ${place} yet. Please call the shop on ${shopPhone} to arrange it, or choose store pickup.`;
}

/** An area id the order named that is not an active area. */
export function unknownAreaMessage(id: number): string {
  return `Delivery area #${id} is not one we deliver to. Please choose your city again.`;
}
