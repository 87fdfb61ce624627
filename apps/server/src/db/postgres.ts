import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../paths.ts";
import * as schema from "./schema.ts";
import type { Database, Db } from "./types.ts";

export async function openPostgres(url: string, options: { migrate?: boolean } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  if (options.migrate !== false) await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: "postgres", close: () => pool.end() };
}
