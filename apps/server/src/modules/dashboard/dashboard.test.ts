import { LOW_STOCK } from "@shop/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema.ts";
import { registerShop, sold } from "../../test/sales.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";
import { lowStock, pendingOrderCount, periodFigures, salesByMonth } from "./dashboard-service.ts";

const TZ = "Asia/Kathmandu";
let t: TestApp;
let userId: number;
/** "Now" for counter sales and credit notes: a test sets it to the instant it sells or refunds at. */
let now = new Date();

/** Kathmandu local time (UTC+05:45) as an instant. */
const at = (local: string) => new Date(`${local}+05:45`);

/** An order the shop accepted, written at a fixed instant given in Kathmandu local time (UTC+05:45). */
async function orderAt(local: string, rupees: number, extra: Partial<typeof orders.$inferInsert> = {}) {
  const createdAt = at(local);
  await t.app.db.insert(orders).values({
    userId,
    phoneNumber: "9800000000",
    totalPaisa: rupees * 100,
    createdAt,
    status: "Completed",
    ...extra,
  });
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, undefined, () => now);
  userId = (await createSignedInUser(t)).user.id;
  // Around the turn of Saturday 31 October / Sunday 1 November 2026: a new day, week and month.
  await orderAt("2026-10-31T23:50:00", 1000);
  await orderAt("2026-11-01T00:10:00", 2000);
  // Within the week of Sunday 1 November.
  await orderAt("2026-11-03T23:50:00", 400);
  await orderAt("2026-11-04T00:10:00", 50, { status: "Approved" });
  // Waiting for the shop: an order, not a sale.
  await orderAt("2026-11-04T10:00:00", 900, { status: "Pending" });
  // Orders that never count.
  await orderAt("2026-11-04T09:00:00", 7000, { canceled: true });
  await orderAt("2026-11-04T09:00:00", 7000, { status: "Rejected" });
  await orderAt("2026-11-04T09:00:00", 7000, { deleted: true });
  // Around the new year.
  await orderAt("2025-12-31T23:50:00", 300);
  await orderAt("2026-01-01T00:10:00", 600, { status: "On the way" });
  await orderAt("2026-01-02T00:10:00", 5000, { status: "Pending", canceled: true });
});
afterAll(async () => {
  await t.close();
});

