import { Agent, request } from "node:http";

/** One kept-alive connection per origin, as a browser keeps its connection to the shop. */
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export interface Timed {
  status: number;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** From sending the request to the first byte of the body. */
  firstByteMs: number;
  /** Bytes as they came (compressed when the shop compressed them). */
  bytes: number;
  encoding: string;
  body: Buffer;
}

/** What a browser sends with an API call. */
export const BROWSER = {
  "accept-encoding": "gzip, deflate, br",
  accept: "application/json, text/plain, */*",
};

/**
 * A GET timed to the last byte. `identity` asks for the answer uncompressed (its size before
 * compression, and a body to read). Gives up after `timeoutMs` (status 0).
 */
export function timedGet(
  url: string,
  options: { token?: string; identity?: boolean; timeoutMs?: number; keepBody?: boolean } = {},
): Promise<Timed> {
  const headers: Record<string, string> = options.identity ? { accept: "*/*" } : { ...BROWSER };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { headers, agent }, (res) => {
      let firstByteMs = Number.NaN;
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (options.keepBody !== false) chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          firstByteMs: Number.isNaN(firstByteMs) ? performance.now() - started : firstByteMs,
          bytes,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", () => resolve(failed(started)));
    });
    req.setTimeout(options.timeoutMs ?? 120_000, () => {
      req.destroy();
      resolve(failed(started));
    });
    req.on("error", () => resolve(failed(started)));
    req.end();
  });
}

function failed(started: number): Timed {
  const ms = performance.now() - started;
  return { status: 0, ms, firstByteMs: ms, bytes: 0, encoding: "", body: Buffer.alloc(0) };
}

/** JSON from the shop, failing loudly on anything but a 200. */
export async function send<T>(
  base: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${json.message}`);
  return json.data;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
}
