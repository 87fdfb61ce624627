import type { Gateway } from "@shop/shared/payments";

/**
 * What every payment gateway does for the shop, behind one small interface: start a payment, read
 * the shopper's return, and verify an attempt with the gateway itself. One file per gateway
 * (khalti.ts, esewa.ts) speaks its published contract with `fetch` and `node:crypto` only.
 */

/** An attempt as a gateway needs it to start. */
export interface AttemptToStart {
  /** The shop's own id of this attempt: the gateway's purchase order id / transaction uuid. */
  id: string;
  orderId: number;
  amountPaisa: number;
  /** Of the amount, what is the delivery charge (eSewa's form shows it apart). */
  deliveryChargePaisa: number;
  customer: { name: string; email: string; phone: string };
}

/** Where the shopper goes next: an address (Khalti), or a form to post (eSewa). */
export type Started =
  | { kind: "redirect"; url: string; gatewayRef: string; expiresAt: Date | null; answer: unknown }
  | { kind: "form"; url: string; fields: Record<string, string> };

/** An attempt as the gateway is asked about it. */
export interface AttemptToVerify {
  id: string;
  amountPaisa: number;
  /** The gateway's id of the request (Khalti's pidx); null when the gateway gave none. */
  gatewayRef: string | null;
}

/**
 * What the gateway says of an attempt, in the shop's words: paid (with the amount and merchant it
 * confirms), pending (still open), failed (will not be paid), refunded, or not_found (eSewa: no
 * payment yet; final only once the payment page surely closed).
 */
export interface Verdict {
  status: "paid" | "pending" | "failed" | "refunded" | "not_found";
  /** The gateway's own word for it ("Completed", "COMPLETE", "User canceled"). */
  gatewayStatus: string;
  amountPaisa: number | null;
  txnId: string | null;
  /** The merchant the gateway confirms the payment for (eSewa's product code); null when it says none. */
  merchant: string | null;
  /** The gateway's answer, for the payment log. */
  answer: unknown;
}

/**
 * What a return from the gateway claims, read but not believed: which attempt it is about (by the
 * shop's attempt id or the gateway's request id), or why it cannot be about any.
 */
export type ReturnClaim =
  | { ok: true; attemptId: string | null; gatewayRef: string | null; claimed: Record<string, unknown> }
  | { ok: false; reason: string; attemptId: string | null; claimed: Record<string, unknown> };

export interface PaymentGateway {
  readonly name: Gateway;
  start(attempt: AttemptToStart): Promise<Started>;
  /** Reads a return (its query string); never trusted for the payment itself. */
  readReturn(kind: "success" | "failure", query: Record<string, unknown>): ReturnClaim;
  /** Asks the gateway, server to server, what became of the attempt. */
  verify(attempt: AttemptToVerify): Promise<Verdict>;
  /** How long the gateway may take to settle an attempt before the background check asks. */
  firstCheckAfterMs(attempt: { expiresAt: Date | null }): number;
}

/** The gateway could not be asked (no answer, an error page, a refused key): nothing is decided. */
export class GatewayUnavailable extends Error {
  constructor(
    readonly gateway: Gateway,
    message: string,
    readonly answer: unknown = null,
  ) {
    super(message);
  }
}

/** The gateway refused to start the payment for a reason of the request (an amount under its minimum). */
export class GatewayRefused extends Error {
  constructor(
    readonly gateway: Gateway,
    message: string,
    readonly answer: unknown = null,
  ) {
    super(message);
  }
}

/** How long the shop waits for a gateway's answer. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** A JSON call to a gateway; network failures and answers that are not JSON become GatewayUnavailable. */
export async function callGateway(
  gateway: Gateway,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
  } catch (error) {
    throw new GatewayUnavailable(gateway, `no answer: ${(error as Error).message}`);
  }
  const text = await res.text().catch(() => "");
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new GatewayUnavailable(gateway, `answered ${res.status} without JSON`, text.slice(0, 300));
  }
}

/** A field of a gateway's JSON answer, as text ("" when absent or not a string or number). */
export function textOf(body: unknown, key: string): string {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
