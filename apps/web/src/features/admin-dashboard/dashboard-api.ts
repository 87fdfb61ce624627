import { type ApiRoute, address, ROUTES } from "@shop/shared/api-routes";
import { authApi } from "../../lib/api.ts";

export type Period = "Daily" | "Weekly" | "Monthly";
export const NEXT_PERIOD: Record<Period, Period> = { Daily: "Weekly", Weekly: "Monthly", Monthly: "Daily" };

/** Each period's two figures. */
export const PERIOD_ROUTES: Record<Period, { sales: ApiRoute; orders: ApiRoute }> = {
  Daily: { sales: ROUTES.dashboardDailySales, orders: ROUTES.dashboardDailyOrders },
  Weekly: { sales: ROUTES.dashboardWeeklySales, orders: ROUTES.dashboardWeeklyOrders },
  Monthly: { sales: ROUTES.dashboardMonthlySales, orders: ROUTES.dashboardMonthlyOrders },
};

/**
 * One dashboard figure from its named top-level field, or null when the call fails or answers
 * anything but 200: the caller then keeps the figure it had. The field is named for the call,
 * except get-MonthlySalesWholeYear, whose field is SalesArray.
 */
export async function fetchFigure<T>(
  route: ApiRoute,
  field = route.path.slice("/dashboard/get-".length),
): Promise<T | null> {
  try {
    const res = await authApi.send<Record<string, unknown>>(address(route));
    if (res.data.status !== 200 || !(field in res.data)) return null;
    return res.data[field] as T;
  } catch {
    return null;
  }
}

export interface LowStockItem {
  id: number;
  name: string;
  quantity: number;
}
