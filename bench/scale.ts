/**
 * `npm run bench:scale`: the shop after five years of data, as its users meet it.
 *
 * Fills PostgreSQL with 20,000 products (a tenth deleted), 50,000 customers and 500,000 orders
 * with their lines, timeline, stock history and e-mails, and the embedded database with 5,000
 * products and 100,000 orders (apps/server/src/test/scale-data.ts, through SQL), starts the shop
 * on each (`npm start`, its own process) and measures every call of the budgets
 * (bench/scale/calls.ts): cold (right after a sale of a product the answer shows, so the answer
 * is no longer kept) and warm; the whole lists; the CSV export of every order; `npm run backup`
 * and `npm run restore`; start time and memory. Writes bench/scale-results.md and exits with 1
 * when a budget is missed.
 *
 * PostgreSQL: BENCH_DATABASE_URL=postgres://… names a server (a database is made there and dropped
 * after); without it, a throwaway server is started from Debian's binaries (as root, like CI).
 * BENCH_DATABASES (`PostgreSQL,PGlite`), BENCH_SCALE_PARTS (`calls,lists,csv,backup`),
 * BENCH_SCALE_COLD (samples per call, 5) and BENCH_SCALE_SIZE (`full`, or `small` for a quick
 * look at a tenth of the sizes) choose what runs; anything but a whole run writes no results file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { FIVE_YEARS, MIDDLE, type ScaleSize } from "../apps/server/src/test/scale-data.ts";
import { CALLS, type Call, SCALE_BUDGETS, WHOLE_LISTS, type Who } from "./scale/calls.ts";
import { CUSTOMER_PASSWORD, type Filled, fillDatabase, type Probes } from "./scale/data.ts";
import { median, send, timedGet } from "./scale/http.ts";
import { type Row, type ScaleRun, scaleMarkdown } from "./scale/report.ts";
import { throwawayPostgres } from "./server/postgres.ts";
import { freePort, memoryPeak, sleep, treeRssMb } from "./server/processes.ts";
import { ADMIN, ROOT, type Shop, startShop, stopShop } from "./server/shop.ts";

const COLD = Number(process.env.BENCH_SCALE_COLD ?? 5);
const WARM = 10;
const PARTS = new Set((process.env.BENCH_SCALE_PARTS ?? "calls,lists,csv,backup").split(","));
const DATABASES = new Set((process.env.BENCH_DATABASES ?? "PostgreSQL,PGlite").split(","));
const SMALL = process.env.BENCH_SCALE_SIZE === "small";
const PARTIAL = PARTS.size < 4 || DATABASES.size < 2 || SMALL;

type Kind = "PostgreSQL" | "PGlite";
const tenth = (s: ScaleSize): ScaleSize => ({
  products: s.products / 10,
  customers: s.customers / 10,
  orders: s.orders / 10,
  messages: s.messages / 10,
});
const SIZES: Record<Kind, ScaleSize> = SMALL
  ? { PostgreSQL: tenth(FIVE_YEARS), PGlite: tenth(MIDDLE) }
  : { PostgreSQL: FIVE_YEARS, PGlite: MIDDLE };

function say(text: string) {
  console.info(`  ${text}`);
}

interface Tokens {
  admin: string;
  busiest: string;
  /** The customer who makes the sales before each cold sample. */
  buyer: string;
}

const tokenOf = (tokens: Tokens, who: Who) =>
  who === "admin" ? tokens.admin : who === "busiest" ? tokens.busiest : undefined;

async function login(base: string, email: string, password: string): Promise<string> {
  return (await send<{ token: string }>(base, "POST", "/api/auth/login", { body: { email, password } }))
    .token;
}

async function signIn(base: string, probes: Probes): Promise<Tokens> {
  const admin = await login(base, ADMIN.email, ADMIN.password);
  const buyer = {
    fullName: "Scale Buyer",
    email: "scale-buyer@shop.test",
    phone: "9800000002",
    password: "scale-buyer-password",
  };
  await send(base, "POST", "/api/users/create", { body: buyer });
  return {
    admin,
    buyer: await login(base, buyer.email, buyer.password),
    busiest: await login(base, probes.busiest.email, CUSTOMER_PASSWORD),
  };
}

