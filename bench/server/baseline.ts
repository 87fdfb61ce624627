import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, type Started, startGroup, stopGroup } from "./processes.ts";
import type { RawAnswer } from "./shop.ts";

export interface Baseline {
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts the bare node:http server in its own process with the answers the shop gave, keyed by
 * method and address ("GET /api/products/get/3").
 */
export async function startBaseline(answers: Map<string, RawAnswer>): Promise<Baseline> {
  const file = path.join(os.tmpdir(), `shop-bench-baseline-${process.pid}.json`);
  const json = Object.fromEntries(
    [...answers].map(([key, a]) => [
      key,
      { status: a.status, headers: a.headers, body: a.body.toString("base64") },
    ]),
  );
  writeFileSync(file, JSON.stringify(json));
  const port = await freePort();
  const started: Started = startGroup(
    process.execPath,
    [path.join(import.meta.dirname, "baseline-server.mjs"), file, String(port)],
    { cwd: os.tmpdir(), env: { PATH: process.env.PATH }, logFile: `${file}.log` },
  );
  for (let i = 0; i < 200 && !started.output().includes("ready"); i++) {
    await new Promise((r) => setTimeout(r, 25));
  }
  if (!started.output().includes("ready"))
    throw new Error(`The baseline did not start:\n${started.output()}`);
  return { base: `http://127.0.0.1:${port}`, stop: () => stopGroup(started) };
}
