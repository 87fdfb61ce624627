import { ANSWERS } from "@shop/shared/api-answers";
import { type ApiRoute, ROUTES, type RouteName } from "@shop/shared/api-routes";
import type { PendingFigure } from "@shop/shared/dashboard";
import { figureOf } from "@shop/shared/envelope";
import { LOW_STOCK } from "@shop/shared/products";
import { z } from "zod";
import { guardedRoutes } from "../../plugins/auth.ts";
import { unreadCount } from "../messages/messages-service.ts";
import {
  lowStock,
  type Period,
  pendingOrderCount,
  periodFigures,
  salesByMonth,
} from "./dashboard-service.ts";

/** A period figure's field is named as its path ends: "/dashboard/get-DailySales" answers in DailySales. */
function figureName(route: ApiRoute): string {
  return route.path.slice("/dashboard/get-".length);
}

const tags = ["dashboard"];
const security = [{ bearer: [] }];

/** The dashboard's figures: every route needs dashboard:read, checked once for the group. */
export const dashboardRoutes = guardedRoutes("dashboard:read", async (app) => {
  const tz = () => app.config.SHOP_TIMEZONE;
  const periods = [
    ["Daily", "dashboardDailySales", "dashboardDailyOrders"],
    ["Weekly", "dashboardWeeklySales", "dashboardWeeklyOrders"],
    ["Monthly", "dashboardMonthlySales", "dashboardMonthlyOrders"],
  ] as const satisfies [Period, RouteName, RouteName][];
  for (const [period, salesRoute, ordersRoute] of periods) {
    const salesName = figureName(ROUTES[salesRoute]);
    const ordersName = figureName(ROUTES[ordersRoute]);
    app.get(
      ROUTES[salesRoute].path,
      {
        schema: {
          tags,
          security,
          summary: `${period} sales in rupees: orders the shop accepted, not Pending, Rejected or cancelled, less the credit notes issued in the period (shop time zone; below 0 when returns exceed sales)`,
          response: { 200: figureOf(salesName, z.number()) },
        },
      },
      async () => {
        const { sales } = await periodFigures(app.db, period, tz());
        return { status: 200, data: sales, [salesName]: sales };
      },
    );
    app.get(
      ROUTES[ordersRoute].path,
      {
        schema: {
          tags,
          security,
          summary: `${period} order count (shop time zone)`,
          response: { 200: figureOf(ordersName, z.number().int()) },
        },
      },
      async () => {
        const { orders } = await periodFigures(app.db, period, tz());
        return { status: 200, data: orders, [ordersName]: orders };
      },
    );
  }

  // Each answer in its named field, written out: the type of the answer follows the name.
  const pending = [
    ["Daily", "dashboardDailyPending", (f: PendingFigure) => ({ status: 200, data: f, DailyPending: f })],
    ["Weekly", "dashboardWeeklyPending", (f: PendingFigure) => ({ status: 200, data: f, WeeklyPending: f })],
    [
      "Monthly",
      "dashboardMonthlyPending",
      (f: PendingFigure) => ({ status: 200, data: f, MonthlyPending: f }),
    ],
  ] as const satisfies [Period, RouteName, unknown][];
  for (const [period, route, answer] of pending) {
    app.get(
      ROUTES[route].path,
      {
        schema: {
          tags,
          security,
          summary: `${period} orders still Pending: their count and value in rupees, kept out of the sales (shop time zone)`,
          response: { 200: ANSWERS[route] },
        },
      },
      async () => {
        return answer((await periodFigures(app.db, period, tz())).pending);
      },
    );
  }

  app.get(
    ROUTES.dashboardSalesByMonth.path,
    {
      schema: {
        tags,
        security,
        summary:
          "Sales of each month, January to December of this year: accepted orders less the credit notes issued in the month (below 0 when returns exceed sales)",
        response: { 200: ANSWERS.dashboardSalesByMonth },
      },
    },
    async () => {
      const months = await salesByMonth(app.db, tz());
      return { status: 200, data: months, SalesArray: months };
    },
  );

  app.get(
    ROUTES.dashboardPendingOrders.path,
    {
      schema: {
        tags,
        security,
        summary: "Orders waiting for approval",
        response: { 200: ANSWERS.dashboardPendingOrders },
      },
    },
    async () => {
      const n = await pendingOrderCount(app.db);
      return { status: 200, data: n, PendingOrders: n };
    },
  );

  app.get(
    ROUTES.dashboardWaiting.path,
    {
      schema: {
        tags,
        security,
        summary: "What waits for the owner: Pending orders and unread messages (the admin sidebar's counts)",
        response: { 200: ANSWERS.dashboardWaiting },
      },
    },
    async () => {
      const [pendingOrders, unreadMessages] = await Promise.all([
        pendingOrderCount(app.db),
        unreadCount(app.db),
      ]);
      const data = { pendingOrders, unreadMessages };
      return { status: 200, data, Waiting: data };
    },
  );

  app.get(
    ROUTES.dashboardLowStock.path,
    {
      schema: {
        tags,
        security,
        summary: `Products with ${LOW_STOCK} or fewer pieces left`,
        response: { 200: ANSWERS.dashboardLowStock },
      },
    },
    async () => {
      const items = await lowStock(app.db);
      return { status: 200, data: items, LowStock: items };
    },
  );
});
