import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Executor } from "../db/types.ts";
import { MIGRATIONS_FOLDER } from "../paths.ts";

/**
 * A backup's rows fit the tables of the migrations its database had. A restore migrates the
 * empty target that far, writes the rows, then applies the migrations that came later.
 */

/** The hashes of the migrations a database has had, oldest first (none for a new database). */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const [found] = (
    (await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "found"`,
    )) as unknown as {
      rows: { found: boolean }[];
    }
  ).rows;
  if (!found?.found) return [];
  const result = (await db.execute(
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  )) as unknown as { rows: { hash: string }[] };
  return result.rows.map((r) => r.hash);
}

/** The hashes of this version's migrations, oldest first. */
export function knownMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
}

async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder });
  else await migrateNodePostgres(database.db as never, { migrationsFolder });
}

/** Applies this version's first `count` migrations (all when omitted). */
export async function migrateTo(database: Database, count?: number): Promise<void> {
  if (count === undefined) return migrateWith(database, MIGRATIONS_FOLDER);
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, count);
  const folder = await mkdtemp(path.join(os.tmpdir(), "shop-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await migrateWith(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
