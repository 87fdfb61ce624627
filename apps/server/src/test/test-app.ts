import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { openPgliteFromTemplate } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import type { Database } from "../db/types.ts";
import type { LogStream } from "../lib/logging.ts";
import { startSession } from "../modules/accounts/sessions.ts";
import { createUser } from "../modules/accounts/users-service.ts";
import type { Clock } from "../modules/bills/fiscal-year.ts";
import { createArea } from "../modules/delivery/delivery-areas-service.ts";
import { createProduct } from "../modules/products/products-service.ts";
import type { Mail, Mailer } from "../plugins/mail.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every e-mail the app sent, oldest first. */
  mails: Mail[];
  /** Delivers the outbox now (the background loop would within a second) and answers the mails. */
  deliverMail(): Promise<Mail[]>;
  /** Makes the mailer fail (as an unreachable mail server would) until set back to false. */
  setMailFailing(failing: boolean): void;
  close(): Promise<void>;
}

/** A fresh database for one test file: PGlite from the template, or a PostgreSQL clone. */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), { migrate: false });
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tar = await readFile(inject("pgliteTemplate"));
  const database = await openPgliteFromTemplate(new Blob([tar]));
  return { database, drop: async () => {} };
}

/**
 * A fresh database for the test file (or describe block) that calls it: opened before its first
 * test, closed and dropped after its last. Returns the way to reach it from inside a test.
 */
export function useFreshDatabase(): () => Database {
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh?.database.close();
    await fresh?.drop();
  });
  return () => {
    if (!fresh) throw new Error("the fresh database is opened in beforeAll: use it inside a test");
    return fresh.database;
  };
}

/** The whole app on a fresh database and a temporary DATA_DIR, with e-mails captured. */
export async function createTestApp(
  env: Record<string, string> = {},
  extraRoutes?: (app: FastifyInstance) => Promise<void>,
  /** The log's lines go here (at LOG_LEVEL, silent unless env sets it); without it, no log. */
  logStream?: LogStream,
  /** Run on the root instance before any route (a test's own hooks, applying to every route). */
  beforeRoutes?: (app: FastifyInstance) => void,
  /** "Now" for bills: a test's own clock crosses a fiscal year's end. */
  clock?: Clock,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    // CI runs the API tests once more with the front door off.
    ...(process.env.FRONT_DOOR ? { FRONT_DOOR: process.env.FRONT_DOOR } : {}),
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const mails: Mail[] = [];
  let mailFailing = false;
  const mailer: Mailer = {
    async send(mail) {
      if (mailFailing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      mails.push(mail);
    },
  };
  const app = await buildApp(config, {
    database,
    mailer,
    // A test asks for the background payment checks when it wants them (app.payments.checkDue()).
    paymentChecks: false,
    ...(logStream ? { logStream } : { logger: false }),
    ...(extraRoutes ? { extraRoutes } : {}),
    ...(beforeRoutes ? { beforeRoutes } : {}),
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    mails,
    setMailFailing(failing) {
      mailFailing = failing;
    },
    async deliverMail() {
      await app.outbox.deliverDue();
      return mails;
    },
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** A user made directly in the database, with a valid token for the Authorization header. */
export async function createSignedInUser(
  t: TestApp,
  role: "Admin" | "Customer" = "Customer",
  fields: { fullName?: string; email?: string; phone?: string; password?: string } = {},
) {
  userCounter += 1;
  const password = fields.password ?? "password-123";
  const user = await createUser(t.app.db, {
    fullName: fields.fullName ?? `${role} ${userCounter}`,
    email: fields.email ?? `${role.toLowerCase()}${userCounter}-${randomBytes(3).toString("hex")}@test.np`,
    phone: fields.phone ?? `98${String(10_000_000 + userCounter).slice(-8)}`,
    password,
    role,
  });
  const token = await startSession(t.app.db, t.app.secrets.jwt, user.id);
  return { user, token, password, headers: { authorization: `Bearer ${token}` } };
}

/** A product in stock for a test: the fields a test does not care about are fixed. */
export function createTestProduct(
  t: TestApp,
  name: string,
  quantity: number,
  pricePaisa = 100_000,
  extra: { hsCode?: string; warrantyMonths?: number; tracksSerials?: boolean; model?: string } = {},
) {
  return createProduct(
    t.app.db,
    {
      name,
      brand: "Test",
      model: "T-1",
      pricePaisa,
      youSavedPaisa: 0,
      category: "Computer Parts",
      quantity,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
      ...extra,
    },
    null,
  );
}

/** A delivery area for a test's home deliveries (charge and free-from in rupees). */
export function createTestArea(
  t: TestApp,
  name: string,
  charge = 150,
  freeFrom: number | null = null,
  active = true,
) {
  return createArea(t.app.db, { name, charge, freeFrom, active });
}
