import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "../paths.ts";
import { requireMigrations } from "./migration-state.ts";
import { plannerArguments } from "./planner-settings.ts";
import * as schema from "./schema.ts";
import type { Database, Db } from "./types.ts";

/**
 * The parsers Drizzle's PGlite driver would otherwise send with every query (it keeps
 * date and time values as text and parses them itself). Registered once on the instance:
 * measured at twice the throughput of per-query parsers.
 */
const identity = (value: string) => value;
const PARSERS = {
  [types.TIMESTAMP]: identity,
  [types.TIMESTAMPTZ]: identity,
  [types.INTERVAL]: identity,
  [types.DATE]: identity,
  1231: identity, // numeric[]
  1115: identity, // timestamp[]
  1185: identity, // timestamptz[]
  1187: identity, // interval[]
  1182: identity, // date[]
};

type Queryable = Pick<PGlite, "query" | "exec"> & { transaction?: PGlite["transaction"] };

/**
 * A statement's result, handed to its caller on the event loop's next turn (setImmediate).
 *
 * PGlite runs a statement on this thread and resolves it without waiting for anything, so a
 * request's chain of statements (a catalog search's three, its answer made after them) would run
 * in one turn of the loop; the loop reads other sockets and accepts one new connection per turn,
 * so each chain made /api/health, a checkout or a new visitor wait for all of it. Handed over on
 * the next turn, a chain runs one statement per turn, with the loop's I/O between them.
 */
async function onNextTurn<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } finally {
    await nextTurn();
  }
}

/**
 * A client for Drizzle that drops the per-query parsers, keeping only the row mode. Statements
 * outside a transaction, and a transaction as a whole, resolve on the loop's next turn
 * (`onNextTurn`); inside a transaction, which holds the database until it ends, they do not.
 */
function withoutPerQueryParsers(target: Queryable | Transaction, inTransaction = false): unknown {
  const settle = inTransaction ? <T>(statement: Promise<T>) => statement : onNextTurn;
  return {
    query: (sql: string, params?: unknown[], options?: QueryOptions) =>
      settle(target.query(sql, params, options?.rowMode ? { rowMode: options.rowMode } : undefined)),
    exec: (sql: string, options?: QueryOptions) => settle(target.exec(sql, options)),
    transaction: <T>(fn: (tx: unknown) => Promise<T>) =>
      settle((target as PGlite).transaction((tx) => fn(withoutPerQueryParsers(tx, true)))),
  };
}

export function drizzleOnPglite(client: PGlite): Db {
  // biome-ignore lint/suspicious/noExplicitAny: the wrapper has the shape the driver uses
  return drizzle({ client: withoutPerQueryParsers(client) as any, schema }) as unknown as Db;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const client = new PGlite({
    // 32 MB of buffers instead of PostgreSQL's 128 MB: a shop's working set fits, the folder's
    // files stay in the system's page cache anyway, and every buffer once touched stays in the
    // process's memory (wasm memory never shrinks): after a burst of orders, 128 MB of them did.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB", ...plannerArguments()],
    // The catalog search's extensions (the search_functions migration), as PostgreSQL's contrib package has them.
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: PARSERS,
  });
  await client.waitReady;
  return client;
}

export async function migratePglite(client: PGlite): Promise<void> {
  await migrate(drizzleOnPglite(client) as never, { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Opens (creating if needed) the database folder `DATA_DIR/pgdata`. A new database is made in
 * a temporary folder and moved into place only once complete, so a first start that is
 * interrupted leaves nothing that breaks the next start. With `migrate: false` the database is
 * left at the migrations it has (none, when new).
 */
export async function openPgliteFolder(
  dataDir: string,
  options: { migrate?: boolean; requireMigrations?: boolean } = {},
): Promise<Database> {
  const migrations = options.migrate !== false;
  const target = path.join(dataDir, "pgdata");
  await mkdir(dataDir, { recursive: true });
  for (const entry of await readdir(dataDir)) {
    if (entry.startsWith("pgdata.init-"))
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
  if (!existsSync(target)) {
    const temp = path.join(dataDir, `pgdata.init-${randomBytes(4).toString("hex")}`);
    const fresh = await openPglite({ dataDir: temp });
    if (migrations) await migratePglite(fresh);
    await fresh.close();
    await rename(temp, target);
  }
  const client = await openPglite({ dataDir: target });
  if (migrations)
    await migratePglite(client); // applies migrations added since the folder was made
  else if (options.requireMigrations) {
    await requireMigrations(drizzleOnPglite(client)).catch(async (error) => {
      await client.close();
      throw error;
    });
  }
  return pgliteDatabase(client);
}

/**
 * PGlite is one connection in this process: a notification is handed to the listener before the
 * query that caused it resolves, and can never be lost.
 */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzleOnPglite(client),
    kind: "pglite",
    // One connection, on this thread: never idle from the outside, nothing waits in a pool.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    listen: async (channel, handlers) => {
      await client.listen(channel, (payload) => handlers.message(payload));
    },
    close: () => client.close(),
  };
}

/** An in-memory database from a saved template (tests). */
export async function openPgliteFromTemplate(template: Blob): Promise<Database> {
  const client = await openPglite({ loadDataDir: template });
  return pgliteDatabase(client);
}
