import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { envelopeOf, ok } from "./envelope.ts";

let t: TestApp;

const account = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  tags: z.array(z.string()),
});

/** Routes of this test only: rows with more, or fewer, fields than their answer's schema. */
async function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelopeOf(account) };
  typed.get("/probe/row", { schema: { response } }, async () =>
    ok({ id: 7, email: "a@b.np", nickname: null, tags: ["x"], passwordHash: "$argon2id$secret" } as never),
  );
  typed.get("/probe/incomplete", { schema: { response } }, async () => ok({ id: 7 } as never));
  // Either a plain list or a page of it, as the catalog and the admin lists answer.
  const listOrPage = {
    200: envelopeOf(z.union([z.array(account), z.object({ items: z.array(account), total: z.number() })])),
  };
  const rows = [
    { id: 1, email: "a@b.np", nickname: null, tags: [], passwordHash: "x" },
    { id: 2, email: "c@d.np", nickname: "Didi", tags: ["vip"], passwordHash: "y" },
  ];
  typed.get("/probe/list", { schema: { response: listOrPage } }, async () => ok(rows as never));
  typed.get("/probe/page", { schema: { response: listOrPage } }, async () =>
    ok({ items: rows, total: 2, extra: "z" } as never),
  );
  typed.get("/probe/neither", { schema: { response: listOrPage } }, async () => ok("text" as never));
  const nullableRecord = {
    200: envelopeOf(z.object({ owner: account.nullable(), status: z.enum(["Open", "Closed"]).nullable() })),
  };
  typed.get("/probe/nullables", { schema: { response: nullableRecord } }, async () =>
    ok({ owner: null, status: null } as never),
  );
  typed.get("/probe/filled", { schema: { response: nullableRecord } }, async () =>
    ok({ owner: rows[1], status: "Open" } as never),
  );
}

beforeAll(async () => {
  t = await createTestApp({}, probeRoutes);
});
afterAll(async () => {
  await t.close();
});

describe("answers written from the route's schema", () => {
  it("holds exactly the fields the schema names, so a column never leaks", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/probe/row" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: 200,
      data: { id: 7, email: "a@b.np", nickname: null, tags: ["x"] },
    });
    expect(res.body).not.toContain("argon2");
  });

  it("refuses an answer that lacks a required field with the plain 500 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/probe/incomplete" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      data: null,
      message: "Something went wrong on our side. Please try again.",
      severity: "error",
    });
  });
});

describe("answers of one of several shapes", () => {
  const written = [
    { id: 1, email: "a@b.np", nickname: null, tags: [] },
    { id: 2, email: "c@d.np", nickname: "Didi", tags: ["vip"] },
  ];

  it("write a list or a page, whichever the route returned, with only the schema's fields", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/probe/list" });
    expect(list.json()).toEqual({ status: 200, data: written });
    const page = await t.app.inject({ method: "GET", url: "/api/probe/page" });
    expect(page.json()).toEqual({ status: 200, data: { items: written, total: 2 } });
    expect(list.body + page.body).not.toContain("passwordHash");
  });

  it("write null, or the value, for a field that may be empty", async () => {
    const empty = await t.app.inject({ method: "GET", url: "/api/probe/nullables" });
    expect(empty.json()).toEqual({ status: 200, data: { owner: null, status: null } });
    const filled = await t.app.inject({ method: "GET", url: "/api/probe/filled" });
    expect(filled.json()).toEqual({ status: 200, data: { owner: written[1], status: "Open" } });
  });

  it("refuse a value of none of the shapes with the plain 500 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/probe/neither" });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe("Something went wrong on our side. Please try again.");
  });
});
