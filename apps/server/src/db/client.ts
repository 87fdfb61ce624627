import { mkdir } from "node:fs/promises";
import type { Config } from "../config.ts";
import { PRIVATE_FOLDER } from "../lib/private-files.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import type { Database } from "./types.ts";

export { DataDirLockedError } from "./data-dir-lock.ts";

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR. Two processes on
 * one PGlite folder corrupt it, so the folder is locked for as long as this process has it open.
 * `migrate: false` opens the database as it is: the restore command migrates step by step, and
 * server processes started after the first has migrated skip it.
 */
export async function openDatabase(
  config: Config,
  /** `requireMigrations` (with `migrate: false`): refuse a database without this release's migrations. */
  options: { migrate?: boolean; requireMigrations?: boolean } = {},
): Promise<Database> {
  // Only the driver in use is loaded: PGlite and the PostgreSQL client each take time to load.
  if (config.DATABASE_URL) return (await import("./postgres.ts")).openPostgres(config.DATABASE_URL, options);
  const { openPgliteFolder } = await import("./pglite.ts");
  await mkdir(config.DATA_DIR, { recursive: true, mode: PRIVATE_FOLDER });
  const lock = await lockDataDir(config.DATA_DIR);
  try {
    const database = await openPgliteFolder(config.DATA_DIR, options);
    return {
      ...database,
      stopping: () => lock.stopping(),
      close: async () => {
        await database.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
