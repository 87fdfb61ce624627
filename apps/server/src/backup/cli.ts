import { randomBytes } from "node:crypto";
import { constants, createReadStream, existsSync } from "node:fs";
import { copyFile, type FileHandle, link, mkdir, open, readdir, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Config, ConfigError, loadConfig, loadDotEnv } from "../config.ts";
import { DataDirLockedError, openDatabase } from "../db/client.ts";
import { dataDirOwner } from "../db/data-dir-lock.ts";
import { makePrivate, PRIVATE_FILE, PRIVATE_FOLDER } from "../lib/private-files.ts";
import {
  BackupError,
  type BackupSummary,
  checkArchive,
  firstLine,
  restoreBackup,
  writeBackup,
} from "./archive.ts";
import { KEY_HEADER, readControl, SUMMARY_HEADER } from "./control.ts";
import { appliedMigrations } from "./migrations.ts";

/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE`, with the settings of `npm start`
 * (`.env`, DATA_DIR or DATABASE_URL). Without FILE the backup is a dated file in BACKUP_DIR,
 * which keeps the newest BACKUP_KEEP of them. A relative FILE is taken from the folder the
 * command was typed in.
 */

const typedIn = process.env.INIT_CWD ?? process.cwd();

function uploadsOf(config: Config): string {
  return path.join(config.DATA_DIR, "uploads");
}

/** `shop-backup-2026-11-23-1530.tar.gz` (then `-2`, `-3` within the same minute), in the shop's time zone. */
export function datedName(timeZone: string, now = new Date(), attempt = 1): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
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
  const suffix = attempt > 1 ? `-${attempt}` : "";
  return `shop-backup-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}${suffix}.tar.gz`;
}

const DATED = /^shop-backup-\d{4}-\d{2}-\d{2}-\d{4}(-\d+)?\.tar\.gz$/;
const UNFINISHED = /^\.shop-backup-.*\.partial$/;

function describe(summary: BackupSummary): string {
  const n = (table: string) => summary.tables[table] ?? 0;
  // Pictures live in the database's pictures table; files are those of an older data folder.
  const pictures = n("pictures") + summary.pictures;
  return `${n("orders")} orders, ${n("products")} products, ${n("users")} accounts, ${pictures} pictures`;
}

/** A full disk (or a file-size limit) in words, naming the folder. */
function noRoom(error: unknown, where: string): BackupError | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  // The embedded database's file system reports WASI's errno (51 is ENOSPC), not Node's code.
  const wasi = error as { name?: string; errno?: number };
  if (
    code === "ENOSPC" ||
    code === "EDQUOT" ||
    (wasi?.name === "ErrnoError" && wasi.errno === 51) ||
    /no space left on device/i.test(firstLine(error))
  ) {
    return new BackupError(
      `There is no room left on the disk of ${where}. Nothing was kept; free some space and try again.`,
    );
  }
  if (code === "EFBIG") {
    return new BackupError(
      `The backup is larger than the file-size limit this user has for ${where}. Nothing was kept.`,
    );
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return new BackupError(`This user may not write in ${where}. Nothing was kept.`);
  }
  if (code === "ENOENT" || code === "ENOTDIR") {
    return new BackupError(`There is no folder ${where}. Make it first, or name another file.`);
  }
  return undefined;
}

/** Asks the server that holds the embedded database for the backup. */
async function backupThroughServer(config: Config, pid: number, out: Writable): Promise<BackupSummary> {
  const control = await readControl(config.DATA_DIR);
  if (!control || control.pid !== pid) {
    throw new BackupError(`The shop (process ${pid}) is still starting. Try again in a moment.`);
  }
  const response = await fetch(`${control.url}/api/backup`, { headers: { [KEY_HEADER]: control.key } });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new BackupError(`The shop refused the backup: ${body.message ?? response.statusText}`);
  }
  await pipeline(Readable.fromWeb(response.body as never), out);
  return JSON.parse(response.headers.get(SUMMARY_HEADER) ?? "{}") as BackupSummary;
}

async function backupDirectly(config: Config, out: Writable): Promise<BackupSummary> {
  const noShop = new BackupError(
    `There is no shop in ${config.DATABASE_URL ? "the database of DATABASE_URL" : config.DATA_DIR} to back up.`,
  );
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, "pgdata"))) throw noShop;
  const database = await openDatabase(config, { migrate: false });
  try {
    if ((await appliedMigrations(database.db)).length === 0) throw noShop;
    return await writeBackup(database, uploadsOf(config), out, { mailKeepDays: config.MAIL_KEEP_DAYS });
  } finally {
    await database.close();
  }
}

/**
 * Puts the finished file under its name without ever replacing a file: a hard link fails when
 * the name is taken (where links are not supported, an exclusive copy).
 */
async function placeAs(temp: string, target: string): Promise<void> {
  try {
    await link(temp, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw error;
    await copyFile(temp, target, constants.COPYFILE_EXCL);
  }
}

async function backup(config: Config, file: string | undefined): Promise<void> {
  const named = file !== undefined;
  const dir = named ? path.dirname(path.resolve(typedIn, file)) : config.BACKUP_DIR;
  if (!named) await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const where = named ? dir : `BACKUP_DIR (${dir})`;
  const firstName = named ? path.basename(file) : datedName(config.SHOP_TIMEZONE);
  // Written aside under a new, random name, created here and now (never a file that was already
  // there, so never one another user made to read along), and given its name only when whole.
  const temp = path.join(dir, `.${firstName}.${randomBytes(6).toString("hex")}.partial`);
  let handle: FileHandle | undefined;
  try {
    // The stream closes the file when the backup is written (or fails).
    const out = (await open(temp, "wx", PRIVATE_FILE)).createWriteStream();
    const pid = config.DATABASE_URL ? undefined : await dataDirOwner(config.DATA_DIR);
    const summary = pid ? await backupThroughServer(config, pid, out) : await backupDirectly(config, out);
    // On the disk before it gets its name: a crash now leaves an unfinished file, never a bad backup.
    handle = await open(temp, "r+");
    await handle.sync();
    await handle.close();
    handle = undefined;
    let target = path.join(dir, firstName);
    for (let attempt = 2; ; attempt++) {
      try {
        await placeAs(temp, target);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        if (named) {
          throw new BackupError(
            `There is already a file ${target}; a backup never replaces a file. Name another one.`,
          );
        }
        target = path.join(dir, datedName(config.SHOP_TIMEZONE, new Date(), attempt));
      }
    }
    await unlink(temp);
    const size = (await stat(target)).size;
    console.info(
      `Backup written to ${target} (${describe(summary)}; ${(size / 1024 / 1024).toFixed(1)} MB).`,
    );
    if (!named) await keepNewest(dir, config.BACKUP_KEEP);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(temp).catch(() => {});
    throw noRoom(error, where) ?? error;
  }
}

/**
 * Keeps the newest `keep` dated backups of the folder and deletes the older ones, and unfinished
 * files more than six hours old (left by a backup that was killed; a running one is younger).
 */
async function keepNewest(dir: string, keep: number): Promise<void> {
  const entries = await readdir(dir);
  const dated: { name: string; time: number }[] = [];
  for (const name of entries) {
    if (!DATED.test(name) && !UNFINISHED.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (UNFINISHED.test(name)) {
      if (Date.now() - info.mtimeMs > 6 * 3_600_000) await unlink(path.join(dir, name)).catch(() => {});
    } else {
      dated.push({ name, time: info.mtimeMs });
    }
  }
  dated.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  const old = dated.slice(keep);
  for (const { name } of old) await unlink(path.join(dir, name));
  if (old.length > 0) console.info(`Deleted ${old.length} older backups (BACKUP_KEEP=${keep}).`);
}

async function restore(config: Config, file: string | undefined): Promise<void> {
  if (!file) throw new BackupError("Name the backup file: npm run restore -- FILE");
  const source = path.resolve(typedIn, file);
  if (!existsSync(source)) throw new BackupError(`There is no file ${source}.`);
  // The whole file is read and checked before anything is opened or written.
  await checkArchive(createReadStream(source));

  // What was there before, so a failed restore leaves no half-made shop behind: a new DATA_DIR
  // goes again, and in one that was there, whatever the restore made in it.
  const before = config.DATABASE_URL ? [] : await readdir(config.DATA_DIR).catch(() => undefined);
  const made = async (): Promise<string[]> => {
    if (config.DATABASE_URL) return [];
    if (before === undefined) return [config.DATA_DIR];
    const now = await readdir(config.DATA_DIR).catch(() => [] as string[]);
    return now.filter((name) => !before.includes(name)).map((name) => path.join(config.DATA_DIR, name));
  };
  let summary: BackupSummary;
  try {
    const database = await openDatabase(config, { migrate: false });
    try {
      summary = await restoreBackup(database, uploadsOf(config), createReadStream(source));
    } finally {
      await database.close();
    }
  } catch (error) {
    for (const leftover of await made()) await rm(leftover, { recursive: true, force: true }).catch(() => {});
    const full = noRoom(error, `DATA_DIR (${config.DATA_DIR})`);
    if (full) throw new BackupError(`${full.message.replace("Nothing was kept", "Nothing was restored")}`);
    if (error instanceof BackupError || error instanceof DataDirLockedError) throw error;
    throw new BackupError(`The backup could not be restored, nothing was written: ${firstLine(error)}`);
  }
  if (existsSync(config.DATA_DIR)) await makePrivate(config.DATA_DIR);
  const where = config.DATABASE_URL ? "the database of DATABASE_URL" : config.DATA_DIR;
  console.info(`Restored ${describe(summary)} into ${where}. Start the shop with npm start.`);
}

async function main(): Promise<void> {
  // A file-size limit (ulimit -f, systemd's LimitFSIZE) sends SIGXFSZ with each write past it.
  // Node ignores it and the write fails with EFBIG, which is reported; but proper-lockfile's
  // signal-exit listens for it and would kill the command instead, leaving its temporary file.
  process.on("SIGXFSZ", () => {});
  const [command, file] = process.argv.slice(2);
  loadDotEnv();
  const config = loadConfig();
  process.umask(0o077);
  if (command === "backup") await backup(config, file);
  else if (command === "restore") await restore(config, file);
  else throw new BackupError("Usage: npm run backup -- [FILE], or npm run restore -- FILE");
}

// A command whose work stopped waiting on nothing would end with status 0, as if it had worked.
let finished = false;
process.once("beforeExit", () => {
  if (finished) return;
  console.error("The command stopped before it finished; nothing was written.");
  process.exit(1);
});

main().then(
  () => {
    finished = true;
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      // Never a page of rows: the cause in a line.
      console.error(`The command failed: ${firstLine(error)}`);
    }
    process.exit(1);
  },
);
