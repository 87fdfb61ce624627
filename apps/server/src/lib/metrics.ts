import { timingSafeEqual } from "node:crypto";
import { API_PREFIX, ROUTES } from "@shop/shared/api-routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The shop's measurements, in the Prometheus text format (GET /api/metrics). One registry per
 * process: counters other modules increment through the small API below, the requests counted by
 * an `onResponse` hook, and figures read when a scrape asks (the outbox, the database's pool).
 */
export const registry = new Registry();

/** What other modules count. Each call site says what happened, once, after it happened. */
export const metrics = {
  /** Orders written (web and counter), counted once their transaction committed. */
  ordersPlaced: new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed (committed)",
    registers: [registry],
  }),
  /**
   * Bills and credit notes issued, by kind, counted once the sale's transaction committed (a
   * rolled-back sale uses no number and is not counted).
   */
  billsIssued: new Counter({
    name: "shop_bills_issued_total",
    help: "Bills and credit notes issued (committed), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  }),
};

/**
 * Requests answered since start, by method, status and route. Counted in plain numbers at each
 * request and handed to prom-client when a scrape asks: its own `inc()` checks and hashes the
 * labels every time, about a microsecond, and every cached read paid it.
 */
const answered = new Map<
  string,
  { labels: { method: string; route: string; status: string }; count: number; time: LatencyChild }
>();

// Registered in `registry`; its values come from `answered` at each scrape.
new Counter({
  name: "shop_http_requests_total",
  help: "Requests answered, by method, route and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { labels, count } of answered.values()) this.inc(labels, count);
  },
});
const latency = new Histogram({
  name: "shop_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer being sent, by method and route",
  labelNames: ["method", "route"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

type LatencyChild = ReturnType<typeof latency.labels>;

let defaultsCollected = false;

/** Memory, CPU, event-loop delay and garbage collection of this process (prom-client's own). */
function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export interface MetricSources {
  /** Mails waiting to go, and the age in seconds of the oldest (0 when none wait). */
  outbox(): Promise<{ waiting: number; oldestSeconds: number }>;
  /** The database's connections: open, idle, and requests waiting for one. */
  pool(): { total: number; idle: number; waiting: number };
  /** Requests the front door has answered (0 when it is off). */
  frontDoorAnswers(): number;
}

/**
 * Counts every request the app answers (the front door's too: they pass Fastify's `onResponse`)
 * and serves GET /api/metrics, to this machine only (a loopback peer and no proxy's forwarded
 * headers) or with `Authorization: Bearer <METRICS_TOKEN>`. Never cached, never at the front door.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricSources,
): void {
  collectProcessMetrics();
  app.addHook("onResponse", (request, reply, done) => {
    const method = request.method;
    const route = request.routeOptions.url ?? "(no route)";
    const status = reply.statusCode;
    const key = `${method} ${status} ${route}`;
    let entry = answered.get(key);
    if (!entry) {
      // The latency child is kept too: prom-client would otherwise look it up at every request.
      entry = {
        labels: { method, route, status: String(status) },
        count: 0,
        time: latency.labels(method, route),
      };
      answered.set(key, entry);
    }
    entry.count += 1;
    entry.time.observe(reply.elapsedTime / 1000);
    done();
  });

  const outboxWaiting = gauge("shop_mail_outbox_waiting", "E-mails waiting to be sent");
  const outboxOldest = gauge(
    "shop_mail_outbox_oldest_seconds",
    "Age of the oldest e-mail waiting to be sent",
  );
  const pool = new Gauge({
    name: "shop_db_pool_connections",
    help: "The database pool of this process: open and idle connections, and queries waiting for one",
    labelNames: ["state"] as const,
    registers: [],
  });
  const door = gauge("shop_front_door_answers", "Requests answered from kept bytes in place of the handler");
  const perApp = new Registry();
  for (const metric of [outboxWaiting, outboxOldest, pool, door]) perApp.registerMetric(metric);

  app.get(`${API_PREFIX}${ROUTES.metrics.path}`, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request, token)) {
      return reply.code(403).send({
        status: 403,
        data: null,
        message: "Metrics are shown to this machine only, or with the metrics token (METRICS_TOKEN).",
        severity: "warning",
      });
    }
    const outbox = await sources.outbox();
    outboxWaiting.set(outbox.waiting);
    outboxOldest.set(outbox.oldestSeconds);
    const connections = sources.pool();
    pool.labels("total").set(connections.total);
    pool.labels("idle").set(connections.idle);
    pool.labels("waiting").set(connections.waiting);
    door.set(sources.frontDoorAnswers());
    const text = `${await registry.metrics()}\n${await perApp.metrics()}`;
    return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
  });
}

function gauge(name: string, help: string): Gauge {
  return new Gauge({ name, help, registers: [] });
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * From this machine and not through a proxy (a proxy on this machine adds the forwarded headers,
 * and then the peer is the proxy, not the asker), or with the token.
 */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  const h = request.headers;
  const direct = h["x-forwarded-for"] === undefined && h.forwarded === undefined;
  if (direct && LOOPBACK.has(request.socket.remoteAddress ?? "")) return true;
  if (!token) return false;
  const sent = Buffer.from(h.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
