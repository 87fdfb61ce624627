import { sql } from "drizzle-orm";
import { migrationsCurrent } from "../../db/migration-state.ts";
import type { Db } from "../../db/types.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this process should be sent requests (GET /api/health/ready). */
    readiness: Readiness;
  }
}

/**
 * Ready: this release's migrations are in the database, the database answers, and no stop has
 * begun. A proxy's health check sends requests elsewhere while it is not.
 */
export class Readiness {
  private stopping = false;
  /** Migrations never go backwards: once current, they are not asked again. */
  private migrated = false;

  constructor(private readonly db: Db) {}

  /** From now on the process is not ready (a stop began). */
  stop(): void {
    this.stopping = true;
  }

  get stopped(): boolean {
    return this.stopping;
  }

  /** Why the process is not ready, or null when it is. */
  async notReady(): Promise<string | null> {
    if (this.stopping) return "The shop is stopping.";
    try {
      if (!this.migrated) {
        if (!(await migrationsCurrent(this.db))) {
          return "The database does not have this release's migrations yet (npm run migrate).";
        }
        this.migrated = true;
      }
      await this.db.execute(sql`select 1`);
    } catch {
      return "The database is not answering.";
    }
    return null;
  }
}
