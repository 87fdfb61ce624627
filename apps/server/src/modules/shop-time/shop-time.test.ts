import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SHOP_TIMEZONE: "Asia/Kathmandu" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/shop/time", () => {
  it("tells the pages the shop's time zone and today's date there, in both calendars", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shop/time" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.timeZone).toBe("Asia/Kathmandu");
    expect(data.today).toBe(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu" }).format(new Date(data.now)),
    );
    expect(data.todayBs).toMatch(/^20\d\d-\d\d-\d\d$/);
  });
});
