import type { z } from "zod";

/**
 * Plain decimal text: an optional sign, digits, and at most one point with digits beside it
 * ("1500", "3500.50", ".5", "-1"). JavaScript's Number() also reads "0x10", "0b11", "0o17" and
 * "1e3", which nobody types into a price or a quantity; they are not plain decimal text.
 */
const PLAIN_DECIMAL = /^[+-]?(?=\.?\d)\d*(?:\.(\d*))?$/;

/**
 * A number field's value as text is typed or sent: spaces around are dropped, blank means missing
 * (undefined), and plain decimal text becomes its number. Anything else stays as it is, so the
 * field's number check refuses it with the field's own words. A value that is not text is left
 * as it is too.
 */
export function readDecimalText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return PLAIN_DECIMAL.test(text) ? Number(text) : value;
}

/**
 * The one reader of a number field that may arrive as text (a multipart form, a query, a JSON
 * string), for `z.preprocess`: `readDecimalText`, and at most `decimals` decimals. With more,
 * `tooManyDecimals` is the refusal when given; without it the text stays as it is (a whole-number
 * field says "must be a whole number" either way).
 */
export function numberFromText(decimals: number, tooManyDecimals?: string) {
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    const read = readDecimalText(value);
    if (typeof read !== "number" || typeof value !== "string") return read;
    const fraction = PLAIN_DECIMAL.exec(value.trim())?.[1] ?? "";
    if (fraction.length <= decimals) return read;
    // "1.000" reads as 1 and "1.0000000000000001" too: refused as typed, not rounded quietly.
    if (tooManyDecimals !== undefined)
      ctx.addIssue({ code: "custom", message: tooManyDecimals, input: value });
    return value;
  };
}
