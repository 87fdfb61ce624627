import type { PaymentLogEvent } from "@shop/shared/payments";
import { paymentLog } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";

export interface LogEntry {
  event: PaymentLogEvent;
  outcome: string;
  gateway: string;
  attemptId?: string | null;
  orderId?: number | null;
  actorId?: number | null;
  /** What came in and what the gateway answered; stored as JSON text, long strings cut. */
  detail?: Record<string, unknown>;
}

const MAX_TEXT = 500;
const MAX_DETAIL = 8000;

/** A value as the log keeps it: strings cut to 500 characters, at most four levels deep. */
function kept(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== "object") return value;
  if (depth > 3) return "…";
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => kept(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 40)
      .map(([k, v]) => [k.slice(0, 100), kept(v, depth + 1)]),
  );
}

/**
 * Appends one row to the payment log, in the caller's transaction when it has one (the row then
 * stands or falls with the change it tells of). Rows are never changed or removed: the table's
 * trigger refuses it. The shop's secrets are never in `detail`: only what came in from the
 * browser and what the gateway answered.
 */
export async function logPayment(db: Executor, entry: LogEntry): Promise<void> {
  let detail = JSON.stringify(kept(entry.detail ?? {}));
  if (detail.length > MAX_DETAIL) detail = JSON.stringify({ cut: detail.slice(0, MAX_DETAIL) });
  await db.insert(paymentLog).values({
    event: entry.event,
    outcome: entry.outcome,
    gateway: entry.gateway,
    attemptId: entry.attemptId ?? null,
    orderId: entry.orderId ?? null,
    actorId: entry.actorId ?? null,
    detail,
  });
}
