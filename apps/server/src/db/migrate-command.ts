import { loadConfig, loadDotEnv } from "../config.ts";
import { openDatabase } from "./client.ts";

/**
 * `npm run migrate`: applies this release's migrations to the database of `.env` (DATABASE_URL,
 * or the embedded database in DATA_DIR while no shop runs on it) and exits. Run it once per
 * release before restarting the shop processes, which then start with MIGRATE_ON_START=false.
 * Migrations are written so that the release before keeps working on the migrated database.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  process.umask(0o077);
  const database = await openDatabase(config, { migrate: true });
  await database.close();
  console.info("The database has every migration of this release.");
}

main().catch((error: unknown) => {
  console.error("Migrations failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
