/**
 * deploy/'s systemd units under a real systemd, not only `systemd-analyze verify`: a systemd booted
 * as PID 1 of a container (systemd-nspawn) installs shop.sysusers, shop@.service and the backup
 * service and timer exactly as an installation does, with the shop at /srv/shop, its data in
 * /var/lib/shop and its settings in /etc/shop/shop.env, and runs them: two instances on a
 * PostgreSQL of the test's own, the hardening, a restart after kill -9, a clean stop,
 * rolling-restart.sh in its systemctl mode, a backup and the nightly timer.
 *
 * The container must never write into this machine's files (a systemd booted on the host's own
 * tree cleans /tmp and starts the host's enabled services): its root is an overlay of the host's
 * root with the writes in memory (`--volatile=overlay`), on a bind mount of `/` alone (so /proc,
 * /dev and /sys of the host are not in it), /srv/shop is bound read-only, and
 * /etc/systemd/system is a folder of the test's own that holds a target wanting nothing, so none
 * of the host's enabled units starts. The network is the host's: the instances reach the test's
 * PostgreSQL and the test reaches the instances on 127.0.0.1. Commands run inside with nsenter.
 *
 * A machine that refuses to create namespaces (a CI container without the capability) cannot run
 * this: the test says so and why, and skips. Any other failure fails.
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import { type Cluster, freePort, startCluster } from "../apps/server/src/test/postgres-cluster.ts";

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Why this machine cannot create the namespaces a container needs, or undefined when it can. */
function namespacesRefused(): string | undefined {
  // --mount-proc: a mount in the new namespace too (a container may allow the one, not the other).
  const probe = spawnSync("unshare", ["--mount", "--pid", "--fork", "--mount-proc", "true"], {
    encoding: "utf8",
  });
  if (probe.status === 0) return undefined;
  const said = `${probe.stderr ?? ""}${probe.error?.message ?? ""}`.trim();
  // Only a refused permission is this machine's limit; anything else is a failure to look at.
  if (/Operation not permitted|Permission denied|EPERM|EACCES/.test(said)) return said;
  throw new Error(
    `unshare --mount --pid --mount-proc failed for another reason than a refused permission: ${said}`,
  );
}

// The only target the booted systemd reaches: the basic system and nothing else.
const CHECK_TARGET = `[Unit]
Description=The shop's systemd check
Requires=basic.target
After=basic.target
AllowIsolate=yes
`;

// Run in a mount namespace of its own, so that neither mount is seen by the host. /run is a fresh
// tmpfs there because systemd-nspawn keeps its own state under /run/systemd/nspawn. Without a
// systemd on the host, nspawn runs the container in the cgroup it was started in (--keep-unit):
// one of this run's own, so that two runs at once never share a unit's cgroup (a unit that stops
// kills what is left in its cgroup).
const BOOT = `set -e
box=$1 shop=$2 group=$3
shift 3
for hierarchy in "$@"; do
  mkdir "$hierarchy/$group"
  echo $$ > "$hierarchy/$group/cgroup.procs"
done
mount --bind / "$box/root"
mount -t tmpfs -o mode=0755 tmpfs /run
exec systemd-nspawn --quiet --directory="$box/root" --volatile=overlay --register=no --keep-unit \\
  --machine=shop-systemd-check --bind-ro="$shop:/srv/shop" --bind="$box/system:/etc/systemd/system" \\
  --console=passive --boot systemd.unit=shop-check.target
`;

/** The cgroup hierarchies systemd uses: the named v1 one and cgroup2 (hybrid), or cgroup2 alone. */
function cgroupHierarchies(): string[] {
  const hybrid = ["/sys/fs/cgroup/systemd", "/sys/fs/cgroup/unified"].filter((h) =>
    existsSync(`${h}/cgroup.procs`),
  );
  return hybrid.length > 0 ? hybrid : ["/sys/fs/cgroup"];
}

