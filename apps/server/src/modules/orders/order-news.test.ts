import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

/** What the desk and the counter poll: the web orders since the newest id the screen knows. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("news of web orders", () => {
  it("tells the desk of each web order after the id it knows, and not of counter sales", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const shopper = await createSignedInUser(t, "Customer", { fullName: "Nabin Rai" });
    const p = await createTestProduct(t, "News keyboard", 10, 250_000);
    const news = async (after?: number) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/orders/news${after === undefined ? "" : `?after=${after}`}`,
          headers: admin.headers,
        })
      ).json().data as { latestId: number; items: { id: number; fullName: string; total: number }[] };

    // A shop with no orders yet: the screen knows no id, and asks after 0.
    const first = await news();
    expect(first.items).toEqual([]);
    expect(first.latestId).toBe(0);
    expect((await news(0)).items).toEqual([]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: shopper.headers,
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id: p.id, orderedQuantity: 1 }],
      },
    });
    const orderId = placed.json().data.id as number;
    await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "cash" });
    const later = await news(first.latestId);
    expect(later.items).toEqual([
      expect.objectContaining({ id: orderId, fullName: "Nabin Rai", total: 2500 }),
    ]);
    expect(later.latestId).toBeGreaterThan(orderId);
    expect((await news(later.latestId)).items).toEqual([]);

    const bad = await t.app.inject({
      method: "GET",
      url: "/api/orders/news?after=-1",
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);

    const customer = await t.app.inject({ method: "GET", url: "/api/orders/news", headers: shopper.headers });
    expect(customer.statusCode).toBe(403);
  });
});
