import { type ApiRoute, address, ROUTES } from "@shop/shared/api-routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { authApi } from "../../lib/api.ts";

export type { LowStockItem, PendingFigure } from "@shop/shared/dashboard";

export type Period = "Daily" | "Weekly" | "Monthly";
export const NEXT_PERIOD: Record<Period, Period> = { Daily: "Weekly", Weekly: "Monthly", Monthly: "Daily" };

/** Each period's figures: sales (accepted orders, less returns), live orders, and the orders still Pending. */
export const PERIOD_ROUTES: Record<Period, { sales: ApiRoute; orders: ApiRoute; pending: ApiRoute }> = {
  Daily: {
    sales: ROUTES.dashboardDailySales,
    orders: ROUTES.dashboardDailyOrders,
    pending: ROUTES.dashboardDailyPending,
  },
  Weekly: {
    sales: ROUTES.dashboardWeeklySales,
    orders: ROUTES.dashboardWeeklyOrders,
    pending: ROUTES.dashboardWeeklyPending,
  },
  Monthly: {
    sales: ROUTES.dashboardMonthlySales,
    orders: ROUTES.dashboardMonthlyOrders,
    pending: ROUTES.dashboardMonthlyPending,
  },
};

export const dashboardKeys = {
  all: ["dashboard"] as const,
  figure: (route: ApiRoute) => ["dashboard", route.path] as const,
};

/**
 * One dashboard figure from its named top-level field. The field is named for the call, except
 * get-MonthlySalesWholeYear, whose field is SalesArray. An answer other than 200, without the
 * field, or that `usable` refuses is a failure. Asked again each time the dashboard opens, once.
 */
export function figureQuery<T>(
  route: ApiRoute,
  field = route.path.slice("/dashboard/get-".length),
  usable: (value: T) => boolean = () => true,
) {
  return queryOptions({
    queryKey: dashboardKeys.figure(route),
    queryFn: async () => {
      const res = await authApi.send<Record<string, unknown>>(address(route));
      const value = res.data[field] as T;
      if (res.data.status !== 200 || !(field in res.data) || !usable(value)) {
        throw new Error(`${route.path} gave no ${field}`);
      }
      return value;
    },
    staleTime: 0,
    retry: false,
  });
}

/**
 * A figure as the dashboard shows it: `initial` until the first answer, and after a failed call
 * the figure it had rather than a wrong 0 (also across a change of period).
 */
export function useFigure<T>(query: ReturnType<typeof figureQuery<T>>, initial: T): T {
  const { data } = useQuery({ ...query, placeholderData: keepPreviousData });
  const kept = useRef(initial);
  if (data !== undefined) kept.current = data;
  return kept.current;
}
