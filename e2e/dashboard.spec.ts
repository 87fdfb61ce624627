import { formatRs, formatRupees } from "@shop/shared/money";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { adminSession, signInContext } from "./support/session.ts";
import { catalog, dashboardFigure, placeOrder, setOrderStatus, shopperSession } from "./support/shop.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("admin dashboard", () => {
  it("counts a pending order apart from the sales, then as a sale once accepted", async () => {
    const admin = adminSession();
    const salesBefore = await dashboardFigure<number>(admin, "DailySales");
    const pendingBefore = await dashboardFigure<{ orders: number; sales: number }>(admin, "DailyPending");
    const [item] = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => b.quantity - a.quantity);
    const order = await placeOrder(await shopperSession("dashboard-pending"), [
      { id: item!.id, orderedQuantity: 1 },
    ]);
    const context = await newContext(browser, PHONE);
    await signInContext(context, admin);
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin-DashBoard" }).waitFor();
    const sales = page.getByTestId("dashboard-sales");
    const pending = page.getByTestId("dashboard-period-pending");
    // Waiting for the shop: not a sale yet, shown apart with its value.
    await expect
      .poll(() => pending.textContent())
      .toBe(`${formatRupees(pendingBefore.sales + order.totalPrice)} Rs`);
    expect(await sales.textContent()).toBe(`${formatRupees(salesBefore)} Rs`);
    expect(await page.getByTestId("dashboard-sales-caption").textContent()).toBe(
      "Accepted orders, less returns: not pending, rejected or cancelled",
    );
    await screenshot(page, "dashboard-pending-phone");
    expect(await seriousViolations(page)).toEqual([]);
    await setOrderStatus(admin, order.id, "Approved");
    await page.reload();
    await expect.poll(() => sales.textContent()).toBe(`${formatRupees(salesBefore + order.totalPrice)} Rs`);
    await expect.poll(() => pending.textContent()).toBe(`${formatRupees(pendingBefore.sales)} Rs`);
    await context.close();
  });

  it("shows today's new order, cycles the period and draws the chart", async () => {
    const admin = adminSession();
    const salesBefore = await dashboardFigure<number>(admin, "DailySales");
    const ordersBefore = await dashboardFigure<number>(admin, "DailyOrders");
    const [item] = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => b.quantity - a.quantity);
    const order = await placeOrder(await shopperSession("dashboard"), [{ id: item!.id, orderedQuantity: 2 }]);
    // Accepted by the shop: a sale.
    await setOrderStatus(admin, order.id, "Approved");

    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, viewport);
      await signInContext(context, admin);
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Admin-DashBoard" }).waitFor();
      const sales = page.getByTestId("dashboard-sales");
      const orders = page.getByTestId("dashboard-orders");
      await expect.poll(() => orders.textContent()).toBe(String(ordersBefore + 1));
      await expect.poll(() => sales.textContent()).toBe(`${formatRupees(salesBefore + order.totalPrice)} Rs`);

      // The chart carries this year's figures (also as a table inside the canvas, for screen
      // readers), and it is drawn: a canvas with coloured pixels.
      const canvas = page.locator("canvas");
      await canvas.waitFor();
      const year = await dashboardFigure<number[]>(admin, "MonthlySalesWholeYear", "SalesArray");
      const month = new Intl.DateTimeFormat("en", { month: "short", timeZone: "Asia/Kathmandu" }).format(
        new Date(),
      );
      expect(year[MONTHS.indexOf(month)]).toBeGreaterThanOrEqual(order.totalPrice);
      const cell = canvas.locator("tr").filter({ hasText: month }).locator("td");
      await expect.poll(() => cell.textContent()).toBe(formatRs(year[MONTHS.indexOf(month)]!));
      // The line stops at this month: the months still to come are not drawn as a fall to zero.
      expect(await canvas.locator("tr").count()).toBe(MONTHS.indexOf(month) + 1);
      await expect
        .poll(() =>
          canvas.evaluate((el: HTMLCanvasElement) => {
            const { data } = el.getContext("2d")!.getImageData(0, 0, el.width, el.height);
            let painted = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
            return painted;
          }),
        )
        .toBeGreaterThan(500);
      await screenshot(page, `dashboard-${viewport === PHONE ? "phone" : "desktop"}`);

      if (viewport === DESKTOP) {
        for (const period of ["Weekly", "Monthly", "Daily"]) {
          await page.getByRole("button", { name: /^Period:/ }).click();
          await page.getByRole("button", { name: new RegExp(`^Period: ${period}\\.`) }).waitFor();
          const expectedOrders = await dashboardFigure<number>(admin, `${period}Orders`);
          const expectedSales = await dashboardFigure<number>(admin, `${period}Sales`);
          await expect.poll(() => orders.textContent()).toBe(String(expectedOrders));
          await expect.poll(() => sales.textContent()).toBe(`${formatRupees(expectedSales)} Rs`);
          expect(await page.getByRole("button", { name: /^Period:/ }).textContent()).toBe(period);
        }
        // The order waiting for approval is counted and links to the order list.
        const pending = await dashboardFigure<number>(admin, "PendingOrders");
        await expect.poll(() => page.getByTestId("dashboard-pending").textContent()).toBe(String(pending));
        await page.getByTestId("dashboard-pending").click();
        await page.getByRole("heading", { name: "Order Detail" }).waitFor();
      }
      await context.close();
    }
  });
});
