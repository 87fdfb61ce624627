/**
 * Every path of the shop's API, by a stable name: the one place a path is written.
 *
 * The server registers each route with its entry (`app.get(ROUTES.productGet.path, …)`, under the
 * `/api` prefix), and the web client calls an entry, never a typed string: a path cannot drift
 * between the two, and a test (`apps/server/src/api-routes.test.ts`) fails when the server registers
 * a route that is not here, or when an entry here has no route on the server (same method too).
 *
 * To add a path:
 * 1. add an entry below, in its feature's group: `name: route("METHOD", "/feature/path/:param")`,
 *    the path written exactly as it is served, relative to `/api`;
 * 2. register it on the server with that entry's path (`app.post(ROUTES.name.path, …)`);
 * 3. call it from the web feature's `<feature>-api.ts` with `ROUTES.name` (the client builds the
 *    address with `apiPath`, so each `:param` must be given, and only those).
 * Never rename a path that is served: the spec keeps every address as it is (old apps call them).
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** The path under `/api`, with `:name` for each path parameter (Fastify's syntax). */
  readonly path: P;
}

/** Where every route of the table is served. */
export const API_PREFIX = "/api";

function route<const M extends HttpMethod, const P extends string>(method: M, path: P): ApiRoute<M, P> {
  return { method, path };
}

export const ROUTES = {
  // health
  health: route("GET", "/health"),

  // accounts: signing in and out, password reset
  authLogin: route("POST", "/auth/login"),
  authLogout: route("POST", "/auth/logout"),
  authMe: route("GET", "/auth/me"),
  authCheckAuth: route("GET", "/auth/check-auth"),
  authCheckRole: route("GET", "/auth/check-role/:token"),
  authUserByToken: route("GET", "/auth/get-UserBy-token"),
  authResetRequest: route("POST", "/auth/reset-password-request"),
  authResetVerify: route("POST", "/auth/reset-password-otp-verify"),
  authResetPassword: route("POST", "/auth/reset-password"),
  authReset: route("PATCH", "/auth/reset"),

  // accounts: users
  userList: route("GET", "/users/get-all"),
  userDelete: route("DELETE", "/users/delete/:id"),
  userRestore: route("PATCH", "/users/restore/:id"),
  userActiveStatus: route("PATCH", "/users/active-status/:id"),
  userCreate: route("POST", "/users/create"),
  userChangePassword: route("PUT", "/users/change-password/:userId"),

  // products
  productHistory: route("GET", "/products/get-history/:id"),
  productCreate: route("POST", "/products/create"),
  productUpdate: route("PUT", "/products/update/:id"),
  productDelete: route("DELETE", "/products/delete/:id"),
  productRestore: route("PATCH", "/products/restore/:id"),
  productAddQuantity: route("PATCH", "/products/add-quantity/:id"),
  productList: route("GET", "/products/get-all"),
  productGet: route("GET", "/products/get/:id"),

  // orders
  orderList: route("GET", "/orders/get-all"),
  orderExportCsv: route("GET", "/orders/export-csv"),
  orderDelete: route("DELETE", "/orders/delete/:id"),
  orderRestore: route("PATCH", "/orders/restore/:id"),
  orderUpdateStatus: route("PATCH", "/orders/updateStatus/:id"),
  orderCreate: route("POST", "/orders/create"),
  orderGet: route("GET", "/orders/get/:id"),
  orderCustomerOrders: route("GET", "/orders/get-customerOrders/:customerId"),
  orderCancel: route("PATCH", "/orders/cancel/:id"),
  orderPopularProducts: route("GET", "/orders/getPopular-products"),

  // delivery areas
  deliveryAreaList: route("GET", "/delivery-areas/get-all"),
  deliveryAreaListAll: route("GET", "/delivery-areas/list-all"),
  deliveryAreaCreate: route("POST", "/delivery-areas/create"),
  deliveryAreaUpdate: route("PUT", "/delivery-areas/update/:id"),
  deliveryAreaDelete: route("DELETE", "/delivery-areas/delete/:id"),

  // dashboard (each figure also answers in a top-level field named as the path's end)
  dashboardDailySales: route("GET", "/dashboard/get-DailySales"),
  dashboardDailyOrders: route("GET", "/dashboard/get-DailyOrders"),
  dashboardWeeklySales: route("GET", "/dashboard/get-WeeklySales"),
  dashboardWeeklyOrders: route("GET", "/dashboard/get-WeeklyOrders"),
  dashboardMonthlySales: route("GET", "/dashboard/get-MonthlySales"),
  dashboardMonthlyOrders: route("GET", "/dashboard/get-MonthlyOrders"),
  dashboardSalesByMonth: route("GET", "/dashboard/get-MonthlySalesWholeYear"),
  dashboardPendingOrders: route("GET", "/dashboard/get-PendingOrders"),
  dashboardWaiting: route("GET", "/dashboard/get-Waiting"),
  dashboardLowStock: route("GET", "/dashboard/get-LowStock"),

  // customer messages
  messageList: route("GET", "/message/get-all"),
  messageRead: route("PATCH", "/message/read/:id"),
  messageCreate: route("POST", "/message/create"),

  // the shop's contact record
  contactCreate: route("POST", "/contact/create"),
  contactUpdate: route("PUT", "/contact/update/:id"),
  contactDelete: route("DELETE", "/contact/delete/:id"),
  contactGet: route("GET", "/contact/get"),

  // software offerings
  softwareCreate: route("POST", "/software/create"),
  softwareUpdate: route("PUT", "/software/update/:id"),
  softwareDelete: route("DELETE", "/software/delete/:id"),
  softwareList: route("GET", "/software/get-all"),
  softwareGet: route("GET", "/software/get/:id"),

  // uploads, shop time
  pictureRules: route("GET", "/picture-rules"),
  shopTime: route("GET", "/shop/time"),

  // the backup command's own route (embedded database only; answers only this machine)
  backup: route("GET", "/backup"),
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof ROUTES;

/** The names of a path's `:params`: "/a/:id/b/:key" gives "id" | "key". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs: exactly its `:params`, none missing, none extra. */
export type PathParams<R extends ApiRoute> = { [K in PathParamNames<R["path"]>]: string | number };

/** The rest of `apiPath`'s arguments: nothing for a path without params, else its params. */
export type PathArgs<R extends ApiRoute> = [PathParamNames<R["path"]>] extends [never] ? [] : [PathParams<R>];

/**
 * The address of a route under `/api` (without the prefix), each `:param` replaced by its value,
 * URL-encoded: `apiPath(ROUTES.productGet, { id: 7 })` is "/products/get/7".
 */
export function apiPath<R extends ApiRoute>(route: R, ...args: PathArgs<R>): string {
  const values = (args[0] ?? {}) as Record<string, string | number>;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs the value of :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The full address of a route with the `/api` prefix (for callers outside the API client). */
export function apiUrl<R extends ApiRoute>(route: R, ...args: PathArgs<R>): string {
  return `${API_PREFIX}${apiPath(route, ...args)}`;
}

/** A route and the address built for it: what the web client calls (never a typed string). */
export interface RouteAddress<R extends ApiRoute = ApiRoute> {
  readonly route: R;
  /** The path under `/api`, its params filled in and URL-encoded. */
  readonly path: string;
}

/** A route with its params filled in: `address(ROUTES.orderCancel, { id })`. */
export function address<R extends ApiRoute>(route: R, ...args: PathArgs<R>): RouteAddress<R> {
  return { route, path: apiPath(route, ...args) };
}
