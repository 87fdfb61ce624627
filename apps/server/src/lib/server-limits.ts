import type { Server } from "node:http";
import { isIPv4, isIPv6, type Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";

/**
 * The limits that keep slow or abandoned clients from holding the server, all set here from the
 * settings HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS, MAX_CONNECTIONS and
 * MAX_CONNECTIONS_PER_ADDRESS.
 *
 * - headers: a request must finish its headers this soon after the connection opens (Node
 *   answers 408 and closes); stops clients that open connections and send nothing or dribble.
 * - request: the whole request, body included (the largest picture upload on a slow link must fit).
 * - idle: a kept-alive connection with no request in flight is closed after this long.
 * - a connection silent for as long as a whole request may take is closed, whatever it is doing
 *   (a client that stops reading its answer).
 * - connections: at most this many open at once; Node closes any further one at once, so a flood
 *   cannot use up the process's file descriptors and the connections already open keep working.
 * - connections per address: at most this many from one client address, so one client cannot
 *   hold every slot (see capConnections for what "address" means).
 */
export function serverLimitOptions(config: Config) {
  const headersTimeout = config.HEADERS_TIMEOUT_MS;
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    connectionTimeout: requestTimeout,
    requestTimeout,
    keepAliveTimeout: config.IDLE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout,
      // How often Node looks for connections past those timeouts (its default, 30 s, would let a
      // 10 s limit run to 40 s).
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(headersTimeout / 4))),
    },
  };
}

/**
 * Caps open connections in total and per client address, and says so in the log (at most once a
 * minute each) while it refuses some.
 *
 * The address is the connection's peer, as the kernel reports it: nothing a client sends can
 * change it, so the cap works before a byte of the request is read. An IPv6 client counts by its
 * /64 (one customer's line gets at least that many addresses to choose from); an IPv4 address
 * written as IPv6 (::ffff:1.2.3.4) counts as itself. A trusted proxy (TRUST_PROXY) is exempt:
 * its connections carry many customers, whose own addresses are known only from the
 * X-Forwarded-For of each request, too late for a connection cap; there the total cap applies,
 * the proxy is where per-client connection limits belong, and the per-address request limits
 * still count each customer's own address. With TRUST_PROXY=true every peer counts as a proxy,
 * so the per-address cap is off (the log says so at start).
 */
export function capConnections(server: Server, config: Config, log: FastifyBaseLogger): void {
  server.maxConnections = config.MAX_CONNECTIONS;
  const warnTotal = onceAMinute();
  server.on("drop", () => {
    if (!warnTotal()) return;
    log.warn(
      { maxConnections: config.MAX_CONNECTIONS },
      "connection limit reached: new connections are closed until open ones finish",
    );
  });

  const cap = config.MAX_CONNECTIONS_PER_ADDRESS;
  const trusted = trustProxyFn(config.TRUST_PROXY);
  if (config.TRUST_PROXY === true) {
    log.info("TRUST_PROXY=true: every peer is a proxy, so connections are capped in total only");
    return;
  }
  const open = new Map<string, number>();
  const warnAddress = onceAMinute();
  server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress;
    // A socket already gone has no address; a trusted proxy speaks for many clients.
    if (!peer || trusted?.(peer, 0)) return;
    const key = addressKey(peer);
    const count = (open.get(key) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      if (warnAddress()) {
        log.warn(
          { address: key, maxConnectionsPerAddress: cap },
          "connection limit per address reached: this address's new connections are closed until its open ones finish",
        );
      }
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/** True at most once a minute: a warning repeated for every refused connection would flood the log. */
function onceAMinute(): () => boolean {
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last < 60_000) return false;
    last = now;
    return true;
  };
}

/** What counts as one client: the IPv4 address, or the /64 of an IPv6 one. */
export function addressKey(address: string): string {
  const bare = address.split("%")[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv6 address may end in dotted IPv4 (two groups); the first four groups are the /64 anyway.
  const missing = 8 - left.length - right.length - right.filter((g) => g.includes(".")).length;
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The peers TRUST_PROXY trusts, compiled by @fastify/proxy-addr from the same setting Fastify is
 * given (Fastify keeps its own compiled function private): connections are capped before Fastify
 * sees a request, so this cap needs it at the socket.
 */
export function trustProxyFn(
  trustProxy: boolean | string,
): ((address: string, hop: number) => boolean) | null {
  if (trustProxy === false) return null;
  if (trustProxy === true) return () => true;
  return proxyAddr.compile(trustProxy.split(",").map((v) => v.trim()));
}