describe("dashboard figures in the shop's time zone", () => {
  it("counts from midnight, Sunday and the first at the turn of a month", async () => {
    const now = new Date("2026-11-01T00:20:00+05:45");
    const none = { orders: 0, sales: 0 };
    expect(await periodFigures(t.app.db, "Daily", TZ, now)).toEqual({
      sales: 2000,
      orders: 1,
      pending: none,
    });
    // The week and the month began at the same midnight: 23:50 on Saturday 31 October is outside.
    expect(await periodFigures(t.app.db, "Weekly", TZ, now)).toMatchObject({ sales: 2450, orders: 4 });
    expect(await periodFigures(t.app.db, "Monthly", TZ, now)).toMatchObject({ sales: 2450, orders: 4 });
    expect(await periodFigures(t.app.db, "Monthly", TZ, new Date("2026-10-31T12:00:00+05:45"))).toMatchObject(
      { sales: 1000, orders: 1 },
    );
    const before = new Date("2026-10-31T23:55:00+05:45");
    expect(await periodFigures(t.app.db, "Daily", TZ, before)).toMatchObject({ sales: 1000, orders: 1 });
  });

  it("counts as sales only what the shop accepted; pending orders apart; cancelled, rejected and deleted nowhere", async () => {
    const now = new Date("2026-11-04T12:00:00+05:45");
    const pending = { orders: 1, sales: 900 };
    expect(await periodFigures(t.app.db, "Daily", TZ, now)).toEqual({ sales: 50, orders: 2, pending });
    expect(await periodFigures(t.app.db, "Weekly", TZ, now)).toEqual({ sales: 2450, orders: 4, pending });
    expect(await periodFigures(t.app.db, "Monthly", TZ, now)).toEqual({ sales: 2450, orders: 4, pending });
  });

  it("gives twelve months of this year whose sum is the year's sales", async () => {
    const months = await salesByMonth(t.app.db, TZ, new Date("2026-11-04T12:00:00+05:45"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(600);
    expect(months[9]).toBe(1000);
    expect(months[10]).toBe(2450);
    expect(months.reduce((a, b) => a + b, 0)).toBe(600 + 1000 + 2450);
  });

  it("counts the orders waiting for approval and the products running out", async () => {
    expect(await pendingOrderCount(t.app.db)).toBe(1);
    const p = await createProduct(
      t.app.db,
      {
        name: "Last Two Routers",
        brand: "",
        model: "",
        pricePaisa: 100,
        youSavedPaisa: 0,
        category: "Networking items",
        quantity: 2,
        description: "",
        mainFile: "0123456789abcdef0123456789abcdef.webp",
      },
      null,
    );
    expect(await lowStock(t.app.db)).toContainEqual({ id: p.id, name: "Last Two Routers", quantity: 2 });
  });

  it("names the same products running out as the product list's Low stock", async () => {
    const product = (name: string, quantity: number) =>
      createProduct(
        t.app.db,
        {
          name,
          brand: "",
          model: "",
          pricePaisa: 100,
          youSavedPaisa: 0,
          category: "PC",
          quantity,
          description: "",
          mainFile: "0123456789abcdef0123456789abcdef.webp",
        },
        null,
      );
    const low = await product("Low Stock Desktop", LOW_STOCK);
    const plenty = await product("Plenty Desktop", LOW_STOCK + 1);
    const ids = (await lowStock(t.app.db)).map((item) => item.id);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(plenty.id);
  });
});

/**
 * Sales less returns: a credit note lowers the figures of the span it was issued in (its own
 * time, in the shop's time zone), as the day close books it. The sales here are in 2027, apart
 * from the orders above.
 */
describe("dashboard sales less the credit notes", () => {
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    admin = await createSignedInUser(t, "Admin");
    await registerShop(t, "vat");
  });

  /** A counter sale at a local time of Kathmandu: its order and its bill. */
  async function sellAt(local: string, productId: number, quantity: number) {
    now = at(local);
    return sold(t, admin.headers, { lines: [{ id: productId, quantity }], paymentMethod: "cash" });
  }

  async function creditNoteAt(local: string, billId: number, productId: number, quantity: number) {
    now = at(local);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/bills/credit-note/${billId}`,
      headers: admin.headers,
      payload: { lines: [{ productId, quantity }], reason: "Returned" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number };
  }

  const months = (local: string) => salesByMonth(t.app.db, TZ, at(local));
  const figure = async (period: "Daily" | "Weekly" | "Monthly", local: string) =>
    (await periodFigures(t.app.db, period, TZ, at(local))).sales;

  it("counts a sale returned in full as nothing sold", async () => {
    const laptop = await createTestProduct(t, "Returned Laptop", 5, 5_000_000);
    const sale = await sellAt("2027-03-10T11:00:00", laptop.id, 1);
    expect(await figure("Daily", "2027-03-10T12:00:00")).toBe(50_000);
    await creditNoteAt("2027-03-10T15:00:00", sale.bill.id, laptop.id, 1);
    expect(await figure("Daily", "2027-03-10T18:00:00")).toBe(0);
    expect(await figure("Monthly", "2027-03-10T18:00:00")).toBe(0);
    // The order still counts as an order: only the money came back.
    expect((await periodFigures(t.app.db, "Daily", TZ, at("2027-03-10T18:00:00"))).orders).toBe(1);
    expect((await months("2027-03-10T18:00:00"))[2]).toBe(0);
  });

  it("keeps what a partial return leaves", async () => {
    const ssd = await createTestProduct(t, "Half-returned SSD", 10, 600_000);
    const sale = await sellAt("2027-05-05T10:00:00", ssd.id, 2);
    const note = await creditNoteAt("2027-05-05T16:00:00", sale.bill.id, ssd.id, 1);
    expect(note.total).toBe(6_000);
    expect(await figure("Daily", "2027-05-05T18:00:00")).toBe(6_000);
    expect((await months("2027-05-05T18:00:00"))[4]).toBe(6_000);
  });

  it("lowers the month of the credit note, not the month of the sale, even below zero", async () => {
    const monitor = await createTestProduct(t, "Next-month Monitor", 5, 2_000_000);
    const sale = await sellAt("2027-06-30T23:30:00", monitor.id, 1);
    // Half past midnight in Kathmandu is still 30 June in UTC: the shop's day decides.
    await creditNoteAt("2027-07-01T00:30:00", sale.bill.id, monitor.id, 1);
    const year = await months("2027-07-01T12:00:00");
    expect(year[5]).toBe(20_000);
    // July has the return and no sale: it shows what the shop gave back.
    expect(year[6]).toBe(-20_000);
    expect(await figure("Monthly", "2027-07-01T12:00:00")).toBe(-20_000);
    expect(await figure("Daily", "2027-07-01T12:00:00")).toBe(-20_000);
    expect(await figure("Monthly", "2027-06-15T12:00:00")).toBe(20_000);
  });

  it("leaves a day's figure alone when the return is on another day", async () => {
    const mouse = await createTestProduct(t, "Next-day Mouse", 10, 300_000);
    const sale = await sellAt("2027-08-10T10:00:00", mouse.id, 2);
    await creditNoteAt("2027-08-11T10:00:00", sale.bill.id, mouse.id, 1);
    expect(await figure("Daily", "2027-08-10T18:00:00")).toBe(6_000);
    expect(await figure("Daily", "2027-08-11T18:00:00")).toBe(-3_000);
    expect(await figure("Daily", "2027-08-12T18:00:00")).toBe(0);
    // Tuesday 10 and Wednesday 11 August are one week and one month: the sale less the return.
    expect(await figure("Weekly", "2027-08-11T18:00:00")).toBe(3_000);
    expect(await figure("Monthly", "2027-08-11T18:00:00")).toBe(3_000);
    // The year's months still add up to the year's sales less its returns.
    const year = await months("2027-08-11T18:00:00");
    expect(year.reduce((a, b) => a + b, 0)).toBe(0 + 6_000 + 20_000 - 20_000 + 3_000);
  });
});

describe("dashboard calls", () => {
  it("answer each figure in its named field", async () => {
    const admin = await createSignedInUser(t, "Admin");
    for (const name of [
      "DailySales",
      "WeeklySales",
      "MonthlySales",
      "DailyOrders",
      "WeeklyOrders",
      "MonthlyOrders",
      "PendingOrders",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dashboard/get-${name}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 200 });
      expect(typeof res.json()[name]).toBe("number");
    }
    const year = await t.app.inject({
      method: "GET",
      url: "/api/dashboard/get-MonthlySalesWholeYear",
      headers: admin.headers,
    });
    expect(year.json().SalesArray).toHaveLength(12);
    for (const name of ["DailyPending", "WeeklyPending", "MonthlyPending"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dashboard/get-${name}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()[name]).toEqual({ orders: expect.any(Number), sales: expect.any(Number) });
    }
  });

  it("are for admins only", async () => {
    const customer = await createSignedInUser(t);
    const url = "/api/dashboard/get-DailySales";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url, headers: customer.headers })).statusCode).toBe(403);
  });
});
