import cluster, { type Worker } from "node:cluster";

/** What a server process tells this one once it listens. */
export interface ListeningMessage {
  type: "listening";
  address: string;
}

/** A process that lived at least this long was healthy: the next one that dies starts the back-off again. */
const HEALTHY_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 60_000;

/** 1 s, 2 s, 4 s … up to a minute, for the `tries`th replacement in a row of a process that died young. */
export function replacementDelayMs(tries: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, tries - 1), LONGEST_DELAY_MS);
}

/**
 * Starts `count` server processes (this same program, as node:cluster workers) on one shared port
 * and resolves with the address once every one listens. One that dies while the shop starts stops
 * the whole start (every process would fail the same way). One that dies later is replaced, after
 * 1 s, and if its replacements keep dying young after 2 s, 4 s … up to a minute, each try said on
 * the console: a fault that kills every new process (a full disk, a database that refuses) is not
 * retried in a tight loop. This process stays up while it waits, whatever died, and exits only
 * when told to stop: SIGTERM or SIGINT stops every server process cleanly (each finishes its
 * requests in flight, see server.ts), then this one exits 0.
 */
export function runWorkers(count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const listening = new Set<number>();
    const born = new Map<number, number>();
    let started = false;
    let stopping = false;
    let tries = 0;
    /** Replacements waiting for their turn: they keep this process alive (never unref'd). */
    const pending = new Set<NodeJS.Timeout>();
    const everyWorker = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const fork = () => born.set(cluster.fork().id, performance.now());

    cluster.on("message", (worker, message: ListeningMessage) => {
      if (message?.type !== "listening" || started) return;
      listening.add(worker.id);
      if (listening.size === count) {
        started = true;
        resolve(message.address);
      }
    });
    cluster.on("exit", (worker, code, signal) => {
      const lived = performance.now() - (born.get(worker.id) ?? 0);
      born.delete(worker.id);
      if (stopping) {
        if (everyWorker().length === 0) process.exit(0);
        return;
      }
      if (!started) {
        stopping = true;
        for (const w of everyWorker()) w.process.kill("SIGKILL");
        reject(new Error(`A server process stopped while starting (exit code ${code}).`));
        return;
      }
      tries = lived >= HEALTHY_AFTER_MS ? 1 : tries + 1;
      const delay = replacementDelayMs(tries);
      console.error(
        `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}) after ${(lived / 1000).toFixed(1)} s; starting another in ${delay / 1000} s (try ${tries})`,
      );
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!stopping) fork();
      }, delay);
      pending.add(timer);
    });
    const stop = () => {
      if (stopping) return;
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      if (everyWorker().length === 0) process.exit(0);
      for (const w of everyWorker()) w.process.kill("SIGTERM");
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
    for (let i = 0; i < count; i += 1) fork();
  });
}

/** In a server process: tells the first process that this one is listening. */
export function reportListening(address: string): void {
  const message: ListeningMessage = { type: "listening", address };
  process.send?.(message);
}
