import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedStart, killAllShops, startShop } from "../test/shop-process.ts";

// The lock guards the embedded database's folder; PostgreSQL has no folder of ours to lock.
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)("the data folder's lock", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-lock-"));
  });
  afterAll(async () => {
    await killAllShops();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server, and lets a server killed with SIGKILL start again at once", async () => {
    const first = await startShop({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    const second = await failedStart({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another shop server is already using ${dataDir}`);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    await first.kill();
    // No waiting for anything to go stale: the owner is gone, so the folder is free.
    const again = await startShop({ DATA_DIR: dataDir });
    const health = await fetch(`${again.url}/api/health`);
    expect(health.status).toBe(200);
    // The admin made by the first start is still there: the database survived the crash.
    const login = await fetch(`${again.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@shop.test", password: "owner-password-1" }),
    });
    expect(login.status).toBe(200);
    expect(await again.stop()).toBe(0);
    // Three starts, one of them creating the database: minutes on a busy two-core machine.
  }, 300_000);
});
