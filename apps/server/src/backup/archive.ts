import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import type { Database } from "../db/types.ts";
import { appliedMigrations, knownMigrations, migrateTo } from "./migrations.ts";
import { picturesToBackup, restorePicture } from "./pictures.ts";
import {
  continueSequences,
  countRows,
  hasData,
  insertRows,
  type Retention,
  shopTables,
  tableRows,
} from "./tables.ts";

export type { Retention };

/**
 * One backup file holds the whole shop: a gzipped tar of `backup.json` (what is inside), the
 * rows of every table (`database/…`, JSON lines) and the pictures (`pictures/…`).
 */
const FORMAT = "koshi-shop-backup";
const VERSION = 1;

export interface Manifest {
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
    const entry = pack.entry({ name, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve()));
    // The failure reaches the callback; unlistened, the entry's own 'error' event would end the
    // process (a full disk under a running shop's backup took the whole shop down).
    entry.on("error", () => {});
  });
}

/**
 * Writes a backup of a running shop. The rows are read in one read-only transaction that sees
 * the database at a single moment (repeatable read), so orders, lines and stock agree. What has
 * expired stays out (tables.ts: used or expired reset codes, mail past MAIL_KEEP_DAYS).
 *
 * Compressed at gzip's level 3: at five years of data a backup is about a gigabyte of JSON, which
 * took 28 s at level 3 and 37 s at level 6 (the default) here, for a file 14 % smaller.
 */
export async function writeBackup(
  database: Database,
  uploadsDir: string,
  out: Writable,
  retention: Retention,
): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 3 }), out);
  // A full disk fails the file while the rows are still being read; the failure is read below.
  // Unheard until then, it would end the process once the loop turned (an unhandled rejection).
  written.catch(() => {});
  const summary: BackupSummary = { tables: {}, pictures: 0 };
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await shopTables(tx);
        for (const table of tables) summary.tables[table.name] = await countRows(tx, table, retention);
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
          for await (const rows of tableRows(tx, table, retention)) {
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
    // The file's own failure (a full disk) says more than the entry that noticed it.
    const failed = await written.then(
      () => undefined,
      (e: NodeJS.ErrnoException) => e,
    );
    throw failed?.code ? failed : error;
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

/** The table an entry `database/007-orders/000012.jsonl` holds rows of. */
function tableOfEntry(name: string): string | undefined {
  const [part, folder] = name.split("/");
  return part === "database" ? (folder?.replace(/^\d+-/, "") ?? "") : undefined;
}

/** One line for a failure of reading the file (gzip and tar say it in their own words). */
function damaged(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const cause = firstLine(error);
  if (cause === "incorrect header check") {
    return new BackupError(
      "This file is not a backup of the shop (it is not a gzip archive). Nothing was changed.",
    );
  }
  const cut = /unexpected end|premature|truncat|incomplete|end of file/i.test(cause);
  return new BackupError(
    cut
      ? `The backup file is cut short (${cause}): it was not written to the end. Nothing was changed.`
      : `The backup file is damaged (${cause}). Nothing was changed.`,
  );
}

/** An error's first line, without the statement and parameters a database error carries. */
export function firstLine(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const inner = (cause instanceof Error ? cause : error) as {
    message?: unknown;
    name?: unknown;
    errno?: unknown;
  };
  const message =
    typeof inner?.message === "string"
      ? inner.message
      : inner && typeof inner === "object"
        ? `${String(inner.name ?? "error")}${inner.errno === undefined ? "" : ` ${String(inner.errno)}`}`
        : String(error);
  const line = message.split("\n")[0] ?? message;
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Reads a whole backup file before anything is changed: gzip's check of every byte, tar's of
 * every header, the manifest, and each table's rows counted against the manifest. A file cut
 * short, damaged or not a backup is refused here, in a line or two.
 */
export async function checkArchive(input: Readable): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  reading.catch(() => {});
  const found: Record<string, number> = {};
  let manifest: Manifest | undefined;
  try {
    for await (const entry of extract) {
      if (!manifest) {
        if (entry.header.name !== "backup.json")
          throw new BackupError("This file is not a backup of the shop.");
        manifest = checkManifest((await readAll(entry)).toString("utf8"));
        continue;
      }
      const table = tableOfEntry(entry.header.name);
      if (table === undefined) {
        entry.resume();
        continue;
      }
      if (!(table in manifest.tables)) {
        throw new BackupError(
          `The backup file is damaged: it holds rows of a table its list does not name (${table}).`,
        );
      }
      let rows = 0;
      for await (const chunk of entry) rows += countLines(chunk as Buffer);
      found[table] = (found[table] ?? 0) + rows;
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    throw damaged(error);
  }
  if (!manifest) throw new BackupError("This file is not a backup of the shop (it is empty).");
  for (const [table, expected] of Object.entries(manifest.tables)) {
    if ((found[table] ?? 0) !== expected) {
      throw new BackupError(
        `The backup file is incomplete: ${table} has ${found[table] ?? 0} rows of ${expected}. Nothing was changed.`,
      );
    }
  }
  return manifest;
}

function countLines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n += 1;
  return n;
}

/**
 * Puts a backup into an empty shop: the database is migrated to the backup's migrations, every
 * row is written in one transaction (all or nothing, and checked against the counts the backup
 * lists), then the later migrations are applied. A shop that has data is refused untouched.
 * The caller checks the file first (checkArchive), so a damaged one never gets this far.
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
  const reading = pipeline(input, createGunzip(), extract);
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
        const name = tableOfEntry(entry.header.name);
        if (name !== undefined) {
          const table = tables.get(name);
          if (!table) throw new BackupError(`The backup holds rows of an unknown table: ${name}.`);
          const rows = content.toString("utf8").split("\n").filter(Boolean);
          await insertRows(tx, table, rows);
        } else if (entry.header.name.startsWith("pictures/")) {
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
    // Rows that do not fit, a disk that is full: the rows were rolled back. The database's own
    // words, without the statement and its thousands of rows.
    throw new BackupError(`The backup could not be restored, nothing was written: ${firstLine(error)}`);
  }
}
