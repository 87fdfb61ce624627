import type { Server } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";

/**
 * The limits that keep slow or abandoned clients from holding the server, all set here from the
 * settings HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS and MAX_CONNECTIONS.
 *
 * - headers: a request must finish its headers this soon after the connection opens (Node
 *   answers 408 and closes); stops clients that open connections and send nothing or dribble.
 * - request: the whole request, body included (the largest picture upload on a slow link must fit).
 * - idle: a kept-alive connection with no request in flight is closed after this long.
 * - a connection silent for as long as a whole request may take is closed, whatever it is doing
 *   (a client that stops reading its answer).
 * - connections: at most this many open at once; Node closes any further one at once, so a flood
 *   cannot use up the process's file descriptors and the connections already open keep working.
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

/** Caps open connections, and says so in the log (at most once a minute) while it refuses some. */
export function capConnections(server: Server, config: Config, log: FastifyBaseLogger): void {
  server.maxConnections = config.MAX_CONNECTIONS;
  let lastWarning = 0;
  server.on("drop", () => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    log.warn(
      { maxConnections: config.MAX_CONNECTIONS },
      "connection limit reached: new connections are closed until open ones finish",
    );
  });
}
