import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { redactUrl } from "./logging.ts";

describe("log redaction", () => {
  it("never writes a token that travels in a URL", () => {
    expect(redactUrl("/api/auth/check-role/eyJhbGciOi.abc.def")).toBe("/api/auth/check-role/[redacted]");
    expect(redactUrl("/api/auth/get-UserBy-token?token=eyJ.x.y&x=1")).toBe(
      "/api/auth/get-UserBy-token?token=[redacted]&x=1",
    );
    expect(redactUrl("/api/auth/reset-password-otp-verify?email=a@b.c&otp=123456")).toBe(
      "/api/auth/reset-password-otp-verify?email=a@b.c&otp=[redacted]",
    );
    expect(redactUrl("/api/products/get-all")).toBe("/api/products/get-all");
  });
});

describe("request log", () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" }, undefined, {
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
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
