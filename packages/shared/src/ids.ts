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

const idMessage = (issue: { path?: PropertyKey[]; input?: unknown }) =>
  issue.input === undefined
    ? `${fieldLabel(issue.path)} is required.`
    : `${fieldLabel(issue.path)} must be a whole number from 1 to ${ID_MAX}.`;

/**
 * Every id in a path, a query or a body: a whole number from 1 to ID_MAX, as a JSON number or
 * as decimal digits. The one schema for ids; routes and shared schemas use it, never a copy.
 */
export const idSchema = z
  .preprocess(
    readDigits,
    z
      .number({ error: idMessage })
      .int({ error: idMessage })
      .min(1, { error: idMessage })
      .max(ID_MAX, { error: idMessage }),
  )
  // The API reference shows what a caller sends, not the text-to-number step.
  .meta({ type: "integer", minimum: 1, maximum: ID_MAX });

const lastSeenMessage = (issue: { path?: PropertyKey[] }) =>
  `${fieldLabel(issue.path)} must be a whole number from 0 to ${ID_MAX}.`;

/**
 * The newest id a screen has seen, read like an id; 0 when it has seen none yet (a shop with no
 * orders), so "what came after" works from the first one.
 */
export const lastSeenIdSchema = z
  .preprocess(
    readDigits,
    z
      .number({ error: lastSeenMessage })
      .int({ error: lastSeenMessage })
      .min(0, { error: lastSeenMessage })
      .max(ID_MAX, { error: lastSeenMessage }),
  )
  .meta({ type: "integer", minimum: 0, maximum: ID_MAX });
