import { chown, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seed } from "../seed/seed.ts";
import { killAllShops, npmRun, startShop } from "../test/shop-process.ts";
import { fill, SmallDisks } from "../test/small-disk.ts";

/**
 * The backup files themselves, through the owner's commands on the embedded database: where
 * they go and how many are kept, that they are private and never written into a file that was
 * there, that a damaged file is refused before anything changes, and what a full disk does.
 */

const folders: string[] = [];
const disks = new SmallDisks();
let shopDir: string;

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-backup-files-"));
  folders.push(dir);
  return dir;
}

/** A shop on the embedded database in `dataDir`, with the demo data. */
async function makeShop(dataDir: string): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "true",
    ADMIN_PASSWORD: "owner-password-1",
  });
  const database = await openDatabase(config);
  await seed(database.db, config);
  await database.close();
}

const DATED = /^shop-backup-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?\.tar\.gz$/;

// The embedded database either way (DATABASE_URL is empty): the PostgreSQL pass has nothing to add.
describe.runIf(!process.env.TEST_DATABASE_URL)("backup files", () => {
  beforeAll(async () => {
    shopDir = path.join(await folder(), "data");
    await makeShop(shopDir);
  }, 180_000);

  afterAll(async () => {
    await killAllShops();
    await disks.removeAll();
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it("go to BACKUP_DIR named by date, each private, and only the newest BACKUP_KEEP stay", async () => {
    const backups = path.join(await folder(), "nightly");
    const env = { DATA_DIR: shopDir, BACKUP_DIR: backups, BACKUP_KEEP: "2" };
    const first = await npmRun("backup", [], env);
    expect(first.code, first.output).toBe(0);
    // One from long ago, and a file that is not a backup: the first goes, the second stays.
    const old = path.join(backups, "shop-backup-2020-01-01-0000.tar.gz");
    await writeFile(old, "an old backup");
    await utimes(old, new Date("2020-01-01"), new Date("2020-01-01"));
    await writeFile(path.join(backups, "notes.txt"), "keep me");
    for (let i = 0; i < 2; i++) {
      const run = await npmRun("backup", [], env);
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/^Backup written to .*shop-backup-.*\.tar\.gz \(\d+ orders, 28 products/);
    }
    const names = (await readdir(backups)).sort();
    const dated = names.filter((n) => DATED.test(n));
    expect(dated).toHaveLength(2);
    expect(names).toEqual([...dated, "notes.txt"].sort());
    expect(names).not.toContain("shop-backup-2020-01-01-0000.tar.gz");
    expect((await stat(backups)).mode & 0o777).toBe(0o700);
    for (const name of dated) expect((await stat(path.join(backups, name))).mode & 0o777).toBe(0o600);
  }, 240_000);

  it("never writes into a file that was there: not FILE.partial, not FILE itself", async () => {
    const dir = await folder();
    const file = path.join(dir, "shop.tar.gz");
    // Another local user made FILE.partial, readable and writable by all, hoping to read along.
    await writeFile(`${file}.partial`, "someone else's file", { mode: 0o666 });
    await chown(`${file}.partial`, 65534, 65534);
    const made = await npmRun("backup", [file], { DATA_DIR: shopDir });
    expect(made.code, made.output).toBe(0);
    expect(await readFile(`${file}.partial`, "utf8")).toBe("someone else's file");
    expect((await stat(`${file}.partial`)).uid).toBe(65534);
    const info = await stat(file);
    expect([info.mode & 0o777, info.uid]).toEqual([0o600, process.getuid?.()]);

    // A second backup to the same name is refused; the first stays as it was.
    const bytes = await readFile(file);
    const again = await npmRun("backup", [file], { DATA_DIR: shopDir });
    expect(again.code).toBe(1);
    expect(again.output.trim()).toBe(
      `There is already a file ${file}; a backup never replaces a file. Name another one.`,
    );
    expect((await readFile(file)).equals(bytes)).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(["shop.tar.gz", "shop.tar.gz.partial"]);
  }, 120_000);

  it("refuses a damaged, cut-short or foreign file in a line or two, before anything is made", async () => {
    const dir = await folder();
    const good = path.join(dir, "good.tar.gz");
    expect((await npmRun("backup", [good], { DATA_DIR: shopDir })).code).toBe(0);
    const bytes = await readFile(good);
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    for (let i = 0; i < 64; i++) flipped[middle + i] = (bytes[middle + i] ?? 0) ^ 0xff;
    const cases: [string, Buffer, RegExp][] = [
      ["cut.tar.gz", bytes.subarray(0, Math.floor(bytes.length * 0.7)), /^The backup file is cut short/],
      ["flipped.tar.gz", flipped, /^The backup file is damaged/],
      ["notes.tar.gz", Buffer.from("these are my notes\n"), /^This file is not a backup of the shop/],
      [
        "rows-missing.tar.gz",
        await withoutOneRowsEntry(bytes),
        /^The backup file is incomplete: \w+ has \d+ rows of \d+\./,
      ],
      ["empty.tar.gz", gzipSync(Buffer.alloc(0)), /^This file is not a backup of the shop/],
    ];
    for (const [name, content, message] of cases) {
      await writeFile(path.join(dir, name), content);
      const target = path.join(dir, `restored-from-${name}`);
      const run = await npmRun("restore", [path.join(dir, name)], { DATA_DIR: target });
      expect(run.code, name).toBe(1);
      expect(run.output.trim(), name).toMatch(message);
      expect(run.output.trim().split("\n").length, run.output).toBeLessThanOrEqual(2);
      expect(run.output.length, name).toBeLessThan(400);
      // Nothing was made: no data folder, so no half-restored shop to start by mistake.
      await expect(stat(target), name).rejects.toThrow(/ENOENT/);
    }
    // The good file still restores.
    const restored = await npmRun("restore", [good], { DATA_DIR: path.join(dir, "restored") });
    expect(restored.code, restored.output).toBe(0);
  }, 240_000);

  it("says so when BACKUP_DIR is full, and leaves no file there", async () => {
    const shop = await startShop({ DATA_DIR: shopDir });
    try {
      const backups = path.join(await folder(), "backups");
      // The backup of the demo shop is about 400 KB; no file may grow past 64 KB.
      const run = await npmRun(
        "backup",
        [],
        { DATA_DIR: shopDir, BACKUP_DIR: backups },
        { fileSizeLimitKb: 64 },
      );
      expect(run.code).toBe(1);
      expect(run.output.trim()).toBe(
        `The backup is larger than the file-size limit this user has for BACKUP_DIR (${backups}). Nothing was kept.`,
      );
      expect(await readdir(backups)).toEqual([]);
      // The shop still answers.
      expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await shop.stop()).toBe(0);
    }
  }, 120_000);

  it("says so when the disk of DATA_DIR is full, for a backup the shop makes and for a restore", async () => {
    // A running shop whose disk then fills up: the backup's temporary file cannot be written.
    const disk = await disks.make(160);
    const dataDir = path.join(disk, "data");
    const shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    const backups = path.join(await folder(), "backups");
    try {
      await fill(disk);
      const run = await npmRun("backup", [], { DATA_DIR: dataDir, BACKUP_DIR: backups });
      expect(run.code).toBe(1);
      expect(run.output.trim()).toBe(
        `The shop refused the backup: There is no room left on the disk of DATA_DIR (${dataDir}) for the backup's temporary file. Nothing was kept; free some space and try again.`,
      );
      expect((await readdir(dataDir)).filter((n) => n.endsWith(".partial"))).toEqual([]);
      expect(await readdir(backups)).toEqual([]);
      expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    } finally {
      await shop.kill();
    }

    // A restore into a disk too small for the shop: a clear line, and the folder left empty.
    const file = path.join(await folder(), "shop.tar.gz");
    expect((await npmRun("backup", [file], { DATA_DIR: shopDir })).code).toBe(0);
    const tiny = await disks.make(20);
    const restore = await npmRun("restore", [file], { DATA_DIR: tiny });
    expect(restore.code).toBe(1);
    expect(restore.output.trim()).toBe(
      `There is no room left on the disk of DATA_DIR (${tiny}). Nothing was restored; free some space and try again.`,
    );
    expect(await readdir(tiny)).toEqual([]);
  }, 300_000);
});

/** The same backup with one of its row files left out (as a file put together by hand might be). */
async function withoutOneRowsEntry(file: Buffer): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  Readable.from(gunzipSync(file)).pipe(extract);
  let dropped = false;
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (!dropped && entry.header.name.includes("-products/")) {
      dropped = true;
      continue;
    }
    pack.entry({ name: entry.header.name, mode: 0o600 }, Buffer.concat(chunks));
  }
  pack.finalize();
  const out: Buffer[] = [];
  for await (const chunk of pack) out.push(chunk as Buffer);
  return gzipSync(Buffer.concat(out));
}
