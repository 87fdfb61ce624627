/**
 * The checkout case of `npm run bench:server` alone, for iterating on checkout speed: starts the
 * compiled shop (`npm start`, run `npm run build` first) on PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL is set (a database of its own, dropped after), sends one-piece orders from
 * 50 connections with wrk for BENCH_SECONDS (5) × BENCH_ROUNDS (2) after a 1 s warm-up, then
 * checks that stock and history agree. Prints the figures; writes no results file and checks no
 * budget (the full bench does). BENCH_SEARCHES_FIRST=<seconds> first sends catalog searches never
 * asked before from 100 connections, as the full bench's case before checkout does.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { checkoutBody, prepareCheckout, stockMismatches } from "./server/checkout.ts";
import { freePort, memoryPeak, sleep, tree, treeRssMb } from "./server/processes.ts";
import { startShop, stopShop } from "./server/shop.ts";
import { checkWrk, postScript, runWrk, uncachedSearchScript } from "./server/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SEARCHES_FIRST = Number(process.env.BENCH_SEARCHES_FIRST ?? 0);

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The server processes of the shop's PostgreSQL database (its pool and its listener). */
async function backendPids(databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  await client.end();
  return rows.map((r) => r.pid);
}

/** The mails the load left unsent, and how long the shop then takes to send them all. */
async function outboxDrain(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const unsent = async () =>
    Number(
      (await client.query<{ n: string }>("select count(*) as n from mail_outbox where sent_at is null"))
        .rows[0]!.n,
    );
  const [total, left] = [
    Number((await client.query<{ n: string }>("select count(*) as n from mail_outbox")).rows[0]!.n),
    await unsent(),
  ];
  const start = performance.now();
  while ((await unsent()) > 0 && performance.now() - start < 120_000) await sleep(250);
  const after = await unsent();
  await client.end();
  return `mails: ${total} queued, ${left} unsent when the load stopped, ${after === 0 ? `all sent ${((performance.now() - start) / 1000).toFixed(1)} s later` : `${after} still unsent after 120 s`}`;
}

async function run(databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-checkout-"));
  const options = { port: await freePort(), dataDir, databaseUrl, workers: process.env.WORKERS };
  await stopShop(await startShop(options)); // first start: migrations and the demo catalog
  const shop = await startShop(options);
  try {
    const { adminToken, customerToken } = await prepareCheckout(shop.base);
    if (SEARCHES_FIRST > 0) {
      const searches = await runWrk({
        url: shop.base,
        connections: 100,
        seconds: SEARCHES_FIRST,
        script: uncachedSearchScript(2),
      });
      console.info(`searches first: ${Math.round(searches.perSecond)}/s, ${searches.failed} failed`);
    }
    const load = {
      url: `${shop.base}/api/orders/create`,
      connections: 50,
      script: postScript(checkoutBody, { Authorization: `Bearer ${customerToken}` }),
    };
    await runWrk({ ...load, seconds: 1 });
    const backends = await backendPids(databaseUrl);
    const shopPids = tree(shop.serverPid);
    const peak = memoryPeak(shop.serverPid);
    for (let round = 0; round < ROUNDS; round++) {
      const node0 = shopPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const pg0 = backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const r = await runWrk({ ...load, seconds: SECONDS });
      const nodeMs = ((shopPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - node0) * 1000) / r.requests;
      const pgMs = ((backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - pg0) * 1000) / r.requests;
      console.info(
        `round ${round + 1}: ${Math.round(r.perSecond)} orders/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.failed} failed, load ${os.loadavg()[0]!.toFixed(1)}; CPU per order: shop ${nodeMs.toFixed(2)} ms${databaseUrl ? `, PostgreSQL ${pgMs.toFixed(2)} ms (${backends.length} backends)` : ""}; memory ${Math.round(treeRssMb(shop.serverPid))} MB, peak ${peak.soFar()} MB`,
      );
    }
    peak.stop();
    if (databaseUrl) console.info(await outboxDrain(databaseUrl));
    const { products, mismatches } = await stockMismatches(shop.base, adminToken);
    console.info(mismatches.length === 0 ? `all ${products} products agree` : JSON.stringify(mismatches));
  } catch (error) {
    const log = await readFile(path.join(dataDir, "shop.log"), "utf8").catch(() => "");
    console.error(log.split("\n").slice(-40).join("\n"));
    throw error;
  } finally {
    await stopShop(shop);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  checkWrk();
  const server = process.env.BENCH_DATABASE_URL;
  console.info(
    `${server ? "PostgreSQL" : "PGlite"}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  if (!server) return run();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const name = `shop_checkout_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
