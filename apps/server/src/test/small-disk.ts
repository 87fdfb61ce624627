import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * A disk of its own for a test (tmpfs; the tests run as root, as CI does), to fill to the last
 * byte and then free again: how a full disk is met for real, not imitated.
 */
export class SmallDisks {
  private readonly mounted: string[] = [];

  /** A new disk of `megabytes`, mounted on a new folder that only its owner may read. */
  async make(megabytes: number): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "shop-small-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0700`, "tmpfs", dir]);
    this.mounted.push(dir);
    return dir;
  }

  /** Unmounts and removes every disk made. */
  async removeAll(): Promise<void> {
    for (const dir of this.mounted.splice(0)) {
      execFileSync("umount", ["-l", dir]);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

const FILLER = "filler-";

/** Fills a disk to the last byte with files of its own (`free` removes them). */
export async function fill(dir: string): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  for (let i = 0; ; i++) {
    try {
      await writeFile(path.join(dir, `${FILLER}${i}`), chunk);
    } catch {
      // The last file takes what room is left, a little at a time.
      for (let size = 512 * 1024; size >= 512; size /= 2) {
        await writeFile(path.join(dir, `${FILLER}end-${size}`), Buffer.alloc(size, 1)).catch(() => {});
      }
      return;
    }
  }
}

/** Removes what `fill` wrote: the disk has room again. */
export async function free(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(FILLER)) await rm(path.join(dir, name), { force: true });
  }
}
