/**
 * Page weight and paint times of the pages a shopper opens first, at phone size in Debian's
 * Chromium, against the built shop started on a free port with a temporary DATA_DIR.
 * Run by `npm run bench` after the API benchmark; the web app must be built (`npm run build`).
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = ["/", "/product", "/singleProduct/1", "/cart", "/login"];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-pages-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "bench-password",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  console.info(
    `${"page (phone, 390 px)".padEnd(24)} ${"JS sent".padStart(9)} ${"CSS sent".padStart(9)} ${"requests".padStart(9)} ${"FCP".padStart(8)} ${"loaded".padStart(8)}`,
  );
  for (const pathname of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
    await context.addInitScript(() => sessionStorage.setItem("splashShown", "1"));
    const page = await context.newPage();
    const sizes = { js: 0, css: 0, requests: 0 };
    page.on("response", async (res) => {
      sizes.requests++;
      const type = res.headers()["content-type"] ?? "";
      const bytes = Number(
        (
          await res
            .request()
            .sizes()
            .catch(() => ({ responseBodySize: 0 }))
        ).responseBodySize,
      );
      if (type.includes("javascript")) sizes.js += bytes;
      else if (type.includes("css")) sizes.css += bytes;
    });
    const started = performance.now();
    await page.goto(pathname, { waitUntil: "networkidle" });
    const loaded = performance.now() - started;
    const fcp = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    );
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    console.info(
      `${pathname.padEnd(24)} ${kb(sizes.js).padStart(9)} ${kb(sizes.css).padStart(9)} ${String(sizes.requests).padStart(9)} ${`${fcp.toFixed(0)} ms`.padStart(8)} ${`${loaded.toFixed(0)} ms`.padStart(8)}`,
    );
    await context.close();
  }
  await browser.close();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
