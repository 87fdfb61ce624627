import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { apiUrl, ROUTES } from "@shop/shared/api-routes";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "../config.ts";
import { DataDirLockedError, openDatabase } from "../db/client.ts";
import { dataDirOwner } from "../db/data-dir-lock.ts";
import { makePrivate } from "../lib/private-files.ts";
import { BackupError, type BackupSummary, restoreBackup, writeBackup } from "./archive.ts";
import { KEY_HEADER, readControl, SUMMARY_HEADER } from "./control.ts";
import { appliedMigrations } from "./migrations.ts";

/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE`, with the settings of `npm start`
 * (`.env`, DATA_DIR or DATABASE_URL). A relative FILE is taken from the folder the command was
 * typed in; without one, the backup is a dated file there.
 */

const typedIn = process.env.INIT_CWD ?? process.cwd();

function uploadsOf(config: Config): string {
  return path.join(config.DATA_DIR, "uploads");
}

/** `shop-backup-2026-11-23-1530.tar.gz`, in the shop's time zone. */
function defaultBackupName(config: Config, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: config.SHOP_TIMEZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `shop-backup-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}.tar.gz`;
}

function describe(summary: BackupSummary): string {
  const n = (table: string) => summary.tables[table] ?? 0;
  // Pictures live in the database's pictures table; files are those of an older data folder.
  const pictures = n("pictures") + summary.pictures;
  return `${n("orders")} orders, ${n("products")} products, ${n("users")} accounts, ${pictures} pictures`;
}

/** Asks the server that holds the embedded database for the backup. */
async function backupThroughServer(config: Config, pid: number, partial: string): Promise<BackupSummary> {
  const control = await readControl(config.DATA_DIR);
  if (!control || control.pid !== pid) {
    throw new BackupError(`The shop (process ${pid}) is still starting. Try again in a moment.`);
  }
  const response = await fetch(`${control.url}${apiUrl(ROUTES.backup)}`, {
    headers: { [KEY_HEADER]: control.key },
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new BackupError(`The shop refused the backup: ${body.message ?? response.statusText}`);
  }
  await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial, { mode: 0o600 }));
  return JSON.parse(response.headers.get(SUMMARY_HEADER) ?? "{}") as BackupSummary;
}

async function backupDirectly(config: Config, partial: string): Promise<BackupSummary> {
  const noShop = new BackupError(
    `There is no shop in ${config.DATABASE_URL ? "the database of DATABASE_URL" : config.DATA_DIR} to back up.`,
  );
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, "pgdata"))) throw noShop;
  const database = await openDatabase(config, { migrate: false });
  try {
    if ((await appliedMigrations(database.db)).length === 0) throw noShop;
    return await writeBackup(database, uploadsOf(config), createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await database.close();
  }
}

async function backup(config: Config, file: string | undefined): Promise<void> {
  const target = path.resolve(typedIn, file ?? defaultBackupName(config));
  // Written aside and renamed when complete: a file with the backup's name is a whole backup.
  const partial = `${target}.partial`;
  try {
    const pid = config.DATABASE_URL ? undefined : await dataDirOwner(config.DATA_DIR);
    const summary = pid
      ? await backupThroughServer(config, pid, partial)
      : await backupDirectly(config, partial);
    await rename(partial, target);
    const size = (await stat(target)).size;
    console.info(
      `Backup written to ${target} (${describe(summary)}; ${(size / 1024 / 1024).toFixed(1)} MB).`,
    );
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

async function restore(config: Config, file: string | undefined): Promise<void> {
  if (!file) throw new BackupError("Name the backup file: npm run restore -- FILE");
  const source = path.resolve(typedIn, file);
  if (!existsSync(source)) throw new BackupError(`There is no file ${source}.`);
  const database = await openDatabase(config, { migrate: false });
  let summary: BackupSummary;
  try {
    summary = await restoreBackup(database, uploadsOf(config), createReadStream(source));
  } finally {
    await database.close();
  }
  if (existsSync(config.DATA_DIR)) await makePrivate(config.DATA_DIR);
  const where = config.DATABASE_URL ? "the database of DATABASE_URL" : config.DATA_DIR;
  console.info(`Restored ${describe(summary)} into ${where}. Start the shop with npm start.`);
}

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  loadDotEnv();
  const config = loadConfig();
  process.umask(0o077);
  if (command === "backup") await backup(config, file);
  else if (command === "restore") await restore(config, file);
  else throw new BackupError("Usage: npm run backup -- [FILE], or npm run restore -- FILE");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error("The command failed:", error);
    }
    process.exit(1);
  },
);
