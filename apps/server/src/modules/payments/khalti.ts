import { orderNumber } from "@shop/shared/order-desk";
import {
  type AttemptToStart,
  type AttemptToVerify,
  callGateway,
  GatewayRefused,
  GatewayUnavailable,
  type PaymentGateway,
  type ReturnClaim,
  type Started,
  textOf,
  type Verdict,
} from "./gateway.ts";

/**
 * Khalti's web checkout (KPG-2), as published at docs.khalti.com:
 *
 * - `POST {base}epayment/initiate/` with `Authorization: Key <secret>` and `{return_url,
 *   website_url, amount (paisa), purchase_order_id, purchase_order_name, customer_info}` answers
 *   `{pidx, payment_url, expires_at, expires_in}`; the shopper is sent to `payment_url`.
 * - The shopper comes back to `return_url` with `pidx, status, purchase_order_id, amount,
 *   total_amount, transaction_id, …` in the query. None of it is believed.
 * - `POST {base}epayment/lookup/` with `{pidx}` answers `{pidx, total_amount, status,
 *   transaction_id, fee, refunded}`: the truth. Status is Completed, Pending, Initiated, Refunded,
 *   Partially Refunded (200), or Expired, User canceled (400).
 */
export interface KhaltiSettings {
  secretKey: string;
  /** The API's base address, ending in /api/v2/. */
  baseUrl: string;
  /** Where Khalti sends the shopper back (the shop's /api/payments/khalti/return). */
  returnUrl: string;
  /** The shop's own address. */
  websiteUrl: string;
}

/** Khalti's lookup statuses, in the shop's words. */
const VERDICTS: Record<string, Verdict["status"]> = {
  Completed: "paid",
  Pending: "pending",
  Initiated: "pending",
  Expired: "failed",
  "User canceled": "failed",
  Refunded: "refunded",
  "Partially Refunded": "refunded",
};

/** The payment page stays open until expires_at; the check comes a minute after, or in ten minutes. */
const CHECK_AFTER_MS = 10 * 60_000;

function endpoint(base: string, path: string): string {
  return new URL(path, base.endsWith("/") ? base : `${base}/`).toString();
}

/** A field of a validation answer ({"amount": ["…"], "error_key": "validation_error"}) in words. */
function refusalOf(body: unknown): string {
  const fields = Object.entries((body ?? {}) as Record<string, unknown>).filter(
    ([key]) => key !== "error_key" && key !== "status_code",
  );
  return fields
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(" ") : String(value)}`)
    .join("; ");
}

export function createKhalti(settings: KhaltiSettings): PaymentGateway {
  const headers = { authorization: `Key ${settings.secretKey}`, "content-type": "application/json" };

  return {
    name: "khalti",

    async start(attempt: AttemptToStart): Promise<Started> {
      const { status, body } = await callGateway("khalti", endpoint(settings.baseUrl, "epayment/initiate/"), {
        method: "POST",
        headers,
        body: JSON.stringify({
          return_url: settings.returnUrl,
          website_url: settings.websiteUrl,
          amount: attempt.amountPaisa,
          purchase_order_id: attempt.id,
          purchase_order_name: `Order ${orderNumber(attempt.orderId)}`,
          customer_info: attempt.customer,
        }),
      });
      const pidx = textOf(body, "pidx");
      const url = textOf(body, "payment_url");
      if (status === 200 && pidx && /^https?:\/\//.test(url)) {
        const expires = new Date(textOf(body, "expires_at"));
        return {
          kind: "redirect",
          url,
          gatewayRef: pidx,
          expiresAt: Number.isNaN(expires.getTime()) ? null : expires,
          answer: body,
        };
      }
      if (status === 400) throw new GatewayRefused("khalti", refusalOf(body) || "refused", body);
      throw new GatewayUnavailable("khalti", `initiate answered ${status}`, body);
    },

    readReturn(_kind, query): ReturnClaim {
      const pidx = typeof query.pidx === "string" ? query.pidx.trim() : "";
      const attemptId = typeof query.purchase_order_id === "string" ? query.purchase_order_id : null;
      const claimed = { ...query };
      if (!/^[A-Za-z0-9]{1,64}$/.test(pidx)) {
        return { ok: false, reason: "no payment id (pidx) in the return", attemptId, claimed };
      }
      return { ok: true, attemptId, gatewayRef: pidx, claimed };
    },

    async verify(attempt: AttemptToVerify): Promise<Verdict> {
      if (!attempt.gatewayRef) {
        // Khalti never answered the start: the shopper never reached a payment page.
        return {
          status: "failed",
          gatewayStatus: "",
          amountPaisa: null,
          txnId: null,
          merchant: null,
          answer: null,
        };
      }
      const { status, body } = await callGateway("khalti", endpoint(settings.baseUrl, "epayment/lookup/"), {
        method: "POST",
        headers,
        body: JSON.stringify({ pidx: attempt.gatewayRef }),
      });
      const gatewayStatus = textOf(body, "status");
      const verdict = VERDICTS[gatewayStatus];
      if ((status === 200 || status === 400) && verdict && textOf(body, "pidx") === attempt.gatewayRef) {
        const amount = (body as { total_amount?: unknown }).total_amount;
        return {
          status: verdict,
          gatewayStatus,
          amountPaisa: typeof amount === "number" && Number.isSafeInteger(amount) ? amount : null,
          txnId: textOf(body, "transaction_id") || null,
          merchant: null,
          answer: body,
        };
      }
      // Khalti knows no such request: it can never be paid.
      if (status === 404) {
        return {
          status: "failed",
          gatewayStatus: "Not found",
          amountPaisa: null,
          txnId: null,
          merchant: null,
          answer: body,
        };
      }
      throw new GatewayUnavailable("khalti", `lookup answered ${status}`, body);
    },

    firstCheckAfterMs({ expiresAt }) {
      if (!expiresAt) return CHECK_AFTER_MS;
      return Math.max(60_000, Math.min(CHECK_AFTER_MS, expiresAt.getTime() - Date.now() + 60_000));
    },
  };
}
