import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSecrets } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { jwtSecret } from "./secrets.ts";

let t: TestApp;
let dirs: string[];
beforeAll(async () => {
  t = await createTestApp();
  dirs = await Promise.all([1, 2].map(() => mkdtemp(path.join(os.tmpdir(), "shop-secret-"))));
});
afterAll(async () => {
  await t.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("the JWT secret", () => {
  it("is generated once and shared through the database, keeping an earlier DATA_DIR secret", async () => {
    const [first, second] = dirs as [string, string];
    // An earlier version left its secret in this machine's DATA_DIR: its sessions must live on.
    await writeFile(path.join(first, "jwt-secret"), "earlier-secret-earlier-secret-earlier-0001\n");
    const machineA = await jwtSecret(undefined, first, t.app.db);
    expect(text(machineA)).toBe("earlier-secret-earlier-secret-earlier-0001");
    // Another machine, with its own DATA_DIR and no file, signs with the same secret.
    expect(text(await jwtSecret(undefined, second, t.app.db))).toBe(text(machineA));
    expect(await t.app.db.select().from(shopSecrets)).toHaveLength(1);
    // A configured one wins.
    const configured = "configured-secret-configured-secret-0001";
    expect(text(await jwtSecret(configured, second, t.app.db))).toBe(configured);
  });
});
