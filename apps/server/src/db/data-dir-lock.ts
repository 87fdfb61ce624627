import { readFileSync } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";
import { writePrivateFile } from "../lib/private-files.ts";

export class DataDirLockedError extends Error {}

/** Who holds a data folder: enough to tell, after a crash, that they are gone. */
interface Owner {
  pid: number;
  /** The process's start time (Linux): a recycled pid is then not mistaken for the owner. */
  started?: string;
  /** The machine's boot: after a reboot no earlier owner can be alive. */
  boot?: string;
}

function linuxBootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/PID/stat, the start time in clock ticks since boot; undefined elsewhere. */
function linuxStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function me(): Owner {
  return { pid: process.pid, started: linuxStartTime(process.pid), boot: linuxBootId() };
}

/** Lock files this process holds now. */
const heldHere = new Set<string>();

/** True while the recorded owner process still runs. */
function isAlive(owner: Owner, file: string): boolean {
  // Our own pid: held by this very process, or left by an earlier life of this pid (a container
  // restarted and the shop got the same process id).
  if (owner.pid === process.pid) return heldHere.has(file);
  const boot = linuxBootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = linuxStartTime(owner.pid);
  return !(owner.started && started && owner.started !== started);
}

async function readOwner(file: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, "utf8")) as Owner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const lockFile = (dataDir: string) => path.join(dataDir, "server.lock");

/**
 * Takes the data folder for this process, or throws DataDirLockedError while another live process
 * has it. The lock is tied to that process, not to a file's age: a server killed with SIGKILL
 * leaves a lock whose owner is gone, and the next start takes it over at once. Checking and
 * writing happen under a short mutex, so two servers starting together cannot both win.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = lockFile(dataDir);
  const releaseMutex = await lockfile.lock(dataDir, {
    lockfilePath: `${file}.mutex`,
    realpath: false,
    // Held for milliseconds; one left behind by a crash in that moment goes stale in 10 s.
    stale: 10_000,
    retries: { retries: 40, minTimeout: 25, maxTimeout: 500 },
    onCompromised: () => {},
  });
  try {
    const owner = await readOwner(file);
    if (owner && isAlive(owner, file)) {
      throw new DataDirLockedError(
        `Another shop server is already using ${dataDir} (process ${owner.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    await writePrivateFile(file, JSON.stringify(me()));
    heldHere.add(file);
  } finally {
    await releaseMutex();
  }
  return {
    async release() {
      if (!heldHere.delete(file)) return;
      const owner = await readOwner(file);
      if (owner?.pid === process.pid) await unlink(file).catch(() => {});
    },
  };
}

/** The live process that holds the data folder, if any (the backup command asks). */
export async function dataDirOwner(dataDir: string): Promise<number | undefined> {
  const file = lockFile(dataDir);
  const owner = await readOwner(file);
  return owner && isAlive(owner, file) ? owner.pid : undefined;
}
