import { type ChildProcess, fork } from "node:child_process";
import type net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { addressKey } from "./server-limits.ts";

/**
 * One client that opens a thousand idle connections, and opens each again as soon as it is cut,
 * used to hold every connection slot: /api/health from anyone else was refused for as long as it
 * kept going. Connections are now capped per client address too. Loopback has all of 127/8, so
 * the flood comes from 127.0.0.2 and the health checks from 127.0.0.1.
 */

let t: TestApp | undefined;
const flooders = new Set<ChildProcess>();
afterEach(async () => {
  for (const child of flooders) child.kill("SIGKILL");
  flooders.clear();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>): Promise<number> {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as net.AddressInfo).port;
}

/**
 * Keeps `count` idle connections from `from` open, opening a new one whenever one is cut, from a
 * process of its own, as an attacker's machine would.
 */
async function flood(port: number, from: string, count: number) {
  const child = fork(path.join(import.meta.dirname, "../test/connection-flood.mjs"), [
    String(port),
    from,
    String(count),
  ]);
  flooders.add(child);
  const stats = () =>
    new Promise<{ opened: number; cut: number; open: number }>((resolve) => {
      child.once("message", (m) => resolve(m as never));
      child.send("stats");
    });
  // Under way once every connection was opened at least once.
  while ((await stats()).opened < count) await sleep(50);
  return {
    stats,
    async stop() {
      child.send("stop");
      await new Promise((resolve) => child.once("exit", resolve));
      flooders.delete(child);
    },
  };
}

/**
 * One health check on a new connection. The connection may wait in the kernel's accept queue
 * behind the flood's (the shop takes one per turn of its event loop), or be dropped once when
 * that queue is full and sent again by the kernel a second later: it is given ten seconds.
 */
async function health(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
    headers: { connection: "close" },
    signal: AbortSignal.timeout(10_000),
  });
  return res.status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("connections per client address", () => {
  it("keeps /api/health answering while one address holds a thousand reopening connections", async () => {
    // The default caps (1000 in all, 100 per address); idle connections are cut after a second
    // instead of ten, so the flood also reopens the connections it had.
    const port = await listening({ HEADERS_TIMEOUT_MS: "1000" });
    expect(t?.config.MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    const attacker = await flood(port, "127.0.0.2", 1000);
    try {
      const checks: number[] = [];
      for (let i = 0; i < 8; i++) {
        checks.push(await health(port));
        // The shop holds at most the cap from the attacker, plus this check's own connection.
        expect(await connections()).toBeLessThanOrEqual(101);
        await sleep(250);
      }
      expect(checks).toEqual(Array(8).fill(200));
      // The attacker was cut again and again, and kept reopening.
      expect((await attacker.stats()).cut).toBeGreaterThan(1000);
    } finally {
      await attacker.stop();
    }
  }, 120_000);

  it("does not cut a trusted proxy, whose connections carry many customers", async () => {
    const port = await listening({ TRUST_PROXY: "127.0.0.3", MAX_CONNECTIONS_PER_ADDRESS: "20" });
    const proxy = await flood(port, "127.0.0.3", 60);
    const other = await flood(port, "127.0.0.2", 60);
    try {
      await sleep(300);
      // All 60 of the proxy's connections stay open; the other address keeps 20.
      expect(await proxy.stats()).toMatchObject({ opened: 60, cut: 0 });
      expect((await other.stats()).cut).toBeGreaterThanOrEqual(40);
      expect(await connections()).toBe(80);
      expect(await health(port)).toBe(200);
    } finally {
      await proxy.stop();
      await other.stop();
    }
  }, 60_000);

  it("counts an IPv6 client by its /64 and an IPv4 address written as IPv6 as itself", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});

function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t?.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
