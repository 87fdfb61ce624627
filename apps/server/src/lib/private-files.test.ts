import { chmod, lstat, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAllShops, startShop } from "../test/shop-process.ts";
import { makePrivate } from "./private-files.ts";

/** Every folder and file under `root`, with its permission bits (symbolic links left out). */
async function modes(root: string): Promise<Map<string, number>> {
  const found = new Map<string, number>([[".", (await stat(root)).mode & 0o777]]);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const info = await lstat(full).catch(() => undefined);
    if (info && !info.isSymbolicLink()) found.set(path.relative(root, full), info.mode & 0o777);
  }
  return found;
}

async function loosen(root: string): Promise<void> {
  await chmod(root, 0o777);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o777 : 0o666).catch(() => {});
  }
}

/** What is neither a private folder nor a private file, apart from what lies under `except`. */
function notPrivate(found: Map<string, number>, except?: string): string[] {
  return [...found]
    .filter(([name, mode]) => mode !== 0o700 && mode !== 0o600 && !(except && name.startsWith(except)))
    .map(([name, mode]) => `${name} ${mode.toString(8)}`);
}

describe("makePrivate", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "shop-private-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("makes folders 0700 and files 0600, and leaves what a link points to alone", async () => {
    const outside = path.join(dir, "outside.txt");
    await writeFile(outside, "not ours", { mode: 0o644 });
    const tree = path.join(dir, "tree");
    await mkdir(path.join(tree, "a", "b"), { recursive: true, mode: 0o777 });
    await writeFile(path.join(tree, "a", "b", "file"), "x", { mode: 0o666 });
    await symlink(outside, path.join(tree, "a", "link"));
    await loosen(tree);
    await makePrivate(tree);
    expect(Object.fromEntries(await modes(tree))).toEqual({
      ".": 0o700,
      a: 0o700,
      "a/b": 0o700,
      "a/b/file": 0o600,
    });
    expect((await stat(outside)).mode & 0o777).toBe(0o644);
  });
});

// Started on the embedded database either way: the PostgreSQL pass has nothing to add here.
describe.runIf(!process.env.TEST_DATABASE_URL)("the shop's data folder", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-perms-"));
  });
  afterAll(async () => {
    await killAllShops();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is readable by the shop's user only, after the first start and after every later one", async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: "true" };
    const first = await startShop(env);
    // An e-mail in the outbox carries a live reset code.
    await fetch(`${first.url}/api/auth/reset-password-request?email=owner%40shop.test`, { method: "POST" });
    // The e-mail is written after the answer: wait for it.
    while ((await readdir(path.join(dataDir, "outbox")).catch(() => [])).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const running = await modes(dataDir);
    expect(running.get(".")).toBe(0o700);
    const outbox = [...running].filter(([name]) => name.startsWith("outbox/"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.[1]).toBe(0o600);
    // The generated secret and the pictures live in the database, inside the private folder.
    // The embedded database writes its own files world-readable as it runs (the folder guards
    // them); everything else is private already.
    expect(notPrivate(running, "pgdata/")).toEqual([]);
    expect(await first.stop()).toBe(0);
    expect(notPrivate(await modes(dataDir))).toEqual([]);

    // A folder opened up by hand, or left by an older version, is closed again at the next start.
    await loosen(dataDir);
    const before = await modes(dataDir);
    const second = await startShop(env);
    const after = await modes(dataDir);
    const stillOpen = [...before.keys()].filter((name) => {
      const mode = after.get(name);
      return mode !== undefined && mode !== 0o700 && mode !== 0o600;
    });
    expect(stillOpen).toEqual([]);
    expect(await second.stop()).toBe(0);
  }, 300_000);
});
