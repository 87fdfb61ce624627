import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { shopSecrets } from "../db/schema.ts";
import type { Executor } from "../db/types.ts";

/**
 * JWT_SECRET, or one generated on first start and kept in the database: every server process and
 * every machine on the database signs and checks tokens alike, and sessions survive restarts.
 * A secret an earlier version generated into DATA_DIR/jwt-secret becomes the kept one (first come
 * wins), so the sessions it signed live on.
 */
export async function jwtSecret(
  configured: string | undefined,
  dataDir: string,
  db: Executor,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const earlier = earlierSecret(dataDir);
  await db
    .insert(shopSecrets)
    .values({ name: "jwt", value: earlier.trim() || randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [kept] = await db.select().from(shopSecrets).where(eq(shopSecrets.name, "jwt"));
  return new TextEncoder().encode(kept!.value);
}

/**
 * The secret an earlier version kept in DATA_DIR, if any. Read at once: this runs once, while the
 * server starts, and the same read through the thread pool left the start idle for 56 ms (a CPU
 * profile of a PGlite start; the pool's threads compete there with the database's own start).
 */
function earlierSecret(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, "jwt-secret"), "utf8");
  } catch {
    return "";
  }
}
