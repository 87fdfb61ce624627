import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./processes.ts";

/** A database of its own on the given PostgreSQL server, dropped when `fn` ends. */
export async function withPostgresDatabase<T>(
  serverUrl: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `shop_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * A PostgreSQL server of its own, as CI starts one (`.ci/run`): Debian's binaries, run as the
 * `postgres` user (PostgreSQL refuses root) in a temporary folder on a free port, with its
 * default settings. Needs root (to switch user) and Debian's `postgresql` package.
 */
export async function throwawayPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const version = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version || process.getuid?.() !== 0) {
    throw new Error(
      "No PostgreSQL to measure: set BENCH_DATABASE_URL=postgres://… (or run as root with Debian's postgresql package)",
    );
  }
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-pg-"));
  const ids = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
  const gid = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
  chownSync(dir, Number(ids), Number(gid));
  const port = await freePort();
  const asPostgres = (args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", ...args], { stdio: ["ignore", "ignore", "inherit"] });
  asPostgres([`${bin}/initdb`, "-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  asPostgres([
    `${bin}/pg_ctl`,
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        asPostgres([`${bin}/pg_ctl`, "-D", `${dir}/data`, "-m", "fast", "stop"]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
