import { LOW_STOCK } from "@shop/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";
import { lowStock, pendingOrderCount, periodFigures, salesByMonth } from "./dashboard-service.ts";

const TZ = "Asia/Kathmandu";
let t: TestApp;
let userId: number;

/** An order the shop accepted, written at a fixed instant given in Kathmandu local time (UTC+05:45). */
async function orderAt(local: string, rupees: number, extra: Partial<typeof orders.$inferInsert> = {}) {
  const createdAt = new Date(`${local}+05:45`);
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
  t = await createTestApp();
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
