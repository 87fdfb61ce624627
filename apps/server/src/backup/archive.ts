import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import type { Database } from "../db/types.ts";
import { appliedMigrations, knownMigrations, migrateTo } from "./migrations.ts";
import { picturesToBackup, restorePicture } from "./pictures.ts";
import { continueSequences, countRows, hasData, insertRows, shopTables, tableRows } from "./tables.ts";

/**
 * One backup file holds the whole shop: a gzipped tar of `backup.json` (what is inside), the
 * rows of every table (`database/…`, JSON lines) and the pictures (`pictures/…`).
 */
const FORMAT = "koshi-shop-backup";
const VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  engine: Database["kind"];
  /** The migrations the database had: its rows fit those tables. */
  migrations: string[];
  /** Rows per table. */
  tables: Record<string, number>;
}

export interface BackupSummary {
  tables: Record<string, number>;
  pictures: number;
}

export class BackupError extends Error {}

function addEntry(pack: tar.Pack, name: string, content: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Writes a backup of a running shop. The rows are read in one read-only transaction that sees
 * the database at a single moment (repeatable read), so orders, lines and stock agree.
 */
export async function writeBackup(
  database: Database,
  uploadsDir: string,
  out: Writable,
): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const summary: BackupSummary = { tables: {}, pictures: 0 };
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await shopTables(tx);
        for (const table of tables) summary.tables[table.name] = await countRows(tx, table);
        const manifest: Manifest = {
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          engine: database.kind,
          migrations: await appliedMigrations(tx),
          tables: summary.tables,
        };
        await addEntry(pack, "backup.json", JSON.stringify(manifest, null, 2));
        for (const [index, table] of tables.entries()) {
          let page = 0;
          for await (const rows of tableRows(tx, table)) {
            page += 1;
            const name = `database/${String(index).padStart(3, "0")}-${table.name}/${String(page).padStart(6, "0")}.jsonl`;
            await addEntry(pack, name, `${rows.join("\n")}\n`);
          }
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    for await (const picture of picturesToBackup(uploadsDir)) {
      await addEntry(pack, `pictures/${picture.name}`, picture.content);
      summary.pictures += 1;
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
  return summary;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function checkManifest(text: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupError("This file is not a backup of the shop.");
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.migrations) || !manifest.tables) {
    throw new BackupError("This file is not a backup of the shop.");
  }
  if (manifest.version !== VERSION) {
    throw new BackupError(
      `This backup has format ${manifest.version}; this version of the shop reads ${VERSION}.`,
    );
  }
  const known = knownMigrations();
  if (manifest.migrations.length > known.length || manifest.migrations.some((hash, i) => hash !== known[i])) {
    throw new BackupError(
      "This backup was made by a newer or different version of the shop. Restore it with that version.",
    );
  }
  return manifest as Manifest;
}

/**
 * Puts a backup into an empty shop: the database is migrated to the backup's migrations, every
 * row is written in one transaction (all or nothing, and checked against the counts the backup
 * lists), then the later migrations are applied. A shop that has data is refused untouched.
 */
export async function restoreBackup(
  database: Database,
  uploadsDir: string,
  input: Readable,
): Promise<BackupSummary> {
  if (await hasData(database.db)) {
    throw new BackupError(
      "This shop already has data. A backup is restored only into an empty DATA_DIR or an empty database.",
    );
  }
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract).catch((error: Error) => {
    throw new BackupError(`The backup file cannot be read: ${error.message}`);
  });
  // A broken file also fails the entries being read; the failure is reported once, from there.
  reading.catch(() => {});
  const entries = extract[Symbol.asyncIterator]();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== "backup.json") {
      throw new BackupError("This file is not a backup of the shop.");
    }
    const manifest = checkManifest((await readAll(first.value)).toString("utf8"));
    const applied = await appliedMigrations(database.db);
    if (
      applied.length > manifest.migrations.length ||
      applied.some((hash, i) => hash !== manifest.migrations[i])
    ) {
      throw new BackupError(
        "The target database was made by a newer version of the shop. Restore into an empty database.",
      );
    }
    await migrateTo(database, manifest.migrations.length);

    const summary: BackupSummary = { tables: {}, pictures: 0 };
    await database.db.transaction(async (tx) => {
      const tables = new Map((await shopTables(tx)).map((t) => [t.name, t]));
      for (let next = await entries.next(); !next.done; next = await entries.next()) {
        const entry = next.value;
        const content = await readAll(entry);
        const [part, folder] = entry.header.name.split("/");
        if (part === "database") {
          const table = tables.get(folder?.replace(/^\d+-/, "") ?? "");
          if (!table)
            throw new BackupError(`The backup holds rows of an unknown table: ${entry.header.name}`);
          const rows = content.toString("utf8").split("\n").filter(Boolean);
          await insertRows(tx, table, rows);
        } else if (part === "pictures") {
          await restorePicture(uploadsDir, entry.header.name.slice("pictures/".length), content);
          summary.pictures += 1;
        }
      }
      for (const [name, expected] of Object.entries(manifest.tables)) {
        const table = tables.get(name);
        const found = table ? await countRows(tx, table) : 0;
        if (found !== expected) {
          throw new BackupError(`The backup is incomplete: ${name} has ${found} rows of ${expected}.`);
        }
        if (table) await continueSequences(tx, table);
        summary.tables[name] = found;
      }
    });
    await reading;
    await migrateTo(database);
    return summary;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof BackupError) throw error;
    // A broken file (cut short, not gzip) or rows that do not fit: the rows were rolled back.
    throw new BackupError(
      `The backup could not be restored, nothing was written: ${(error as Error).message}`,
    );
  }
}
