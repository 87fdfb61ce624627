import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "../../test/api-walk/db-snapshot.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { getBill, registerShop, sell, sold } from "../../test/sales.ts";
import {
  createSignedInUser,
  createTestApp,
  createTestArea,
  createTestProduct,
  type TestApp,
} from "../../test/test-app.ts";

/**
 * A web order completed with serial numbers (its bill issued in the same move), serial uniqueness
 * while a sale stands, and the warranty lookup by serial and by phone.
 */
let now = new Date("2026-01-31T06:00:00Z");
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let shopper: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, undefined, () => now);
  admin = await createSignedInUser(t, "Admin");
  shopper = await createSignedInUser(t, "Customer", { fullName: "Anita Shrestha", phone: "9812345678" });
  await registerShop(t, "vat");
  // Home delivery to Dharan costs Rs 150 (free from Rs 25,000 of goods).
  await createTestArea(t, "Dharan", 150, 25_000);
});
afterAll(async () => {
  await t?.close();
});

async function placeWebOrder(lines: { id: number; orderedQuantity: number }[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: shopper.headers,
    payload: {
      orderForm: {
        deliveryType: "home",
        phoneNumber: "9812345678",
        city: "Dharan",
        chowkName: "Bhanu Chowk",
        famousLandMark: "Clock tower",
      },
      products: lines,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

const move = (id: number, status: string) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/orders/updateStatus/${id}?status=${encodeURIComponent(status)}`,
    headers: admin.headers,
  });
const putSerials = (id: number, lines: unknown, headers = admin.headers) =>
  t.app.inject({ method: "PUT", url: `/api/orders/serials/${id}`, headers, payload: { lines } as object });
const lookup = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/warranty/lookup?${query}`, headers: admin.headers });

describe("a web order with pieces that track serial numbers", () => {
  it("cannot be completed until every piece has its serial; completing issues its bill with them", async () => {
    const ssd = await createTestProduct(t, "Crucial P3 SSD", 10, 650_000, {
      tracksSerials: true,
      warrantyMonths: 1,
      hsCode: "8471",
    });
    const mouse = await createTestProduct(t, "Wired mouse", 10, 50_000);
    const order = await placeWebOrder([
      { id: ssd.id, orderedQuantity: 2 },
      { id: mouse.id, orderedQuantity: 1 },
    ]);
    expect((await move(order.id, "Approved")).statusCode).toBe(200);
    const refused = await move(order.id, "Completed");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Record the serial number of each piece of Crucial P3 SSD before completing this order (0 of 2 recorded).",
    );

    // Bad serial entries change nothing.
    const before = await snapshot(t.app.db);
    const bad: [unknown, number][] = [
      [[{ productId: ssd.id, serials: ["A", "B", "C"] }], 400],
      [[{ productId: mouse.id, serials: ["M-1"] }], 400],
      [[{ productId: ssd.id, serials: ["CP-1", "cp-1"] }], 400],
      [[{ productId: 999_999, serials: ["X"] }], 400],
      [[{ productId: ssd.id, serials: ["a\u0000b"] }], 400],
      [[{ productId: ssd.id, serials: [" "] }], 400],
      [[], 400],
    ];
    for (const [lines, status] of bad) {
      const res = await putSerials(order.id, lines);
      expect(res.statusCode, `${JSON.stringify(lines)}: ${res.body}`).toBe(status);
    }
    expect(
      (await putSerials(order.id, [{ productId: ssd.id, serials: ["CP-1"] }], shopper.headers)).statusCode,
    ).toBe(403);
    expect(await snapshot(t.app.db)).toEqual(before);

    // One now, one later (each call replaces the product's serials).
    let saved = await putSerials(order.id, [{ productId: ssd.id, serials: ["CP-1"] }]);
    expect(saved.json().data.products[0]).toMatchObject({ serials: ["CP-1"], tracksSerials: true });
    expect((await move(order.id, "Completed")).json().message).toMatch(/\(1 of 2 recorded\)/);
    saved = await putSerials(order.id, [{ productId: ssd.id, serials: ["CP-1", "CP-2"] }]);
    expect(saved.statusCode).toBe(200);

    const done = await move(order.id, "Completed");
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json().data;
    expect(completed.status).toBe("Completed");
    expect(completed.bill.number).toMatch(/^2082\/83-000001$/);
    // 31 Jan + 1 month: the last day of February.
    expect(completed.products[0]).toMatchObject({ serials: ["CP-1", "CP-2"], warrantyEnds: "2026-02-28" });
    expect(completed.products[1]).toMatchObject({ serials: [], warrantyEnds: null });

    const { bill } = await getBill(t, shopper.headers, completed.bill.id);
    expect(bill).toMatchObject({
      title: "Tax Invoice",
      buyer: { name: "Anita Shrestha", phone: "9812345678", address: "Bhanu Chowk, Dharan" },
      paymentMethod: "cash_on_delivery",
      deliveryCharge: 150,
      total: 13_650,
    });
    expect(bill!.lines[0]).toMatchObject({ serials: ["CP-1", "CP-2"], hsCode: "8471", warrantyMonths: 1 });

    // Once billed, the serials stay as they are, and the sale is not deleted.
    expect((await putSerials(order.id, [{ productId: ssd.id, serials: ["CP-3", "CP-4"] }])).statusCode).toBe(
      409,
    );
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/orders/delete/${order.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(409);

    // The shopper sees the warranty's end of each piece in their order history.
    const history = (
      await t.app.inject({
        method: "GET",
        url: `/api/orders/get-customerOrders/${shopper.user.id}`,
        headers: shopper.headers,
      })
    ).json().data;
    expect(history[0].products[0].warrantyEnds).toBe("2026-02-28");

    // The serial cannot be sold again at the counter while this sale stands.
    const again = await sell(t, admin.headers, {
      lines: [{ id: ssd.id, quantity: 1, serials: ["cp-2"] }],
      paymentMethod: "cash",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Serial number CP-2 of Crucial P3 SSD is already sold (order #${order.id}). A piece is sold again only after it is returned.`,
    );
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("releases the serials of a cancelled order, so the pieces can be sold", async () => {
    const gpu = await createTestProduct(t, "RTX 4060", 5, 4_500_000, {
      tracksSerials: true,
      warrantyMonths: 24,
    });
    const order = await placeWebOrder([{ id: gpu.id, orderedQuantity: 1 }]);
    expect((await putSerials(order.id, [{ productId: gpu.id, serials: ["GPU-77"] }])).statusCode).toBe(200);
    const other = await sell(t, admin.headers, {
      lines: [{ id: gpu.id, quantity: 1, serials: ["GPU-77"] }],
      paymentMethod: "cash",
    });
    expect(other.status).toBe(409);
    const cancel = await t.app.inject({
      method: "PATCH",
      url: `/api/orders/cancel/${order.id}`,
      headers: admin.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await sold(t, admin.headers, {
      lines: [{ id: gpu.id, quantity: 1, serials: ["GPU-77"] }],
      paymentMethod: "cash",
    });
  });
});

describe("the warranty lookup", () => {
  it("finds a piece by serial (any case) or every purchase by the buyer's phone, in warranty or not", async () => {
    now = new Date("2026-02-10T06:00:00Z");
    const router = await createTestProduct(t, "TP-Link router", 5, 300_000, { warrantyMonths: 12 });
    const sale = await sold(t, admin.headers, {
      lines: [{ id: router.id, quantity: 1 }],
      buyer: { name: "Walk-in Hari", phone: "9812345678" },
      paymentMethod: "cash",
    });

    const bySerial = (await lookup("serial=cp-1")).json().data.items;
    expect(bySerial).toEqual([
      expect.objectContaining({
        serial: "CP-1",
        product: expect.objectContaining({ name: "Crucial P3 SSD" }),
        warrantyEnds: "2026-02-28",
        inWarranty: true,
        billNumber: "2082/83-000001",
      }),
    ]);

    const byPhone = (await lookup("phone=9812345678")).json().data.items;
    // The counter sale to that phone and the web order of the customer with it.
    expect(
      byPhone.map((i: { product: { name: string }; serial: string | null }) => [i.product.name, i.serial]),
    ).toEqual([
      ["TP-Link router", null],
      ["Crucial P3 SSD", "CP-1"],
      ["Crucial P3 SSD", "CP-2"],
      ["Wired mouse", null],
    ]);
    expect(byPhone[0]).toMatchObject({
      billNumber: sale.bill.number,
      warrantyEnds: "2027-02-10",
      inWarranty: true,
    });
    expect(byPhone[3]).toMatchObject({ warrantyEnds: null, inWarranty: false });

    now = new Date("2026-03-05T06:00:00Z");
    const later = (await lookup("serial=CP-2")).json().data.items[0];
    expect(later).toMatchObject({ warrantyEnds: "2026-02-28", inWarranty: false });
    expect((await lookup("serial=NOPE")).json().data.items).toEqual([]);
  });

  it("asks for one of serial or phone, and is for staff only", async () => {
    for (const query of ["", "serial=a&phone=9812345678", "phone=123", "serial=%00", "serial=a%01b"]) {
      const res = await lookup(query);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/warranty/lookup?serial=CP-1",
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
