import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { API_PREFIX, ROUTES } from "@shop/shared/api-routes";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { enableBackupControl } from "./backup/control.ts";
import { loadConfig } from "./config.ts";
import { freshDatabase } from "./test/test-app.ts";

/** What a route answers: its method and its full path ("GET /api/products/get/:id"). */
function routeKeys(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // Fastify adds a HEAD beside each GET by itself; the table names the GET.
  return methods.filter((method) => method !== "HEAD").map((method) => `${method} ${route.url}`);
}

let app: FastifyInstance;
let dataDir: string;
let drop: () => Promise<void>;
const registered: string[] = [];

// The app is built as the other tests build theirs, in a hook: on a busy machine that takes a while.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-routes-"));
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
  });
  app = await buildApp(config, {
    database: fresh.database,
    logger: false,
    onRoute: (route) => registered.push(...routeKeys(route)),
  });
  // The backup route is added by the server on the embedded database (server.ts).
  await enableBackupControl(app, dataDir);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

it("the server registers every route of the API table, and only those, with the same method", () => {
  // The API reference's own pages are the plugin's, not the shop's.
  const api = registered.filter(
    (key) => key.includes(`${API_PREFIX}/`) && !key.includes(`${API_PREFIX}/docs`),
  );
  const table = Object.values(ROUTES).map((route) => `${route.method} ${API_PREFIX}${route.path}`);
  expect(
    api.filter((key) => !table.includes(key)),
    "registered but not in the table",
  ).toEqual([]);
  expect(
    table.filter((key) => !api.includes(key)),
    "in the table but not registered",
  ).toEqual([]);
  expect(new Set(api).size).toBe(api.length);
});
