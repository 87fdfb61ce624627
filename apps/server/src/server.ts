import cluster from "node:cluster";
import { enableBackupControl } from "./backup/control.ts";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "./config.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { makePrivate } from "./lib/private-files.ts";
import { importLegacyUploads } from "./modules/pictures/legacy-uploads.ts";
import { type SeedResult, seed } from "./seed/seed.ts";
import { reportListening, runWorkers } from "./workers.ts";

/**
 * Starts the shop: configuration, database (migrated), seed, HTTP; stops cleanly on a signal.
 * With WORKERS above 1 this process prepares the database once, then starts that many server
 * processes on the same port (workers.ts) and each of them runs `serve`.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Whatever this process writes (database, pictures, e-mails, secrets) is its user's alone.
  process.umask(0o077);
  if (cluster.isWorker) {
    const { address } = await serve(config, { migrate: false });
    reportListening(address);
    return;
  }
  if (config.WORKERS > 1) {
    const result = await prepare(config);
    const address = await runWorkers(config.WORKERS);
    printBanner(address, result, config.WORKERS);
    return;
  }
  const { address, result } = await serve(config, { migrate: true });
  printBanner(address, result, 1);
}

/** Migrations, the seed and the old upload folder, once, before the server processes start. */
async function prepare(config: Config): Promise<SeedResult> {
  const database = await openDatabase(config);
  try {
    const result = await seed(database.db, config);
    await importLegacyUploads(database.db, `${config.DATA_DIR}/uploads`);
    return result;
  } finally {
    await database.close();
  }
}

/** One server process: the app on the shared port, closed cleanly on SIGTERM or SIGINT. */
async function serve(config: Config, options: { migrate: boolean }) {
  // The app's modules (Fastify, its plugins, every route) load while the database opens: PGlite
  // reads its files and compiles its WebAssembly off this thread, PostgreSQL answers over the
  // network, and this thread would otherwise wait for them before loading anything else.
  const [database, { buildApp }] = await Promise.all([openDatabase(config, options), import("./app.ts")]);
  const app = await buildApp(config, { database });
  let result: SeedResult = { seeded: false };
  if (options.migrate) {
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
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    // close() stops accepting connections, waits for requests in flight, then runs the
    // onClose hooks (the database closes last).
    await app.close();
    await makePrivate(config.DATA_DIR);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { address, result };
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("The shop could not start:", error);
  }
  process.exit(1);
});
