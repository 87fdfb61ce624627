// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (TypeScript, through tsx) in this same process so signals reach it directly.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "apps/web/dist/index.html");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ["apps/web/src", "apps/web/public", "apps/web/index.html", "packages/shared/src"]
  .map((p) => path.join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs));
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.info("Building the web app...");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/server/src/server.ts"));
