import type { core } from "zod";
import { fieldLabel } from "./field-labels.ts";

/** The field an issue is about, in words ("Phone number", "Quantity (item 2)"). */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === "string");
  if (key === undefined) return "The request";
  const index = (path ?? []).find((p): p is number => typeof p === "number");
  return index === undefined ? fieldLabel(key) : `${fieldLabel(key)} (item ${index + 1})`;
}

/**
 * Default validation messages that name the field in words, for every schema on both sides.
 * A schema's own message (the shop's exact texts) always wins over these. This file does not load
 * zod itself: a browser page can check a form with it without zod in its first download.
 */
export const fieldMessage: core.$ZodErrorMap = (iss) => {
  const field = fieldName(iss.path);
  switch (iss.code) {
    case "invalid_type":
      return iss.input === undefined || iss.input === null
        ? `${field} is required`
        : `${field} must be ${iss.expected === "int" ? "a whole number" : `a ${iss.expected}`}`;
    case "too_small":
      if (iss.origin === "string")
        return Number(iss.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${iss.minimum} characters`;
      if (iss.origin === "array")
        return `${field} needs at least ${iss.minimum} item${Number(iss.minimum) === 1 ? "" : "s"}`;
      return `${field} must be at least ${iss.minimum}`;
    case "too_big":
      if (iss.origin === "string") return `${field} must be at most ${iss.maximum} characters`;
      if (iss.origin === "array") return `${field} can have at most ${iss.maximum} items`;
      return `${field} must be at most ${iss.maximum}`;
    case "invalid_value":
      return `${field} must be one of: ${iss.values.map(String).join(", ")}`;
    case "invalid_format":
      return `${field} is not a valid ${iss.format === "regex" ? "value" : iss.format}`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${iss.divisor}`;
    case "unrecognized_keys":
      return `${field} has unknown fields: ${iss.keys.join(", ")}`;
    default:
      return `${field} is not valid`;
  }
};

/**
 * A schema's own message for a missing value (or one of the wrong kind), and for nothing else:
 * `z.string(whenMissing(MSG.fillAll))`. Given as a plain `error`, zod would also answer it for
 * every check of the schema without a message of its own, so a name far too long was said to be
 * missing. The schema's other checks keep their own messages, or the defaults above.
 */
export function whenMissing(message: string): { error: core.$ZodErrorMap } {
  return { error: (iss) => (iss.code === "invalid_type" ? message : undefined) };
}