/** The products an answer shows (a list, a page, or one product), with their stock. */
function shownProducts(body: Buffer): { id: number; quantity: number }[] {
  try {
    const data = (JSON.parse(body.toString("utf8")) as { data?: unknown }).data;
    const list = Array.isArray(data)
      ? data
      : data && typeof data === "object" && "items" in data
        ? (data as { items: unknown[] }).items
        : data
          ? [data]
          : [];
    return (list as { id?: unknown; quantity?: unknown }[]).flatMap((p) =>
      typeof p.id === "number" && typeof p.quantity === "number" ? [{ id: p.id, quantity: p.quantity }] : [],
    );
  } catch {
    return [];
  }
}

/** One piece of a product, bought at the counter of the web shop; restocked first when none is left. */
async function sell(base: string, tokens: Tokens, productId: number, token = tokens.buyer): Promise<void> {
  const order = {
    orderForm: { deliveryType: "store", phoneNumber: "9800000002" },
    products: [{ id: productId, orderedQuantity: 1 }],
  };
  try {
    await send(base, "POST", "/api/orders/create", { token, body: order });
  } catch {
    await send(base, "PATCH", `/api/products/add-quantity/${productId}?quantity=100&remarks=bench`, {
      token: tokens.admin,
    });
    await send(base, "POST", "/api/orders/create", { token, body: order });
  }
}

/** Asks every address at once and answers when the last one is in (a screen of several calls). */
async function timedScreen(base: string, paths: string[], token: string | undefined) {
  const started = performance.now();
  const answers = await Promise.all(paths.map((p) => timedGet(`${base}${p}`, { token })));
  return { ms: performance.now() - started, answers };
}

