import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../../..");

/** The environment of a shop process in a test: quiet, no demo data, no mail server. */
function shopEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    ADMIN_EMAIL: "owner@shop.test",
    ADMIN_PASSWORD: "owner-password-1",
    DATABASE_URL: "",
    SMTP_URL: "",
    JWT_SECRET: "",
    WEB_DIST: path.join(root, "no-web-app-in-these-tests"),
    ...env,
  };
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash, with no chance to clean up. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Every shop process a test started and that still runs, even one that never finished starting. */
const alive = new Set<ChildProcess>();

/** SIGKILLs every shop process still running (a test's afterAll, after a failure or a timeout). */
export async function killAllShops(): Promise<void> {
  const children = [...alive];
  for (const child of children) child.kill("SIGKILL");
  await Promise.all(children.map(exited));
}

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env: shopEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  alive.add(child);
  child.once("exit", () => alive.delete(child));
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  return { child, output: () => output };
}

/** Starts the shop as `npm start` runs it, on a free port, and waits until it answers. */
export function startShop(env: Record<string, string>): Promise<ShopProcess> {
  return launchShop(env).running;
}

/** Starts the shop; its output can be read while it starts, `running` resolves once it answers. */
export function launchShop(env: Record<string, string>): {
  output: () => string;
  running: Promise<ShopProcess>;
} {
  const { child, output } = launch(env);
  return { output, running: running(child, output) };
}

async function running(child: ChildProcess, output: () => string): Promise<ShopProcess> {
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /The shop is running at (http:\/\/\S+)/.exec(output());
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`The shop exited early:\n${output()}`));
      }
    }, 100);
  });
  return {
    url,
    child,
    output,
    async stop() {
      child.kill("SIGTERM");
      return exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}

/** Starts the shop when it is expected not to start: its exit code and what it printed. */
export async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await exited(child);
  clearTimeout(timer);
  return { code, output: output() };
}

/**
 * Runs an npm script of the shop (`backup`, `restore`) as the owner would. `fileSizeLimitKb`
 * runs it under `ulimit -f` (no file it writes may grow past that), as a full disk would stop it.
 */
export async function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: { fileSizeLimitKb?: number } = {},
): Promise<{ code: number | null; output: string }> {
  const npm = ["npm", "run", "--silent", script, "--", ...args];
  const [command, ...commandArgs] = options.fileSizeLimitKb
    ? ["bash", "-c", `ulimit -f ${options.fileSizeLimitKb} && exec "$@"`, "bash", ...npm]
    : npm;
  const child = spawn(command!, commandArgs, {
    cwd: root,
    env: shopEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const code = await exited(child);
  return { code, output };
}
