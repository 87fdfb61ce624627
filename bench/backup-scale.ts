/**
 * `npm run backup` and `npm run restore` at five years of data. Fills a new PostgreSQL database on
 * BENCH_DATABASE_URL's server with bench/scale-fill.ts (500,000 orders, about 1.06 M lines, 1.5 M
 * timeline rows, 1.3 M stock history rows, 50,000 users, 20,000 products; BENCH_SCALE=0.1 for a
 * tenth), backs it up with the owner's command, restores the file into another new database, and
 * compares every table's rows and the stock ledger. With BENCH_PGLITE=1 it does the same on the
 * embedded database at a fifth of the size (5,000 products... 100,000 orders) unless BENCH_SCALE
 * says otherwise.
 *
 * Reports the time and peak memory (the command's largest process, from /usr/bin/time) of each
 * command and the file's size. Budgets: backup ≤ 3 minutes, restore ≤ 10 minutes (PostgreSQL).
 * BENCH_KEEP=1 keeps the databases and the file (their names are printed).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { FIVE_YEARS, fillShop, LEDGER_MISMATCHES, type ScaleSizes } from "./scale-fill.ts";
import { ROOT } from "./server/shop.ts";

const serverUrl = process.env.BENCH_DATABASE_URL;
const KEEP = Boolean(process.env.BENCH_KEEP);

function scaled(factor: number): ScaleSizes {
  const n = (x: number) => Math.max(1, Math.round(x * factor));
  return {
    ...FIVE_YEARS,
    users: n(FIVE_YEARS.users),
    products: n(FIVE_YEARS.products),
    orders: n(FIVE_YEARS.orders),
    pictures: Math.min(FIVE_YEARS.pictures, n(FIVE_YEARS.products)),
    messages: n(FIVE_YEARS.messages),
  };
}

interface Run {
  code: number | null;
  seconds: number;
  peakMb: number;
  output: string;
}

/** Runs an npm script of the shop under /usr/bin/time: wall time and the largest process's peak RSS. */
function timed(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(
      "/usr/bin/time",
      ["-f", "peak-kb=%M", "npm", "run", "--silent", script, "--", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.on("exit", (code) => {
      const peak = Number(/peak-kb=(\d+)/.exec(output)?.[1] ?? 0);
      resolve({
        code,
        seconds: (performance.now() - started) / 1000,
        peakMb: peak / 1024,
        output: output.replace(/peak-kb=\d+\s*/, "").trim(),
      });
    });
  });
}

async function newDatabase(admin: pg.Client): Promise<string> {
  const name = `bench_backup_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' order by 1`;

async function tableCounts(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(TABLES_SQL)).rows as { name: string }[]) {
    counts[name] = Number((await query(`select count(*) as n from "${name}"`)).rows[0]?.n);
  }
  return counts;
}

function report(
  label: string,
  sizes: ScaleSizes,
  fillSeconds: number,
  backup: Run,
  restore: Run,
  bytes: number,
) {
  console.info(
    [
      `### ${label}: ${sizes.orders.toLocaleString("en")} orders, ${sizes.products.toLocaleString("en")} products, ${sizes.users.toLocaleString("en")} users (filled in ${fillSeconds.toFixed(0)} s)`,
      "",
      "| command | time | peak memory | exit |",
      "| --- | ---: | ---: | ---: |",
      `| npm run backup | ${backup.seconds.toFixed(1)} s | ${backup.peakMb.toFixed(0)} MB | ${backup.code} |`,
      `| npm run restore | ${restore.seconds.toFixed(1)} s | ${restore.peakMb.toFixed(0)} MB | ${restore.code} |`,
      "",
      `Backup file: ${(bytes / 1024 / 1024).toFixed(1)} MB. ${backup.output}`,
      restore.output,
      "",
    ].join("\n"),
  );
}