async function measureCall(
  shop: Shop,
  tokens: Tokens,
  probes: Probes,
  call: Call,
  limits: Limits,
): Promise<Row> {
  const base = shop.base;
  const paths = call.paths(probes, new Date());
  const token = tokenOf(tokens, call.who);
  // The answer as sent before compression: its size, and the products it shows.
  const plain = await Promise.all(paths.map((p) => timedGet(`${base}${p}`, { token, identity: true })));
  const statuses = [...new Set(plain.map((a) => a.status))];
  const bytes = plain.reduce((sum, a) => sum + a.bytes, 0);
  const shown = shownProducts(plain[0]!.body);
  const cold: number[] = [];
  for (let i = 0; i < COLD; i++) {
    if (call.sale === "own") await sell(base, tokens, probes.bestSeller, tokens.busiest);
    else if (call.sale === "shown" && shown.length > 0) {
      const inStock = shown.find((p) => p.quantity > 0) ?? shown[0]!;
      await sell(base, tokens, inStock.id);
    } else await sell(base, tokens, probes.bestSeller);
    cold.push((await timedScreen(base, paths, token)).ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM; i++) warm.push((await timedScreen(base, paths, token)).ms);
  const shopper = call.group === "shoppers";
  const coldLimit = shopper
    ? SCALE_BUDGETS.shopperColdMs * limits.factor
    : SCALE_BUDGETS.ownerMs * limits.factor;
  const checks = [
    { budget: "answers 200", ok: statuses.length === 1 && statuses[0] === 200 },
    { budget: `cold ≤ ${coldLimit} ms`, ok: median(cold) <= coldLimit },
  ];
  if (shopper && !call.paths(probes, new Date())[0]!.startsWith("/singleProduct")) {
    const warmLimit = SCALE_BUDGETS.shopperWarmMs * limits.factor;
    checks.push({ budget: `warm ≤ ${warmLimit} ms`, ok: median(warm) <= warmLimit });
    checks.push({
      budget: `≤ ${SCALE_BUDGETS.shopperBytes / 1024} KB`,
      ok: bytes <= SCALE_BUDGETS.shopperBytes,
    });
  }
  return {
    group: call.group === "shoppers" ? "Shoppers" : "The owner",
    name: call.name,
    detail: paths.length === 1 ? `GET ${paths[0]}` : `${paths.length} calls at once`,
    cold,
    warm,
    bytes,
    status: statuses.join(", "),
    checks,
  };
}

async function measureWholeList(
  shop: Shop,
  tokens: Tokens,
  probes: Probes,
  list: (typeof WHOLE_LISTS)[number],
): Promise<Row> {
  const pathname = list.path(probes);
  const answer = await timedGet(`${shop.base}${pathname}`, {
    token: tokenOf(tokens, list.who),
    identity: true,
    timeoutMs: 120_000,
  });
  let items = Number.NaN;
  let message = "";
  try {
    const body = JSON.parse(answer.body.toString("utf8")) as { data?: unknown; message?: string };
    if (Array.isArray(body.data)) items = body.data.length;
    message = body.message ?? "";
  } catch {
    // not JSON: a failure, reported by its status
  }
  const capped = items <= SCALE_BUDGETS.wholeListItems;
  return {
    group: "Whole lists",
    name: list.name,
    detail: `GET ${pathname}${message ? `; message: "${message}"` : ""}`,
    cold: [answer.ms],
    warm: [],
    bytes: answer.bytes,
    status: String(answer.status),
    note: Number.isNaN(items) ? "no list" : `${items.toLocaleString("en")} items`,
    checks: [
      { budget: "answers 200", ok: answer.status === 200 },
      { budget: `≤ ${SCALE_BUDGETS.wholeListItems.toLocaleString("en")} items`, ok: capped },
      {
        budget: "says how to page when cut",
        ok: items < SCALE_BUDGETS.wholeListItems || /page/i.test(message),
      },
    ],
  };
}

/**
 * The CSV of every order: time to its first bytes and to the end, the server's memory above what
 * it held before, and whether the file is whole: one row per order the desk counts, each number
 * once, the first the desk's newest and the last its oldest.
 */
async function measureCsv(shop: Shop, tokens: Tokens, limits: Limits): Promise<Row> {
  const desk = (query: string) =>
    send<{ items: { id: number }[]; total: number }>(shop.base, "GET", `/api/orders/get-all?${query}`, {
      token: tokens.admin,
    });
  const first = await desk("page=1&pageSize=1");
  // The oldest order is the last of the last page of 100 (a page number is at most 100,000, so
  // pages of one would not reach it at 500,000 orders).
  const lastPage = await desk(`page=${Math.max(1, Math.ceil(first.total / 100))}&pageSize=100`).catch(() => ({
    items: [] as { id: number }[],
  }));
  const before = treeRssMb(shop.serverPid);
  const peak = memoryPeak(shop.serverPid);
  const answer = await timedGet(`${shop.base}/api/orders/export-csv`, {
    token: tokens.admin,
    identity: true,
    timeoutMs: 300_000,
  });
  const aboveMb = peak.stop() - before;
  const lines = answer.body
    .toString("utf8")
    .replace(/^\ufeff/, "")
    .split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  const numbers = lines.slice(1).map((line) => Number(/^#(\d+),/.exec(line)?.[1]));
  const once = numbers.every((n) => Number.isInteger(n)) && new Set(numbers).size === numbers.length;
  const whole =
    answer.status === 200 &&
    numbers.length === first.total &&
    once &&
    numbers[0] === first.items[0]?.id &&
    numbers.at(-1) === lastPage.items.at(-1)?.id;
  return {
    group: "CSV export",
    name: "every order as CSV",
    detail: `GET /api/orders/export-csv: ${answer.bytes.toLocaleString("en")} bytes, ${numbers.length.toLocaleString("en")} rows (the desk counts ${first.total.toLocaleString("en")}), done in ${(answer.ms / 1000).toFixed(1)} s; server memory ${Math.round(aboveMb)} MB above the ${Math.round(before)} MB before`,
    cold: [answer.firstByteMs],
    warm: [],
    bytes: answer.bytes,
    status: String(answer.status),
    note: `first bytes ${Math.round(answer.firstByteMs)} ms`,
    checks: [
      {
        budget: `first bytes ≤ ${SCALE_BUDGETS.csvFirstByteMs * limits.factor} ms`,
        ok: answer.firstByteMs <= SCALE_BUDGETS.csvFirstByteMs * limits.factor,
      },
      { budget: `memory ≤ ${SCALE_BUDGETS.csvMemoryMb} MB above`, ok: aboveMb <= SCALE_BUDGETS.csvMemoryMb },
      { budget: "whole file correct", ok: whole },
    ],
  };
}

/** Runs an npm script with the shop's settings; killed after `limitS` seconds. */
async function timedCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  limitS: number,
): Promise<{ seconds: number; code: number | null; killed: boolean; peakMb: number; output: string }> {
  const started = performance.now();
  const child: ChildProcess = spawn("npm", ["run", "--silent", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  child.stderr?.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const peak = memoryPeak(child.pid!);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
  }, limitS * 1000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { seconds: (performance.now() - started) / 1000, code, killed, peakMb: peak.stop(), output };
}

async function measureBackup(
  kind: Kind,
  shopEnv: NodeJS.ProcessEnv,
  restoreInto: () => Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> }>,
  shop: Shop,
): Promise<Row[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-scale-backup-"));
  const file = path.join(dir, "shop.tar.gz");
  const rows: Row[] = [];
  try {
    const limit = SCALE_BUDGETS.backupSeconds + 60;
    say(`backup (given up after ${limit} s)`);
    const backup = await timedCommand(["backup", "--", file], shopEnv, limit);
    const made = backup.code === 0 && !backup.killed;
    rows.push({
      group: "Backup",
      name: "npm run backup",
      detail: made
        ? `the whole shop while it runs; the command's memory at peak ${Math.round(backup.peakMb)} MB`
        : backup.killed
          ? `not finished: stopped after ${limit} s`
          : `failed: ${lastWords(backup.output)}`,
      cold: [backup.seconds * 1000],
      warm: [],
      bytes: 0,
      status: made ? "done" : "not done",
      checks: [
        { budget: "finishes", ok: made },
        {
          budget: `≤ ${SCALE_BUDGETS.backupSeconds} s`,
          ok: made && backup.seconds <= SCALE_BUDGETS.backupSeconds,
        },
      ],
    });
    await stopShop(shop);
    if (!made) return rows;
    const target = await restoreInto();
    try {
      const restoreLimit = SCALE_BUDGETS.restoreSeconds + 60;
      say(
        `restore into an empty ${kind === "PGlite" ? "data folder" : "database"} (given up after ${restoreLimit} s)`,
      );
      const restore = await timedCommand(["restore", "--", file], target.env, restoreLimit);
      const done = restore.code === 0 && !restore.killed;
      rows.push({
        group: "Backup",
        name: "npm run restore",
        detail: done
          ? `into an empty ${kind === "PGlite" ? "data folder" : "database"}; the command's memory at peak ${Math.round(restore.peakMb)} MB`
          : restore.killed
            ? `not finished: stopped after ${restoreLimit} s`
            : `failed: ${lastWords(restore.output)}`,
        cold: [restore.seconds * 1000],
        warm: [],
        bytes: 0,
        status: done ? "done" : "not done",
        checks: [
          { budget: "finishes", ok: done },
          {
            budget: `≤ ${SCALE_BUDGETS.restoreSeconds} s`,
            ok: done && restore.seconds <= SCALE_BUDGETS.restoreSeconds,
          },
        ],
      });
    } finally {
      await target.drop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The end of a command's output, on one line. */
const lastWords = (output: string) => output.trim().replace(/\s+/g, " ").slice(-300);

interface Limits {
  /** Budgets are multiplied by this (the embedded database gets twice PostgreSQL's). */
  factor: number;
}

async function benchDatabase(kind: Kind, serverUrl?: string): Promise<ScaleRun> {
  const size = SIZES[kind];
  const run: ScaleRun = { database: kind, size, rows: [] };
  const limits: Limits = { factor: kind === "PGlite" ? 2 : 1 };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-scale-"));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const made: string[] = [];
  let shop: Shop | undefined;
  console.info(
    `\n${kind}: ${size.products.toLocaleString("en")} products, ${size.orders.toLocaleString("en")} orders`,
  );
  try {
    if (kind === "PostgreSQL") {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const name = `shop_scale_${process.pid}`;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      made.push(name);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const options = { port: await freePort(), dataDir, databaseUrl };
    say("first start (migrations, demo catalog)");
    await stopShop(await startShop(options));
    say("filling");
    const filled: Filled = await fillDatabase(databaseUrl ? { url: databaseUrl } : { dataDir }, size);
    run.filled = filled;
    say(
      `filled in ${Math.round(filled.summary.ms / 1000)} s, vacuum and analyze ${Math.round(filled.vacuumMs / 1000)} s`,
    );

    // The first start after the fill reads what the fill wrote for the first time; the budget is
    // about a start as the owner meets it every day, on a folder the shop has opened before.
    const firstStart = await startShop(options);
    await stopShop(firstStart);
    shop = await startShop(options);
    run.startMs = shop.startMs;
    say(`started in ${Math.round(firstStart.startMs)} ms, then ${Math.round(shop.startMs)} ms`);
    if (kind === "PGlite")
      run.rows.push({
        group: "Start",
        name: "start on this data folder",
        detail: `\`npm start\` to the first 200 from /api/health (the first start after the fill: ${Math.round(firstStart.startMs)} ms)`,
        cold: [shop.startMs],
        warm: [],
        bytes: 0,
        status: "200",
        checks: [
          { budget: `≤ ${SCALE_BUDGETS.pgliteStartMs} ms`, ok: shop.startMs <= SCALE_BUDGETS.pgliteStartMs },
        ],
      });
    await sleep(2000);
    const idle = treeRssMb(shop.serverPid);
    const peak = memoryPeak(shop.serverPid);
    const tokens = await signIn(shop.base, filled.probes);

    if (PARTS.has("calls")) {
      for (const call of CALLS) {
        const row = await measureCall(shop, tokens, filled.probes, call, limits);
        run.rows.push(row);
        say(
          `${call.name}: cold ${Math.round(median(row.cold))} ms, warm ${median(row.warm).toFixed(1)} ms, ${row.bytes.toLocaleString("en")} bytes (peak so far ${peak.soFar()} MB)`,
        );
      }
    }
    if (PARTS.has("lists")) {
      for (const list of WHOLE_LISTS) {
        const row = await measureWholeList(shop, tokens, filled.probes, list);
        run.rows.push(row);
        say(
          `${list.name}: ${row.status}, ${row.note}, ${Math.round(row.cold[0]!)} ms (peak so far ${peak.soFar()} MB)`,
        );
      }
    }
    if (PARTS.has("csv")) {
      const row = await measureCsv(shop, tokens, limits);
      run.rows.push(row);
      say(`CSV: ${row.detail}`);
    }
    const shopEnv: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" };
    if (PARTS.has("backup")) {
      const restoreInto = async () => {
        if (kind === "PostgreSQL") {
          const name = `shop_scale_restore_${process.pid}`;
          await admin!.query(`drop database if exists ${name} with (force)`);
          await admin!.query(`create database ${name}`);
          const url = new URL(serverUrl!);
          url.pathname = `/${name}`;
          return {
            env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
            drop: () => admin!.query(`drop database if exists ${name} with (force)`).then(() => {}),
          };
        }
        const folder = await mkdtemp(path.join(os.tmpdir(), "shop-scale-restore-"));
        return {
          env: { DATA_DIR: folder, DATABASE_URL: "" },
          drop: () => rm(folder, { recursive: true, force: true }),
        };
      };
      // The backup runs beside the shop; the restore after it has stopped.
      const peakMb = peak.stop();
      run.rows.push(peakRow(kind, idle, peakMb));
      run.rows.push(...(await measureBackup(kind, shopEnv, restoreInto, shop)));
      shop = undefined;
    } else {
      run.rows.push(peakRow(kind, idle, peak.stop()));
    }
  } catch (error) {
    run.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(run.error);
    if (shop) console.error(`The shop's log, last lines:\n${shop.started.output().slice(-3000)}`);
  } finally {
    if (shop) await stopShop(shop);
    if (admin) {
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  return run;
}

function peakRow(kind: Kind, idle: number, peakMb: number): Row {
  const limit = SCALE_BUDGETS.peakMb[kind];
  return {
    group: "Memory",
    name: "server at peak",
    detail: `resident size through every call above, sampled every 200 ms; ${Math.round(idle)} MB idle after the start`,
    cold: [],
    warm: [],
    bytes: 0,
    status: "",
    note: `${Math.round(peakMb)} MB`,
    checks: [{ budget: `≤ ${limit} MB`, ok: peakMb <= limit }],
  };
}

async function main() {
  const loadBefore = os.loadavg();
  const runs: ScaleRun[] = [];
  if (DATABASES.has("PostgreSQL")) {
    const given = process.env.BENCH_DATABASE_URL;
    const server = given ? undefined : await throwawayPostgres();
    try {
      runs.push(await benchDatabase("PostgreSQL", given ?? server!.url));
    } finally {
      await server?.stop();
    }
  }
  if (DATABASES.has("PGlite")) runs.push(await benchDatabase("PGlite"));
  const text = scaleMarkdown(runs, { cold: COLD, warm: WARM, loadBefore });
  if (PARTIAL) {
    console.info(
      `\n${text}\nA partial run (BENCH_SCALE_PARTS, BENCH_DATABASES, BENCH_SCALE_SIZE): bench/scale-results.md left as it was.`,
    );
  } else {
    const file = path.join(import.meta.dirname, "scale-results.md");
    writeFileSync(file, text);
    console.info(`\nWrote ${path.relative(process.cwd(), file)}.`);
  }
  const missed = runs.flatMap((run) => [
    ...(run.error ? [`${run.database}: the run failed`] : []),
    ...run.rows.flatMap((row) =>
      row.checks.filter((c) => !c.ok).map((c) => `${run.database}, ${row.name}: ${c.budget}`),
    ),
  ]);
  if (missed.length > 0) {
    console.info(`Missed budgets:\n${missed.map((m) => `  ${m}`).join("\n")}`);
    process.exit(1);
  }
  console.info("Every budget held.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
