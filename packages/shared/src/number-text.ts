import type { z } from "zod";

/**
 * Plain decimal text: an optional sign, digits, and at most one point with digits beside it
 * ("1500", "3500.50", ".5", "-1"). JavaScript's Number() also reads "0x10", "0b11", "0o17" and
 * "1e3", which nobody types into a price or a quantity; they are not plain decimal text.
 */
const PLAIN_DECIMAL = /^[+-]?(?=\.?\d)\d*(?:\.(\d*))?$/;

/**
 * The one reader of a number field that may arrive as text (a multipart form, a query, a JSON
 * string), for `z.preprocess`. Spaces around are dropped and blank means missing (undefined).
 * Plain decimal text with at most `decimals` decimals becomes its number. Anything else stays as
 * it is, so the field's number check refuses it with the field's own words. With more decimals
 * than allowed, `tooManyDecimals` is the refusal when given; without it the text stays as it is
 * too (a whole-number field says "must be a whole number" either way).
 */
export function numberFromText(decimals: number, tooManyDecimals?: string) {
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return undefined;
    const match = PLAIN_DECIMAL.exec(text);
    if (!match) return value;
    if ((match[1] ?? "").length > decimals) {
      // "1.000" reads as 1 and "1.0000000000000001" too: refused as typed, not rounded quietly.
      if (tooManyDecimals !== undefined)
        ctx.addIssue({ code: "custom", message: tooManyDecimals, input: value });
      return value;
    }
    return Number(text);
  };
}
