/**
 * Counts the statements one checkout sends to PostgreSQL (BENCH_DATABASE_URL names the server;
 * a database of its own is made and dropped): the whole app in this process, one signed-in
 * customer, one product in stock, one POST /api/orders/create through app.inject. Prints each
 * statement as the server received it (BEGIN and COMMIT included).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPostgres } from "../apps/server/src/db/postgres.ts";
import { products } from "../apps/server/src/db/schema.ts";
import { startSession } from "../apps/server/src/modules/accounts/sessions.ts";
import { createUser } from "../apps/server/src/modules/accounts/users-service.ts";
import { moveStock } from "../apps/server/src/modules/stock/stock-ledger.ts";

const server = process.env.BENCH_DATABASE_URL;
if (!server) throw new Error("set BENCH_DATABASE_URL=postgres://…");
const admin = new pg.Client({ connectionString: server });
await admin.connect();
const name = `shop_statements_${randomBytes(4).toString("hex")}`;
await admin.query(`create database ${name}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-statements-"));
try {
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-01",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const [product] = await app.db
    .insert(products)
    .values({ name: "Switch", pricePaisa: 100_00, category: "Networking items", mainFile: "x.png" })
    .returning();
  await app.db.transaction((tx) =>
    moveStock(tx, [{ productId: product!.id, delta: 100, kind: "restock", remarks: "bench", actorId: null }]),
  );
  const user = await createUser(app.db, {
    fullName: "Bench Customer",
    email: "bench@shop.test",
    phone: "9800000001",
    password: "password-123",
    role: "Customer",
  });
  const token = await startSession(app.db, app.secrets.jwt, user.id);
  const order = () =>
    app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9800000001" },
        products: [{ id: product!.id, orderedQuantity: 1 }],
      },
    });
  await order(); // warm
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: a counting wrapper around every client's query
  (pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) {
    const text = typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "?");
    seen.push(text.replace(/\s+/g, " ").trim().slice(0, 160));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  const res = await order();
  pg.Client.prototype.query = query;
  console.info(`status ${res.statusCode}; ${seen.length} statements:`);
  if (res.statusCode !== 200) console.info(res.body);
  for (const s of seen) console.info(`  ${s}`);
  await app.close();
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
