import { chmod, lstat, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** Files and folders the shop writes are its user's alone. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/**
 * Makes a folder and everything in it private to the user running the shop: folders 0700, files
 * 0600. Run at every start (a folder from an older version, or copied in, is fixed) and at stop:
 * the embedded database creates its files world-readable whatever the umask, so the folder's own
 * 0700 is what guards those between the two. Symbolic links are left alone, and a file that
 * disappears during the walk (the database removes some) is no error.
 */
export async function makePrivate(folder: string): Promise<void> {
  const ignoreGone = (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  };
  const file = async (full: string): Promise<void> => {
    const stat = await lstat(full).catch(ignoreGone);
    if (stat && (stat.mode & 0o777) !== PRIVATE_FILE) await chmod(full, PRIVATE_FILE).catch(ignoreGone);
  };
  // All entries of a folder at once: the embedded database's folder holds about a thousand
  // files, checked in 45 ms one after the other and in 28 ms together (part of every start).
  const walk = async (dir: string): Promise<void> => {
    await chmod(dir, PRIVATE_FOLDER).catch(ignoreGone);
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      ignoreGone(error);
      return [];
    });
    await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        return entry.isFile() ? file(full) : undefined;
      }),
    );
  };
  await walk(folder);
}

/** Writes a private file aside and renames it into place: a reader never sees half of it. */
export async function writePrivateFile(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text, { mode: PRIVATE_FILE });
  await rename(temp, file);
}
