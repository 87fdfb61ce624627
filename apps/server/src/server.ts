import cluster from "node:cluster";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { enableBackupControl } from "./backup/control.ts";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "./config.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { NotMigratedError } from "./db/migration-state.ts";
import { makePrivate } from "./lib/private-files.ts";
import { importLegacyUploads } from "./modules/pictures/legacy-uploads.ts";
import { type SeedResult, seed } from "./seed/seed.ts";
import { reportListening, runWorkers } from "./workers.ts";

/**
 * Starts the shop: configuration, database (migrated unless MIGRATE_ON_START=false), seed, HTTP;
 * stops cleanly on SIGTERM or SIGINT. With WORKERS above 1 this process prepares the database
 * once, then starts that many server processes on the same port (workers.ts) and each of them
 * runs `serve`.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Whatever this process writes (database, pictures, e-mails, secrets) is its user's alone.
  process.umask(0o077);
  if (cluster.isWorker) {
    const { address } = await serve(config, { prepare: false });
    reportListening(address);
    return;
  }
  if (config.WORKERS > 1) {
    const result = await prepare(config);
    const address = await runWorkers(config.WORKERS);
    printBanner(address, result, config.WORKERS);
    return;
  }
  const { address, result } = await serve(config, { prepare: true });
  printBanner(address, result, 1);
}

/** Migrations, the seed and the old upload folder, once, before the server processes start. */
async function prepare(config: Config): Promise<SeedResult> {
  const database = await openDatabase(config, {
    migrate: config.MIGRATE_ON_START,
    requireMigrations: !config.MIGRATE_ON_START,
  });
  try {
    const result = await seed(database.db, config);
    await importLegacyUploads(database.db, `${config.DATA_DIR}/uploads`);
    return result;
  } finally {
    await database.close();
  }
}

/**
 * One server process: the app on the shared port, stopped cleanly on SIGTERM or SIGINT.
 * `prepare`: this process also migrates (unless MIGRATE_ON_START=false) and seeds.
 */
async function serve(config: Config, options: { prepare: boolean }) {
  const migrate = options.prepare && config.MIGRATE_ON_START;
  // The app's modules (Fastify, its plugins, every route) load while the database opens: PGlite
  // reads its files and compiles its WebAssembly off this thread, PostgreSQL answers over the
  // network, and this thread would otherwise wait for them before loading anything else.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(config, { migrate, requireMigrations: !migrate }),
    import("./app.ts"),
  ]);
  const app = await buildApp(config, { database });
  let result: SeedResult = { seeded: false };
  if (options.prepare) {
    result = await seed(app.db, config);
    const imported = await importLegacyUploads(app.db, app.paths.uploads);
    if (imported > 0) app.log.info(`Copied ${imported} pictures from ${app.paths.uploads} into the database`);
  }
  await makePrivate(config.DATA_DIR);
  // On the embedded database only this process can read the data, so backups come through it.
  const backups = database.kind === "pglite" ? await enableBackupControl(app, config.DATA_DIR) : undefined;
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  await backups?.publish();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopServer(app, config, signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("The shop did not stop cleanly:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return { address, result };
}

/** A stop waits for this long without a new request before it closes the port (see below). */
const QUIET_MS = 1_000;

/**
 * The clean stop: not ready from the first moment, so a proxy's health check sends new requests
 * elsewhere; every answer says `Connection: close`, so the proxy closes its kept-alive connections
 * itself once each answer is in (a connection closed under a proxy that just sent a checkout on it
 * fails that checkout: a proxy retries only what is safe to repeat). Once no request has arrived
 * for a second (at most half of SHUTDOWN_TIMEOUT_MS), the port is closed, idle connections with
 * it, the requests in flight finish (their connections are cut when SHUTDOWN_TIMEOUT_MS is up),
 * the mail outbox finishes its batch, the database closes, and the log is written out.
 */
async function stopServer(app: FastifyInstance, config: Config, signal: string): Promise<void> {
  const started = performance.now();
  const deadline = started + config.SHUTDOWN_TIMEOUT_MS;
  app.log.info(`${signal} received: not ready from now on; finishing requests in flight, then closing`);
  app.readiness.stop();
  app.inFlight.closingConnections = true;
  await app.database.stopping?.();
  const quietUntil = started + config.SHUTDOWN_TIMEOUT_MS / 2;
  while (performance.now() < quietUntil && performance.now() - app.inFlight.lastArrival < QUIET_MS) {
    await sleep(50);
  }
  const cut = setTimeout(
    () => {
      app.log.warn(
        `Requests still in flight ${config.SHUTDOWN_TIMEOUT_MS} ms after ${signal}: closing their connections`,
      );
      app.server.closeAllConnections();
    },
    Math.max(0, deadline - performance.now()),
  );
  // Closes the port and idle connections, waits for the requests in flight, then runs the onClose
  // hooks: the outbox's batch, then the database.
  await app.close();
  clearTimeout(cut);
  await makePrivate(config.DATA_DIR);
  app.log.info(`Stopped cleanly in ${Math.round(performance.now() - started)} ms`);
  await app.logOutput?.close();
}

function printBanner(address: string, result: SeedResult, workers: number): void {
  const lines = [`The shop is running at ${address}`, `API reference: ${address}/api/docs`];
  if (workers > 1) lines.push(`Server processes: ${workers}`);
  if (result.seeded) {
    lines.push(`Admin account created: ${result.adminEmail}`);
    if (result.generatedPassword) {
      lines.push(`Admin password (shown only this once, write it down): ${result.generatedPassword}`);
    } else {
      lines.push("Admin password: the ADMIN_PASSWORD you set");
    }
  }
  console.info(`\n  ${lines.join("\n  ")}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof NotMigratedError
  ) {
    console.error(error.message);
  } else {
    console.error("The shop could not start:", error);
  }
  process.exit(1);
});
