import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { migrationsCurrent } from "../../db/migration-state.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;

/** Routes that exist only in this test, to prove the envelope for every kind of failure. */
async function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/probe/validate",
    { schema: { body: z.object({ fullName: z.string().min(1), age: z.number().int().min(0) }) } },
    async () => ({ status: 200, data: null }),
  );
  typed.get("/probe/explode", async () => {
    await app.db.execute(sql`select * from table_that_does_not_exist_xyz`);
    return { status: 200, data: null };
  });
}

beforeAll(async () => {
  t = await createTestApp({}, probeRoutes);
});
afterAll(async () => {
  await t.close();
});

describe("API envelope", () => {
  it("answers health after querying the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { database: "ok" } });
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, data: null, severity: "warning" });
    expect(res.json().message).toContain("/api/nope");
  });

  it("answers bad input with 400, a message naming the field in words, and the field marked", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe/validate",
      payload: { fullName: "Ram", age: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      data: null,
      message: "Age must be at least 0",
      severity: "warning",
      fields: { age: "Age must be at least 0" },
    });

    const missing = await t.app.inject({ method: "POST", url: "/api/probe/validate", payload: { age: 3 } });
    expect(missing.json().message).toBe("Full name is required");
  });

  it("answers a body that is not JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe/validate",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: "The request body is not valid JSON." });
  });

  it("hides the internals of an unexpected fault", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/probe/explode" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ status: 500, data: null, severity: "error" });
    expect(res.body).not.toMatch(/table_that_does_not_exist|select|stack|\.ts/i);
  });

  it("serves the OpenAPI reference", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/products/get-all"]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("sends security headers with a policy that allows the map frame", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src https://www.google.com");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("health for a supervisor and a proxy", () => {
  it("says the process lives, and is ready while migrated and answering", async () => {
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.json()).toEqual({ status: 200, data: { live: true } });
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 200, data: { ready: true } });
  });

  it("knows a database that lacks this release's migrations", async () => {
    // The test's own database was made from this release's migrations.
    expect(await migrationsCurrent(t.app.db)).toBe(true);
    // One migration short, then never migrated: each tried in a transaction that is undone.
    const undone = new Error("undo");
    for (const change of [
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      sql`alter table drizzle.__drizzle_migrations rename to drizzle_migrations_gone`,
    ]) {
      await expect(
        t.app.db.transaction(async (tx) => {
          await tx.execute(change);
          expect(await migrationsCurrent(tx)).toBe(false);
          throw undone;
        }),
      ).rejects.toBe(undone);
    }
    expect(await migrationsCurrent(t.app.db)).toBe(true);
  });
});

describe("bodies", () => {
  it("accepts an empty body of any content type on a call that reads only its address", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "application/octet-stream"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "content-type": type },
        payload: "",
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("refuses a non-empty body of a type no route reads with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/probe/validate",
      headers: { "content-type": "application/xml" },
      payload: "<x/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, message: "This content type is not accepted here." });
  });
});

describe("a stop", () => {
  it("makes the process not ready from its first moment, while it still lives", async () => {
    t.app.readiness.stop();
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      data: null,
      message: "The shop is stopping.",
      severity: "warning",
    });
    expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });
});
