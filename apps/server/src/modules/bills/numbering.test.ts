import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerMismatches } from "../../test/ledger.ts";
import { numbersOf, registerShop, sell, sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";
import { takeNumber } from "./bill-numbers.ts";

/**
 * Bill numbers: gap-free and without duplicates within a fiscal year, taken in the sale's own
 * transaction. On PGlite one connection serialises the sales; `.ci/run` runs this file again on
 * PostgreSQL, where the twenty sales really race for the series' row.
 */
let now = new Date("2026-07-16T18:10:00Z"); // 23:55 on 32 Asar 2083 in Kathmandu: fiscal year 2082/83
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

describe("bill numbers", () => {
  it("are twenty consecutive numbers for twenty sales completed at the same moment", async () => {
    const p = await createTestProduct(t, "Fast-selling keyboard", 100, 250_000);
    const sales = await Promise.all(
      Array.from({ length: 20 }, () =>
        sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "cash" }),
      ),
    );
    const sequences = sales.map((s) => s.bill.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(sales.map((s) => s.bill.number)).size).toBe(20);
    expect(sales.every((s) => s.bill.fiscalYear === "2082/83")).toBe(true);
    expect((await numbersOf(t, "bill")).map((n) => n.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => `2082/83-${String(i + 1).padStart(6, "0")}`),
    );
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("use no number for a sale that is refused or rolled back", async () => {
    const scarce = await createTestProduct(t, "Scarce webcam", 3, 400_000);
    // Five sales for three pieces at once: three sell, two are refused; the series has no hole.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        sell(t, admin.headers, { lines: [{ id: scarce.id, quantity: 1 }], paymentMethod: "card" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    // A transaction that took a number and then failed gives it back.
    await expect(
      t.app.db.transaction(async (tx) => {
        await takeNumber(tx, "bill", "2082/83");
        throw new Error("the sale failed after its number was taken");
      }),
    ).rejects.toThrow("the sale failed");
    const other = await createTestProduct(t, "Webcam cover", 5, 10_000);
    const after = await sold(t, admin.headers, {
      lines: [{ id: other.id, quantity: 1 }],
      paymentMethod: "cash",
    });
    expect(after.bill.sequence).toBe(24);
    const sequences = (await numbersOf(t, "bill")).map((n) => n.sequence);
    expect(sequences).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it("start again at 1 on 1 Shrawan, in the shop's time zone, for bills and credit notes alike", async () => {
    const p = await createTestProduct(t, "Year-end monitor", 10, 1_500_000);
    const lastOfYear = await sold(t, admin.headers, {
      lines: [{ id: p.id, quantity: 2 }],
      paymentMethod: "cash",
    });
    expect(lastOfYear.bill.number).toBe("2082/83-000025");
    const oldNote = await t.app.inject({
      method: "POST",
      url: `/api/bills/credit-note/${lastOfYear.bill.id}`,
      headers: admin.headers,
      payload: { lines: [{ productId: p.id, quantity: 1 }], reason: "Dead pixel" },
    });
    expect(oldNote.json().data.number).toBe("CN-2082/83-000001");

    now = new Date("2026-07-16T18:15:00Z"); // 00:00 on 1 Shrawan 2083 in Kathmandu
    const first = await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "cash" });
    const second = await sold(t, admin.headers, {
      lines: [{ id: p.id, quantity: 1 }],
      paymentMethod: "cash",
    });
    expect([first.bill.number, second.bill.number]).toEqual(["2083/84-000001", "2083/84-000002"]);
    expect(first.bill.bsDate).toBe("2083-04-01");
    const note = await t.app.inject({
      method: "POST",
      url: `/api/bills/credit-note/${first.bill.id}`,
      headers: admin.headers,
      payload: { lines: [{ productId: p.id, quantity: 1 }], reason: "Changed mind" },
    });
    expect(note.json().data).toMatchObject({
      number: "CN-2083/84-000001",
      creditsBillNumber: "2083/84-000001",
    });
    // A credit note made in the new year against last year's bill takes the new year's number.
    const late = await t.app.inject({
      method: "POST",
      url: `/api/bills/credit-note/${lastOfYear.bill.id}`,
      headers: admin.headers,
      payload: { lines: [{ productId: p.id, quantity: 1 }], reason: "Late return" },
    });
    expect(late.json().data).toMatchObject({
      number: "CN-2083/84-000002",
      creditsBillNumber: "2082/83-000025",
    });
  });
});
