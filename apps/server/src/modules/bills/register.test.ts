import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerShop, sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

/**
 * What the owner reads of the book: the sales register (and its CSV) for the accountant, the day
 * close for the drawer, prints of a bill, and a billed sale that cannot be deleted.
 */
let now = new Date("2026-11-20T05:00:00Z"); // 10:45 on 20 Nov 2026 in Kathmandu (4 Mangsir 2083)
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, undefined, () => now);
  admin = await createSignedInUser(t, "Admin");
  await registerShop(t, "vat");
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "GET", url, headers });

describe("the sales register and the day close", () => {
  it("list each bill and credit note of the days asked for, credit notes subtracted, and a CSV of the same", async () => {
    const p = await createTestProduct(t, "Register SSD", 20, 1_130_000);
    const q = await createTestProduct(t, "Register pen drive", 20, 90_000);
    const a = await sold(t, admin.headers, {
      lines: [{ id: p.id, quantity: 1 }],
      buyer: { name: "Ram Thapa", pan: "123456789" },
      paymentMethod: "cash",
    });
    const b = await sold(t, admin.headers, { lines: [{ id: q.id, quantity: 2 }], paymentMethod: "qr" });
    now = new Date("2026-11-21T05:00:00Z");
    const c = await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 2 }], paymentMethod: "cash" });
    const note = await t.app.inject({
      method: "POST",
      url: `/api/bills/credit-note/${c.bill.id}`,
      headers: admin.headers,
      payload: { lines: [{ productId: p.id, quantity: 1 }], reason: "Faulty" },
    });
    expect(note.statusCode).toBe(200);
    now = new Date("2026-11-22T05:00:00Z");
    await sold(t, admin.headers, { lines: [{ id: q.id, quantity: 1 }], paymentMethod: "card" });

    const register = (await get("/api/bills/register?from=2026-11-20&to=2026-11-21")).json().data;
    expect(register.items.map((r: { number: string }) => r.number)).toEqual([
      a.bill.number,
      b.bill.number,
      c.bill.number,
      note.json().data.number,
    ]);
    expect(register.items[0]).toMatchObject({
      kind: "bill",
      bsDate: "2083-08-04",
      buyerName: "Ram Thapa",
      buyerPan: "123456789",
      taxable: 10_000,
      vat: 1_300,
      total: 11_300,
    });
    expect(register.items[3]).toMatchObject({
      kind: "credit",
      taxable: -10_000,
      vat: -1_300,
      total: -11_300,
    });
    // 11,300 + 1,800 + 22,600 − 11,300
    expect(register.totals.total).toBe(24_400);
    expect(Math.round((register.totals.taxable + register.totals.vat) * 100)).toBe(2_440_000);

    const csv = await get("/api/bills/register?from=2026-11-20&to=2026-11-21&format=csv");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="sales-register-2026-11-20-to-2026-11-21.csv"',
    );
    const lines = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date (BS),Date (AD),Number,Kind,Buyer,Buyer PAN,Payment,Taxable (Rs),VAT (Rs),Total (Rs)",
    );
    expect(lines[1]).toBe(
      `2083-08-04,2026-11-20,${a.bill.number},Bill,Ram Thapa,123456789,Cash,10000.00,1300.00,11300.00`,
    );
    expect(lines[4]).toContain(",Credit note,Cash sale,,Cash,-10000.00,-1300.00,-11300.00");
    expect(lines.at(-1)).toBe(",,Total,,,,,21592.92,2807.08,24400.00");
    expect(lines).toHaveLength(6);

    const close = (await get("/api/bills/day-close?date=2026-11-21")).json().data;
    expect(close).toMatchObject({
      date: "2026-11-21",
      bills: 1,
      creditNotes: 1,
      cashInDrawer: 11_300,
      total: 11_300,
    });
    expect(close.byMethod).toMatchObject({ cash: 11_300, qr: 0, card: 0 });
    const first = (await get("/api/bills/day-close?date=2026-11-20")).json().data;
    expect(first).toMatchObject({ bills: 2, creditNotes: 0, cashInDrawer: 11_300, total: 13_100 });
    expect(first.byMethod.qr).toBe(1_800);

    const page = (await get("/api/bills/get-all?page=1&pageSize=2&kind=bill")).json().data;
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
  });

  it("refuses dates that are not days, and is for staff only", async () => {
    for (const url of [
      "/api/bills/register?from=2026-13-01",
      "/api/bills/register?from=2026-11-22&to=2026-11-20",
      "/api/bills/day-close?date=yesterday",
      "/api/bills/day-close",
      "/api/bills/get-all?kind=other",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
    }
    // The register's range is refused in the words of its fields, as the screen shows them.
    const reversed = (await get("/api/bills/register?from=2026-11-22&to=2026-11-20")).json();
    expect(reversed.fields).toEqual({ from: "From must not be after To" });
    const customer = await createSignedInUser(t);
    expect((await get("/api/bills/register", customer.headers)).statusCode).toBe(403);
    expect((await get("/api/bills/day-close?date=2026-11-20", {})).statusCode).toBe(401);
  });
});

describe("prints of a bill", () => {
  it("count the original as copy 0 and each later print as a copy, for staff and the buyer", async () => {
    const customer = await createSignedInUser(t, "Customer", { phone: "9801112233" });
    const stranger = await createSignedInUser(t);
    const p = await createTestProduct(t, "Printed monitor", 5, 2_000_000);
    const sale = await sold(t, admin.headers, {
      lines: [{ id: p.id, quantity: 1 }],
      buyer: { phone: "9801112233" },
      paymentMethod: "cash",
    });
    const print = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: `/api/bills/print/${sale.bill.id}`, headers });
    // Viewing is not printing.
    await get(`/api/bills/get/${sale.bill.id}`);
    expect((await get(`/api/bills/get/${sale.bill.id}`)).json().data.prints).toBe(0);
    expect((await print(admin.headers)).json().data).toEqual({ copy: 0 });
    expect((await print(admin.headers)).json().data).toEqual({ copy: 1 });
    expect((await print(customer.headers)).json().data).toEqual({ copy: 2 });
    const together = await Promise.all([print(admin.headers), print(admin.headers)]);
    expect(together.map((r) => r.json().data.copy).sort()).toEqual([3, 4]);
    expect((await get(`/api/bills/get/${sale.bill.id}`)).json().data.prints).toBe(5);

    // Another customer is told the bill does not exist.
    const hidden = await get(`/api/bills/get/${sale.bill.id}`, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`Bill #${sale.bill.id} was not found.`);
    expect((await print(stranger.headers)).statusCode).toBe(404);
    expect((await get("/api/bills/get/999999")).statusCode).toBe(404);
  });
});

describe("a billed sale", () => {
  it("cannot be deleted: it is undone by a credit note", async () => {
    const p = await createTestProduct(t, "Undeletable UPS", 5, 900_000);
    const sale = await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "cash" });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/delete/${sale.order.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Order #${sale.order.id} has bill ${sale.bill.number}. A billed sale is undone by a credit note, not deleted.`,
    );
    const still = await get(`/api/orders/get/${sale.order.id}`);
    expect(still.json().data).toMatchObject({ status: "Completed", bill: { number: sale.bill.number } });
  });
});
