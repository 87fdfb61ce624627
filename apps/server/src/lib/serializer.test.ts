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
