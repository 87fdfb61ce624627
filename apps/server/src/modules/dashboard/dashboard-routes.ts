import { type ApiRoute, ROUTES } from "@shop/shared/api-routes";
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

/** Each figure in its own named top-level field, as the dashboard's calls answer (and in `data`, like every envelope). */
function figure<N extends string, T extends z.ZodType>(name: N, value: T) {
  return z.object({ status: z.number().int(), data: value }).extend({ [name]: value } as Record<N, T>);
}

/** A period figure's field is named as its path ends: "/dashboard/get-DailySales" answers in DailySales. */
function figureName(route: ApiRoute): string {
  return route.path.slice("/dashboard/get-".length);
}

const tags = ["dashboard"];
const security = [{ bearer: [] }];

/** The dashboard's figures: every route needs dashboard:read, checked once for the group. */
export const dashboardRoutes = guardedRoutes("dashboard:read", async (app) => {
  const tz = () => app.config.SHOP_TIMEZONE;
  const periods: [Period, ApiRoute, ApiRoute][] = [
    ["Daily", ROUTES.dashboardDailySales, ROUTES.dashboardDailyOrders],
    ["Weekly", ROUTES.dashboardWeeklySales, ROUTES.dashboardWeeklyOrders],
    ["Monthly", ROUTES.dashboardMonthlySales, ROUTES.dashboardMonthlyOrders],
  ];
  for (const [period, salesRoute, ordersRoute] of periods) {
    const salesName = figureName(salesRoute);
    const ordersName = figureName(ordersRoute);
    app.get(
      salesRoute.path,
      {
        schema: {
          tags,
          security,
          summary: `${period} sales in rupees (shop time zone)`,
          response: { 200: figure(salesName, z.number()) },
        },
      },
      async () => {
        const { sales } = await periodFigures(app.db, period, tz());
        return { status: 200, data: sales, [salesName]: sales };
      },
    );
    app.get(
      ordersRoute.path,
      {
        schema: {
          tags,
          security,
          summary: `${period} order count (shop time zone)`,
          response: { 200: figure(ordersName, z.number().int()) },
        },
      },
      async () => {
        const { orders } = await periodFigures(app.db, period, tz());
        return { status: 200, data: orders, [ordersName]: orders };
      },
    );
  }

  app.get(
    ROUTES.dashboardSalesByMonth.path,
    {
      schema: {
        tags,
        security,
        summary: "Sales of each month, January to December of this year",
        response: { 200: figure("SalesArray", z.array(z.number())) },
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
        response: { 200: figure("PendingOrders", z.number().int()) },
      },
    },
    async () => {
      const n = await pendingOrderCount(app.db);
      return { status: 200, data: n, PendingOrders: n };
    },
  );

  const waiting = z.object({ pendingOrders: z.number().int(), unreadMessages: z.number().int() });
  app.get(
    ROUTES.dashboardWaiting.path,
    {
      schema: {
        tags,
        security,
        summary: "What waits for the owner: Pending orders and unread messages (the admin sidebar's counts)",
        response: { 200: figure("Waiting", waiting) },
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

  const lowStockItem = z.object({ id: z.number().int(), name: z.string(), quantity: z.number().int() });
  app.get(
    ROUTES.dashboardLowStock.path,
    {
      schema: {
        tags,
        security,
        summary: "Products with 3 or fewer pieces left",
        response: { 200: figure("LowStock", z.array(lowStockItem)) },
      },
    },
    async () => {
      const items = await lowStock(app.db);
      return { status: 200, data: items, LowStock: items };
    },
  );
});
