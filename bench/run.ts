/**
 * `npm run bench` (first part): the shop's server measured from outside, as its users meet it.
 *
 * The shop runs in its own process (`npm start`, the compiled server); wrk sends the load from
 * another. Every load case alternates with a bare node:http server sending the very bytes the
 * shop sent, so each figure stands beside this machine's limit measured in the same minute.
 * Runs on PGlite, then on PostgreSQL when BENCH_DATABASE_URL names a server (a database is
 * created there for the run and dropped after). WORKERS, when set, is passed to the PostgreSQL run.
 * Writes bench/results.md and exits with 1 when a budget (bench/server/budgets.ts) is missed.
 *
 * BENCH_SECONDS (5) and BENCH_ROUNDS (2) set the length of each load; BENCH_LOG_LEVEL the shop's log.
 * For looking into one part: BENCH_PARTS (`reads,health,checkout,counter`, all by default) and
 * BENCH_DATABASES (`PGlite,PostgreSQL`) run only those; such a partial run writes no results file.
 */
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startBaseline } from "./server/baseline.ts";
import { atLeast, atMost, BUDGETS, type Check, type DatabaseKind } from "./server/budgets.ts";
import { checkoutBody, prepareCheckout, stockMismatches } from "./server/checkout.ts";
import { alternate } from "./server/compare.ts";
import { counterSales, p99 } from "./server/counter.ts";
import { withPostgresDatabase } from "./server/postgres.ts";
import { freePort, memoryPeak, sleep, treeRssMb } from "./server/processes.ts";
import { type DatabaseRun, type Measure, markdown, missedBudgets, share } from "./server/report.ts";
import { type RawAnswer, rawRequest, type Shop, startShop, stopShop } from "./server/shop.ts";
import { BROWSER_HEADERS, checkWrk, postScript, runWrk, uncachedSearchScript } from "./server/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const STARTS = 3;
const PARTS = new Set((process.env.BENCH_PARTS ?? "reads,health,checkout,counter").split(","));
const DATABASES = new Set((process.env.BENCH_DATABASES ?? "PGlite,PostgreSQL").split(","));
const PARTIAL = PARTS.size < 4 || DATABASES.size < 2;

interface ReadCase {
  name: string;
  path: string;
  kind: "api" | "static";
}

const noFailures = (failed: number): Check => ({ budget: "no failed answers", ok: failed === 0 });

function say(text: string) {
  console.info(`  ${text}`);
}

function readChecks(kind: ReadCase["kind"], m: Measure): Check[] {
  const s = share(m) ?? 0;
  const checks = [noFailures(m.shop?.failed ?? 0)];
  if (kind === "api") {
    checks.push(atLeast(Math.round(s * 100), BUDGETS.apiShare * 100, "share %"));
    checks.push(atMost(m.shop?.p99 ?? Number.POSITIVE_INFINITY, BUDGETS.apiP99Ms, "p99 ms"));
  } else {
    checks.push(atLeast(Math.round(s * 100), BUDGETS.staticShare * 100, "share %"));
  }
  return checks;
}

/**
 * The largest hashed script index.html names (in a script tag or in its start script's list of
 * files): the largest file a first visit downloads.
 */
async function hashedAsset(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const named = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
  if (named.length === 0) throw new Error("index.html names no hashed script: is the web app built?");
  const sizes = await Promise.all(
    named.map(async (file) => (await (await fetch(`${base}${file}`)).arrayBuffer()).byteLength),
  );
  return named[sizes.indexOf(Math.max(...sizes))]!;
}

