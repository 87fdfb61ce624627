import { PHONE_PATTERN } from "./constants.ts";
import { MSG } from "./messages.ts";

/**
 * The digits of a phone number as typed or pasted: anything else dropped, Nepal's +977 prefix
 * taken off, at most ten. Every digit is kept as typed, so a mistyped number can be corrected.
 */
export function phoneDigits(typed: string): string {
  const digits = typed.replace(/\D/g, "");
  return (digits.length > 10 && digits.startsWith("977") ? digits.slice(3) : digits).slice(0, 10);
}

/** The phone rule for one field: what is wrong with a number, or null (an empty one is not judged here). */
export function phoneProblem(value: string): string | null {
  return value === "" || PHONE_PATTERN.test(value) ? null : MSG.invalidPhone;
}