/** Removes a cgroup and those below it, deepest first (each must be empty of processes by then). */
function removeCgroup(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeCgroup(path.join(dir, entry.name));
  }
  try {
    rmdirSync(dir);
  } catch {
    // a process not reaped yet: the kernel keeps the group until it is
  }
}

describe("deploy/'s units under a real systemd", () => {
  const refused = namespacesRefused();
  let box: string;
  let marker: string;
  let hostPasswd: string;
  let hostUnits: string[];
  let hostNspawnState: boolean;
  let nspawn: ChildProcess | undefined;
  let init = 0;
  let group = "";
  const hierarchies = cgroupHierarchies();
  let cluster: Cluster | undefined;
  const ports: number[] = [];

  /** A command inside the container, with a clean environment (not the test runner's). */
  const inside = async (...command: string[]) =>
    (
      await execFileAsync(
        "nsenter",
        [
          "-t",
          String(init),
          "-a",
          "env",
          "-i",
          "PATH=/usr/sbin:/usr/bin:/sbin:/bin",
          "LANG=C.UTF-8",
          ...command,
        ],
        { encoding: "utf8", timeout: 240_000 },
      )
    ).stdout;
  const show = async (unit: string, property: string) =>
    (await inside("systemctl", "show", "-P", property, unit)).trim();
  const journal = (unit: string) => inside("journalctl", "--no-pager", "-n", "40", "-u", unit).catch(String);
  const isReady = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
  /** Waits for the instance to answer ready; fails at once when systemd keeps restarting it. */
  const readyAt = async (port: number) => {
    const unit = `shop@${port}.service`;
    const restarts = Number(await show(unit, "NRestarts"));
    for (let i = 0; i < 600; i++) {
      if (await isReady(port)) return;
      if (i % 10 === 9 && Number(await show(unit, "NRestarts")) > restarts) break;
      await sleep(100);
    }
    throw new Error(`${unit} never became ready:\n${await journal(unit)}`);
  };
  /** The instance's main process, never 0: `kill -9 0` would end the test's own process group. */
  const mainPid = async (port: number) => {
    const pid = Number(await show(`shop@${port}.service`, "MainPID"));
    if (!(pid > 0))
      throw new Error(`shop@${port} has no main process:\n${await journal(`shop@${port}.service`)}`);
    return pid;
  };
  /** PID 1 of a PID namespace killed: every process of the container ends with it. */
  const endContainer = () => {
    try {
      if (init) process.kill(init, "SIGKILL");
    } catch {
      // gone already
    }
    init = 0;
  };
  const need = (ctx: TestContext) => {
    if (refused) ctx.skip(`the real-systemd check could not run: ${refused}`);
  };

  beforeAll(async () => {
    if (refused) {
      console.warn(
        `The real-systemd check of deploy/ could not run: this machine refuses to create namespaces (${refused}). Only systemd-analyze verify checked the units.`,
      );
      return;
    }
    hostPasswd = readFileSync("/etc/passwd", "utf8");
    hostUnits = existsSync("/etc/systemd/system") ? readdirSync("/etc/systemd/system") : [];
    hostNspawnState = existsSync("/run/systemd/nspawn");
    marker = path.join(os.tmpdir(), `shop-systemd-marker-${randomUUID()}`);
    writeFileSync(marker, "the host's /tmp is left alone\n");
    // What the units run: the compiled server (the service tests run before the e2e build).
    execFileSync("npm", ["run", "--silent", "build", "-w", "apps/server"], { cwd: ROOT, stdio: "pipe" });
    cluster = await startCluster();
    cluster.createDatabase("shop");
    ports.push(await freePort(), await freePort());

    box = mkdtempSync(path.join(os.tmpdir(), "shop-systemd-"));
    group = path.basename(box);
    mkdirSync(path.join(box, "root"));
    mkdirSync(path.join(box, "system"));
    writeFileSync(path.join(box, "system", "shop-check.target"), CHECK_TARGET);
    const log = openSync(path.join(box, "nspawn.log"), "a");
    nspawn = spawn(
      "unshare",
      ["--mount", "--propagation", "private", "--", "sh", "-c", BOOT, "sh", box, ROOT, group, ...hierarchies],
      {
        stdio: ["ignore", log, log],
      },
    );
    // The container's PID 1 is nspawn's child that runs systemd (the child before it runs nspawn).
    for (let i = 0; i < 300 && !init; i++) {
      if (nspawn.exitCode !== null) break;
      init = childRunning(nspawn.pid!, "systemd");
      if (!init) await sleep(100);
    }
    // A runner that ends without its afterAll (a worker torn down) still takes the container along.
    process.once("exit", () => endContainer());
    if (!init)
      throw new Error(`systemd-nspawn did not boot:\n${readFileSync(path.join(box, "nspawn.log"), "utf8")}`);
    // systemctl answers once systemd listens on its socket, then waits for the boot to end.
    let state = "";
    for (let i = 0; i < 600 && !state; i++) {
      state = (
        await inside("systemctl", "is-system-running", "--wait").catch((error) => String(error.stdout))
      ).trim();
      if (!state) await sleep(100);
    }
    if (state !== "running") {
      throw new Error(
        `the booted system is ${state}: ${await inside("systemctl", "--failed", "--no-pager")}`,
      );
    }
  }, 120_000);

  afterAll(async () => {
    endContainer();
    if (nspawn && nspawn.exitCode === null) {
      const exited = new Promise((resolve) => nspawn!.once("exit", resolve));
      await Promise.race([exited, sleep(10_000)]);
      if (nspawn.exitCode === null) nspawn.kill("SIGKILL");
    }
    // The container's processes may take a moment to be gone after its PID 1.
    for (let i = 0; group && i < 50; i++) {
      for (const hierarchy of hierarchies) removeCgroup(path.join(hierarchy, group));
      if (!hierarchies.some((hierarchy) => existsSync(path.join(hierarchy, group)))) break;
      await sleep(100);
    }
    cluster?.stop();
    if (marker) rmSync(marker, { force: true });
    // SYSTEMD_KEEP=1 keeps nspawn's console log for a look after a failure.
    if (box && !process.env.SYSTEMD_KEEP) rmSync(box, { recursive: true, force: true });
  });

  it("systemd-sysusers makes the shop's user from shop.sysusers", async (ctx) => {
    need(ctx);
    await inside(
      "install",
      "-D",
      "-m",
      "0644",
      "/srv/shop/deploy/shop.sysusers",
      "/etc/sysusers.d/shop.conf",
    );
    await inside("systemd-sysusers");
    const [name, , uid, , , home, shell] = (await inside("getent", "passwd", "shop")).trim().split(":");
    expect(name).toBe("shop");
    // A system user: below 1000, not root.
    expect(Number(uid)).toBeGreaterThan(0);
    expect(Number(uid)).toBeLessThan(1000);
    expect(home).toBe("/var/lib/shop");
    expect(shell).toMatch(/nologin$/);
  });

  it("two shop@ instances start on PostgreSQL and answer ready", async (ctx) => {
    need(ctx);
    await inside(
      "install",
      "-m",
      "0644",
      "/srv/shop/deploy/shop@.service",
      "/srv/shop/deploy/shop-backup.service",
      "/srv/shop/deploy/shop-backup.timer",
      "/etc/systemd/system/",
    );
    const settings = [`DATABASE_URL=${cluster!.url("shop")}`, "SEED_DEMO=false", "SMTP_URL="];
    await inside(
      "sh",
      "-c",
      'install -d -m 0755 /etc/shop && umask 077 && printf "%s\\n" "$@" > /etc/shop/shop.env',
      "sh",
      ...settings,
    );
    // The units run Node.js from /usr/bin (Debian's nodejs); a machine whose Node.js is elsewhere
    // (a CI image) gets links there, in the container's own overlay.
    for (const [tool, where] of [
      ["node", process.execPath],
      ["npm", execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim()],
    ] as const) {
      if (!existsSync(`/usr/bin/${tool}`)) await inside("ln", "-s", realpathSync(where), `/usr/bin/${tool}`);
    }
    await inside("systemctl", "daemon-reload");
    // Each release: `npm run migrate` once, as the shop's user, with the shop's settings.
    const migrated = await inside(
      "systemd-run",
      "--wait",
      "--pipe",
      "--quiet",
      "-p",
      "User=shop",
      "-p",
      "EnvironmentFile=/etc/shop/shop.env",
      "-p",
      "WorkingDirectory=/srv/shop",
      "/usr/bin/npm",
      "run",
      "--silent",
      "migrate",
    );
    expect(migrated).toContain("every migration");
    // As the unit's own comment says to.
    await inside("systemctl", "enable", "--now", ...ports.map((p) => `shop@${p}.service`));
    for (const port of ports) {
      await readyAt(port);
      expect(await show(`shop@${port}.service`, "ActiveState")).toBe("active");
      expect((await inside("stat", "-c", "%U", `/proc/${await mainPid(port)}`)).trim()).toBe("shop");
    }
    expect((await inside("stat", "-c", "%U %a", "/var/lib/shop")).trim()).toBe("shop 700");
  });

  it("holds the hardening: no privileges, a read-only system except /var/lib/shop", async (ctx) => {
    need(ctx);
    const unit = `shop@${ports[0]}.service`;
    expect(await show(unit, "ProtectSystem")).toBe("strict");
    expect(await show(unit, "NoNewPrivileges")).toBe("yes");
    const main = await mainPid(ports[0]!);
    const status = await inside("cat", `/proc/${main}/status`);
    expect(status).toMatch(/^NoNewPrivs:\s+1$/m);
    expect(status).toMatch(/^CapEff:\s+0+$/m);
    // Writes tried from inside the service's own view of the files, as root there: only the
    // data folder (and its private /tmp) takes them.
    const probe =
      'for p in "$@"; do if out=$(touch "$p/.probe" 2>&1); then rm -f "$p/.probe"; echo "$p: writable"; else echo "$p: $out"; fi; done';
    const places = ["/srv/shop", "/etc", "/usr", "/var", "/var/backups", "/var/lib/shop", "/tmp"];
    const said = await inside("nsenter", "-t", String(main), "-m", "sh", "-c", probe, "sh", ...places);
    // touch's message ends with the cause: "touch: cannot touch '/etc/.probe': Read-only file system".
    const causes = said
      .trim()
      .split("\n")
      .map((line) => `${line.slice(0, line.indexOf(":"))}: ${line.slice(line.lastIndexOf(": ") + 2)}`);
    expect(causes).toEqual([
      "/srv/shop: Read-only file system",
      "/etc: Read-only file system",
      "/usr: Read-only file system",
      "/var: Read-only file system",
      "/var/backups: Read-only file system",
      "/var/lib/shop: writable",
      "/tmp: writable",
    ]);
    // Its /tmp is its own: what it writes there is not in the system's /tmp.
    await inside("nsenter", "-t", String(main), "-m", "touch", "/tmp/written-by-the-service");
    expect(await inside("ls", "/tmp")).not.toContain("written-by-the-service");
  });

  it("restarts an instance whose process was killed with kill -9", async (ctx) => {
    need(ctx);
    const unit = `shop@${ports[0]}.service`;
    const before = await mainPid(ports[0]!);
    const restarts = Number(await show(unit, "NRestarts"));
    await inside("kill", "-9", String(before));
    let after = 0;
    for (let i = 0; i < 300 && (!after || after === before); i++) {
      await sleep(100);
      // 0 while systemd waits RestartSec before starting it again.
      after = Number(await show(unit, "MainPID"));
    }
    expect(after).not.toBe(before);
    expect(after).toBeGreaterThan(0);
    expect(Number(await show(unit, "NRestarts"))).toBe(restarts + 1);
    await readyAt(ports[0]!);
  });

  it("rolling-restart.sh restarts each instance with systemctl, one ready at every moment", async (ctx) => {
    need(ctx);
    const before = await Promise.all(ports.map(mainPid));
    const bothDown: string[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const ready = await Promise.all(ports.map(isReady));
        if (!ready.includes(true)) bothDown.push(new Date().toISOString());
        await sleep(300);
      }
    })();
    const said = await inside("/srv/shop/deploy/rolling-restart.sh", ...ports.map(String));
    watching = false;
    await watch;
    expect(said).toContain(`Every instance restarted: ${ports.join(" ")}`);
    const after = await Promise.all(ports.map(mainPid));
    for (let i = 0; i < ports.length; i++) expect(after[i], `shop@${ports[i]}`).not.toBe(before[i]);
    expect(bothDown).toEqual([]);
    for (const port of ports) expect(await isReady(port)).toBe(true);
  });

  it("systemctl stop ends an instance cleanly, exit status 0, within TimeoutStopSec", async (ctx) => {
    need(ctx);
    const unit = `shop@${ports[1]}.service`;
    const limit = await show(unit, "TimeoutStopUSec");
    expect(limit).toBe("30s");
    const started = Date.now();
    await inside("systemctl", "stop", unit);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await show(unit, "ActiveState")).toBe("inactive");
    expect(await show(unit, "Result")).toBe("success");
    // Exited by itself with 0, not ended by the signal (which systemd would also call a success).
    expect(await show(unit, "ExecMainCode")).toBe("1");
    expect(await show(unit, "ExecMainStatus")).toBe("0");
    expect(await journal(unit)).toContain("Stopped cleanly");
  });

  it("shop-backup.service writes an archive private to the shop's user", async (ctx) => {
    need(ctx);
    await inside("systemctl", "start", "shop-backup.service");
    expect(await show("shop-backup.service", "Result")).toBe("success");
    expect((await inside("stat", "-c", "%U %a", "/var/backups/shop")).trim()).toBe("shop 700");
    const files = (await inside("sh", "-c", 'stat -c "%U %G %a %n" /var/backups/shop/*')).trim().split("\n");
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^shop shop 600 \/var\/backups\/shop\/shop-backup-[\d-]+\.tar\.gz$/);
  });

  it("shop-backup.timer is scheduled for the night", async (ctx) => {
    need(ctx);
    await inside("systemctl", "enable", "--now", "shop-backup.timer");
    const timers = await inside("systemctl", "list-timers", "--all", "--no-pager", "shop-backup.timer");
    expect(timers).toMatch(/shop-backup\.timer\s+shop-backup\.service/);
    // 02:30 plus up to ten minutes of RandomizedDelaySec.
    expect(await show("shop-backup.timer", "NextElapseUSecRealtime")).toMatch(/ 02:[34]\d:\d\d /);
  });

  it("left the host's files alone", (ctx) => {
    need(ctx);
    expect(existsSync(marker)).toBe(true);
    expect(readFileSync("/etc/passwd", "utf8")).toBe(hostPasswd);
    expect(existsSync("/etc/systemd/system") ? readdirSync("/etc/systemd/system") : []).toEqual(hostUnits);
    expect(existsSync("/run/systemd/nspawn")).toBe(hostNspawnState);
  });
});

/** The pid of `parent`'s child whose command is `name`, or 0. */
function childRunning(parent: number, name: string): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [command, rest] = [
        stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        stat.slice(stat.lastIndexOf(")") + 2),
      ];
      if (command === name && Number(rest.split(" ")[1]) === parent) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return 0;
}
