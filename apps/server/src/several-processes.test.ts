/**
 * Real server processes (`node server.ts`, as `npm start` runs it) on one PostgreSQL database.
 * The PostgreSQL parts run in the PostgreSQL pass (TEST_DATABASE_URL, as .ci/run sets it); on
 * PGlite only the refusal of WORKERS applies, since one embedded database belongs to one process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Check, checkAtOnce, httpShop, type Shop, walkWrites } from "./test/freshness-walk.ts";
import { freePort } from "./test/postgres-cluster.ts";

const SERVER = path.resolve(import.meta.dirname, "server.ts");
const ROOT = path.resolve(import.meta.dirname, "../../..");
const databaseUrl = process.env.TEST_DATABASE_URL;
/** Starting real processes (TypeScript compiled at start) is slow on a busy machine. */
const SLOW = 180_000;
const ADMIN = { email: "owner@several.test", password: "several-owner-123" };

interface Server {
  child: ChildProcess;
  origin: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts `node server.ts` with `env` and waits for its "running at" line. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /The shop is running at (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server stopped (exit code ${code}):\n${output}`));
    });
  });
  return { child, origin, output: () => output, exited };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** The server processes a first process started (its children), from /proc: no `ps` needed. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid …": the command may hold spaces, so read after its last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
      if (ppid === pid && state !== "Z") children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

describe("WORKERS on the embedded database", () => {
  it(
    "is refused with a message that says why",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-workers-"));
      try {
        const { DATABASE_URL: _, ...env } = process.env;
        const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
          cwd: ROOT,
          env: { ...env, WORKERS: "2", DATA_DIR: dataDir, PORT: "0" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout!.on("data", (c) => {
          output += c;
        });
        child.stderr!.on("data", (c) => {
          output += c;
        });
        const code = await new Promise((resolve) => child.on("exit", resolve));
        expect(code).toBe(1);
        expect(output).toContain("Invalid setting WORKERS: 2 processes need DATABASE_URL (PostgreSQL)");
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});

describe.skipIf(!databaseUrl)("several server processes on one PostgreSQL database (PostgreSQL only)", () => {
  let admin: pg.Client;
  let url: string;
  let name: string;
  const dirs: string[] = [];
  const servers: Server[] = [];

  beforeAll(async () => {
    name = `shop_procs_${randomBytes(6).toString("hex")}`;
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    const target = new URL(databaseUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  async function serverWithOwnDataDir(extra: Record<string, string> = {}): Promise<Server> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-proc-"));
    dirs.push(dataDir);
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      // No JWT_SECRET: the generated one is kept in the database and shared.
      JWT_SECRET: "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...extra,
    });
    servers.push(server);
    return server;
  }

  async function login(shop: Shop, email: string, password: string): Promise<Record<string, string>> {
    const res = await shop.send("POST", "/api/auth/login", { json: { email, password } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return { authorization: `Bearer ${res.data.data.token}` };
  }

  describe("two processes with their own DATA_DIR", () => {
    let a: Shop;
    let b: Shop;
    beforeAll(async () => {
      // Started together on a database nobody has seeded: one seeds, the other waits and finds it done.
      const [one, two] = await Promise.all([serverWithOwnDataDir(), serverWithOwnDataDir()]);
      a = httpShop(one.origin);
      b = httpShop(two.origin);
    }, SLOW);

    it(
      "shows every write made through one in the other, pictures included, and at once in the first",
      async () => {
        const ownerA = await login(a, ADMIN.email, ADMIN.password);
        const email = `customer-${randomBytes(3).toString("hex")}@several.test`;
        const registered = await a.send("POST", "/api/users/create", {
          json: { fullName: "Two Process Customer", email, phone: "9841000000", password: "customer-pass-1" },
        });
        expect(registered.status, JSON.stringify(registered.data)).toBe(200);
        const customer = await login(a, email, "customer-pass-1");
        // A login made through one process is good in the other (the secret lives in the database).
        expect((await b.send("GET", "/api/auth/check-auth", { headers: customer })).status).toBe(200);

        const delays: number[] = [];
        const atOnceInA = checkAtOnce(a);
        const both: Check = async (target, accept, what) => {
          await atOnceInA(target, accept, what);
          const start = performance.now();
          for (;;) {
            const res = await b.send("GET", target);
            if (accept(res)) break;
            if (performance.now() - start > 5_000) {
              expect.fail(`${what}: the other process still answers ${JSON.stringify(res).slice(0, 300)}`);
            }
            await sleep(2);
          }
          delays.push(performance.now() - start);
        };
        const direct = new pg.Client({ connectionString: url });
        await direct.connect();
        try {
          await walkWrites(a, both, { admin: ownerA, customer }, async (statement, params) => {
            await direct.query(statement, params);
          });
        } finally {
          await direct.end();
        }
        delays.sort((x, y) => x - y);
        console.info(
          `Other process fresh after a write: median ${delays[Math.floor(delays.length / 2)]!.toFixed(1)} ms, slowest ${delays.at(-1)!.toFixed(1)} ms (${delays.length} reads)`,
        );
      },
      SLOW,
    );

    // One series of bill numbers across processes: the counter row's lock holds across connections.
    it(
      "gives twenty counter sales made at once through both processes twenty consecutive bill numbers",
      async () => {
        const owner = await login(a, ADMIN.email, ADMIN.password);
        const direct = new pg.Client({ connectionString: url });
        await direct.connect();
        let productId: number;
        try {
          // A product with its stock written as the ledger writes it (its history adds up to it).
          const inserted = await direct.query(
            `insert into products (name, brand, model, price_paisa, category, quantity, main_file)
             values ('Two-process SSD', 'Test', 'TP-1', 500000, 'Computer Parts', 40, 'x.webp') returning id`,
          );
          productId = inserted.rows[0].id;
          await direct.query(
            `insert into stock_history (product_id, quantity, change_type, remarks) values ($1, 40, 'initial_stock', '')`,
            [productId],
          );
        } finally {
          await direct.end();
        }
        const sales = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? a : b).send("POST", "/api/counter/create", {
              headers: owner,
              json: { lines: [{ id: productId, quantity: 1 }], paymentMethod: "cash" },
            }),
          ),
        );
        expect(sales.map((s) => s.status)).toEqual(Array(20).fill(200));
        const sequences = sales
          .map((s) => (s.data as { data: { bill: { sequence: number; fiscalYear: string } } }).data.bill)
          .map((bill) => bill.sequence)
          .sort((x, y) => x - y);
        const first = sequences[0]!;
        expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
      },
      SLOW,
    );

    // The login counters live in the database, so two processes count one person's attempts together.
    it("holds the failed-login limit across both processes", async () => {
      const results: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const shop = i % 2 === 0 ? a : b;
        const res = await shop.send("POST", "/api/auth/login", {
          json: { email: ADMIN.email, password: `wrong-password-${i}` },
        });
        results.push(res.status);
      }
      // Ten failures for one e-mail, wherever they were made: the eleventh attempt is refused.
      expect(results.slice(0, 10).every((s) => s === 400 || s === 401)).toBe(true);
      expect(results[10]).toBe(429);
    });
  });

  it(
    "runs WORKERS processes on one port, replaces one that dies, and stops them all",
    async () => {
      // A fixed port, as in production: with PORT=0, processes started after all the others died
      // would open a new random port (the shared one closes with its last process).
      const server = await serverWithOwnDataDir({ WORKERS: "2", PORT: String(await freePort()) });
      expect(server.output()).toContain("Server processes: 2");
      const first = childPids(server.child.pid!);
      expect(first).toHaveLength(2);
      const shop = httpShop(server.origin);
      for (let i = 0; i < 6; i += 1)
        expect((await shop.send("GET", "/api/products/get-all")).status).toBe(200);

      process.kill(first[0]!, "SIGKILL");
      const start = Date.now();
      let now = childPids(server.child.pid!);
      while ((now.length < 2 || now.includes(first[0]!)) && Date.now() - start < 20_000) {
        await sleep(100);
        now = childPids(server.child.pid!);
      }
      expect(now).toHaveLength(2);
      expect(now).not.toContain(first[0]);
      for (let i = 0; i < 6; i += 1) expect((await shop.send("GET", "/api/health")).status).toBe(200);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(childPids(server.child.pid!)).toEqual([]);
    },
    SLOW,
  );

  it(
    "replaces every server process when all die, backing off while they keep dying, and exits only when told to",
    async () => {
      // A fixed port, as in production: with PORT=0, processes started after all the others died
      // would open a new random port (the shared one closes with its last process).
      const server = await serverWithOwnDataDir({ WORKERS: "2", PORT: String(await freePort()) });
      const killAll = () => {
        for (const pid of childPids(server.child.pid!)) process.kill(pid, "SIGKILL");
      };
      // Two server processes, the same two for a second: a count taken while one is being
      // replaced says nothing. The back-off reaches 8 s by the fourth death, hence the minute.
      const twoAgain = async () => {
        let steady = 0;
        let last = "";
        for (let i = 0; i < 600 && steady < 10; i++) {
          const now = childPids(server.child.pid!).join(",");
          steady = now.split(",").length === 2 && now === last ? steady + 1 : 0;
          last = now;
          await sleep(100);
        }
        expect(childPids(server.child.pid!)).toHaveLength(2);
      };
      killAll();
      // Both died young: replaced after 1 s, then 2 s for the second in a row, each said.
      await twoAgain();
      killAll();
      await twoAgain();
      expect(server.child.exitCode).toBeNull();
      const said = server.output();
      expect(said).toMatch(/starting another in 1 s \(try 1\)/);
      expect(said).toMatch(/starting another in 4 s \(try 3\)|starting another in 2 s \(try 2\)/);
      // Serving again on the same port.
      const shop = httpShop(server.origin);
      let status = 0;
      // A new process takes seconds to start on a busy machine.
      for (let i = 0; i < 600 && status !== 200; i++) {
        status = (await shop.send("GET", "/api/health").catch(() => ({ status: 0 }))).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    },
    SLOW,
  );
});
