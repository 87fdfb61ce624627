import { request } from "node:http";
import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, setProductDeleted } from "../modules/products/products-service.ts";
import { type Check, checkAtOnce, httpShop, walkWrites } from "../test/freshness-walk.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";
import type { FrontDoor } from "./front-door.ts";

/**
 * The front door answers again, in place of the route's handler, what the route already answered:
 * the tests go through a real socket and compare with the handler's own answer. They run with the
 * door on whatever FRONT_DOOR says (CI runs every other API test with it off too).
 */

let t: TestApp;
let door: FrontDoor;
let origin: string;
let admin: Record<string, string>;
let customer: Record<string, string>;
const logLines: string[] = [];
/** Requests the door answered itself. */
let doorAnswers = 0;
/** While true, a maintenance hook of the app refuses every request (see the test of that name). */
let maintenance = false;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  // An onRequest hook registered after the door, as a plugin added later would be.
  const maintenanceMode = (app: FastifyInstance) => {
    app.addHook("onRequest", (_request, reply, done) => {
      if (!maintenance) return done();
      reply.code(503).send({ status: 503, data: null, message: "Back soon.", severity: "warning" });
    });
  };
  t = await createTestApp({ LOG_LEVEL: "info", FRONT_DOOR: "true" }, undefined, logStream, maintenanceMode);
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  door = t.app.frontDoor!;
  Object.defineProperty(door, "answered", {
    get: () => doorAnswers,
    set: (value: number) => {
      doorAnswers = value;
    },
  });
  admin = (await createSignedInUser(t, "Admin")).headers;
  customer = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** `agent: false`: on a connection of its own, closed after the answer. */
function raw(url: string, headers: Record<string, string> = {}, method = "GET", agent?: false): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${url}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers without the ones that differ per answer. */
function stable(headers: Raw["headers"]) {
  const { date: _date, connection: _c, "keep-alive": _k, ...rest } = headers;
  return rest;
}

/** How many answers the log says were written since `from` (one line per request either way). */
const linesSince = (from: number) => logLines.slice(from).map((line) => JSON.parse(line));

