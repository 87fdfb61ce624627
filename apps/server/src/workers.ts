import cluster, { type Worker } from "node:cluster";

/** What a server process tells this one once it listens. */
export interface ListeningMessage {
  type: "listening";
  address: string;
}

/**
 * Starts `count` server processes (this same program, as node:cluster workers) on one shared port
 * and resolves with the address once every one listens. A process that dies later is replaced
 * after a second; one that dies while starting stops the whole start (every process would fail the
 * same way). SIGTERM or SIGINT stops them all, each finishing its requests in flight.
 */
export function runWorkers(count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const listening = new Set<number>();
    let started = false;
    let stopping = false;
    const everyWorker = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

    cluster.on("message", (worker, message: ListeningMessage) => {
      if (message?.type !== "listening" || started) return;
      listening.add(worker.id);
      if (listening.size === count) {
        started = true;
        resolve(message.address);
      }
    });
    cluster.on("exit", (worker, code, signal) => {
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
      console.error(
        `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
      );
      setTimeout(() => {
        if (!stopping) cluster.fork();
      }, 1_000).unref();
    });
    const stop = () => {
      if (stopping) return;
      stopping = true;
      if (everyWorker().length === 0) process.exit(0);
      for (const w of everyWorker()) w.process.kill("SIGTERM");
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
    for (let i = 0; i < count; i += 1) cluster.fork();
  });
}

/** In a server process: tells the first process that this one is listening. */
export function reportListening(address: string): void {
  const message: ListeningMessage = { type: "listening", address };
  process.send?.(message);
}
