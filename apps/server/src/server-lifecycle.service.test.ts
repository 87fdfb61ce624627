/**
 * The shop as a service runs it: real processes (`node server.ts`), real signals, a real pipe for
 * the log. On the embedded database (the PostgreSQL pass runs the same code through
 * several-processes.test.ts and deploy/).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  failedStart,
  killAllShops,
  launchShop,
  npmRun,
  type ShopProcess,
  startShop,
} from "./test/shop-process.ts";

const onPglite = !process.env.TEST_DATABASE_URL;
const SLOW = 300_000;
const OWNER = { email: "owner@shop.test", password: "owner-password-1" };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  origin: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body) headers["content-type"] = "application/json";
    const req = request(`${origin}${url}`, { method, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function login(origin: string, email: string, password: string): Promise<string> {
  const res = await send(origin, "POST", "/api/auth/login", { body: { email, password } });
  expect(res.status).toBe(200);
  return JSON.parse(res.body).data.token;
}

describe.runIf(onPglite)("the shop as a service", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-service-"));
  });
  afterAll(async () => {
    await killAllShops();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "keeps every acknowledged order through a SIGTERM in the middle of a checkout burst, and says when it is ready",
    async () => {
      const shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: "true" });
      expect((await send(shop.url, "GET", "/api/health/live")).status).toBe(200);
      expect(JSON.parse((await send(shop.url, "GET", "/api/health/ready")).body)).toEqual({
        status: 200,
        data: { ready: true },
      });
      const admin = await login(shop.url, OWNER.email, OWNER.password);
      const product = JSON.parse((await send(shop.url, "GET", "/api/products/get-all")).body).data[0];
      await send(
        shop.url,
        "PATCH",
        `/api/products/add-quantity/${product.id}?quantity=100000&remarks=burst`,
        {
          token: admin,
        },
      );
      const customer = {
        fullName: "Burst Buyer",
        email: "burst@shop.test",
        phone: "9800000009",
        password: "burst-buyer-1",
      };
      expect((await send(shop.url, "POST", "/api/users/create", { body: customer })).status).toBe(200);
      const token = await login(shop.url, customer.email, customer.password);
      const order = {
        orderForm: { deliveryType: "store", phoneNumber: customer.phone },
        products: [{ id: product.id, orderedQuantity: 1 }],
      };

      // Twenty buyers checking out as fast as they can, until the shop stops taking them.
      const acknowledged: number[] = [];
      let refused = 0;
      let open = true;
      const buyer = async () => {
        while (open) {
          try {
            const res = await send(shop.url, "POST", "/api/orders/create", {
              token,
              body: order,
              headers: { "idempotency-key": randomUUID() },
            });
            if (res.status === 200) acknowledged.push(JSON.parse(res.body).data.id);
            else refused += 1;
          } catch {
            // the port is closed: the stop has come this far
            open = false;
          }
        }
      };
      const buyers = Array.from({ length: 20 }, buyer);
      await sleep(1500);
      const before = acknowledged.length;
      shop.child.kill("SIGTERM");
      // Not ready from the first moment of the stop, while it still answers (Connection: close).
      await sleep(100);
      const ready = await send(shop.url, "GET", "/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.headers.connection).toBe("close");
      expect(JSON.parse(ready.body).message).toBe("The shop is stopping.");
      expect(await new Promise((resolve) => shop.child.once("exit", resolve))).toBe(0);
      open = false;
      await Promise.all(buyers);
      expect(before).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThan(before);
      expect(refused).toBe(0);

      const again = await startShop({ DATA_DIR: dataDir });
      let exitCode: number | null = null;
      try {
        const staff = await login(again.url, OWNER.email, OWNER.password);
        for (const id of acknowledged) {
          expect(
            (await send(again.url, "GET", `/api/orders/get/${id}`, { token: staff })).status,
            `order ${id}`,
          ).toBe(200);
        }
        // Stock and its history agree: every order took its piece, no piece was taken twice.
        // The history is read page by page: a whole list stops at 1,000 rows, and a fast
        // machine sells more than that in this burst.
        const now = JSON.parse((await send(again.url, "GET", `/api/products/get/${product.id}`)).body).data;
        let sum = 0;
        for (let page = 1; ; page++) {
          const url = `/api/products/get-history/${product.id}?page=${page}&pageSize=100`;
          const answer = JSON.parse((await send(again.url, "GET", url, { token: staff })).body).data as {
            items: { quantity: number }[];
            total: number;
          };
          sum += answer.items.reduce((total, row) => total + row.quantity, 0);
          if (page * 100 >= answer.total) break;
        }
        expect(sum).toBe(now.quantity);
      } finally {
        // Stopped even when a check fails, so the next test does not meet this server's lock.
        exitCode = await again.stop();
      }
      expect(exitCode).toBe(0);
    },
    SLOW,
  );

  it(
    "keeps answering while nobody reads its log, and says afterwards how many lines it dropped",
    async () => {
      const shop = await startShop({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
      // Nobody reads the shop's standard output from now on: the pipe fills, then the log's buffer.
      shop.child.stdout!.pause();
      const url = "/api/products/get-all";
      let answered = 0;
      const reader = async () => {
        for (let i = 0; i < 1000; i++) {
          if ((await send(shop.url, "GET", url)).status === 200) answered += 1;
        }
      };
      await Promise.all(Array.from({ length: 25 }, reader));
      expect(answered).toBe(25_000);
      const health = await send(shop.url, "GET", "/api/health");
      expect(health.status).toBe(200);
      expect(shop.output()).not.toContain("log lines were dropped");

      // Read again: the lines kept come out, then how many were dropped.
      shop.child.stdout!.resume();
      for (let i = 0; i < 100 && !shop.output().includes("log lines were dropped"); i++) await sleep(100);
      const report = shop
        .output()
        .split("\n")
        .find((line) => line.includes("log lines were dropped"));
      expect(report).toBeDefined();
      const { droppedLines, level } = JSON.parse(report!);
      expect(level).toBe(40);
      expect(droppedLines).toBeGreaterThan(0);
      expect(droppedLines).toBeLessThan(25_000);
      expect(await shop.stop()).toBe(0);
    },
    SLOW,
  );

  it(
    "waits for a server that is stopping or was just killed, and still refuses a live one at once",
    async () => {
      const first = await startShop({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: "300000" });
      const live = await failedStart({ DATA_DIR: dataDir });
      expect(live.code).toBe(1);
      expect(live.output).toContain(`Another shop server is already using ${dataDir}`);
      expect(live.output).not.toContain("waiting for it");

      // A stop under way: a request still in flight (its body half sent) holds it open.
      const body = JSON.stringify({ email: "nobody@shop.test", password: "not-the-password" });
      const inFlight = request(`${first.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(body.length) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        inFlight.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        inFlight.on("error", reject);
      });
      inFlight.write(body.slice(0, 10));
      await sleep(200);
      const firstExit = new Promise((resolve) => first.child.once("exit", resolve));
      first.child.kill("SIGTERM");
      const second = launchShop({ DATA_DIR: dataDir });
      for (let i = 0; i < 1200 && !second.output().includes("waiting for it"); i++) await sleep(100);
      expect(second.output()).toContain(
        `The shop server that used ${dataDir} (process ${first.child.pid}) is stopping: waiting for it`,
      );
      // The request in flight is finished and answered; the first closes, the second takes over.
      inFlight.end(body.slice(10));
      expect([400, 401]).toContain(await answered);
      expect(await firstExit).toBe(0);
      const started = await second.running;
      expect((await send(started.url, "GET", "/api/health")).status).toBe(200);

      // Killed with SIGKILL and not reaped by its parent (a zombie): it holds nothing any more.
      await started.stop();
      const script = path.resolve(import.meta.dirname, "server.ts");
      const parent = spawn(
        "sh",
        ["-c", `${process.execPath} --import tsx ${script} & echo $!; exec sleep 60`],
        {
          cwd: path.resolve(import.meta.dirname, "../../.."),
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            PORT: "0",
            DATABASE_URL: "",
            SEED_DEMO: "false",
            LOG_LEVEL: "warn",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let output = "";
      parent.stdout!.on("data", (d) => {
        output += d;
      });
      try {
        for (let i = 0; i < 600 && !output.includes("The shop is running"); i++) await sleep(100);
        const pid = Number(output.split("\n")[0]);
        process.kill(pid, "SIGKILL");
        await sleep(500);
        const third: ShopProcess = await startShop({ DATA_DIR: dataDir });
        expect((await send(third.url, "GET", "/api/health")).status).toBe(200);
        expect(await third.stop()).toBe(0);
      } finally {
        parent.kill("SIGKILL");
      }
    },
    SLOW,
  );

  it(
    "with MIGRATE_ON_START=false, refuses a database without this release's migrations until `npm run migrate`",
    async () => {
      const fresh = await mkdtemp(path.join(os.tmpdir(), "shop-migrate-"));
      try {
        const refused = await failedStart({ DATA_DIR: fresh, MIGRATE_ON_START: "false" });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain("Run `npm run migrate` first");
        const migrated = await npmRun("migrate", [], { DATA_DIR: fresh });
        expect(migrated.output).toContain("The database has every migration of this release.");
        expect(migrated.code).toBe(0);
        const shop = await startShop({ DATA_DIR: fresh, MIGRATE_ON_START: "false" });
        expect((await send(shop.url, "GET", "/api/health/ready")).status).toBe(200);
        expect(await shop.stop()).toBe(0);
      } finally {
        await rm(fresh, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
