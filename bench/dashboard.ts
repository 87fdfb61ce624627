/**
 * `npm run bench:dashboard`: the dashboard's and the order desk's queries over 100,000 orders (their
 * bills, and a credit note for one bill in fifty), called in this process
 * (they are database work; the server over HTTP is measured by bench/run.ts), on embedded PGlite
 * or on PostgreSQL with BENCH_DATABASE_URL=postgres://… pointing at an empty, throwaway database.
 * Prints one line per measure.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { shopDay } from "@shop/shared/dates";
import type { OrderListQuery } from "@shop/shared/order-desk";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { migratePglite, openPglite, pgliteDatabase } from "../apps/server/src/db/pglite.ts";
import { openPostgres } from "../apps/server/src/db/postgres.ts";
import { users } from "../apps/server/src/db/schema.ts";
import type { Database } from "../apps/server/src/db/types.ts";
import { createUser } from "../apps/server/src/modules/accounts/users-service.ts";
import { refundsPaisaSql } from "../apps/server/src/modules/bills/sales-register.ts";
import {
  lowStock,
  periodFigures,
  salesByMonth,
} from "../apps/server/src/modules/dashboard/dashboard-service.ts";
import { filteredOrders, orderDesk } from "../apps/server/src/modules/orders/order-desk-service.ts";
import { ordersCsv } from "../apps/server/src/modules/orders/order-export.ts";
import { seed } from "../apps/server/src/seed/seed.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

async function openBenchDatabase(): Promise<Database> {
  if (process.env.BENCH_DATABASE_URL) return openPostgres(process.env.BENCH_DATABASE_URL);
  const client = await openPglite();
  await migratePglite(client);
  return pgliteDatabase(client);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeIt(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

function line(name: string, value: string) {
  console.info(`${name.padEnd(44)} ${value}`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-00",
    ADMIN_PASSWORD: "bench-password",
  });
  const database = await openBenchDatabase();
  const app = await buildApp(config, { database, logger: false });
  const db = app.db;
  line("database", database.kind);

  let start = performance.now();
  await seed(db, config);
  line(
    "seed (admin, demo catalog with pictures, demo orders and messages)",
    `${Math.round(performance.now() - start)} ms`,
  );

  // 100,000 orders spread over the last 400 days, one in ten cancelled or rejected.
  const customer = await createUser(db, {
    fullName: "Bench Customer",
    email: "bench@shop.test",
    phone: "9800000001",
    password: "bench-password",
    role: "Customer",
  });
  start = performance.now();
  await db.execute(sql`
    insert into users (full_name, email, phone, password_hash)
    select 'Customer ' || i, 'customer' || i || '@shop.test', '98' || lpad(i::text, 8, '0'), 'not-a-hash'
    from generate_series(1, 1000) as i`);
  await db.execute(sql`
    insert into orders (user_id, status, canceled, phone_number, total_paisa, created_at)
    select ${customer.id} + 1 + i % 1000,
           case when i % 10 = 0 then 'Rejected' else 'Approved' end,
           i % 10 = 5,
           '9800000001',
           (1000 + (i * 7919) % 500000) * 100,
           now() - ((i % 400) || ' days')::interval - ((i % 1440) || ' minutes')::interval
    from generate_series(1, ${ORDERS}) as i`);
  await db.execute(sql`analyze orders`);
  line(
    `insert ${ORDERS.toLocaleString("en")} orders of 1,000 customers`,
    `${Math.round(performance.now() - start)} ms`,
  );

  // A bill for each sale, and a credit note for half of one bill in fifty two days later: the
  // dashboard's sales are less the returns, and the returns' sums must not read every bill.
  start = performance.now();
  await db.execute(sql`
    insert into bills (kind, fiscal_year, sequence, number, order_id, issued_at, tax_registration,
                       shop_name, buyer_name, taxable_paisa, vat_paisa, total_paisa, payment_method)
    select 'bill', 'bench', row_number() over (order by id), 'B-' || id, id, created_at, 'pan',
           'Bench shop', 'Bench buyer', total_paisa, 0, total_paisa, 'cash'
    from orders where status = 'Approved' and not canceled and user_id > ${customer.id}`);
  await db.execute(sql`
    insert into bills (kind, fiscal_year, sequence, number, order_id, credits_bill_id, issued_at,
                       tax_registration, shop_name, buyer_name, taxable_paisa, vat_paisa, total_paisa,
                       payment_method)
    select 'credit', 'bench', row_number() over (order by id), 'CN-' || id, order_id, id,
           issued_at + interval '2 days', 'pan', 'Bench shop', 'Bench buyer', total_paisa / 2, 0,
           total_paisa / 2, 'cash'
    from bills where kind = 'bill' and id % 50 = 0`);
  await db.execute(sql`analyze bills`);
  const billed = (await db.execute(
    sql`select kind, count(*)::int as n from bills group by kind`,
  )) as unknown as {
    rows: { kind: string; n: number }[];
  };
  const billCount = (kind: string) => Number(billed.rows.find((r) => r.kind === kind)?.n ?? 0);
  line(
    `insert ${billCount("bill").toLocaleString("en")} bills, ${billCount("credit").toLocaleString("en")} credit notes`,
    `${Math.round(performance.now() - start)} ms`,
  );

  const tz = config.SHOP_TIMEZONE;
  line(
    "dashboard Daily figures (median of 20)",
    `${(await timeIt(20, () => periodFigures(db, "Daily", tz))).toFixed(2)} ms`,
  );
  line(
    "dashboard Monthly figures (median of 20)",
    `${(await timeIt(20, () => periodFigures(db, "Monthly", tz))).toFixed(2)} ms`,
  );
  line(
    "dashboard twelve months (median of 20)",
    `${(await timeIt(20, () => salesByMonth(db, tz))).toFixed(2)} ms`,
  );
  line("dashboard low stock (median of 20)", `${(await timeIt(20, () => lowStock(db))).toFixed(2)} ms`);
  // The order desk: one page of 25 with the counts per status, as the owner opens it.
  const [admin] = await db.select().from(users).where(eq(users.role, "Admin"));
  const monthAgo = shopDay(new Date(Date.now() - 30 * 86_400_000), tz);
  const deskPage = (query: OrderListQuery) => orderDesk(db, admin!, { page: 1, pageSize: 25, ...query }, tz);
  line("order desk first page (median of 20)", `${(await timeIt(20, () => deskPage({}))).toFixed(2)} ms`);
  line(
    "order desk Pending, this month (median of 20)",
    `${(await timeIt(20, () => deskPage({ status: "Pending", from: monthAgo }))).toFixed(2)} ms`,
  );
  line(
    "order desk search by customer name (median of 20)",
    `${(await timeIt(20, () => deskPage({ q: "Customer 77" }))).toFixed(2)} ms`,
  );
  line(
    "order desk search by phone digits (median of 20)",
    `${(await timeIt(20, () => deskPage({ q: "98000007" }))).toFixed(2)} ms`,
  );
  const monthCsv = async () => ordersCsv(await filteredOrders(db, admin!, { from: monthAgo }, tz), tz);
  line("order desk CSV of one month (median of 5)", `${(await timeIt(5, monthCsv)).toFixed(0)} ms`);
  const plan = await db.execute(sql`explain select sum(total_paisa), count(*) from orders
    where not deleted and not canceled and status <> 'Rejected' and created_at >= now() - interval '1 day'`);
  const planText = JSON.stringify((plan as { rows?: unknown[] }).rows ?? plan);
  const index = /Index (?:Only )?Scan using (\w+)|Bitmap Index Scan on (\w+)/.exec(planText);
  line("daily figure's plan", index ? `index ${index[1] ?? index[2]}` : "SEQUENTIAL SCAN");
  const monthStart = new Date(Date.now() - 30 * 86_400_000);
  const returnsPlan = await db.execute(sql`explain select ${refundsPaisaSql(monthStart, new Date())}`);
  const returnsText = JSON.stringify((returnsPlan as { rows?: unknown[] }).rows ?? returnsPlan);
  const returnsIndex = /Index (?:Only )?Scan using (\w+)|Bitmap Index Scan on (\w+)/.exec(returnsText);
  line(
    "a month's returns' plan",
    returnsIndex ? `index ${returnsIndex[1] ?? returnsIndex[2]}` : "SEQUENTIAL SCAN",
  );

  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
