import { buildApp } from "./app.ts";
import { enableBackupControl } from "./backup/control.ts";
import { ConfigError, loadConfig, loadDotEnv } from "./config.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { makePrivate } from "./lib/private-files.ts";
import { seed } from "./seed/seed.ts";

/** Starts the shop: configuration, database (migrated), seed, HTTP; stops cleanly on a signal. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Whatever this process writes (database, pictures, e-mails, secrets) is its user's alone.
  process.umask(0o077);
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });

  const result = await seed(app.db, config, app.paths.uploads);
  await makePrivate(config.DATA_DIR);
  // On the embedded database only this process can read the data, so backups come through it.
  const backups = database.kind === "pglite" ? await enableBackupControl(app, config.DATA_DIR) : undefined;
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  await backups?.publish();

  const lines = [`The shop is running at ${address}`, `API reference: ${address}/api/docs`];
  if (result.seeded) {
    lines.push(`Admin account created: ${result.adminEmail}`);
    if (result.generatedPassword) {
      lines.push(`Admin password (shown only this once, write it down): ${result.generatedPassword}`);
    } else {
      lines.push("Admin password: the ADMIN_PASSWORD you set");
    }
  }
  console.info(`\n  ${lines.join("\n  ")}\n`);

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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("The shop could not start:", error);
  }
  process.exit(1);
});
