import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { databaseFault } from "../lib/db-errors.ts";
import { MIGRATIONS_FOLDER } from "../paths.ts";
import type { Executor } from "./types.ts";

/** The moment of this release's newest migration (Drizzle's journal, `when`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database has every migration of this release: Drizzle records each migration it
 * applied with its journal moment, and applies those newer than the last it recorded.
 */
export async function migrationsCurrent(db: Executor): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    return Number(result.rows[0]?.last ?? 0) >= newestMigration();
  } catch (error) {
    // 42P01 no such table, 3F000 no such schema: a database never migrated.
    const code = databaseFault(error)?.code;
    if (code === "42P01" || code === "3F000") return false;
    throw error;
  }
}

/** A start refused because the database lacks this release's migrations. */
export class NotMigratedError extends Error {
  constructor() {
    super(
      "The database does not have this release's migrations. Run `npm run migrate` first (or start with MIGRATE_ON_START=true).",
    );
  }
}

/** Throws NotMigratedError unless the database has this release's migrations. */
export async function requireMigrations(db: Executor): Promise<void> {
  if (!(await migrationsCurrent(db))) throw new NotMigratedError();
}
