import { randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readdir, readFile, unlink } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { apiUrl, ROUTES } from "@shop/shared/api-routes";
import type { FastifyInstance } from "fastify";
import { AppError, forbidden } from "../lib/errors.ts";
import { PRIVATE_FILE, writePrivateFile } from "../lib/private-files.ts";
import { type BackupSummary, writeBackup } from "./archive.ts";

/**
 * While the shop runs on the embedded database, its process alone may open the data folder, so
 * `npm run backup` asks the running server for the backup. The server answers only a call from
 * its own machine, not through a proxy, that carries the key it wrote into the data folder at
 * start (readable by the shop's user only): whoever can read the data folder may back it up.
 */
const CONTROL_FILE = "backup-control.json";
const KEY_HEADER = "x-backup-key";
export const SUMMARY_HEADER = "x-backup-summary";

interface Control {
  pid: number;
  url: string;
  key: string;
}

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A connection from this machine: a loopback address, or the very address it arrived at. */
function fromThisMachine(socket: { remoteAddress?: string; localAddress?: string }): boolean {
  const remote = socket.remoteAddress;
  return (
    remote === "127.0.0.1" ||
    remote === "::1" ||
    remote === "::ffff:127.0.0.1" ||
    remote === socket.localAddress
  );
}

/** Adds the backup route (before listen); `publish` then tells the backup command where it is. */
export async function enableBackupControl(
  app: FastifyInstance,
  dataDir: string,
): Promise<{ publish(): Promise<void> }> {
  const file = path.join(dataDir, CONTROL_FILE);
  const key = randomBytes(32).toString("base64url");
  for (const entry of await readdir(dataDir)) {
    if (entry.startsWith("backup-") && entry.endsWith(".partial")) await unlink(path.join(dataDir, entry));
  }

  app.get(apiUrl(ROUTES.backup), { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers[KEY_HEADER];
    const proxied =
      request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
    if (!fromThisMachine(request.socket) || proxied || typeof given !== "string" || !sameKey(given, key)) {
      throw forbidden("Backups are made on the shop's own machine, with npm run backup.");
    }
    // Nothing is sent while the file is made, which takes minutes for a big shop: the socket's
    // inactivity limit (REQUEST_TIMEOUT_MS) would close this connection under the waiting command.
    // This caller is this machine's own, with the key; its connection waits as long as it takes.
    request.socket.setTimeout(0);
    // Made into a file first: the database is read at full speed, however slowly the file is fetched.
    // A new file, created here (never one that was there): only this process writes into it.
    const temp = path.join(dataDir, `backup-${randomBytes(6).toString("hex")}.partial`);
    let summary: BackupSummary;
    try {
      const handle = await open(temp, "wx", PRIVATE_FILE);
      summary = await writeBackup(app.database, app.paths.uploads, handle.createWriteStream(), {
        mailKeepDays: app.config.MAIL_KEEP_DAYS,
      });
    } catch (error) {
      await unlink(temp).catch(() => {});
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG") {
        throw new AppError(
          507,
          `There is no room left on the disk of DATA_DIR (${dataDir}) for the backup's temporary file. Nothing was kept; free some space and try again.`,
          "error",
        );
      }
      throw error;
    }
    const stream = createReadStream(temp);
    stream.once("close", () => void unlink(temp).catch(() => {}));
    return reply
      .header("content-type", "application/gzip")
      .header("cache-control", "no-store")
      .header(SUMMARY_HEADER, JSON.stringify(summary))
      .send(stream);
  });
  app.addHook("onClose", async () => {
    await unlink(file).catch(() => {});
  });

  return {
    async publish() {
      const address = app.server.address() as AddressInfo;
      const unspecified = address.address === "0.0.0.0" || address.address === "::";
      const host = unspecified
        ? "127.0.0.1"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
      const control: Control = { pid: process.pid, url: `http://${host}:${address.port}`, key };
      await writePrivateFile(file, JSON.stringify(control));
    },
  };
}

/** How to reach the server that runs on a data folder, if it has said. */
export async function readControl(dataDir: string): Promise<Control | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, CONTROL_FILE), "utf8")) as Control;
  } catch {
    return undefined;
  }
}

export { KEY_HEADER };