async function onPostgres(sizes: ScaleSizes) {
  if (!serverUrl)
    throw new Error("Set BENCH_DATABASE_URL=postgres://… (a server where databases can be created)");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-backup-"));
  const file = path.join(folder, "shop.tar.gz");
  const [source, target] = [await newDatabase(admin), await newDatabase(admin)];
  try {
    const migrated = await openDatabase(loadConfig({ DATABASE_URL: source, DATA_DIR: folder }));
    await migrated.close();
    const client = new pg.Client({ connectionString: source });
    await client.connect();
    const started = performance.now();
    await fillShop(
      (sql) => client.query(sql),
      sizes,
      (step, ms) => console.info(`  fill: ${step}… ${(ms / 1000).toFixed(1)} s`),
    );
    const fillSeconds = (performance.now() - started) / 1000;
    const ledger = (await client.query(LEDGER_MISMATCHES)).rows[0]?.n;
    if (ledger !== 0) throw new Error(`The fill broke the stock ledger: ${ledger} products disagree`);
    const before = await tableCounts((sql) => client.query(sql));
    await client.end();
    console.info(`  rows: ${JSON.stringify(before)}`);

    const backup = await timed("backup", [file], { DATABASE_URL: source });
    if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`);
    const restore = await timed("restore", [file], { DATABASE_URL: target });
    if (restore.code !== 0) throw new Error(`npm run restore failed:\n${restore.output}`);

    const check = new pg.Client({ connectionString: target });
    await check.connect();
    const after = await tableCounts((sql) => check.query(sql));
    const restoredLedger = (await check.query(LEDGER_MISMATCHES)).rows[0]?.n;
    await check.end();
    report("PostgreSQL", sizes, fillSeconds, backup, restore, (await stat(file)).size);
    for (const [table, n] of Object.entries(before)) {
      // Sessions and limit counters are never in a backup; expired rows are left out.
      if (["sessions", "rate_limit_counters", "__drizzle_migrations"].includes(table)) continue;
      if (after[table] !== n) console.info(`  ${table}: ${n} rows, ${after[table]} after the restore`);
    }
    console.info(`  stock ledger after the restore: ${restoredLedger} products disagree`);
    const budgets = backup.seconds <= 180 && restore.seconds <= 600;
    console.info(budgets ? "  budgets met (backup ≤ 3 min, restore ≤ 10 min)" : "  a budget was MISSED");
    if (!budgets) process.exitCode = 1;
  } finally {
    if (KEEP) {
      console.info(`  kept: ${source} ${target} ${file}`);
    } else {
      for (const url of [source, target]) {
        await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      }
      await rm(folder, { recursive: true, force: true });
    }
    await admin.end();
  }
}

async function onPglite(sizes: ScaleSizes) {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-backup-pglite-"));
  const [source, target, file] = ["source", "target", "shop.tar.gz"].map((f) => path.join(folder, f)) as [
    string,
    string,
    string,
  ];
  try {
    const database = await openDatabase(loadConfig({ DATA_DIR: source, DATABASE_URL: "" }));
    const started = performance.now();
    const exec = (sql: string) => database.db.execute(sql as never);
    await fillShop(exec, sizes, (step, ms) => console.info(`  fill: ${step}… ${(ms / 1000).toFixed(1)} s`));
    const fillSeconds = (performance.now() - started) / 1000;
    const query = async (sql: string) =>
      (await database.db.execute(sql as never)) as unknown as { rows: Record<string, unknown>[] };
    const ledger = (await query(LEDGER_MISMATCHES)).rows[0]?.n;
    if (ledger !== 0) throw new Error(`The fill broke the stock ledger: ${ledger} products disagree`);
    await database.close();
    const backup = await timed("backup", [file], { DATA_DIR: source, DATABASE_URL: "" });
    if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`);
    const restore = await timed("restore", [file], { DATA_DIR: target, DATABASE_URL: "" });
    if (restore.code !== 0) throw new Error(`npm run restore failed:\n${restore.output}`);
    report("PGlite", sizes, fillSeconds, backup, restore, (await stat(file)).size);
  } finally {
    if (KEEP) console.info(`  kept: ${folder}`);
    else await rm(folder, { recursive: true, force: true });
  }
}

const factor = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : undefined;
if (serverUrl) await onPostgres(scaled(factor ?? 1));
if (process.env.BENCH_PGLITE) await onPglite(scaled(factor ?? 0.2));
