import { createHmac, randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SIMULATOR_KEYS } from "./keys.ts";
import { errorPage, payPage } from "./pages.ts";

/**
 * A local stand-in for Khalti (web checkout, KPG-2) and eSewa (ePay v2), speaking their published
 * contracts over real HTTP, for the demo, development and the tests. The shop talks to it exactly
 * as to the real gateways; only its addresses and keys differ.
 *
 * Khalti, under /khalti/api/v2/: POST epayment/initiate/ and epayment/lookup/ (Authorization:
 * Key <secret>), and the payment page /khalti/pay?pidx=…, which sends the shopper back to the
 * return_url with Khalti's query fields.
 *
 * eSewa: the form is posted to /esewa/api/epay/main/v2/form (signature checked); Pay sends the
 * shopper to success_url?data=<base64 JSON, signed>, Cancel to failure_url; the status check is
 * GET /esewa/api/epay/transaction/status/?product_code=&total_amount=&transaction_uuid=.
 *
 * Controls for tests and the demo, under /_control/: see `handleControl`. Every lookup and status
 * check is also announced on `events` ("khalti-lookup", "esewa-status") after its answer is sent.
 */

export const KHALTI_STATUSES = [
  "Initiated",
  "Pending",
  "Completed",
  "Refunded",
  "Partially Refunded",
  "Expired",
  "User canceled",
] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export const ESEWA_STATUSES = [
  "PENDING",
  "COMPLETE",
  "FULL_REFUND",
  "PARTIAL_REFUND",
  "AMBIGUOUS",
  "NOT_FOUND",
  "CANCELED",
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

export interface KhaltiPayment {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: KhaltiStatus;
  transactionId: string | null;
  expiresAt: Date;
  /** What the lookup answers as total_amount (the amount, unless a test changed it). */
  lookupAmount: number;
}

export interface EsewaPayment {
  uuid: string;
  /** total_amount as the form sent it (rupees, as text). */
  totalAmount: string;
  productCode: string;
  successUrl: string;
  failureUrl: string;
  status: EsewaStatus;
  refId: string | null;
  /** What the status check answers as total_amount and product_code (tests may change them). */
  statusAmount: string;
  statusProductCode: string;
}

/** Khalti's payment pages stay open this long. */
const KHALTI_LINK_SECONDS = 1800;
const MAX_BODY = 64 * 1024;

const KHALTI_COLOR = "#5c2d91";
const ESEWA_COLOR = "#60bb46";

/** 22 characters of Khalti's id alphabet. */
function khaltiId(): string {
  return randomBytes(16)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 22)
    .padEnd(22, "x");
}

function esewaSignature(values: Record<string, string>, names: string[], secret: string): string {
  return createHmac("sha256", secret)
    .update(names.map((n) => `${n}=${values[n] ?? ""}`).join(","))
    .digest("base64");
}

/** Rupees as eSewa writes them in a success answer: grouped, at least one decimal ("1,000.0"). */
function esewaAmountText(rupees: string): string {
  return Number(rupees).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown, type = "application/json"): void {
  const text = type === "application/json" ? JSON.stringify(body) : String(body);
  res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
  res.end(text);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, "cache-control": "no-store" });
  res.end();
}

function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export interface SimulatorOptions {
  port?: number;
  host?: string;
}

export class GatewaySimulator {
  readonly events = new EventEmitter();
  readonly khalti = new Map<string, KhaltiPayment>();
  readonly esewa = new Map<string, EsewaPayment>();
  /** While set, the named API answers 503 with an HTML page (a gateway down). */
  readonly down = { khalti: false, esewa: false };
  private server: Server | undefined;
  url = "";

