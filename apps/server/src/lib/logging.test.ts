import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";
import { redactUrl } from "./logging.ts";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
const encodeAll = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");

/** The text as a reader would decode it, however often it was encoded. */
function plain(text: string): string {
  let current = text;
  for (let pass = 0; pass < 5; pass += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return current;
    }
  }
  return current;
}

describe("log redaction", () => {
  it("never writes a token or a reset code that travels in a URL", () => {
    expect(redactUrl(`/api/auth/check-role/${JWT}`)).toBe("/api/auth/check-role/[redacted]");
    expect(redactUrl(`/api/auth/get-UserBy-token?token=${JWT}&x=1`)).toBe(
      "/api/auth/get-UserBy-token?token=[redacted]&x=1",
    );
    expect(redactUrl("/api/auth/reset-password-otp-verify?email=a@b.c&otp=123456")).toBe(
      "/api/auth/reset-password-otp-verify?email=a@b.c&otp=[redacted]",
    );
    expect(redactUrl("/api/products/get-all?q=ram&page=2")).toBe("/api/products/get-all?q=ram&page=2");
    expect(redactUrl("/uploads/a1b2-thumb.webp")).toBe("/uploads/a1b2-thumb.webp");
  });

  it("is not fooled by percent-encoding, however it is applied", () => {
    const cases = [
      `/api/auth/get-UserBy-token?%74oken=${JWT}`,
      `/api/auth/get-UserBy-token?%2574oken=${JWT}`,
      `/api/auth/get-UserBy-token?${encodeAll("token")}=${encodeAll(JWT)}`,
      `/api/auth/get-UserBy-token?TOKEN=${encodeURIComponent(JWT)}`,
      `/api/auth/get-UserBy-token?t=${JWT}`,
      `/api/auth/get-UserBy-token?${JWT}`,
      `/api/auth/check%2Drole/${encodeAll(JWT)}`,
      `/api/auth/check-role/${encodeAll(encodeAll(JWT))}`,
      `/api/auth/anything/${JWT}/more`,
      "/api/auth/reset-password-otp-verify?email=a@b.c&%6Ftp=123456",
      "/api/x?token=%E0%A4%A&otp=123456",
    ];
    for (const url of cases) {
      expect(plain(redactUrl(url)), url).not.toMatch(/eyJ|c2lnbmF0dXJl|123456/);
    }
  });
});

describe("the server's log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows no token of a real session, whichever way the calls spell it", async () => {
    let log = "";
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk;
        done();
      },
    });
    const app = await buildApp(
      { ...t.config, LOG_LEVEL: "info" },
      { database: { ...t.app.database, close: async () => {} }, logStream },
    );
    try {
      const { token } = await createSignedInUser(t);
      const urls = [
        `/api/auth/check-role/${token}`,
        `/api/auth/check%2Drole/${encodeAll(token)}`,
        `/api/auth/get-UserBy-token?token=${token}`,
        `/api/auth/get-UserBy-token?%74oken=${token}`,
        `/api/auth/get-UserBy-token?%74oken=${encodeAll(token)}`,
      ];
      for (const url of urls) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(200);
      }
      await app.inject({
        method: "GET",
        url: "/api/auth/check-auth",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(log).toContain("check-role/[redacted]");
      const [, payload, signature] = token.split(".");
      expect(log).not.toContain(payload);
      expect(log).not.toContain(signature);
    } finally {
      await app.close();
    }
  });
});

describe("request log", () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" }, undefined, {
      write: (line: string) => lines.push(JSON.parse(line)),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function logOf(url: string) {
    lines.length = 0;
    await t.app.inject({ method: "GET", url });
    return [...lines];
  }

  it("writes one line per request at info: the request, its status and how long it took", async () => {
    const logged = await logOf("/api/health");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/api/health" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
  });

  it("writes one line for a refused request too, with its status", async () => {
    const logged = await logOf("/api/products/get/not-a-number");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ res: { statusCode: 400 } });
  });

  it("hides a token that travels in the address, and never writes headers", async () => {
    const logged = await logOf("/api/auth/check-role/eyJhbGciOi.secret.part");
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain("secret");

    lines.length = 0;
    await t.app.inject({
      method: "GET",
      url: "/api/auth/check-auth",
      headers: { authorization: "Bearer header.secret.token", cookie: "session=cookie-secret" },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });
});
