import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "../../test/api-walk/db-snapshot.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { getBill, registerShop, sell, sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";

/**
 * Returns by credit note: never more than was sold on the bill (over all its credit notes, under a
 * race too), the pieces back through the stock ledger, their serials free to be sold again, and
 * exactly what was paid refunded.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
  await registerShop(t, "vat");
});
afterAll(async () => {
  await t?.close();
});

function creditNote(billId: number, body: unknown, headers = admin.headers) {
  return t.app.inject({
    method: "POST",
    url: `/api/bills/credit-note/${billId}`,
    headers,
    payload: body as object,
  });
}

async function stockOf(id: number): Promise<number> {
  const r = (await t.app.db.execute(sql`select quantity from products where id = ${id}`)) as unknown as {
    rows: { quantity: number }[];
  };
  return Number(r.rows[0]!.quantity);
}

describe("a credit note", () => {
  it("returns pieces to stock, frees their serials and refunds exactly what was paid, over several notes", async () => {
    const laptop = await createTestProduct(t, "Acer Aspire 5", 4, 8_500_000, {
      tracksSerials: true,
      warrantyMonths: 12,
    });
    const bag = await createTestProduct(t, "Laptop bag", 10, 150_000);
    const sale = await sold(t, admin.headers, {
      lines: [
        { id: laptop.id, quantity: 2, serials: ["NXA1", "NXA2"] },
        { id: bag.id, quantity: 3 },
      ],
      paymentMethod: "cash",
      discount: { amount: 1000.01, reason: "Festival offer" },
    });
    const bill = sale.bill;
    const paid = bill.total;
    expect(bill.lines.map((l) => l.discountShare).reduce((a, b) => a + b, 0)).toBeCloseTo(1000.01, 2);

    const first = await creditNote(bill.id, {
      lines: [
        { productId: laptop.id, quantity: 1, serials: ["nxa2"] },
        { productId: bag.id, quantity: 1 },
      ],
      reason: "Wrong model",
    });
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json().data;
    expect(one).toMatchObject({
      kind: "credit",
      title: "Credit Note",
      creditsBillId: bill.id,
      creditsBillNumber: bill.number,
      reason: "Wrong model",
      paymentMethod: "cash",
      deliveryCharge: 0,
    });
    expect(one.number).toMatch(/^CN-\d{4}\/\d{2}-000001$/);
    expect(one.lines.map((l: { serials: string[]; quantity: number }) => [l.serials, l.quantity])).toEqual([
      [["NXA2"], 1],
      [[], 1],
    ]);
    expect(one.taxable + one.vat).toBeCloseTo(one.total, 2);
    expect(await stockOf(laptop.id)).toBe(3);
    expect(await stockOf(bag.id)).toBe(8);

    // The returned serial may be sold again; the one still with the buyer may not.
    await sold(t, admin.headers, {
      lines: [{ id: laptop.id, quantity: 1, serials: ["NXA2"] }],
      paymentMethod: "card",
    });
    const again = await sell(t, admin.headers, {
      lines: [{ id: laptop.id, quantity: 1, serials: ["NXA1"] }],
      paymentMethod: "card",
    });
    expect(again.status).toBe(409);

    // The rest of the bill comes back: every piece still sold, all serials at once.
    const rest = await creditNote(bill.id, {
      lines: [
        { productId: laptop.id, quantity: 1 },
        { productId: bag.id, quantity: 2 },
      ],
      reason: "Shop closed the deal",
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const two = rest.json().data;
    expect(two.lines[0].serials).toEqual(["NXA1"]);
    // Both notes together refund what the bill was paid, to the paisa.
    expect(Math.round((one.total + two.total) * 100)).toBe(Math.round(paid * 100));
    expect(Math.round((one.discount + two.discount) * 100)).toBe(100_001);

    const after = await getBill(t, admin.headers, bill.id);
    expect(after.bill!.creditNotes.map((c) => c.number)).toEqual([one.number, two.number]);
    expect(after.bill!.lines.map((l) => l.returned)).toEqual([2, 3]);
    // Nothing is left to return.
    const more = await creditNote(bill.id, { lines: [{ productId: bag.id, quantity: 1 }], reason: "Again" });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      `Every piece of Laptop bag on bill ${bill.number} has been returned already.`,
    );

    const history = (await t.app.db.execute(
      sql`select count(*)::int as n from stock_history where change_type = 'credit_note' and order_id = ${sale.order.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(history.rows[0]!.n)).toBe(4);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("lets only one of two credit notes for the same last pieces through at the same moment", async () => {
    const p = await createTestProduct(t, "Race SSD", 10, 500_000);
    const sale = await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 3 }], paymentMethod: "cash" });
    const body = { lines: [{ productId: p.id, quantity: 2 }], reason: "Returned" };
    const results = await Promise.all([creditNote(sale.bill.id, body), creditNote(sale.bill.id, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      `Only 1 piece of Race SSD on bill ${sale.bill.number} can still be returned.`,
    );
    expect(await stockOf(p.id)).toBe(9);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses bad input with the field named and writes nothing", async () => {
    const p = await createTestProduct(t, "Refusal cable", 10, 20_000, { tracksSerials: true });
    const other = await createTestProduct(t, "Not sold here", 10, 20_000);
    const sale = await sold(t, admin.headers, {
      lines: [{ id: p.id, quantity: 2, serials: ["RC-1", "RC-2"] }],
      paymentMethod: "cash",
    });
    const customer = await createSignedInUser(t);
    const cases: [unknown, number, string?][] = [
      [{ lines: [{ productId: p.id, quantity: 3 }], reason: "Too many" }, 409],
      [{ lines: [{ productId: other.id, quantity: 1 }], reason: "Not on it" }, 400, "lines"],
      [{ lines: [{ productId: p.id, quantity: 0 }], reason: "Zero" }, 400, "quantity"],
      [{ lines: [{ productId: p.id, quantity: 1 }], reason: "" }, 400, "reason"],
      [{ lines: [{ productId: p.id, quantity: 1 }], reason: "a\u0000b" }, 400, "reason"],
      [{ lines: [{ productId: p.id, quantity: 1 }], reason: "Which one?" }, 400, "serials"],
      [
        { lines: [{ productId: p.id, quantity: 1, serials: ["RC-9"] }], reason: "Unknown serial" },
        400,
        "serials",
      ],
      [
        { lines: [{ productId: p.id, quantity: 1, serials: ["RC-1\u0001"] }], reason: "Control" },
        400,
        "serials",
      ],
      [{ lines: [], reason: "Nothing" }, 400, "lines"],
    ];
    for (const [body, status, field] of cases) {
      const before = await snapshot(t.app.db);
      const res = await creditNote(sale.bill.id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
      expect(await snapshot(t.app.db)).toEqual(before);
    }
    expect(
      (await creditNote(999_999, { lines: [{ productId: p.id, quantity: 1 }], reason: "x" })).statusCode,
    ).toBe(404);
    expect(
      (
        await creditNote(
          sale.bill.id,
          { lines: [{ productId: p.id, quantity: 1 }], reason: "x" },
          customer.headers,
        )
      ).statusCode,
    ).toBe(403);
  });
});
