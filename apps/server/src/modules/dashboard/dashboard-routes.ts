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

const tags = ["dashboard"];
const security = [{ bearer: [] }];

/** The dashboard's figures: every route needs dashboard:read, checked once for the group. */
export const dashboardRoutes = guardedRoutes("dashboard:read", async (app) => {
  const tz = () => app.config.SHOP_TIMEZONE;
  const periods: [Period, string, string][] = [
    ["Daily", "DailySales", "DailyOrders"],
    ["Weekly", "WeeklySales", "WeeklyOrders"],
    ["Monthly", "MonthlySales", "MonthlyOrders"],
  ];
  for (const [period, salesName, ordersName] of periods) {
    app.get(
      `/dashboard/get-${salesName}`,
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
      `/dashboard/get-${ordersName}`,
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
    "/dashboard/get-MonthlySalesWholeYear",
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
    "/dashboard/get-PendingOrders",
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
    "/dashboard/get-Waiting",
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
    "/dashboard/get-LowStock",
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
