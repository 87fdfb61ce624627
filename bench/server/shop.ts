import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { findDescendant, type Started, startGroup, stopGroup, waitForOk } from "./processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN = { email: "bench-admin@shop.test", password: "bench-admin-password" };

export interface Shop {
  started: Started;
  base: string;
  /** The server process (`node scripts/start.mjs`): its tree is what memory counts. */
  serverPid: number;
  /** From spawning `npm start` to the first 200 from /api/health, in ms. */
  startMs: number;
}

/**
 * Starts the shop exactly as a person would, `npm start`, in its own process group, with the
 * benchmark's settings (and WORKERS when given), and waits for /api/health.
 */
export async function startShop(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  workers?: string;
  /** More settings for this start (METRICS=false for the cost of metrics). */
  env?: Record<string, string>;
}): Promise<Shop> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    SMTP_URL: "",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    // The bench's load comes from one address, standing in for many shoppers: the per-address
    // connection cap (100 by default) would refuse its 101st connection, the health probe's.
    MAX_CONNECTIONS_PER_ADDRESS: "999",
  };
  if (options.workers) env.WORKERS = options.workers;
  Object.assign(env, options.env);
  // For looking into the server under load: BENCH_NODE_FLAGS (`--cpu-prof`, `--trace-gc`…) runs
  // `node <flags> scripts/start.mjs` instead of `npm start` (npm passes no flags to node).
  // npm start's own node flags come first.
  const startFlags = (
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string
  )
    .split(" ")
    .filter((word) => word.startsWith("--"));
  const extra = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean);
  const flags = extra && [...startFlags, ...extra];
  const spawnedAt = performance.now();
  const logFile = path.join(options.dataDir, "shop.log");
  const started = flags
    ? startGroup(process.execPath, [...flags, "scripts/start.mjs"], { cwd: ROOT, env, logFile })
    : startGroup("npm", ["start", "--silent"], { cwd: ROOT, env, logFile });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForOk(`${base}/api/health`, started);
  const startMs = performance.now() - spawnedAt;
  const serverPid = findDescendant(started.child.pid!, (command) => command.includes("scripts/start.mjs"));
  if (!serverPid) throw new Error("The shop's server process was not found under npm start");
  return { started, base, serverPid, startMs };
}

export const stopShop = (shop: Shop) => stopGroup(shop.started);

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with the bytes exactly as they came (no decompression), for the baseline to repeat. */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // Hop-by-hop and per-answer headers; the baseline sets its own length.
          if (["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name))
            continue;
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** JSON from the shop's API, failing loudly on anything but a 200. */
export async function api<T>(
  base: string,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${pathname}: ${res.status} ${json.message}`);
  return json.data;
}