async function product(name: string) {
  return createProduct(
    t.app.db,
    {
      name,
      brand: "Door",
      model: "D-1",
      pricePaisa: 100_000,
      youSavedPaisa: 0,
      category: "PC",
      quantity: 10,
      description: "x".repeat(2000),
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
}

describe("the front door", () => {
  it("never answers from before a write, for every kind of write, over HTTP", async () => {
    const shop = httpShop(origin);
    // Each read twice: the second one is the door's whenever the first kept the answer.
    const twice: Check = async (url, accept, what) => {
      await checkAtOnce(shop)(url, accept, what);
      await checkAtOnce(shop)(url, accept, `${what} (again)`);
    };
    const rawWrite = async (statement: string, params: unknown[]) => {
      const parts = statement.split(/\$(\d+)/);
      const query = sql.empty();
      parts.forEach((part, i) => {
        query.append(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
      });
      await t.app.db.execute(query);
    };
    const answered = doorAnswers;
    await walkWrites(shop, twice, { admin, customer }, rawWrite);
    expect(doorAnswers).toBeGreaterThan(answered + 10);
  }, 120_000);

  it("sends the app's own status, headers and bytes, in each encoding, and 304 for a known tag", async () => {
    const p = await product("Door Switch");
    for (const url of [`/api/products/get/${p.id}`, "/api/products/get-all?q=Door"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const headers = { "accept-encoding": encoding };
        const appLinesFrom = logLines.length;
        const fromApp = await raw(url, headers);
        const appLine = linesSince(appLinesFrom).find((l) => l.msg === "request completed");
        // The compressed form is made off the main thread; the door waits for nothing.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const before = logLines.length;
        const answered = doorAnswers;
        const fromDoor = await raw(url, headers);
        expect(doorAnswers).toBe(answered + 1);
        expect(fromDoor.status).toBe(200);
        expect(stable(fromDoor.headers)).toEqual(stable(fromApp.headers));
        expect(fromDoor.body.equals(fromApp.body)).toBe(true);
        expect(fromDoor.headers["content-security-policy"]).toContain("default-src 'self'");
        // One log line, as the app writes it.
        const [line] = linesSince(before);
        expect(line).toMatchObject({
          msg: "request completed",
          req: { method: "GET", url, remoteAddress: "127.0.0.1" },
          res: { statusCode: 200 },
        });
        expect(typeof line.reqId).toBe("string");
        expect(line.reqId).not.toBe(appLine.reqId);
        // Fastify's own line, as for any request: field for field, but for the moments.
        const shape = (l: Record<string, unknown>) => ({ ...l, time: 0, reqId: "", responseTime: 0 });
        expect(JSON.stringify(shape(line))).toBe(JSON.stringify(shape(appLine)));
      }
      const first = await raw(url, { "accept-encoding": "br" });
      const etag = String(first.headers.etag);
      for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
        const again = await raw(url, { "accept-encoding": "br", "if-none-match": tag });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["x-content-type-options"]).toBe("nosniff");
      }
      const other = await raw(url, { "accept-encoding": "br", "if-none-match": '"other"' });
      expect(other.status).toBe(200);
      expect(JSON.parse(brotliDecompressSync(other.body).toString()).status).toBe(200);
    }
  });

  it("leaves a request with a token to the app: staff still see a deleted product", async () => {
    const p = await product("Door Hidden");
    await raw("/api/products/get-all");
    await raw("/api/products/get-all");
    await setProductDeleted(t.app.db, p.id, true);
    const shopper = JSON.parse((await raw("/api/products/get-all")).body.toString());
    expect(shopper.data.some((x: { id: number }) => x.id === p.id)).toBe(false);
    const staff = JSON.parse((await raw("/api/products/get-all", admin)).body.toString());
    expect(staff.data.some((x: { id: number }) => x.id === p.id)).toBe(true);
    // And a page a shopper may not see is not kept at the door for anyone.
    await raw(`/api/products/get/${p.id}`, admin);
    expect((await raw(`/api/products/get/${p.id}`)).status).toBe(404);
  });

  it("answers nothing that an onRequest hook of the app refuses, whenever the hook was added", async () => {
    const p = await product("Door Gate");
    const urls = [`/api/products/get/${p.id}`, "/api/products/get-all?q=Door%20Gate"];
    if (t.app.indexHtml) urls.push("/door-gate-page");
    for (const url of urls) {
      await raw(url);
      const answered = doorAnswers;
      expect((await raw(url)).status).toBe(200);
      expect(doorAnswers).toBe(answered + 1);
    }
    maintenance = true;
    try {
      for (const url of urls) {
        const refused = await raw(url);
        expect(refused.status).toBe(503);
        expect(JSON.parse(refused.body.toString()).message).toBe("Back soon.");
      }
    } finally {
      maintenance = false;
    }
    const answered = doorAnswers;
    for (const url of urls) expect((await raw(url)).status).toBe(200);
    expect(doorAnswers).toBe(answered + urls.length);
  });

  it("counts its answers among the requests in flight, until each is sent", async () => {
    const p = await product("Door Count");
    const url = `/api/products/get/${p.id}`;
    await raw(url);
    const answered = doorAnswers;
    await Promise.all(Array.from({ length: 5 }, () => raw(url)));
    expect(doorAnswers).toBe(answered + 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.inFlight.now).toBe(0);
  });

  it("leaves other methods to the app", async () => {
    const p = await product("Door Head");
    const url = `/api/products/get/${p.id}`;
    await raw(url);
    await raw(url);
    const answered = doorAnswers;
    const head = await raw(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await raw(url, {}, "POST");
    expect(post.status).toBe(404);
    expect(doorAnswers).toBe(answered);
  });

  it("keeps no request once it is answered: only the way to the answer", async () => {
    // The door keeps up to 10,000 addresses; what it keeps for each must not hold the request
    // that first asked (a flood of searches once left 10,000 of them in memory).
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const asked: WeakRef<object>[] = [];
    const remember = door.remember.bind(door);
    door.remember = (request, source, key) => {
      asked.push(new WeakRef(request.raw));
      remember(request, source, key);
    };
    try {
      const urls = ["/api/products/get-all?q=door-memory&page=1&pageSize=3"];
      if (t.app.indexHtml) urls.push("/door-memory-page");
      // Each on a connection of its own, closed after the answer: nothing of the client's holds it.
      for (const url of urls) await raw(url, {}, "GET", false);
      expect(asked.length).toBe(urls.length);
      // The server lets go of a request when its connection closes, a moment after the answer:
      // collect until then. A request that the door kept would stay however long this waits.
      const alive = () => asked.map((ref) => (ref.deref() as { url?: string } | undefined)?.url);
      for (let i = 0; i < 50 && alive().some(Boolean); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        gc();
      }
      expect(alive()).toEqual(urls.map(() => undefined));
      // And the door still answers them.
      const answered = doorAnswers;
      await raw(urls[0]!);
      expect(doorAnswers).toBe(answered + 1);
    } finally {
      door.remember = remember;
    }
  });

  it("answers the web app's page and files as the app does", async () => {
    if (!t.app.indexHtml) return; // no built web app in this checkout
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(t.app.indexHtml)?.[1];
    for (const url of ["/", "/no-such-page", ...(script ? [script] : [])]) {
      const fromApp = await raw(url, { "accept-encoding": "br" });
      const answered = doorAnswers;
      const fromDoor = await raw(url, { "accept-encoding": "br" });
      expect(doorAnswers).toBe(answered + 1);
      expect(fromDoor.status).toBe(200);
      expect(stable(fromDoor.headers)).toEqual(stable(fromApp.headers));
      expect(fromDoor.body.equals(fromApp.body)).toBe(true);
      const etag = String(fromApp.headers.etag);
      expect((await raw(url, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(304);
    }
    // The home page names the site it was asked on, whichever name was asked first.
    await raw("/", { host: "shop.example:8080" });
    const elsewhere = await raw("/", { host: "shop.example:8080" });
    expect(elsewhere.body.toString()).toContain("http://shop.example:8080/");
    expect((await raw("/")).body.toString()).not.toContain("shop.example");
  });
});
