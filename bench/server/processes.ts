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

interface ProcInfo {
  pid: number;
  ppid: number;
  command: string;
}

function processes(): ProcInfo[] {
  const list: ProcInfo[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces; the fields after it are plain.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      list.push({ pid: Number(entry), ppid: Number(fields[1]), command });
    } catch {
      // the process ended while being read
    }
  }
  return list;
}

/** The first process under `root` (itself included) whose command line matches. */
export function findDescendant(root: number, matches: (command: string) => boolean): number | null {
  const all = processes();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const info = all.find((p) => p.pid === pid);
    if (info && matches(info.command)) return pid;
    queue.push(...all.filter((p) => p.ppid === pid).map((p) => p.pid));
  }
  return null;
}

/** Resident memory of a process and every process under it (cluster workers), in MB. */
export function treeRssMb(root: number): number {
  const all = processes();
  let pids = [root];
  let total = 0;
  while (pids.length > 0) {
    for (const pid of pids) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      } catch {
        // ended
      }
    }
    pids = all.filter((p) => pids.includes(p.ppid)).map((p) => p.pid);
  }
  return total / 1024;
}

/** Samples the tree's memory every 200 ms until stopped; keeps the highest. */
export function memoryPeak(root: number) {
  let peak = treeRssMb(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(root));
  }, 200);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(root));
    },
  };
}
