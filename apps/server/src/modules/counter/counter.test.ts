import { contactFieldsSchema } from "@shop/shared/company";
import { COMPANY } from "@shop/shared/constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshot } from "../../test/api-walk/db-snapshot.ts";
import { ledgerMismatches } from "../../test/ledger.ts";
import { registerShop, sell, sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";
import { createContact } from "../contact/contact-service.ts";

/**
 * Selling at the counter: one transaction that takes the stock through the ledger, writes a
 * Completed order of channel counter and issues its bill, or refuses with the field named and
 * writes nothing.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin", { fullName: "Counter Owner" });
  await registerShop(t, "vat");
});
afterAll(async () => {
  await t?.close();
});

async function stockOf(id: number): Promise<number> {
  const r = (await t.app.db.execute(sql`select quantity from products where id = ${id}`)) as unknown as {
    rows: { quantity: number }[];
  };
  return Number(r.rows[0]!.quantity);
}

describe("a counter sale in a VAT-registered shop", () => {
  it("takes the stock, writes a Completed counter order, issues a Tax Invoice and says the change", async () => {
    const ssd = await createTestProduct(t, "Samsung 980 SSD 1TB", 5, 1_130_000, {
      hsCode: "84717020",
      warrantyMonths: 36,
      tracksSerials: true,
      model: "MZ-V8V1T0",
    });
    const cable = await createTestProduct(t, "HDMI cable 1.5 m", 40, 45_000);
    const sale = await sold(t, admin.headers, {
      lines: [
        { id: ssd.id, quantity: 2, serials: ["S6B0NX0R1", "s6b0nx0r2"] },
        { id: cable.id, quantity: 1 },
      ],
      buyer: { name: "Sita Rai", phone: "9842000001", pan: "301234567" },
      paymentMethod: "cash",
      discount: { amount: 450, reason: "Regular customer" },
      received: 23_000,
    });
    // Goods 22,600 + 450 = 23,050 less 450 discount = 22,600; received 23,000 gives 400 back.
    expect(sale.change).toBe(400);
    expect(sale.order).toMatchObject({
      channel: "counter",
      status: "Completed",
      totalPrice: 22_600,
      discount: 450,
      discountReason: "Regular customer",
      bill: { id: sale.bill.id, number: sale.bill.number },
      users: { id: null, fullName: "Sita Rai", phone: "9842000001" },
      orderForm: { paymentMethod: "cash" },
    });
    expect(sale.order.products[0]).toMatchObject({
      serials: ["S6B0NX0R1", "s6b0nx0r2"],
      tracksSerials: true,
    });
    expect(sale.order.products[0]!.warrantyEnds).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bill = sale.bill;
    expect(bill).toMatchObject({
      kind: "bill",
      title: "Tax Invoice",
      taxRegistration: "vat",
      issuedBy: "Counter Owner",
      shop: { pan: "601234567", address: "Main Road, Itahari" },
      buyer: { name: "Sita Rai", phone: "9842000001", pan: "301234567" },
      paymentMethod: "cash",
      discount: 450,
      discountReason: "Regular customer",
      total: 22_600,
      prints: 0,
    });
    expect(bill.number).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    expect(
      bill.lines.map((l) => [l.name, l.model, l.hsCode, l.serials, l.quantity, l.rate, l.amount]),
    ).toEqual([
      ["Samsung 980 SSD 1TB", "MZ-V8V1T0", "84717020", ["S6B0NX0R1", "s6b0nx0r2"], 2, 11_300, 22_600],
      ["HDMI cable 1.5 m", "T-1", "", [], 1, 450, 450],
    ]);
    // Each amount split on its own: 22,600 → 20,000 + 2,600; 450 → 398.23 + 51.77; −450 → −398.23 − 51.77.
    expect(bill.lines[0]).toMatchObject({ taxable: 20_000, vat: 2_600 });
    expect(bill.taxable).toBe(20_000);
    expect(bill.vat).toBe(2_600);
    expect(bill.taxable + bill.vat).toBe(bill.total);

    expect(await stockOf(ssd.id)).toBe(3);
    expect(await stockOf(cable.id)).toBe(39);
    const history = (await t.app.db.execute(
      sql`select change_type, quantity from stock_history where order_id = ${sale.order.id} order by product_id`,
    )) as unknown as { rows: { change_type: string; quantity: number }[] };
    expect(history.rows).toEqual([
      { change_type: "counter_sale", quantity: -2 },
      { change_type: "counter_sale", quantity: -1 },
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("shows on the order desk marked as a counter sale with its bill, and in the day's sales figure", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/dashboard/get-DailySales", headers: admin.headers })
    ).json();
    const p = await createTestProduct(t, "Logitech mouse", 10, 150_000);
    const sale = await sold(t, admin.headers, { lines: [{ id: p.id, quantity: 1 }], paymentMethod: "qr" });
    const desk = (
      await t.app.inject({
        method: "GET",
        url: "/api/orders/get-all?page=1&pageSize=5",
        headers: admin.headers,
      })
    ).json();
    const listed = desk.data.items.find((o: { id: number }) => o.id === sale.order.id);
    expect(listed).toMatchObject({
      channel: "counter",
      bill: { number: sale.bill.number },
      users: { fullName: "Cash sale" },
    });
    const after = (
      await t.app.inject({ method: "GET", url: "/api/dashboard/get-DailySales", headers: admin.headers })
    ).json();
    expect(after.DailySales - before.DailySales).toBe(1500);
    expect(sale.bill.buyer.name).toBe("Cash sale");
    expect(sale.change).toBeNull();
  });

  it("links a buyer whose phone belongs to one customer, and a known phone fills the name", async () => {
    const customer = await createSignedInUser(t, "Customer", {
      fullName: "Bikash Limbu",
      phone: "9852012345",
    });
    const known = await t.app.inject({
      method: "GET",
      url: "/api/counter/buyer?phone=9852012345",
      headers: admin.headers,
    });
    expect(known.json().data).toEqual({ name: "Bikash Limbu", pan: "" });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/counter/buyer?phone=9852099999",
      headers: admin.headers,
    });
    expect(unknown.json().data).toBeNull();

    const ram = await createTestProduct(t, "Kingston RAM 16GB", 4, 600_000, { warrantyMonths: 12 });
    const sale = await sold(t, admin.headers, {
      lines: [{ id: ram.id, quantity: 1 }],
      buyer: { phone: "9852012345" },
      paymentMethod: "card",
    });
    expect(sale.order.users).toMatchObject({ id: customer.user.id, fullName: "Bikash Limbu" });
    expect(sale.bill.buyer.name).toBe("Bikash Limbu");
    // The sale is in the customer's own order history, with the warranty's last day.
    const history = (
      await t.app.inject({
        method: "GET",
        url: `/api/orders/get-customerOrders/${customer.user.id}`,
        headers: customer.headers,
      })
    ).json();
    expect(history.data[0]).toMatchObject({ id: sale.order.id, channel: "counter" });
    expect(history.data[0].products[0].warrantyEnds).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // …and they may read and print its bill.
    const bill = await t.app.inject({
      method: "GET",
      url: `/api/bills/get/${sale.bill.id}`,
      headers: customer.headers,
    });
    expect(bill.statusCode).toBe(200);
  });
});

describe("a counter sale in a PAN-only shop", () => {
  it("is an Invoice with no VAT: taxable equals the total", async () => {
    const pan = await createTestApp();
    try {
      const owner = await createSignedInUser(pan, "Admin");
      await registerShop(pan, "pan");
      const p = await createTestProduct(pan, "Router", 3, 320_000);
      const sale = await sold(pan, owner.headers, {
        lines: [{ id: p.id, quantity: 2 }],
        paymentMethod: "bank_transfer",
      });
      expect(sale.bill).toMatchObject({
        title: "Invoice",
        taxRegistration: "pan",
        taxable: 6400,
        vat: 0,
        total: 6400,
      });
      expect(sale.bill.lines[0]).toMatchObject({ taxable: 6400, vat: 0 });
    } finally {
      await pan.close();
    }
  });
});

describe("a bill of a shop whose contact record has no address or phone", () => {
  it("prints the company's own address and phone numbers, as a bill is never changed", async () => {
    const bare = await createTestApp();
    try {
      const owner = await createSignedInUser(bare, "Admin");
      await createContact(
        bare.app.db,
        contactFieldsSchema.parse({ panNumber: "601234567" }),
        "Asia/Kathmandu",
      );
      const p = await createTestProduct(bare, "Keyboard", 3, 150_000);
      const sale = await sold(bare, owner.headers, {
        lines: [{ id: p.id, quantity: 1 }],
        paymentMethod: "bank_transfer",
      });
      expect(sale.bill.shop).toMatchObject({
        address: COMPANY.address,
        phone: COMPANY.mobiles.join(", "),
        pan: "601234567",
      });
    } finally {
      await bare.close();
    }
  });
});

describe("a sale refused", () => {
  async function refusedWith(body: Parameters<typeof sell>[2], status: number, field?: string) {
    const before = await snapshot(t.app.db);
    const res = await sell(t, admin.headers, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.message).toBeTruthy();
    if (field) expect(Object.keys(res.body.fields ?? {}), res.body.message).toContain(field);
    expect(await snapshot(t.app.db)).toEqual(before);
    return res.body.message!;
  }

  it("names a product sold out on the web a second earlier, and sells nothing", async () => {
    const last = await createTestProduct(t, "Last GPU", 1, 5_000_000);
    const other = await createTestProduct(t, "Mouse pad", 10, 50_000);
    const shopper = await createSignedInUser(t);
    const web = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: shopper.headers,
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id: last.id, orderedQuantity: 1 }],
      },
    });
    expect(web.statusCode).toBe(200);
    const message = await refusedWith(
      {
        lines: [
          { id: other.id, quantity: 1 },
          { id: last.id, quantity: 1 },
        ],
        paymentMethod: "cash",
      },
      409,
    );
    expect(message).toBe("Only 0 pieces of Last GPU are left.");
  });

  it("refuses every bad input with the field named and writes nothing", async () => {
    const tracked = await createTestProduct(t, "WD Blue HDD", 5, 700_000, { tracksSerials: true });
    const plain = await createTestProduct(t, "USB hub", 5, 120_000);
    const gone = await createTestProduct(t, "Old modem", 5, 120_000);
    await t.app.inject({ method: "DELETE", url: `/api/products/delete/${gone.id}`, headers: admin.headers });
    await sold(t, admin.headers, {
      lines: [{ id: tracked.id, quantity: 1, serials: ["WD-1"] }],
      paymentMethod: "cash",
    });

    expect(await refusedWith({ lines: [{ id: plain.id, quantity: 6 }], paymentMethod: "cash" }, 409)).toBe(
      "Only 5 pieces of USB hub are left.",
    );
    await refusedWith({ lines: [{ id: plain.id, quantity: 1001 }], paymentMethod: "cash" }, 400, "quantity");
    expect(
      await refusedWith(
        { lines: [{ id: tracked.id, quantity: 1, serials: ["wd-1"] }], paymentMethod: "cash" },
        409,
      ),
    ).toMatch(/Serial number WD-1 of WD Blue HDD is already sold \(order #\d+\)/);
    await refusedWith(
      { lines: [{ id: tracked.id, quantity: 2, serials: ["WD-2"] }], paymentMethod: "cash" },
      400,
      "serials",
    );
    await refusedWith(
      { lines: [{ id: tracked.id, quantity: 2, serials: ["WD-3", "wd-3"] }], paymentMethod: "cash" },
      400,
      "serials",
    );
    expect(
      await refusedWith(
        { lines: [{ id: plain.id, quantity: 1, serials: ["X1"] }], paymentMethod: "cash" },
        400,
        "serials",
      ),
    ).toMatch(/USB hub does not track serial numbers/);
    await refusedWith(
      { lines: [{ id: plain.id, quantity: 1 }], paymentMethod: "cash", buyer: { pan: "12345" } },
      400,
      "pan",
    );
    await refusedWith(
      { lines: [{ id: plain.id, quantity: 1 }], paymentMethod: "cash", buyer: { phone: "12345" } },
      400,
      "phone",
    );
    expect(
      await refusedWith(
        {
          lines: [{ id: plain.id, quantity: 1 }],
          paymentMethod: "cash",
          discount: { amount: 1200.01, reason: "Too much" },
        },
        400,
        "amount",
      ),
    ).toBe("The discount (Rs 1,200.01) cannot be more than the goods (Rs 1,200).");
    await refusedWith(
      {
        lines: [{ id: plain.id, quantity: 1 }],
        paymentMethod: "cash",
        discount: { amount: 100, reason: "" },
      },
      400,
      "reason",
    );
    expect(
      await refusedWith(
        { lines: [{ id: plain.id, quantity: 1 }], paymentMethod: "cash", received: 1000 },
        400,
        "received",
      ),
    ).toBe("The amount received (Rs 1,000) is less than the total (Rs 1,200).");
    await refusedWith({ lines: [{ id: gone.id, quantity: 1 }], paymentMethod: "cash" }, 400, "lines");
    await refusedWith({ lines: [{ id: 999_999, quantity: 1 }], paymentMethod: "cash" }, 400, "lines");
    await refusedWith({ lines: [], paymentMethod: "cash" }, 400, "lines");
    await refusedWith(
      { lines: [{ id: plain.id, quantity: 1 }], paymentMethod: "esewa" as "cash" },
      400,
      "paymentMethod",
    );
    for (const bad of ["a\u0000b", "\u001b[2J", "a\u0085b"]) {
      await refusedWith(
        { lines: [{ id: plain.id, quantity: 1 }], paymentMethod: "cash", buyer: { name: bad } },
        400,
        "name",
      );
      await refusedWith(
        { lines: [{ id: tracked.id, quantity: 1, serials: [bad] }], paymentMethod: "cash" },
        400,
        "serials",
      );
      await refusedWith(
        {
          lines: [{ id: plain.id, quantity: 1 }],
          paymentMethod: "cash",
          discount: { amount: 1, reason: bad },
        },
        400,
        "reason",
      );
    }
  });

  it("is for staff only", async () => {
    const customer = await createSignedInUser(t);
    const body = { lines: [{ id: 1, quantity: 1 }], paymentMethod: "cash" as const };
    expect((await sell(t, customer.headers, body)).status).toBe(403);
    expect((await sell(t, {}, body)).status).toBe(401);
  });
});
