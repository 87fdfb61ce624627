import { API_PREFIX, ROUTES } from "@shop/shared/api-routes";
import type { FastifyInstance } from "fastify";

/**
 * How many requests the server is answering now. Background work (mail delivery) gives way while
 * there are any, so a burst of shoppers is served first and the backlog goes out when it passes.
 */
export class InFlight {
  private count = 0;
  /**
   * When the last request arrived (performance.now()), for a stop that waits for quiet. A health
   * check does not count: a proxy asks every second whatever its shoppers do.
   */
  lastArrival = 0;
  /**
   * Set when a stop begins: every answer says `Connection: close`, so a proxy closes its
   * kept-alive connections itself after each answer instead of meeting one closed under it.
   */
  closingConnections = false;

  get now(): number {
    return this.count;
  }

  get busy(): boolean {
    return this.count > 0;
  }

  /**
   * Counts a request from now until its response closes: answered, or abandoned by a client that
   * went away first (which a response's `finish`, and so Fastify's `onResponse`, never sees).
   */
  track(response: { on(event: "close", listener: () => void): unknown }): void {
    this.count += 1;
    // `on`, not `once`: a response closes once and is then let go, and `once` would wrap the
    // listener in a new function at every request.
    response.on("close", this.leave);
  }

  private readonly leave = () => {
    this.count -= 1;
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Requests being answered now (lib/in-flight.ts). */
    inFlight: InFlight;
  }
}

const HEALTH = `${API_PREFIX}${ROUTES.health.path}`;

/** Counts every request the app receives: its first `onRequest` hook (register it first). */
export function registerInFlight(app: FastifyInstance): InFlight {
  const inFlight = new InFlight();
  app.decorate("inFlight", inFlight);
  app.addHook("onRequest", (request, reply, done) => {
    inFlight.track(reply.raw);
    if (!request.url.startsWith(HEALTH)) inFlight.lastArrival = performance.now();
    if (inFlight.closingConnections) reply.raw.setHeader("connection", "close");
    done();
  });
  return inFlight;
}
