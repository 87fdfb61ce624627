import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";

/** The largest id: the database's id columns are 32-bit integers. */
export const ID_MAX = 2_147_483_647;

/**
 * Path and query values arrive as text: plain decimal digits are read as a number. Anything
 * else ("1.0", " 1", "0x1", "1e3", true, [1]) stays as it is, so the number check refuses it
 * instead of guessing.
 */
function readDigits(value: unknown): unknown {
  return typeof value === "string" && /^[0-9]+$/.test(value) ? Number(value) : value;
}

/** A whole number from `lowest` to ID_MAX, read as `readDigits` reads it, each fault said in words. */
function wholeNumberFrom(lowest: number) {
  const message = (issue: { path?: PropertyKey[]; input?: unknown }) =>
    issue.input === undefined
      ? `${fieldLabel(issue.path)} is required.`
      : `${fieldLabel(issue.path)} must be a whole number from ${lowest} to ${ID_MAX}.`;
  return (
    z
      .preprocess(
        readDigits,
        z
          .number({ error: message })
          .int({ error: message })
          .min(lowest, { error: message })
          .max(ID_MAX, { error: message }),
      )
      // The API reference shows what a caller sends, not the text-to-number step.
      .meta({ type: "integer", minimum: lowest, maximum: ID_MAX })
  );
}

/**
 * Every id in a path, a query or a body: a whole number from 1 to ID_MAX, as a JSON number or
 * as decimal digits. The one schema for ids; routes and shared schemas use it, never a copy.
 */
export const idSchema = wholeNumberFrom(1);

/**
 * The newest id a screen has seen, read like an id; 0 when it has seen none yet (a shop with no
 * orders), so "what came after" works from the first one.
 */
export const lastSeenIdSchema = wholeNumberFrom(0);
