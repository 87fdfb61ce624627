import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { DataDirLockedError, openDatabase } from "./client.ts";
import { messages } from "./schema.ts";

// This file is about the embedded database's folder; PostgreSQL has no folder of ours.
const onPglite = !process.env.TEST_DATABASE_URL;

describe.runIf(onPglite)("the embedded database folder", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-datadir-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is created, locked against a second server, and keeps its data across restarts", async () => {
    // A first start that died half-way leaves a temporary folder: it must not break this start.
    await mkdir(path.join(dataDir, "pgdata.init-deadbeef"), { recursive: true });
    await writeFile(path.join(dataDir, "pgdata.init-deadbeef", "PG_VERSION"), "garbage");

    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await openDatabase(config);
    expect(existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))).toBe(true);
    expect((await readdir(dataDir)).filter((e) => e.startsWith("pgdata.init-"))).toEqual([]);
    await first.db.insert(messages).values({ email: "a@b.np", message: "kept" });

    await expect(openDatabase(config)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase(config)).rejects.toThrow(/Another shop server is already using/);

    await first.close();
    const second = await openDatabase(config);
    const rows = await second.db.select().from(messages);
    expect(rows.map((r) => r.message)).toEqual(["kept"]);
    await second.close();
    // Creating a database on disk (initdb, then every migration) takes 15-30 s on a busy 2-core machine.
  }, 120_000);
});