async function startMeasured(options: Parameters<typeof startShop>[0], measures: Measure[]): Promise<Shop> {
  // The first start on a new data folder migrates and seeds: not what the budget is about.
  say("first start (migrations, demo catalog)");
  await stopShop(await startShop(options));
  const times: number[] = [];
  let shop: Shop | undefined;
  for (let i = 0; i < STARTS; i++) {
    if (shop) await stopShop(shop);
    shop = await startShop(options);
    times.push(shop.startMs);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  measures.push({
    name: "start on an existing data folder",
    detail: `\`npm start\` to the first 200 from /api/health, median of ${STARTS}`,
    value: `${Math.round(median)} ms (${times.map((t) => Math.round(t)).join(", ")})`,
    checks: [atMost(Math.round(median), BUDGETS.startMs, "ms")],
  });
  say(`start: ${times.map((t) => Math.round(t)).join(", ")} ms`);
  return shop!;
}

async function benchDatabase(database: DatabaseKind, databaseUrl?: string): Promise<DatabaseRun> {
  const workers = database === "PostgreSQL" ? (process.env.WORKERS ?? "1") : "1";
  const run: DatabaseRun = { database, workers, measures: [] };
  const { measures } = run;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-"));
  const options = {
    port: await freePort(),
    dataDir,
    databaseUrl,
    workers: workers === "1" ? undefined : workers,
  };
  console.info(`\n${database}${workers === "1" ? "" : `, WORKERS=${workers}`}`);
  let shop: Shop | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    shop = await startMeasured(options, measures);
    await sleep(3000);
    const idle = treeRssMb(shop.serverPid);
    const peak = memoryPeak(shop.serverPid);

    const reads: ReadCase[] = [
      { name: "catalog list", path: "/api/products/get-all", kind: "api" },
      {
        name: "catalog page, filtered and searched",
        path: "/api/products/get-all?category=Networking%20items&q=switch&sort=price-asc&page=1&pageSize=12",
        kind: "api",
      },
      { name: "a product", path: "/api/products/get/3", kind: "api" },
      { name: "popular products", path: "/api/orders/getPopular-products", kind: "api" },
      { name: "index.html", path: "/", kind: "static" },
      { name: "hashed asset", path: await hashedAsset(shop.base), kind: "static" },
    ];
    const answers = new Map<string, RawAnswer>();
    for (const read of reads) {
      const answer = await rawRequest(`${shop.base}${read.path}`, { headers: BROWSER_HEADERS });
      if (answer.status !== 200) throw new Error(`GET ${read.path} answered ${answer.status}`);
      answers.set(`GET ${read.path}`, answer);
    }
    const { adminToken, customerToken } = await prepareCheckout(shop.base);
    const checkoutHeaders = { Authorization: `Bearer ${customerToken}` };
    const order = await rawRequest(`${shop.base}/api/orders/create`, {
      method: "POST",
      headers: { ...BROWSER_HEADERS, ...checkoutHeaders, "Content-Type": "application/json" },
      body: JSON.stringify(checkoutBody),
    });
    if (order.status !== 200) throw new Error(`checkout answered ${order.status}: ${order.body}`);
    answers.set("POST /api/orders/create", order);
    baseline = await startBaseline(answers);

    const rounds = { seconds: SECONDS, rounds: ROUNDS };
    for (const read of PARTS.has("reads") ? reads : []) {
      const result = await alternate(
        { url: `${shop.base}${read.path}`, connections: CONNECTIONS },
        { url: `${baseline.base}${read.path}`, connections: CONNECTIONS },
        rounds,
      );
      const size = answers.get(`GET ${read.path}`)!;
      const encoding = size.headers["content-encoding"] ?? "identity";
      const m: Measure = {
        name: read.name,
        detail: `GET ${read.path.length > 40 ? `${read.path.slice(0, 40)}…` : read.path}, ${CONNECTIONS} connections, ${size.body.length.toLocaleString("en")} bytes ${encoding}`,
        ...result,
        checks: [],
      };
      m.checks = readChecks(read.kind, m);
      measures.push(m);
      say(
        `${read.name}: ${Math.round(result.shop.perSecond)}/s vs ${Math.round(result.baseline!.perSecond)}/s (peak so far ${peak.soFar()} MB)`,
      );
    }

    // The cost of metrics on a cached read: the catalog list again, from a shop started with
    // METRICS=false (no onResponse hook), beside the same baseline; the shop is then started as
    // it was for the cases below.
    if (PARTS.has("reads")) {
      const read = reads[0]!;
      await stopShop(shop);
      shop = await startShop({ ...options, env: { METRICS: "false" } });
      await rawRequest(`${shop.base}${read.path}`, { headers: BROWSER_HEADERS });
      await rawRequest(`${shop.base}${read.path}`, { headers: BROWSER_HEADERS });
      const off = await alternate(
        { url: `${shop.base}${read.path}`, connections: CONNECTIONS },
        { url: `${baseline.base}${read.path}`, connections: CONNECTIONS },
        rounds,
      );
      const on = measures.find((m) => m.name === read.name);
      const withMetrics = on ? share(on) : null;
      const without = share({ ...off, name: "", detail: "", checks: [] });
      const m: Measure = {
        name: `${read.name}, METRICS=false`,
        detail: `the cost of metrics on a cached read: share ${withMetrics === null ? "?" : Math.round(withMetrics * 100)} % with metrics, ${without === null ? "?" : Math.round(without * 100)} % without`,
        ...off,
        checks: [noFailures(off.shop.failed)],
      };
      measures.push(m);
      say(`${m.name}: ${Math.round(off.shop.perSecond)}/s vs ${Math.round(off.baseline!.perSecond)}/s`);
      await stopShop(shop);
      shop = await startShop(options);
    }

    // /api/health, one request at a time, while 100 connections search the catalog.
    const loadSeconds = SECONDS * ROUNDS;
    if (PARTS.has("health")) {
      const [searches, health] = await Promise.all([
        runWrk({
          url: shop.base,
          connections: 100,
          seconds: loadSeconds,
          script: uncachedSearchScript(2),
        }),
        sleep(500).then(() =>
          runWrk({
            url: `${shop!.base}/api/health`,
            connections: 1,
            threads: 1,
            seconds: Math.max(1, loadSeconds - 1),
          }),
        ),
      ]);
      measures.push({
        name: "/api/health under search load",
        detail: `1 connection, while 100 connections send catalog searches never asked before (${Math.round(searches.perSecond)}/s, p99 ${searches.p99.toFixed(1)} ms, ${searches.failed} failed)`,
        shop: health,
        checks: [
          noFailures(health.failed + searches.failed),
          atMost(health.p99, BUDGETS.healthP99Ms, "p99 ms"),
        ],
      });
      say(`health under load: p99 ${health.p99.toFixed(1)} ms (peak so far ${peak.soFar()} MB)`);
    }

    if (PARTS.has("checkout")) {
      const checkout = await alternate(
        {
          url: `${shop.base}/api/orders/create`,
          connections: CONNECTIONS,
          script: postScript(checkoutBody, checkoutHeaders),
        },
        {
          url: `${baseline.base}/api/orders/create`,
          connections: CONNECTIONS,
          script: postScript(checkoutBody, checkoutHeaders),
        },
        rounds,
      );
      const consistency = await stockMismatches(shop.base, adminToken);
      measures.push({
        name: "checkout",
        detail: `POST /api/orders/create, one piece, ${CONNECTIONS} connections; orders per second`,
        ...checkout,
        checks: [
          noFailures(checkout.shop.failed),
          atLeast(Math.round(checkout.shop.perSecond), BUDGETS.checkoutPerSecond[database], "orders/s"),
        ],
      });
      measures.push({
        name: "stock and history after checkout",
        detail: "each product's stock equals the sum of its stock history",
        value:
          consistency.mismatches.length === 0
            ? `all ${consistency.products} products agree`
            : consistency.mismatches
                .map((p) => `product ${p.id}: stock ${p.quantity}, history ${p.history}`)
                .join("; "),
        checks: [{ budget: "consistent", ok: consistency.mismatches.length === 0 }],
      });
      say(`checkout: ${Math.round(checkout.shop.perSecond)} orders/s (peak so far ${peak.soFar()} MB)`);
    }

    if (PARTS.has("counter")) {
      const counter = await counterSales(shop.base, adminToken, SECONDS * ROUNDS);
      const search = p99(counter.search);
      const complete = p99(counter.complete);
      measures.push({
        name: "counter sale",
        detail: `one owner: 3 searches then POST /api/counter/create with 3 lines, ${counter.sales} sales; p99 of each call`,
        value: `search p99 ${search.toFixed(1)} ms, complete p99 ${complete.toFixed(1)} ms`,
        checks: [
          atMost(Number(search.toFixed(1)), BUDGETS.counterP99Ms, "search p99 ms"),
          atMost(Number(complete.toFixed(1)), BUDGETS.counterP99Ms, "complete p99 ms"),
        ],
      });
      say(
        `counter: ${counter.sales} sales, search p99 ${search.toFixed(1)} ms, complete p99 ${complete.toFixed(1)} ms`,
      );
    }

    const peakMb = peak.stop();
    measures.push({
      name: "memory idle",
      detail: "3 s after a start on the existing data folder",
      value: `${Math.round(idle)} MB`,
      checks: [atMost(Math.round(idle), BUDGETS.idleMb[database], "MB")],
    });
    measures.push({
      name: "memory at peak",
      detail: "highest through every case above",
      value: `${Math.round(peakMb)} MB`,
      checks: [atMost(Math.round(peakMb), BUDGETS.peakMb[database], "MB")],
    });
  } catch (error) {
    run.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(run.error);
  } finally {
    if (baseline) await baseline.stop();
    if (shop) await stopShop(shop);
    await rm(dataDir, { recursive: true, force: true });
  }
  return run;
}

async function main() {
  checkWrk();
  const loadBefore = os.loadavg();
  const runs: DatabaseRun[] = DATABASES.has("PGlite") ? [await benchDatabase("PGlite")] : [];
  const postgres = process.env.BENCH_DATABASE_URL;
  if (!DATABASES.has("PostgreSQL")) console.info("\nPostgreSQL left out (BENCH_DATABASES).");
  else if (postgres)
    runs.push(await withPostgresDatabase(postgres, (url) => benchDatabase("PostgreSQL", url)));
  else console.info("\nPostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too.");

  if (PARTIAL) {
    console.info(`\nA partial run (BENCH_PARTS, BENCH_DATABASES): bench/results.md left as it was.`);
    return;
  }
  const file = path.join(import.meta.dirname, "results.md");
  writeFileSync(file, markdown(runs, { seconds: SECONDS, rounds: ROUNDS, loadBefore }));
  const missed = missedBudgets(runs);
  console.info(`\nWrote ${path.relative(process.cwd(), file)}.`);
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
