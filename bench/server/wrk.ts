import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What a browser sends: the shop may answer compressed, and the baseline sends the same bytes. */
export const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br", Accept: "*/*" };

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx or 3xx, and connection errors and timeouts. */
  failed: number;
}

export interface Load {
  url: string;
  connections: number;
  seconds: number;
  /** A Lua script for wrk (a POST body, a different address per request). */
  script?: string;
  headers?: Record<string, string>;
  threads?: number;
}

export function checkWrk(): void {
  const found = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (found.error) {
    console.error("The benchmark sends its load with wrk: apt-get install wrk");
    process.exit(2);
  }
}

let scriptCount = 0;
function writeScript(text: string): string {
  const file = path.join(os.tmpdir(), `shop-bench-${process.pid}-${scriptCount++}.lua`);
  writeFileSync(file, text);
  return file;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === "us") return n / 1000;
  if (unit === "s") return n * 1000;
  if (unit === "m") return n * 60_000;
  return n;
}

/** Parses wrk's report (`--latency`). */
export function parseWrk(text: string): LoadResult {
  const latency = (pct: string) => {
    const found = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(text);
    return found ? toMs(found[1]!, found[2]!) : Number.NaN;
  };
  const total = /(\d+) requests in ([\d.]+)(ms|s|m)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  if (!total) throw new Error(`wrk gave no figures:\n${text}`);
  const requests = Number(total[1]);
  const seconds = toMs(total[2]!, total[3]!) / 1000;
  // No answer at all: the latencies are unknown (wrk prints zeros), not zero.
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: requests === 0 ? Number.NaN : latency("50"),
    p99: requests === 0 ? Number.NaN : latency("99"),
    failed: non2xx + socketErrors,
  };
}

/** Runs wrk in its own process; resolves with its figures. */
export function runWrk(load: Load): Promise<LoadResult> {
  const args = [
    `-t${load.threads ?? 2}`,
    `-c${load.connections}`,
    `-d${load.seconds}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  for (const [name, value] of Object.entries(load.headers ?? BROWSER_HEADERS)) {
    args.push("-H", `${name}: ${value}`);
  }
  if (load.script) args.push("-s", writeScript(load.script));
  args.push(load.url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk failed (${code}):\n${out}`));
      try {
        resolve(parseWrk(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A wrk script that POSTs the same JSON body with the given headers. */
export function postScript(body: unknown, headers: Record<string, string>): string {
  const lines = [
    'wrk.method = "POST"',
    `wrk.body = ${luaString(JSON.stringify(body))}`,
    'wrk.headers["Content-Type"] = "application/json"',
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * A wrk script whose every request is a catalog search never asked before in the run (search
 * word, sort, page size and page vary together), so no cache can answer it.
 */
export function uncachedSearchScript(threads: number): string {
  return `
local words = {"a", "e", "o", "r", "s", "n", "in", "er"}
local sorts = {"newest", "price-asc", "price-desc"}
local n = 0
local created = 0
function setup(thread)
  thread:set("id", created)
  created = created + 1
end
request = function()
  n = n + 1
  local i = n * ${threads} + id
  local path = string.format("/api/products/get-all?q=%s&sort=%s&pageSize=%d&page=%d",
    words[i % 8 + 1], sorts[math.floor(i / 8) % 3 + 1], math.floor(i / 24) % 100 + 1, math.floor(i / 2400) + 1)
  return wrk.format(nil, path)
end
`;
}

function luaString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}
