import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process started in its own process group, so stopping it stops whatever it started too. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a command in its own process group, its output going to `logFile`. */
export function startGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Started {
  const fd = openSync(options.logFile, "a");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const output = () => {
    try {
      return readFileSync(options.logFile, "utf8").slice(-10_000);
    } catch {
      return "";
    }
  };
  return { child, output, exited };
}

/** SIGTERM to the whole group (a shop finishes its requests and closes its database), then waits. */
export async function stopGroup(started: Started, graceMs = 15_000): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null || !started.child.pid) return;
  const pid = started.child.pid;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, graceMs);
  await started.exited;
  clearTimeout(timer);
  // The group leader may exit before its children (npm before node): wait until the group is empty.
  for (let i = 0; i < 100 && groupAlive(pid); i++) await sleep(100);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `url` until it answers 200; the time it took, in ms. */
export async function waitForOk(url: string, started: Started, timeoutMs = 120_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (started.child.exitCode !== null) throw new Error(`The shop exited early:\n${started.output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`No answer from ${url} in time:\n${started.output()}`);
}

/** Parent of every process: the command name in /proc/N/stat is in parentheses and may hold spaces. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended while being read
    }
  }
  return map;
}

/** `root` and every process under it. */
export function tree(root: number): number[] {
  const all = [...parents()];
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of all) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

/** The first process under `root` (itself included) whose command line matches. */
export function findDescendant(root: number, matches: (command: string) => boolean): number | null {
  for (const pid of tree(root)) {
    try {
      if (matches(readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " "))) return pid;
    } catch {
      // ended
    }
  }
  return null;
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return kb / 1024;
}

/** Resident memory of a process and every process under it (cluster workers), in MB. */
export function treeRssMb(root: number): number {
  return rssMb(tree(root));
}

/** Samples the tree's memory every 200 ms until stopped (the tree itself every 2 s); keeps the highest. */
export function memoryPeak(root: number) {
  let pids = tree(root);
  let peak = rssMb(pids);
  let samples = 0;
  const timer = setInterval(() => {
    if (++samples % 10 === 0) pids = tree(root);
    peak = Math.max(peak, rssMb(pids));
  }, 200);
  return {
    /** The highest resident size seen so far, for the progress lines. */
    soFar: () => Math.round(peak),
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(root));
    },
  };
}
