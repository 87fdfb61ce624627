import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The files part of a backup. Pictures live in the database (the `pictures` table), so they come
 * with the table rows; this part carries what a DATA_DIR/uploads folder of an older version still
 * holds, so nothing of such a shop is left behind.
 */

/** Every picture, by its name relative to the uploads folder. */
export async function* picturesToBackup(
  uploadsDir: string,
): AsyncGenerator<{ name: string; content: Buffer }> {
  const entries = await readdir(uploadsDir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    // A picture removed while the backup runs is simply not in it.
    const content = await readFile(full).catch(() => undefined);
    if (content) yield { name: path.relative(uploadsDir, full).split(path.sep).join("/"), content };
  }
}

/** Puts one picture back; a name that would leave the uploads folder is refused. */
export async function restorePicture(uploadsDir: string, name: string, content: Buffer): Promise<void> {
  const target = path.resolve(uploadsDir, name);
  if (!target.startsWith(`${path.resolve(uploadsDir)}${path.sep}`)) {
    throw new Error(`The backup holds a picture outside the pictures folder: ${name}`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content, { mode: 0o600 });
}
