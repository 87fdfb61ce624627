import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
export async function jwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" }).catch(() => {});
  }
  return new TextEncoder().encode((await readFile(file, "utf8")).trim());
}
