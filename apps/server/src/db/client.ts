import { mkdir } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";
import type { Config } from "../config.ts";
import type { Database } from "./types.ts";

export class DataDirLockedError extends Error {}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR. Two processes on
 * one PGlite folder corrupt it, so the folder is locked for as long as this process has it open.
 */
export async function openDatabase(config: Config): Promise<Database> {
  // Only the driver in use is loaded: PGlite and the PostgreSQL client each take time to load.
  if (config.DATABASE_URL) return (await import("./postgres.ts")).openPostgres(config.DATABASE_URL);
  const { openPgliteFolder } = await import("./pglite.ts");
  await mkdir(config.DATA_DIR, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(config.DATA_DIR, {
      lockfilePath: path.join(config.DATA_DIR, "server.lock"),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: () => {},
    });
  } catch {
    throw new DataDirLockedError(
      `Another shop server is already using ${config.DATA_DIR}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  try {
    const database = await openPgliteFolder(config.DATA_DIR);
    return {
      ...database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
