import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let origin: string;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  customer = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${url}`, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("requests in flight", () => {
  it("counts each request until it is answered or abandoned", async () => {
    // Mail delivery gives way while this count is above zero: it must come back to zero.
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, t.app.inFlight.now);
    }, 0);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get("/api/auth/me", customer)));
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      // A shopper who goes away before the answer.
      await new Promise<void>((resolve) => {
        const req = request(`${origin}/api/auth/me`, { headers: customer });
        req.on("error", () => resolve());
        req.end(() => setTimeout(() => req.destroy(), 1));
        req.on("close", () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(most).toBeGreaterThan(0);
      expect(t.app.inFlight.now).toBe(0);
      expect(t.app.inFlight.busy).toBe(false);
    } finally {
      clearInterval(watch);
    }
  });
});
