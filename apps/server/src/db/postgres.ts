import { setTimeout as sleep } from "node:timers/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../paths.ts";
import { requireMigrations } from "./migration-state.ts";
import { plannerStatement } from "./planner-settings.ts";
import * as schema from "./schema.ts";
import type { Database, Db, NotificationHandlers } from "./types.ts";

/** Any fixed number: the advisory lock one migrating server holds while the others wait. */
const MIGRATION_LOCK = 7_310_002;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; requireMigrations?: boolean } = {},
): Promise<Database> {
  if (options.migrate === false && options.requireMigrations) {
    // On a connection of its own, like migrating: the pool's connections listen before any query.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await requireMigrations(drizzle({ client, schema }) as never);
    } finally {
      await client.end();
    }
  }
  if (options.migrate !== false) {
    // On a connection of its own: the pool starts empty, so each pooled connection is set up
    // (LISTEN) before it runs anything.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Servers starting together on a new database migrate one after the other (released when
      // this connection ends).
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.end();
    }
  }
  const channels = new Map<string, NotificationHandlers>();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Every pooled connection listens too, before it is first handed out. PostgreSQL hands a
    // session its own notifications before it reports the commit, so a write made here has
    // invalidated this process's cache by the time the write's promise resolves: no window where
    // this process could answer from before it.
    onConnect: async (client: pg.ClientBase) => {
      client.on("notification", (n) => channels.get(n.channel)?.message(n.payload ?? ""));
      // A statement, not the connection's startup options: PgBouncer refuses connections that
      // send options it does not know.
      await client.query(plannerStatement());
      for (const channel of channels.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    },
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const listeners: ChannelListener[] = [];
  return {
    db,
    kind: "postgres",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, handlers) {
      if (pool.totalCount > 0) throw new Error("listen() must be called before the first query");
      channels.set(channel, handlers);
      const listener = new ChannelListener(url, channel, handlers);
      await listener.start();
      listeners.push(listener);
    },
    async close() {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

/**
 * One connection that always listens, so other processes' writes arrive even when this process's
 * pool is empty. A lost connection is reported (`lost`), retried with backoff, and reported again
 * once listening (`restored`): what was missed in between cannot be known.
 */
class ChannelListener {
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
  ) {}

  /** The first connection: a failure stops the caller (the server does not start half-working). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on("notification", (n) => {
      if (n.channel === this.channel) this.handlers.message(n.payload ?? "");
    });
    client.on("error", () => this.drop(client));
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.handlers.lost();
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    for (let delay = 100; !this.stopped; delay = Math.min(delay * 2, 5_000)) {
      await sleep(delay);
      if (this.stopped) return;
      try {
        await this.connect();
        this.handlers.restored();
        return;
      } catch {
        // the database is still away: try again later
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
