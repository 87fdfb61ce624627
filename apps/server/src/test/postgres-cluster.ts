import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * A throwaway PostgreSQL server of this test's own, which it may stop and start again (the shared
 * one of the PostgreSQL pass must not be restarted under other tests). Debian's PostgreSQL, run
 * as the `postgres` user when the tests run as root (PostgreSQL refuses root), as .ci/run does.
 */
export interface Cluster {
  /** A database URL for `name` (created with `createDatabase`). */
  url(name?: string): string;
  createDatabase(name: string): void;
  /**
   * Stops the server at once (`-m fast`: every connection is ended), then starts it again, without
   * holding up this process (its requests go on meanwhile).
   */
  restart(): Promise<void>;
  stop(): void;
}

function pgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error("PostgreSQL is not installed (apt-get install postgresql; .ci/run does)");
  return path.join(root, newest, "bin");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, tool),
      asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
      {
        stdio: "pipe",
      },
    );
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const url = (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    createDatabase(name) {
      run("createdb", ["-h", dir, "-p", String(port), "-U", "postgres", name]);
    },
    async restart() {
      const [tool, ...args] = asRoot ? ["runuser", "-u", "postgres", "--"] : [];
      const run = (name: string, rest: string[]) =>
        execFileAsync(tool ?? path.join(bin, name), tool ? [...args, path.join(bin, name), ...rest] : rest);
      await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      await run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
    },
    stop() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
