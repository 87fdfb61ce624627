/**
 * A login flood against the shop started as `npm start` (run `npm run build` first), on PGlite and,
 * with BENCH_DATABASE_URL, on PostgreSQL (a database of its own, dropped after):
 *
 * - BENCH_USERS (300) customers are made through the API, then all of them log in at once with
 *   their right passwords, each from an address of its own (loopback has all of 127/8), as many
 *   real people would after a sale is announced.
 * - Meanwhile other visitors ask for /api/health, the catalog, a catalog search never asked
 *   before and a picture, one after another each, and their latency is recorded.
 *
 * Reports how many logins got in, how many were told "The shop is busy" (or anything else), how
 * long the flood took, and the other requests' latency during it (p50, p99, max) beside the same
 * requests with no flood. Writes bench/login-flood-results.md unless BENCH_NO_RESULTS is set.
 * BENCH_ROUNDS (1) repeats the flood with new users for a spread.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server/processes.ts";
import { ADMIN, ROOT, startShop, stopShop } from "./server/shop.ts";

const USERS = Number(process.env.BENCH_USERS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request from a given local address (a new connection unless an agent keeps one). */
function send(
  url: string,
  init: { method?: string; body?: unknown; from?: string; agent?: Agent; token?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        localAddress: init.from,
        agent: init.agent ?? false,
        headers: {
          ...(body ? { "content-type": "application/json" } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The flood's addresses: 127.1.x.y, one per user. */
const addressOf = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Makes `count` customers (a few at a time, from many addresses: account creation is limited per address). */
async function makeUsers(base: string, round: number, count: number) {
  const users = Array.from({ length: count }, (_, i) => ({
    fullName: `Flood Customer ${round}-${i}`,
    email: `flood-${round}-${i}@shop.test`,
    phone: "9800000002",
    password: `flood-password-${round}-${i}`,
  }));
  for (let i = 0; i < users.length; i += 8) {
    await Promise.all(
      users.slice(i, i + 8).map(async (user, j) => {
        const res = await send(`${base}/api/users/create`, {
          method: "POST",
          body: user,
          from: `127.2.${round}.${((i + j) % 250) + 1}`,
        });
        if (res.status !== 200) throw new Error(`users/create: ${res.status} ${res.body}`);
      }),
    );
  }
  return users;
}

interface Probe {
  name: string;
  url: (n: number) => string;
}

/** Sends each probe one after another until `done`, recording latencies. */
async function probe(base: string, probes: Probe[], done: () => boolean) {
  const results = new Map<string, number[]>();
  await Promise.all(
    probes.map(async (p) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const times: number[] = [];
      results.set(p.name, times);
      for (let n = 0; !done(); n++) {
        const res = await send(`${base}${p.url(n)}`, { from: "127.0.0.1", agent });
        if (res.status !== 200) throw new Error(`${p.name}: ${res.status} ${res.body.slice(0, 200)}`);
        times.push(res.ms);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      agent.destroy();
    }),
  );
  return results;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

const ms = (x: number) => `${x.toFixed(1)}`;

async function runOn(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-login-"));
  const shop = await startShop({ port: await freePort(), dataDir, databaseUrl });
  const lines: string[] = [];
  try {
    const base = shop.base;
    const login = await send(`${base}/api/auth/login`, {
      method: "POST",
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const catalog = JSON.parse((await send(`${base}/api/products/get-all`)).body) as {
      data: { mainFileName: string }[];
    };
    const picture = catalog.data[0]?.mainFileName ?? "/api/health";
    void token;
    const probes: Probe[] = [
      { name: "health", url: () => "/api/health" },
      { name: "catalog", url: () => "/api/products/get-all" },
      // A search never asked before: not in the read cache, so it reads the database.
      { name: "search", url: (n) => `/api/products/get-all?q=${randomBytes(3).toString("hex")}${n}` },
      { name: "picture", url: () => picture },
    ];

    // The same requests with no flood, for comparison.
    const quietUntil = performance.now() + 3000;
    const quiet = await probe(base, probes, () => performance.now() > quietUntil);

    for (let round = 1; round <= ROUNDS; round++) {
      const users = await makeUsers(base, round, USERS);
      let finished = false;
      const during = probe(base, probes, () => finished);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      const answers = await Promise.all(
        users.map((user, i) =>
          send(`${base}/api/auth/login`, {
            method: "POST",
            body: { email: user.email, password: user.password },
            from: addressOf(i),
          }),
        ),
      );
      const floodMs = performance.now() - started;
      finished = true;
      const seen = await during;
      const counts = new Map<string, number>();
      for (const a of answers) {
        const message = a.status === 200 ? "" : ` ${(JSON.parse(a.body) as { message?: string }).message}`;
        const key = `${a.status}${message}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const slowest = Math.max(...answers.map((a) => a.ms));
      lines.push(
        `### ${label}, round ${round}: ${USERS} logins at once`,
        "",
        `All answered in ${(floodMs / 1000).toFixed(1)} s (slowest login ${(slowest / 1000).toFixed(1)} s).`,
        "",
        "| answer | logins |",
        "| --- | ---: |",
        ...[...counts].map(([k, n]) => `| ${k} | ${n} |`),
        "",
        "| request | quiet p50 / p99 / max (ms) | during the flood p50 / p99 / max (ms) | requests during |",
        "| --- | --- | --- | ---: |",
        ...probes.map((p) => {
          const q = stats(quiet.get(p.name) ?? []);
          const d = stats(seen.get(p.name) ?? []);
          return `| ${p.name} | ${ms(q.p50)} / ${ms(q.p99)} / ${ms(q.max)} | ${ms(d.p50)} / ${ms(d.p99)} / ${ms(d.max)} | ${d.n} |`;
        }),
        "",
      );
      console.info(lines.slice(-(counts.size + probes.length + 11)).join("\n"));
    }
  } finally {
    await stopShop(shop);
    await rm(dataDir, { recursive: true, force: true });
  }
  return lines;
}

async function withDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_login_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const report: string[] = [
  "# Login flood",
  "",
  `\`node --import tsx bench/login-flood.ts\` at ${new Date().toISOString()} on ${os.cpus().length} cores (load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} at the start: other work shares this machine).`,
  "",
];
report.push(...(await runOn("PGlite", undefined)));
if (process.env.BENCH_DATABASE_URL) {
  report.push(...(await withDatabase(process.env.BENCH_DATABASE_URL, (url) => runOn("PostgreSQL", url))));
}
if (!process.env.BENCH_NO_RESULTS)
  writeFileSync(path.join(ROOT, "bench/login-flood-results.md"), `${report.join("\n")}\n`);