  async start(options: SimulatorOptions = {}): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) => {
        if (!res.headersSent) send(res, 400, { detail: error.message });
        else res.destroy();
      });
    });
    await new Promise<void>((resolve) =>
      this.server!.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
    );
    const address = this.server.address() as AddressInfo;
    this.url = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
    return this.url;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  // ---- what a shopper does on the gateway's page (tests may do it without a browser) ----

  /** The shopper pays on Khalti's page: answers where Khalti sends the browser. */
  khaltiPay(pidx: string): string {
    const p = this.khaltiPayment(pidx);
    if (p.status === "Initiated") {
      p.status = "Completed";
      p.transactionId = khaltiId();
    }
    return this.khaltiReturn(p);
  }

  /** The shopper cancels on Khalti's page. */
  khaltiCancel(pidx: string): string {
    const p = this.khaltiPayment(pidx);
    if (p.status === "Initiated") p.status = "User canceled";
    return this.khaltiReturn(p);
  }

  /** The shopper pays on eSewa's page: answers the success address with its signed data. */
  esewaPay(uuid: string): string {
    const p = this.esewaPayment(uuid);
    if (p.status === "NOT_FOUND" || p.status === "PENDING") {
      p.status = "COMPLETE";
      p.refId = randomBytes(4).toString("hex").toUpperCase().slice(0, 7);
    }
    return this.esewaSuccessOf(uuid);
  }

  /** The shopper cancels on eSewa's page: answers the failure address, as the form gave it. */
  esewaCancel(uuid: string): string {
    const p = this.esewaPayment(uuid);
    if (p.status === "NOT_FOUND" || p.status === "PENDING") p.status = "CANCELED";
    return p.failureUrl;
  }

  /** Where Khalti sends the browser for this payment as it stands (a reload of the return). */
  khaltiReturnOf(pidx: string): string {
    return this.khaltiReturn(this.khaltiPayment(pidx));
  }

  /** Chooses what Khalti's lookup answers for a payment: its status, and its total_amount. */
  setKhalti(pidx: string, change: { status?: KhaltiStatus; lookupAmount?: number }): KhaltiPayment {
    const p = this.khaltiPayment(pidx);
    if (change.status && KHALTI_STATUSES.includes(change.status)) p.status = change.status;
    if ((p.status === "Completed" || p.status.includes("Refunded")) && !p.transactionId)
      p.transactionId = khaltiId();
    if (typeof change.lookupAmount === "number") p.lookupAmount = change.lookupAmount;
    return p;
  }

  /** Chooses what eSewa's status check answers for a payment. */
  setEsewa(
    uuid: string,
    change: { status?: EsewaStatus; statusAmount?: string; statusProductCode?: string; refId?: string },
  ): EsewaPayment {
    const p = this.esewaPayment(uuid);
    if (change.status && ESEWA_STATUSES.includes(change.status)) p.status = change.status;
    if ((p.status === "COMPLETE" || p.status.includes("REFUND")) && !p.refId) {
      p.refId = randomBytes(4).toString("hex").toUpperCase().slice(0, 7);
    }
    if (typeof change.statusAmount === "string") p.statusAmount = change.statusAmount;
    if (typeof change.statusProductCode === "string") p.statusProductCode = change.statusProductCode;
    if (typeof change.refId === "string") p.refId = change.refId;
    return p;
  }

  /** The success address with this payment's signed data, as eSewa would send it now. */
  esewaSuccessOf(uuid: string): string {
    const p = this.esewaPayment(uuid);
    return `${p.successUrl}${p.successUrl.includes("?") ? "&" : "?"}data=${encodeURIComponent(this.esewaData(p))}`;
  }

  /** The signed `data` eSewa puts on the success address. */
  esewaData(p: EsewaPayment): string {
    const values: Record<string, string> = {
      transaction_code: p.refId ?? "",
      status: p.status,
      total_amount: esewaAmountText(p.totalAmount),
      transaction_uuid: p.uuid,
      product_code: p.productCode,
      signed_field_names:
        "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
    };
    const names = values.signed_field_names!.split(",");
    const body = { ...values, signature: esewaSignature(values, names, SIMULATOR_KEYS.esewaSecretKey) };
    return Buffer.from(JSON.stringify(body)).toString("base64");
  }

  private khaltiPayment(pidx: string): KhaltiPayment {
    const p = this.khalti.get(pidx);
    if (!p) throw new Error(`no Khalti payment ${pidx}`);
    return p;
  }

  private esewaPayment(uuid: string): EsewaPayment {
    const p = this.esewa.get(uuid);
    if (!p) throw new Error(`no eSewa payment ${uuid}`);
    return p;
  }

  private khaltiReturn(p: KhaltiPayment): string {
    const paid = p.status === "Completed";
    const query = new URLSearchParams({
      pidx: p.pidx,
      transaction_id: paid ? (p.transactionId ?? "") : "",
      tidx: paid ? (p.transactionId ?? "") : "",
      txnId: paid ? (p.transactionId ?? "") : "",
      amount: String(p.amount),
      total_amount: String(p.amount),
      mobile: paid ? "98XXXXX001" : "",
      status: p.status,
      purchase_order_id: p.purchaseOrderId,
      purchase_order_name: p.purchaseOrderName,
    });
    return `${p.returnUrl}${p.returnUrl.includes("?") ? "&" : "?"}${query}`;
  }

  // ---- HTTP ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://simulator");
    const path = url.pathname;
    const method = req.method ?? "GET";
    if (path.startsWith("/_control/")) return this.handleControl(method, path, req, res);
    if (path.startsWith("/khalti/api/v2/")) {
      if (this.down.khalti) return send(res, 503, "<h1>503 Service Unavailable</h1>", "text/html");
      if (method === "POST" && path === "/khalti/api/v2/epayment/initiate/")
        return this.khaltiInitiate(req, res);
      if (method === "POST" && path === "/khalti/api/v2/epayment/lookup/") return this.khaltiLookup(req, res);
    }
    if (path === "/khalti/pay") {
      if (method === "GET") return this.khaltiPage(url.searchParams.get("pidx") ?? "", res);
      if (method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        const pidx = form.get("pidx") ?? "";
        if (!this.khalti.has(pidx))
          return send(res, 404, errorPage("Khalti", KHALTI_COLOR, "No such payment."), "text/html");
        return redirect(res, form.get("choice") === "pay" ? this.khaltiPay(pidx) : this.khaltiCancel(pidx));
      }
    }
    if (path === "/esewa/api/epay/main/v2/form" && method === "POST") return this.esewaForm(req, res);
    if (path === "/esewa/pay" && method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const uuid = form.get("transaction_uuid") ?? "";
      if (!this.esewa.has(uuid))
        return send(res, 404, errorPage("eSewa", ESEWA_COLOR, "No such payment."), "text/html");
      return redirect(res, form.get("choice") === "pay" ? this.esewaPay(uuid) : this.esewaCancel(uuid));
    }
    if (path === "/esewa/api/epay/transaction/status/" && method === "GET") {
      if (this.down.esewa) return send(res, 503, "<h1>503 Service Unavailable</h1>", "text/html");
      return this.esewaStatus(url.searchParams, res);
    }
    send(res, 404, { detail: "Not found." });
  }

  private async khaltiJson(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<Record<string, unknown> | null> {
    if (req.headers.authorization !== `Key ${SIMULATOR_KEYS.khaltiSecretKey}`) {
      send(res, 401, { detail: "Invalid token.", status_code: 401 });
      return null;
    }
    try {
      const body = JSON.parse(await readBody(req)) as unknown;
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // answered below
    }
    send(res, 400, { detail: "JSON parse error", error_key: "validation_error" });
    return null;
  }

  private async khaltiInitiate(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await this.khaltiJson(req, res);
    if (!body) return;
    const errors: Record<string, string[]> = {};
    for (const field of ["return_url", "website_url", "amount", "purchase_order_id", "purchase_order_name"]) {
      if (body[field] === undefined || body[field] === "") errors[field] = ["This field is required."];
    }
    if (!errors.return_url && !isWebAddress(body.return_url)) errors.return_url = ["Enter a valid URL."];
    if (!errors.website_url && !isWebAddress(body.website_url)) errors.website_url = ["Enter a valid URL."];
    const amount = Number(body.amount);
    if (!errors.amount && (!Number.isInteger(amount) || amount < 1000)) {
      errors.amount = ["Amount should be greater than Rs. 10, that is 1000 paisa."];
    }
    if (Object.keys(errors).length > 0) return send(res, 400, { ...errors, error_key: "validation_error" });
    const pidx = khaltiId();
    const expiresAt = new Date(Date.now() + KHALTI_LINK_SECONDS * 1000);
    this.khalti.set(pidx, {
      pidx,
      amount,
      purchaseOrderId: String(body.purchase_order_id),
      purchaseOrderName: String(body.purchase_order_name),
      returnUrl: String(body.return_url),
      status: "Initiated",
      transactionId: null,
      expiresAt,
      lookupAmount: amount,
    });
    send(res, 200, {
      pidx,
      payment_url: `${this.url}/khalti/pay?pidx=${pidx}`,
      expires_at: expiresAt.toISOString(),
      expires_in: KHALTI_LINK_SECONDS,
    });
  }

  private async khaltiLookup(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await this.khaltiJson(req, res);
    if (!body) return;
    const p = this.khalti.get(String(body.pidx ?? ""));
    if (!p) return send(res, 404, { detail: "Not found.", error_key: "validation_error" });
    if (p.status === "Initiated" && p.expiresAt.getTime() < Date.now()) p.status = "Expired";
    const answer = {
      pidx: p.pidx,
      total_amount: p.lookupAmount,
      status: p.status,
      transaction_id: p.status === "Completed" || p.status.includes("Refunded") ? p.transactionId : null,
      fee: 0,
      refunded: p.status === "Refunded" || p.status === "Partially Refunded",
    };
    send(res, p.status === "Expired" || p.status === "User canceled" ? 400 : 200, answer);
    res.once("finish", () => this.events.emit("khalti-lookup", { pidx: p.pidx, answer }));
  }

  private khaltiPage(pidx: string, res: ServerResponse) {
    const p = this.khalti.get(pidx);
    if (!p)
      return send(
        res,
        404,
        errorPage("Khalti", KHALTI_COLOR, "This payment link is not valid."),
        "text/html",
      );
    if (p.status !== "Initiated" || p.expiresAt.getTime() < Date.now()) {
      return send(
        res,
        410,
        errorPage("Khalti", KHALTI_COLOR, "This payment link has expired or was used."),
        "text/html",
      );
    }
    send(
      res,
      200,
      payPage({
        gateway: "Khalti",
        color: KHALTI_COLOR,
        amountText: `Rs ${(p.amount / 100).toLocaleString("en-IN")}`,
        merchant: new URL(p.returnUrl).host,
        purchase: p.purchaseOrderName,
        action: "/khalti/pay",
        hidden: { pidx },
      }),
      "text/html",
    );
  }

  private async esewaForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const refuse = (message: string) => send(res, 400, errorPage("eSewa", ESEWA_COLOR, message), "text/html");
    const required = [
      "amount",
      "tax_amount",
      "product_service_charge",
      "product_delivery_charge",
      "total_amount",
      "transaction_uuid",
      "product_code",
      "success_url",
      "failure_url",
      "signed_field_names",
      "signature",
    ];
    const missing = required.filter((name) => !form[name] && form[name] !== "0");
    if (missing.length > 0) return refuse(`Missing fields: ${missing.join(", ")}`);
    if (form.product_code !== SIMULATOR_KEYS.esewaProductCode) return refuse("Invalid product code.");
    const names = form.signed_field_names!.split(",");
    if (form.signature !== esewaSignature(form, names, SIMULATOR_KEYS.esewaSecretKey)) {
      return refuse("Invalid payload signature.");
    }
    const parts = ["amount", "tax_amount", "product_service_charge", "product_delivery_charge"].map((n) =>
      Math.round(Number(form[n]) * 100),
    );
    if (
      parts.some((n) => !Number.isFinite(n)) ||
      parts.reduce((a, b) => a + b, 0) !== Math.round(Number(form.total_amount) * 100)
    ) {
      return refuse("The total amount is not the sum of its parts.");
    }
    if (!isWebAddress(form.success_url) || !isWebAddress(form.failure_url))
      return refuse("Invalid return address.");
    const uuid = form.transaction_uuid!;
    if (!this.esewa.has(uuid)) {
      this.esewa.set(uuid, {
        uuid,
        totalAmount: form.total_amount!,
        productCode: form.product_code!,
        successUrl: form.success_url!,
        failureUrl: form.failure_url!,
        status: "NOT_FOUND",
        refId: null,
        statusAmount: form.total_amount!,
        statusProductCode: form.product_code!,
      });
    }
    send(
      res,
      200,
      payPage({
        gateway: "eSewa",
        color: ESEWA_COLOR,
        amountText: `Rs ${Number(form.total_amount).toLocaleString("en-IN")}`,
        merchant: new URL(form.success_url!).host,
        purchase: `Payment ${uuid}`,
        action: "/esewa/pay",
        hidden: { transaction_uuid: uuid },
      }),
      "text/html",
    );
  }

  private esewaStatus(query: URLSearchParams, res: ServerResponse) {
    const uuid = query.get("transaction_uuid") ?? "";
    const productCode = query.get("product_code") ?? "";
    const total = query.get("total_amount") ?? "";
    if (!uuid || !productCode || !total) {
      return send(res, 400, {
        code: 0,
        error_message: "transaction_uuid, product_code and total_amount are required",
      });
    }
    const p = this.esewa.get(uuid);
    // eSewa finds a payment by all three: another amount or merchant finds none.
    const found =
      p && p.productCode === productCode && Number(p.totalAmount) === Number(total) ? p : undefined;
    const answer = {
      product_code: found ? found.statusProductCode : productCode,
      transaction_uuid: uuid,
      total_amount: Number(found ? found.statusAmount : total),
      status: found ? found.status : "NOT_FOUND",
      ref_id: found?.refId ?? null,
    };
    send(res, 200, answer);
    res.once("finish", () => this.events.emit("esewa-status", { uuid, answer }));
  }

  /**
   * Controls (JSON):
   * - POST /_control/khalti/:pidx `{status?, lookupAmount?}`: what the lookup will answer.
   * - POST /_control/khalti/:pidx/pay or /cancel: as the page's buttons; answers `{location}`.
   * - POST /_control/esewa/:uuid `{status?, statusAmount?, statusProductCode?, refId?}`.
   * - POST /_control/esewa/:uuid/pay or /cancel: answers `{location}`.
   * - POST /_control/down `{khalti?, esewa?}`: the APIs answer 503 while true.
   * - GET /_control/payments: every payment the simulator holds.
   */
  private async handleControl(method: string, path: string, req: IncomingMessage, res: ServerResponse) {
    const parts = path.split("/").filter(Boolean); // ["_control", gateway, id, action?]
    const body =
      method === "POST" ? (JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>) : {};
    if (method === "GET" && parts[1] === "payments") {
      return send(res, 200, { khalti: [...this.khalti.values()], esewa: [...this.esewa.values()] });
    }
    if (method === "POST" && parts[1] === "down") {
      if (typeof body.khalti === "boolean") this.down.khalti = body.khalti;
      if (typeof body.esewa === "boolean") this.down.esewa = body.esewa;
      return send(res, 200, this.down);
    }
    const [, gateway, id = "", action] = parts;
    try {
      if (gateway === "khalti" && method === "POST") {
        if (action === "pay") return send(res, 200, { location: this.khaltiPay(id) });
        if (action === "cancel") return send(res, 200, { location: this.khaltiCancel(id) });
        const p = this.khaltiPayment(id);
        if (KHALTI_STATUSES.includes(body.status as KhaltiStatus)) p.status = body.status as KhaltiStatus;
        if (p.status === "Completed" && !p.transactionId) p.transactionId = khaltiId();
        if (typeof body.lookupAmount === "number") p.lookupAmount = body.lookupAmount;
        return send(res, 200, p);
      }
      if (gateway === "esewa" && method === "POST") {
        if (action === "pay") return send(res, 200, { location: this.esewaPay(id) });
        if (action === "cancel") return send(res, 200, { location: this.esewaCancel(id) });
        const p = this.esewaPayment(id);
        if (ESEWA_STATUSES.includes(body.status as EsewaStatus)) p.status = body.status as EsewaStatus;
        if (p.status === "COMPLETE" && !p.refId)
          p.refId = randomBytes(4).toString("hex").toUpperCase().slice(0, 7);
        if (typeof body.statusAmount === "string") p.statusAmount = body.statusAmount;
        if (typeof body.statusProductCode === "string") p.statusProductCode = body.statusProductCode;
        if (typeof body.refId === "string") p.refId = body.refId;
        return send(res, 200, p);
      }
    } catch (error) {
      return send(res, 404, { detail: (error as Error).message });
    }
    send(res, 404, { detail: "Not found." });
  }
}

/** Starts a simulator on a port (0: any free one) and answers it, listening. */
export async function startGatewaySimulator(options: SimulatorOptions = {}): Promise<GatewaySimulator> {
  const simulator = new GatewaySimulator();
  await simulator.start(options);
  return simulator;
}
