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

/** What a listener of a NOTIFY channel is told. */
export interface NotificationHandlers {
  /** One payload, in commit order. */
  message(payload: string): void;
  /** The connection that listens was lost: messages may be missed until `restored`. */
  lost(): void;
  /** Listening again after a loss. */
  restored(): void;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Listens to a NOTIFY channel. A write made through `db` has had its messages delivered by the
   * time the write's promise resolves (same process, at once); other processes' writes arrive
   * within milliseconds of their commit. Call it before the first query.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  /** The connections of this process's pool (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Says that this process has begun to stop (the embedded database's folder lock records it, so a
   * new start waits for this process instead of refusing).
   */
  stopping?(): Promise<void>;
  close(): Promise<void>;
}
