/**
 * deploy/ as an installation uses it: PostgreSQL, two shop processes and Caddy with this folder's
 * Caddyfile, a steady mix of catalog reads and checkouts through Caddy, and rolling-restart.sh run
 * twice. Counted: no failed request, no lost order, stock and history agree. The systemd units are
 * checked by systemd-analyze here and run under a real systemd by systemd-boot.test.ts; the
 * Caddyfile is checked by Caddy itself.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, freePort, startCluster } from "../apps/server/src/test/postgres-cluster.ts";

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const DEPLOY = import.meta.dirname;
const OWNER = { email: "owner@deploy.test", password: "deploy-owner-123" };

describe("deploy/ files", () => {
  it("systemd accepts the units as they are", () => {
    const units = ["shop@3001.service", "shop-backup.service", "shop-backup.timer"];
    // `shop@3001.service` is read from shop@.service, as systemd instantiates it.
    const said = execFileSync("systemd-analyze", ["verify", "--man=no", ...units.map((u) => `./${u}`)], {
      cwd: DEPLOY,
      stdio: "pipe",
      encoding: "utf8",
    });
    expect(said).toBe("");
  });

  it("Caddy accepts the Caddyfile, for a domain (HTTPS) and for a plain port", () => {
    for (const site of ["shop.example.com", "http://:8080"]) {
      const out = execFileSync("caddy", ["validate", "--config", "Caddyfile", "--adapter", "caddyfile"], {
        cwd: DEPLOY,
        env: { ...process.env, SHOP_SITE: site, SHOP_UPSTREAMS: "127.0.0.1:3001 127.0.0.1:3002" },
        stdio: "pipe",
        encoding: "utf8",
      });
      expect(out).toContain("Valid configuration");
    }
  });
});

describe("two shop processes behind Caddy, restarted one at a time", () => {
  let cluster: Cluster;
  let dir: string;
  let caddy: ChildProcess | undefined;
  let site: string;
  const ports: number[] = [];

  const pidOf = (port: number) => Number(readFileSync(path.join(dir, `${port}.pid`), "utf8"));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shop-deploy-"));
    cluster = await startCluster();
    cluster.createDatabase("shop");
    const env = [
      `DATABASE_URL=${cluster.url("shop")}`,
      "HOST=127.0.0.1",
      "MIGRATE_ON_START=false",
      "TRUST_PROXY=127.0.0.1",
      "LOG_LEVEL=info",
      `ADMIN_EMAIL=${OWNER.email}`,
      `ADMIN_PASSWORD=${OWNER.password}`,
      "SMTP_URL=",
      "JWT_SECRET=",
      `WEB_DIST=${path.join(dir, "no-web-app")}`,
    ];
    writeFileSync(path.join(dir, "shop.env"), `${env.join("\n")}\n`);
    // The test's own process control: what `systemctl restart shop@PORT` does, for a process
    // started in the background (stop it, wait until it has gone, start it again).
    writeFileSync(
      path.join(dir, "start.sh"),
      `#!/bin/sh
set -a; . ${dir}/shop.env; set +a
export PORT=$1 DATA_DIR=${dir}/data-$1
cd ${ROOT}
nohup ${process.execPath} --import tsx apps/server/src/server.ts >> ${dir}/$1.log 2>&1 &
echo $! > ${dir}/$1.pid
`,
      { mode: 0o755 },
    );
    writeFileSync(
      path.join(dir, "restart.sh"),
      `#!/bin/sh
pid=$(cat ${dir}/$1.pid)
kill -TERM "$pid"
while [ -e /proc/$pid ] && ! grep -q ') Z' /proc/$pid/stat 2>/dev/null; do sleep 0.1; done
exec ${dir}/start.sh $1
`,
      { mode: 0o755 },
    );
    // One release's migrations, once, before any process starts (as with systemd).
    execFileSync("npm", ["run", "--silent", "migrate"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: cluster.url("shop"), DATA_DIR: path.join(dir, "migrate") },
      stdio: "pipe",
    });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      // The first seeds the demo catalog and the owner; the second finds them.
      execFileSync("sh", [path.join(dir, "start.sh"), String(port)], {
        env: { ...process.env, SEED_DEMO: i === 0 ? "true" : "false" },
      });
      await readyAt(`http://127.0.0.1:${port}/api/health/ready`);
    }
    const sitePort = await freePort();
    site = `http://127.0.0.1:${sitePort}`;
    caddy = spawn("caddy", ["run", "--config", path.join(DEPLOY, "Caddyfile"), "--adapter", "caddyfile"], {
      cwd: dir,
      env: {
        ...process.env,
        HOME: dir,
        XDG_CONFIG_HOME: path.join(dir, "config"),
        XDG_DATA_HOME: path.join(dir, "caddy-data"),
        SHOP_SITE: `http://:${sitePort}`,
        SHOP_UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`).join(" "),
        CADDY_ADMIN: `localhost:${await freePort()}`,
      },
      stdio: ["ignore", "ignore", openSync(path.join(dir, "caddy.log"), "a")],
    });
    await readyAt(`${site}/api/health/ready`);
  }, 300_000);

  afterAll(async () => {
    caddy?.kill("SIGKILL");
    for (const port of ports) {
      try {
        process.kill(pidOf(port), "SIGKILL");
      } catch {
        // gone already
      }
    }
    await sleep(200);
    cluster?.stop();
    // DEPLOY_KEEP=1 keeps the processes' logs for a look after a failure.
    if (!process.env.DEPLOY_KEEP) rmSync(dir, { recursive: true, force: true });
  });

  it("answers every read and every checkout while rolling-restart.sh runs twice", async () => {
    const api = async (method: string, url: string, token?: string, body?: unknown, headers = {}) => {
      const res = await fetch(`${site}${url}`, {
        method,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // A request the proxy holds this long without an answer has failed.
        signal: AbortSignal.timeout(30_000),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as { data: never } | null };
    };
    const login = async (email: string, password: string) =>
      ((await api("POST", "/api/auth/login", undefined, { email, password })).json!.data as { token: string })
        .token;
    const admin = await login(OWNER.email, OWNER.password);
    const catalog = (await api("GET", "/api/products/get-all")).json!.data as { id: number }[];
    const product = catalog[0]!.id;
    await api("PATCH", `/api/products/add-quantity/${product}?quantity=100000&remarks=deploy`, admin);
    const buyer = {
      fullName: "Deploy Buyer",
      email: "buyer@deploy.test",
      phone: "9800000077",
      password: "deploy-buyer-1",
    };
    expect((await api("POST", "/api/users/create", undefined, buyer)).status).toBe(200);
    const token = await login(buyer.email, buyer.password);

    const failures: string[] = [];
    const acknowledged: number[] = [];
    let reads = 0;
    let running = true;
    const shopper = async (n: number) => {
      for (let i = 0; running; i++) {
        try {
          if ((i + n) % 4 === 3) {
            // A checkout, with its key, as the web app sends it.
            const res = await api(
              "POST",
              "/api/orders/create",
              token,
              {
                orderForm: { deliveryType: "store", phoneNumber: buyer.phone },
                products: [{ id: product, orderedQuantity: 1 }],
              },
              { "idempotency-key": randomUUID() },
            );
            if (res.status === 200) acknowledged.push((res.json!.data as { id: number }).id);
            else failures.push(`checkout: ${res.status}`);
          } else {
            const url = i % 2 === 0 ? "/api/products/get-all" : `/api/products/get/${product}`;
            const res = await api("GET", url);
            if (res.status === 200) reads += 1;
            else failures.push(`GET ${url}: ${res.status}`);
          }
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          failures.push(
            `${String(error)} (${cause?.code ?? ""} ${cause?.message ?? ""}) at ${new Date().toISOString()}`,
          );
        }
        await sleep(20);
      }
    };
    const shoppers = Array.from({ length: 6 }, (_, n) => shopper(n));
    await sleep(2000);
    for (let round = 0; round < 2; round++) {
      // Asynchronously: the shoppers keep shopping while it runs.
      await execFileAsync(path.join(DEPLOY, "rolling-restart.sh"), ports.map(String), {
        env: {
          ...process.env,
          SHOP_RESTART: `${dir}/restart.sh {port}`,
          SHOP_READY_TIMEOUT: "180",
          SHOP_SETTLE: "3",
        },
        timeout: 600_000,
      });
    }
    await sleep(2000);
    running = false;
    await Promise.all(shoppers);

    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(10);
    expect(acknowledged.length).toBeGreaterThan(3);
    // Every process was replaced twice: each pid is new.
    const logs = ports.map((p) => readFileSync(path.join(dir, `${p}.log`), "utf8"));
    for (const log of logs) expect(log.match(/The shop is running at/g)?.length).toBe(3);

    for (const id of acknowledged) {
      expect((await api("GET", `/api/orders/get/${id}`, admin)).status, `order ${id}`).toBe(200);
    }
    const now = ((await api("GET", `/api/products/get/${product}`)).json!.data as { quantity: number })
      .quantity;
    // The whole stock history, page by page (a whole list stops at 1,000 rows, and a run on a fast
    // machine sells more than that).
    let sum = 0;
    for (let page = 1; ; page++) {
      const answer = (
        await api("GET", `/api/products/get-history/${product}?page=${page}&pageSize=100`, admin)
      ).json!.data as { items: { quantity: number }[]; total: number };
      sum += answer.items.reduce((total, row) => total + row.quantity, 0);
      if (page * 100 >= answer.total) break;
    }
    expect(sum).toBe(now);
  }, 900_000);
});

async function readyAt(url: string): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} never became ready`);
}
