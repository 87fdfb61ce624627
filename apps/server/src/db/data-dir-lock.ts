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
  /** Set by the owner when its stop begins: a new start waits for it instead of refusing. */
  stopping?: boolean;
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

/** The kernel's mark on a task that has begun to exit (PF_EXITING, include/linux/sched.h). */
const PF_EXITING = 0x4;

/**
 * Linux's view of a process: its state letter (field 3 of /proc/PID/stat: `Z` a zombie, `X`
 * dead) and its flags (field 9); undefined elsewhere or when it is gone.
 */
function linuxTask(pid: number): { state: string; flags: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", flags: Number(fields[6] ?? 0) };
  } catch {
    return undefined;
  }
}

/**
 * The recorded owner: `live` while it runs; `exiting` once it has begun to go (a stop under way,
 * said in the lock file; or killed, and the kernel still tearing it down); `gone` once it has
 * ended. A zombie (ended, not yet reaped by its parent) is gone: it holds no file any more.
 */
function ownerState(owner: Owner, file: string): "live" | "exiting" | "gone" {
  // Our own pid: held by this very process, or left by an earlier life of this pid (a container
  // restarted and the shop got the same process id).
  if (owner.pid === process.pid) return heldHere.has(file) ? "live" : "gone";
  const boot = linuxBootId();
  if (owner.boot && boot && owner.boot !== boot) return "gone";
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return "gone";
  }
  const started = linuxStartTime(owner.pid);
  if (owner.started && started && owner.started !== started) return "gone";
  const task = linuxTask(owner.pid);
  if (task && (task.state === "Z" || task.state === "X")) return "gone";
  if (owner.stopping || (task && (task.flags & PF_EXITING) !== 0)) return "exiting";
  return "live";
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
  /** Says in the lock file that this process is stopping (a start meanwhile waits for it). */
  stopping(): Promise<void>;
  release(): Promise<void>;
}

/** How long a start waits for an owner that is exiting. */
const EXITING_WAIT_MS = 10_000;

const lockFile = (dataDir: string) => path.join(dataDir, "server.lock");

/**
 * Takes the data folder for this process, or throws DataDirLockedError while another live process
 * has it. The lock is tied to that process, not to a file's age: a server killed with SIGKILL
 * leaves a lock whose owner is gone, and the next start takes it over at once. Checking and
 * writing happen under a short mutex, so two servers starting together cannot both win.
 */
export async function lockDataDir(
  dataDir: string,
  /** Told once when the start waits for an owner that is exiting (the console, by default). */
  say: (message: string) => void = (message) => console.info(message),
): Promise<DataDirLock> {
  const file = lockFile(dataDir);
  const waitUntil = performance.now() + EXITING_WAIT_MS;
  let said = false;
  for (;;) {
    const owner = await readOwner(file);
    if (!owner || ownerState(owner, file) !== "exiting" || performance.now() >= waitUntil) break;
    if (!said) {
      say(`The shop server that used ${dataDir} (process ${owner.pid}) is stopping: waiting for it…`);
      said = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const state = owner && ownerState(owner, file);
    if (owner && state === "exiting") {
      throw new DataDirLockedError(
        `The shop server that used ${dataDir} (process ${owner.pid}) has not finished stopping after ${EXITING_WAIT_MS / 1000} s. Try again once it has, or set DATA_DIR to another folder.`,
      );
    }
    if (owner && state === "live") {
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
    async stopping() {
      if (heldHere.has(file)) await writePrivateFile(file, JSON.stringify({ ...me(), stopping: true }));
    },
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
  return owner && ownerState(owner, file) !== "gone" ? owner.pid : undefined;
}
