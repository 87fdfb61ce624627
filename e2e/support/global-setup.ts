import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
    adminSession: { token: string; userRole: string; fullName: string };
    /** The payment gateway simulator the shop pays through (PAYMENTS_SIMULATOR=true). */
    gatewaysUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start draws the demo pictures and places the demo orders: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop did not answer in time:\n${output()}`);
}

/** Starts the built shop once for every journey, as `npm start` would, on a free port. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-"));
  const port = await freePort();
  const gatewaysPort = await freePort();
  const adminEmail = "owner@koshi.test";
  const adminPassword = "counter-2024!";
  let log = "";
  // What `npm start` runs: the compiled server (test:e2e builds it first), not the TypeScript sources.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      // As a demo runs: Khalti and eSewa through the local gateway simulator.
      PAYMENTS_SIMULATOR: "true",
      GATEWAYS_PORT: String(gatewaysPort),
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);

  project.provide("baseUrl", baseUrl);
  project.provide("adminEmail", adminEmail);
  project.provide("adminPassword", adminPassword);
  project.provide("dataDir", dataDir);
  project.provide("gatewaysUrl", `http://127.0.0.1:${gatewaysPort}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  project.provide(
    "adminSession",
    ((await login.json()) as { data: { token: string; userRole: string; fullName: string } }).data,
  );

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
    await rm(dataDir, { recursive: true, force: true });
  };
}
