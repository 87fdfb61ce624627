import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { simulatorSettings } from "../../../../../tools/gateway-simulator/keys.ts";
import {
  type GatewaySimulator,
  startGatewaySimulator,
} from "../../../../../tools/gateway-simulator/simulator.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { orders, paymentAttempts, paymentLog } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { killAllShops, type ShopProcess, startShop } from "../../test/shop-process.ts";
import { createProduct } from "../products/products-service.ts";

/**
 * A real shop process, killed with SIGKILL after Khalti's lookup answered "Completed" and before
 * the order was marked paid: the attempt stays pending in the database, and the background check
 * of the next start settles it, with one paid mark. On PostgreSQL the test holds the order's row
 * lock, so the kill lands in that window every time; on PGlite (one process owns the folder) the
 * kill comes the moment the simulator has sent the lookup's answer.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const SLOW = 600_000;
const PRICE = 5_550_000;

let sim: GatewaySimulator;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  sim = await startGatewaySimulator();
});
afterAll(async () => {
  await killAllShops();
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sim.close();
});

async function api<T>(shop: ShopProcess, url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.body) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const res = await fetch(`${shop.url}/api${url}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as { data: T; message?: string } };
}

/** Where things stand in the database, read with the shop stopped (or beside it on PostgreSQL). */
async function standing(database: Database, orderId: number) {
  const db = database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  const paidMarks = await db
    .select({ id: paymentLog.id })
    .from(paymentLog)
    .where(sql`${paymentLog.orderId} = ${orderId} and ${paymentLog.outcome} = 'paid'`);
  return { order: order!, attempts, paidMarks: paidMarks.length };
}

/**
 * The journey on a database that `open` reaches: a shopper orders and pays with Khalti; the
 * shop dies between the lookup and the mark (`hold` may hold the order row meanwhile); the
 * next start's background check settles the payment.
 */
async function crashJourney(
  env: Record<string, string>,
  open: () => Promise<Database>,
  hold?: (orderId: number) => Promise<() => Promise<void>>,
) {
  const shopEnv = {
    ...env,
    PUBLIC_URL: "http://shop.test",
    ...simulatorSettings(sim.url),
    JWT_SECRET: "crash-test-secret-crash-test-secret-0123",
  };
  // A first start makes the database; the product is added while the shop is stopped.
  const first = await startShop(shopEnv);
  const customer = await api<{ token: string }>(first, "/users/create", {
    method: "POST",
    body: JSON.stringify({
      fullName: "Crash Shopper",
      email: `crash-${randomBytes(3).toString("hex")}@shop.test`,
      phone: "9841000111",
      password: "crash-shopper-1",
    }),
  });
  expect(customer.status).toBe(200);
  const token = customer.body.data.token;
  expect(await first.stop()).toBe(0);
  let database = await open();
  const product = await createProduct(
    database.db,
    {
      name: "Crash Laptop",
      brand: "Test",
      model: "C-1",
      pricePaisa: PRICE,
      youSavedPaisa: 0,
      category: "Laptop",
      quantity: 5,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
  await database.close();

  const shop = await startShop(shopEnv);
  const placed = await api<{ id: number }>(shop, "/orders/create", {
    method: "POST",
    token,
    body: JSON.stringify({
      orderForm: { deliveryType: "store", phoneNumber: "9841000111", paymentMethod: "khalti" },
      products: [{ id: product.id, orderedQuantity: 1 }],
    }),
  });
  expect(placed.status).toBe(200);
  const orderId = placed.body.data.id;
  const started = await api<{ redirectUrl: string }>(shop, `/payments/start/${orderId}`, {
    method: "POST",
    token,
    body: JSON.stringify({ gateway: "khalti" }),
  });
  expect(started.status).toBe(200);
  const pidx = new URL(started.body.data.redirectUrl).searchParams.get("pidx")!;
  const returnUrl = new URL(sim.khaltiPay(pidx));

  const release = hold ? await hold(orderId) : undefined;
  // The moment Khalti's answer has left the simulator, the shop is killed.
  sim.events.once("khalti-lookup", () => shop.child.kill("SIGKILL"));
  await fetch(`${shop.url}${returnUrl.pathname}${returnUrl.search}`, { redirect: "manual" }).catch(
    () => null,
  );
  await new Promise((resolve) =>
    shop.child.exitCode !== null || shop.child.signalCode ? resolve(null) : shop.child.once("exit", resolve),
  );
  await release?.();

  database = await open();
  const after = await standing(database, orderId);
  if (hold) {
    // The row was held: the shop died with the lookup's answer and no mark.
    expect(after.attempts.map((a) => a.state)).toEqual(["pending"]);
    expect(after.order.paymentStatus).toBe("pending");
  }
  // As if the background check's time had come while the shop was down.
  await database.db
    .update(paymentAttempts)
    .set({ nextCheckAt: new Date() })
    .where(eq(paymentAttempts.orderId, orderId));
  await database.close();

  const again = await startShop(shopEnv);
  const deadline = Date.now() + 120_000;
  let status = "";
  while (Date.now() < deadline) {
    const read = await api<{ payment: { status: string } }>(again, `/orders/get/${orderId}`, { token });
    status = read.body.data.payment.status;
    if (status === "paid") break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(status).toBe("paid");
  expect(await again.stop()).toBe(0);

  database = await open();
  const settled = await standing(database, orderId);
  await database.close();
  expect(settled.order).toMatchObject({ paymentStatus: "paid", paidPaisa: PRICE });
  expect(settled.attempts.map((a) => a.state)).toEqual(["paid"]);
  // One paid mark, whoever made it.
  expect(settled.paidMarks).toBe(1);
}

describe.runIf(!databaseUrl)(
  "a payment when the shop is killed between the lookup and the mark (PGlite)",
  () => {
    it(
      "is settled by the background check of the next start, once",
      async () => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-pay-crash-"));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        await crashJourney({ DATA_DIR: dataDir }, () => openDatabase(loadConfig({ DATA_DIR: dataDir })));
      },
      SLOW,
    );
  },
);

describe.runIf(databaseUrl)(
  "a payment when the shop is killed between the lookup and the mark (PostgreSQL)",
  () => {
    it(
      "is settled by the background check of the next start, once",
      async () => {
        const name = `shop_pay_crash_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
        cleanups.push(async () => {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        });
        const target = new URL(databaseUrl!);
        target.pathname = `/${name}`;
        const url = target.toString();
        const { openPostgres } = await import("../../db/postgres.ts");
        // The test's own connection holds the order's row lock: the shop's mark waits behind it.
        const hold = async (orderId: number) => {
          const holder = new pg.Client({ connectionString: url });
          await holder.connect();
          await holder.query("begin");
          await holder.query("select id from orders where id = $1 for update", [orderId]);
          return async () => {
            await holder.query("rollback");
            await holder.end();
          };
        };
        await crashJourney({ DATABASE_URL: url }, () => openPostgres(url, { migrate: false }), hold);
      },
      SLOW,
    );
  },
);
