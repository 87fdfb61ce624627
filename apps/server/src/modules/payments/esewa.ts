import { createHmac, timingSafeEqual } from "node:crypto";
import { paisaFromRupeesText, plainRupees } from "@shop/shared/money";
import {
  type AttemptToStart,
  type AttemptToVerify,
  callGateway,
  GatewayUnavailable,
  type PaymentGateway,
  type ReturnClaim,
  type Started,
  textOf,
  type Verdict,
} from "./gateway.ts";

/**
 * eSewa's ePay v2, as published at developer.esewa.com.np:
 *
 * - The browser posts a form to the form address: `amount, tax_amount, product_service_charge,
 *   product_delivery_charge, total_amount` (rupees, as text), `transaction_uuid` (one per
 *   attempt), `product_code`, `success_url`, `failure_url`, `signed_field_names` and `signature`:
 *   base64 HMAC-SHA256 with the merchant's secret over `total_amount=…,transaction_uuid=…,
 *   product_code=…`.
 * - After paying, the shopper comes to `success_url?data=<base64 JSON>`: transaction_code, status,
 *   total_amount, transaction_uuid, product_code, signed_field_names and a signature over the
 *   fields signed_field_names lists, in that order. A cancel goes to `failure_url`.
 * - The status check, `GET {status url}?product_code=&total_amount=&transaction_uuid=`, answers
 *   `{product_code, transaction_uuid, total_amount, status, ref_id}`; status is COMPLETE,
 *   PENDING, AMBIGUOUS, NOT_FOUND, CANCELED, FULL_REFUND or PARTIAL_REFUND.
 */
export interface EsewaSettings {
  productCode: string;
  secretKey: string;
  formUrl: string;
  statusUrl: string;
  /** The shop's /api/payments/esewa/success. */
  successUrl: string;
  /** The shop's /api/payments/esewa/failure (the attempt's id is added to it). */
  failureUrl: string;
}

const VERDICTS: Record<string, Verdict["status"]> = {
  COMPLETE: "paid",
  PENDING: "pending",
  AMBIGUOUS: "pending",
  NOT_FOUND: "not_found",
  CANCELED: "failed",
  FULL_REFUND: "refunded",
  PARTIAL_REFUND: "refunded",
};

/** The fields every signature the shop accepts must cover: who was paid, how much, for which attempt. */
const MUST_SIGN = ["total_amount", "transaction_uuid", "product_code"];

/** eSewa's signature: base64 HMAC-SHA256 over `name=value` of each listed field, joined by commas. */
export function esewaSignature(
  values: Record<string, string>,
  names: readonly string[],
  secret: string,
): string {
  const message = names.map((name) => `${name}=${values[name] ?? ""}`).join(",");
  return createHmac("sha256", secret).update(message).digest("base64");
}

/** Two signatures compared in constant time (their lengths are not secret: both are 44 characters). */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Base64 as eSewa sends it (standard alphabet, maybe without padding); anything else is refused. */
function decodeBase64(data: string): string | null {
  const compact = data.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length > 4096) return null;
  const bytes = Buffer.from(compact, "base64");
  // A round trip proves every character was read: Buffer skips what it does not understand.
  if (bytes.toString("base64").replace(/=+$/, "") !== compact.replace(/=+$/, "")) return null;
  return bytes.toString("utf8");
}

/** The `data` of a success return, checked: its fields as text, or why it is refused. */
export function readEsewaData(
  data: unknown,
  secret: string,
):
  | { ok: true; fields: Record<string, string> }
  | { ok: false; reason: string; fields: Record<string, string> } {
  if (typeof data !== "string" || !data) return { ok: false, reason: "no data in the return", fields: {} };
  const json = decodeBase64(data);
  if (json === null) return { ok: false, reason: "data is not base64", fields: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, reason: "data is not JSON", fields: {} };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { ok: false, reason: "data is not a JSON object", fields: {} };
  }
  // Each value as the text it was signed as; numbers as JSON wrote them.
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = String(value);
  }
  const names = (fields.signed_field_names ?? "").split(",").filter(Boolean);
  const missing = MUST_SIGN.filter((name) => !names.includes(name));
  if (missing.length > 0)
    return { ok: false, reason: `the signature does not cover ${missing.join(", ")}`, fields };
  if (names.some((name) => !(name in fields)))
    return { ok: false, reason: "a signed field is missing", fields };
  if (!sameSignature(fields.signature ?? "", esewaSignature(fields, names, secret))) {
    return { ok: false, reason: "bad signature", fields };
  }
  return { ok: true, fields };
}

export function createEsewa(settings: EsewaSettings): PaymentGateway {
  return {
    name: "esewa",

    async start(attempt: AttemptToStart): Promise<Started> {
      const goods = attempt.amountPaisa - attempt.deliveryChargePaisa;
      const values: Record<string, string> = {
        amount: plainRupees(goods),
        tax_amount: "0",
        product_service_charge: "0",
        product_delivery_charge: plainRupees(attempt.deliveryChargePaisa),
        total_amount: plainRupees(attempt.amountPaisa),
        transaction_uuid: attempt.id,
        product_code: settings.productCode,
        success_url: settings.successUrl,
        failure_url: `${settings.failureUrl}?attempt=${encodeURIComponent(attempt.id)}`,
        signed_field_names: MUST_SIGN.join(","),
      };
      values.signature = esewaSignature(values, MUST_SIGN, settings.secretKey);
      return { kind: "form", url: settings.formUrl, fields: values };
    },

    readReturn(kind, query): ReturnClaim {
      if (kind === "failure") {
        // eSewa's failure return carries nothing signed; it only says which attempt to check.
        const attempt = typeof query.attempt === "string" ? query.attempt.split("?")[0]! : "";
        return attempt
          ? { ok: true, attemptId: attempt, gatewayRef: null, claimed: { ...query } }
          : { ok: false, reason: "no attempt in the failure return", attemptId: null, claimed: { ...query } };
      }
      const read = readEsewaData(query.data, settings.secretKey);
      const attemptId = read.fields.transaction_uuid ?? null;
      const claimed = { ...read.fields };
      if (!read.ok) return { ok: false, reason: read.reason, attemptId, claimed };
      if (read.fields.product_code !== settings.productCode) {
        return { ok: false, reason: "the payment is for another merchant", attemptId, claimed };
      }
      return { ok: true, attemptId, gatewayRef: null, claimed };
    },

    async verify(attempt: AttemptToVerify): Promise<Verdict> {
      const url = new URL(settings.statusUrl);
      url.searchParams.set("product_code", settings.productCode);
      url.searchParams.set("total_amount", plainRupees(attempt.amountPaisa));
      url.searchParams.set("transaction_uuid", attempt.id);
      const { status, body } = await callGateway("esewa", url.toString(), {
        method: "GET",
        headers: { accept: "application/json" },
      });
      const gatewayStatus = textOf(body, "status");
      const verdict = VERDICTS[gatewayStatus];
      if (status !== 200 || !verdict || textOf(body, "transaction_uuid") !== attempt.id) {
        throw new GatewayUnavailable(
          "esewa",
          `status check answered ${status} ${gatewayStatus}`.trim(),
          body,
        );
      }
      return {
        status: verdict,
        gatewayStatus,
        amountPaisa: paisaFromRupeesText((body as { total_amount?: unknown }).total_amount),
        txnId: textOf(body, "ref_id") || null,
        merchant: textOf(body, "product_code") || null,
        answer: body,
      };
    },

    // eSewa asks merchants to check after five minutes when no return came.
    firstCheckAfterMs: () => 5 * 60_000,
  };
}
