import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

export type Schema = typeof schema;
type Relations = ExtractTablesWithRelations<Schema>;

/** The database, whichever engine is behind it (PGlite or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, Relations>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, Relations>;
/**
 * What a service runs its queries on. Inside a transaction it must be the transaction's
 * handle: on PGlite a query on the global handle waits for the transaction and hangs it.
 */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}
