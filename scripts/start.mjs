// `npm start`: builds the web app and compiles the server when either is missing or older than its
// sources, then runs the compiled server (plain JavaScript) in this same process so signals reach
// it directly. No TypeScript compiler is loaded into the serving process.
//
// `npm start` runs this file as `node --heap-growing-percent=25 scripts/start.mjs`: after each full
// garbage collection V8 lets the heap grow to 1.25 times what survived before the next one, not
// up to 4 times. Under a burst of checkouts, requests waiting in a batch outlive two minor
// collections and their garbage piled up in the old space: 86 MB alive, 355 MB held. A full
// collection of this heap takes 5 to 20 ms, mostly in steps between requests.
import { spawn, spawnSync } from "node:child_process";
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

// PAYMENTS_SIMULATOR=true: the demo takes Khalti and eSewa through the local gateway simulator
// (tools/gateway-simulator, `npm run gateways`). It runs as a child process that ends with this
// one; the shop is given the simulator's addresses and keys as ordinary settings and never knows
// it is not the real gateways.
if (existsSync(".env")) process.loadEnvFile(".env");
// Read here, before the server's own settings: spelled as the server's other switches are.
const simulator = (process.env.PAYMENTS_SIMULATOR ?? "").trim().toLowerCase();
if (!["", "true", "false", "1", "0", "yes", "no", "on", "off"].includes(simulator)) {
  console.error("Invalid setting PAYMENTS_SIMULATOR: must be true or false");
  process.exit(1);
}
if (["true", "1", "yes", "on"].includes(simulator)) await startSimulator();

await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);

async function startSimulator() {
  const child = spawn(process.execPath, ["--import", "tsx", "tools/gateway-simulator/cli.ts", "--json"], {
    cwd: root,
    env: { ...process.env, GATEWAYS_PORT: process.env.GATEWAYS_PORT ?? "0" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  // Its first line says where it listens and the settings that point a shop at it.
  const { url, settings } = await new Promise((resolve, reject) => {
    let seen = "";
    child.stdout.on("data", (chunk) => {
      seen += chunk;
      if (seen.includes("\n")) resolve(JSON.parse(seen.split("\n")[0]));
    });
    child.once("exit", (code) => reject(new Error(`the gateway simulator exited (${code})`)));
  });
  Object.assign(process.env, settings);
  process.env.PUBLIC_URL ||= `http://${process.env.HOST || "127.0.0.1"}:${process.env.PORT || "3000"}`;
  console.info(`Payments go to the gateway simulator at ${url} (PAYMENTS_SIMULATOR=true)`);
  // The simulator stops when this process's end of its input closes, however this process ends,
  // and it never keeps this process from ending.
  child.stdin.on("error", () => {});
  child.unref();
  child.stdin.unref();
  child.stdout.unref();
}
