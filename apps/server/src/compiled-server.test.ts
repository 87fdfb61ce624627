import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ROOT } from "./paths.ts";

/**
 * The production runtime: the server compiled to plain JavaScript (what `npm start` runs) starts
 * on the Node that runs this test, migrates a new data folder, answers, and stops on SIGTERM.
 * CI runs the server tests on Node 20, 22 and 24, so this proves each of them.
 */
let child: ChildProcess;
let dataDir: string;
let address: string;
let output = "";

beforeAll(async () => {
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: SERVER_ROOT, encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);

  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-compiled-"));
  child = spawn(process.execPath, ["dist/server.js"], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "compiled-admin-pass",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  address = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      output += d;
      const found = /The shop is running at (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.on("exit", () => reject(new Error(`The compiled server exited:\n${output}`)));
  });
  // A compile and a first start on a new data folder (the embedded database is created).
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("compiled server", () => {
  it("answers from its database and serves the API reference", async () => {
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 200, data: { database: "ok" } });

    const products = await fetch(`${address}/api/products/get-all`);
    expect(await products.json()).toEqual({ status: 200, data: [] });

    const docs = await fetch(`${address}/api/docs/json`);
    expect(((await docs.json()) as { info: { title: string } }).info.title).toBe("Koshi IT shop API");
  });

  it("finishes and exits cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
