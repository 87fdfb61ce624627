import path from "node:path";

/**
 * The server package's folder (apps/server). The sources run from `src/` and the compiled server
 * from `dist/`, both one level below it, so files shipped beside the code (the SQL migrations, the
 * built web app) are found from here in either case.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, "..");

/** The SQL migrations, applied at start on either database. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, "drizzle");
