import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sell, sold } from "../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../test/test-app.ts";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, FRONT_DOOR: "true" });
});
afterAll(async () => {
  await t.close();
});

/** The value of one series in the text format, by its name and labels as written. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: "GET", url: "/api/metrics", headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe("metrics", () => {
  it("count requests by route and status, time them, and count the orders placed", async () => {
    const before = (await scrape()).body;
    const shopper = await createSignedInUser(t, "Customer");
    const p = await createTestProduct(t, "Metric Mouse", 5);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: `/api/products/get/${p.id}` });
    await t.app.inject({ method: "GET", url: "/api/products/get/999999" });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: shopper.headers,
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9812345678" },
        products: [{ id: p.id, orderedQuantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(200);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    const ok = 'shop_http_requests_total{method="GET",route="/api/products/get/:id",status="200"}';
    const missing = 'shop_http_requests_total{method="GET",route="/api/products/get/:id",status="404"}';
    expect(value(text, ok) - (value(before, ok) || 0)).toBe(3);
    expect(value(text, missing) - (value(before, missing) || 0)).toBe(1);
    expect(
      value(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/get/:id"}'),
    ).toBeGreaterThanOrEqual(4);
    expect(value(text, "shop_orders_placed_total") - (value(before, "shop_orders_placed_total") || 0)).toBe(
      1,
    );
    expect(text).toContain("# TYPE shop_bills_issued_total counter");
    // The order's confirmation waits in the outbox until delivered.
    expect(value(text, "shop_mail_outbox_waiting")).toBeGreaterThanOrEqual(1);
    expect(value(text, "shop_mail_outbox_oldest_seconds")).toBeGreaterThanOrEqual(0);
    await t.deliverMail();
    expect(value((await scrape()).body, "shop_mail_outbox_waiting")).toBe(0);
    expect(value(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    for (const name of [
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it("count the order and the bill a committed counter sale made, and not a refused one", async () => {
    const bills = 'shop_bills_issued_total{kind="bill"}';
    const orders = "shop_orders_placed_total";
    const start = (await scrape()).body;
    const before = value(start, bills) || 0;
    const ordersBefore = value(start, orders) || 0;
    const admin = await createSignedInUser(t, "Admin");
    const p = await createTestProduct(t, "Metric Keyboard", 2, 150_000);
    await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "cash" });
    // More than the shelf holds: refused, rolled back, no number taken and nothing counted.
    const refused = await sell(t, admin.headers, {
      lines: [{ id: p.id, quantity: 5 }],
      paymentMethod: "cash",
    });
    expect(refused.status).toBe(409);
    const after = (await scrape()).body;
    expect(value(after, bills) - before).toBe(1);
    expect(value(after, orders) - ordersBefore).toBe(1);
  });

  it("are shown to this machine only, or with the token", async () => {
    expect((await scrape({}, "203.0.113.9")).statusCode).toBe(403);
    // Through a proxy on this machine: the peer is loopback, the asker is not.
    const proxied = await scrape({ "x-forwarded-for": "203.0.113.9" });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json().message).toContain("METRICS_TOKEN");
    expect((await scrape({ authorization: "Bearer wrong-token-0123456789" }, "203.0.113.9")).statusCode).toBe(
      403,
    );
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, "203.0.113.9")).statusCode).toBe(200);
  });

  it("are never answered from kept bytes", async () => {
    const origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const get = () =>
      new Promise<string>((resolve, reject) => {
        request(`${origin}/api/metrics`, (res) => {
          let body = "";
          res.on("data", (c) => {
            body += c;
          });
          res.on("end", () => resolve(body));
        })
          .on("error", reject)
          .end();
      });
    const answered = t.app.frontDoor!.answered;
    const first = await get();
    const second = await get();
    expect(t.app.frontDoor!.answered).toBe(answered);
    // Each scrape counts the one before it.
    const series = 'shop_http_requests_total{method="GET",route="/api/metrics",status="200"}';
    expect(value(second, series)).toBeGreaterThan(value(first, series));
  });
});
