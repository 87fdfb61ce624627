// `npm start`: builds the web app and compiles the server when either is missing or older than its
// sources, then runs the compiled server (plain JavaScript) in this same process so signals reach
// it directly. No TypeScript compiler is loaded into the serving process.
//
// `npm start` runs this file as `node --heap-growing-percent=25 scripts/start.mjs`: after each full
// garbage collection V8 lets the heap grow to 1.25 times what survived before the next one, not
// up to 4 times. Under a burst of checkouts, requests waiting in a batch outlive two minor
// collections and their garbage piled up in the old space: 86 MB alive, 355 MB held. A full
// collection of this heap takes 5 to 20 ms, mostly in steps between requests.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** Runs `npm run build -w <workspace>` when `built` is missing or older than any of `sources`. */
function buildWhenStale(workspace, built, sources, label) {
  const newestSource = Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
  );
  const output = path.join(root, built);
  if (existsSync(output) && newestSource <= statSync(output).mtimeMs) return;
  console.info(`${label}...`);
  // Always a production build: started from a test runner (NODE_ENV=test), Vite would otherwise
  // build React's development code into the pages.
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = "packages/shared/src";
buildWhenStale(
  "apps/web",
  "apps/web/dist/index.html",
  ["apps/web/src", "apps/web/public", "apps/web/index.html", shared],
  "Building the web app",
);
buildWhenStale(
  "apps/server",
  "apps/server/dist/server.js",
  ["apps/server/src", "apps/server/build.mjs", shared],
  "Compiling the server",
);

await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
