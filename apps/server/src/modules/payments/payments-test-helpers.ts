import type { Order } from "@shop/shared/orders";
import type { PaymentStarted } from "@shop/shared/payment-calls";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { simulatorSettings } from "../../../../../tools/gateway-simulator/keys.ts";
import {
  type GatewaySimulator,
  startGatewaySimulator,
} from "../../../../../tools/gateway-simulator/simulator.ts";
import { orders, paymentAttempts, paymentLog } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

/** The address the shop gives the gateways for itself in these tests (its return addresses). */
export const PUBLIC_URL = "http://shop.test";

export interface PaymentsWorld {
  t: TestApp;
  sim: GatewaySimulator;
  admin: Awaited<ReturnType<typeof createSignedInUser>>;
  close(): Promise<void>;
}

/** A shop whose Khalti and eSewa are the simulator, on its own local port (real HTTP both ways). */
export async function paymentsWorld(): Promise<PaymentsWorld> {
  const sim = await startGatewaySimulator();
  const t = await createTestApp({ PUBLIC_URL, ...simulatorSettings(sim.url) });
  const admin = await createSignedInUser(t, "Admin");
  return {
    t,
    sim,
    admin,
    async close() {
      await t.close();
      await sim.close();
    },
  };
}

let address = 0;
/** Each call from its own address: the return routes' per-address limit is not what these tests test. */
function from() {
  address += 1;
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

export type Shopper = Awaited<ReturnType<typeof createSignedInUser>>;

/** A customer's store-pickup order of one piece at `pricePaisa`, to be paid with `method`. */
export async function orderToPay(
  w: PaymentsWorld,
  method: "khalti" | "esewa" | "pay_at_store" = "khalti",
  pricePaisa = 1_240_000,
): Promise<{ order: Order; shopper: Shopper }> {
  const shopper = await createSignedInUser(w.t);
  const product = await createTestProduct(
    w.t,
    `Pay item ${Math.random().toString(36).slice(2, 8)}`,
    50,
    pricePaisa,
  );
  const res = await w.t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: shopper.headers,
    payload: {
      orderForm: { deliveryType: "store", phoneNumber: "9841234567", paymentMethod: method },
      products: [{ id: product.id, orderedQuantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { order: res.json().data as Order, shopper };
}

export async function startPayment(w: PaymentsWorld, orderId: number, gateway: string, who: Shopper) {
  return w.t.app.inject({
    method: "POST",
    url: `/api/payments/start/${orderId}`,
    headers: who.headers,
    payload: { gateway },
    remoteAddress: from(),
  });
}

/** Starts a Khalti payment and answers its pidx (from the payment page's address). */
export async function startKhalti(w: PaymentsWorld, orderId: number, who: Shopper): Promise<string> {
  const res = await startPayment(w, orderId, "khalti", who);
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json().data as { redirectUrl: string };
  const pidx = new URL(started.redirectUrl).searchParams.get("pidx");
  expect(pidx).toBeTruthy();
  return pidx!;
}

/** Starts an eSewa payment and posts its form to eSewa, as the browser does; answers the attempt id. */
export async function startEsewa(w: PaymentsWorld, orderId: number, who: Shopper): Promise<string> {
  const res = await startPayment(w, orderId, "esewa", who);
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json().data as Extract<PaymentStarted, { formUrl: string }>;
  const posted = await fetch(started.formUrl, { method: "POST", body: new URLSearchParams(started.fields) });
  expect(posted.status, await posted.clone().text()).toBe(200);
  return started.fields.transaction_uuid!;
}

/** The browser arriving at one of the shop's return addresses: answers where the shop sends it. */
export async function arrive(w: PaymentsWorld, location: string): Promise<{ status: number; to: string }> {
  const url = new URL(location);
  expect(url.origin).toBe(PUBLIC_URL);
  const res = await w.t.app.inject({
    method: "GET",
    url: `${url.pathname}${url.search}`,
    remoteAddress: from(),
  });
  return { status: res.statusCode, to: String(res.headers.location ?? res.body) };
}

export async function orderRow(w: PaymentsWorld, id: number) {
  const [row] = await w.t.app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function attemptsOf(w: PaymentsWorld, orderId: number) {
  return w.t.app.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.createdAt));
}

export async function logOf(w: PaymentsWorld, orderId: number) {
  return w.t.app.db
    .select()
    .from(paymentLog)
    .where(eq(paymentLog.orderId, orderId))
    .orderBy(asc(paymentLog.id));
}

/** What the order's customer reads of its payment. */
export async function paymentOf(w: PaymentsWorld, orderId: number, who: Shopper) {
  const res = await w.t.app.inject({
    method: "GET",
    url: `/api/orders/get/${orderId}`,
    headers: who.headers,
  });
  return (res.json().data as Order).payment;
}

/** Runs the background checks as they would run at `at`, until none is due then. */
export async function checksAt(w: PaymentsWorld, at: Date): Promise<void> {
  while ((await w.t.app.payments.checkDue(at)) > 0) {}
}
