/**
 * Every path of the shop's API, by a stable name: the one place a path is written.
 *
 * The server registers each route with its entry (`app.get(ROUTES.productGet.path, …)`, under the
 * `/api` prefix), and the web client calls an entry, never a typed string: a path cannot drift
 * between the two, and a test (`apps/server/src/api-routes.test.ts`) fails when the server registers
 * a route that is not here, or when an entry here has no route on the server (same method too).
 *
 * The entries are constants, one per route, in two files: `api-routes-shop.ts` (what the shop's
 * pages call, and what no page calls) and `api-routes-staff.ts` (what only the staff's screens
 * call). One constant per route and two files, not one object: the web bundle then keeps a staff
 * route in the staff screens' code, and a shopper's first download stays as small as it was.
 *
 * To add a path:
 * 1. add an entry to the file of who calls it:
 *    `export const name = { method: "POST", path: "/feature/path/:param" } as const;`
 *    the path written exactly as it is served, relative to `/api` (read as `ROUTES.name`);
 * 2. register it on the server with that entry's path (`app.post(ROUTES.name.path, …)`);
 * 3. call it from the web feature's `<feature>-api.ts` with `ROUTES.name` (the client builds the
 *    address with `apiPath`, so each `:param` must be given, and only those).
 * Never rename a path that is served: the spec keeps every address as it is (old apps call them).
 */

import type * as ROUTE_TABLE from "./api-routes-all.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** The path under `/api`, with `:name` for each path parameter (Fastify's syntax). */
  readonly path: P;
}

/** Where every route of the table is served. */
export const API_PREFIX = "/api";

export * as ROUTES from "./api-routes-all.ts";

export type RouteName = keyof typeof ROUTE_TABLE;

/** Every entry is a route: a compile error here names one that is not. */
type EveryEntryIsARoute<T extends Record<string, ApiRoute>> = T;
export type RouteTable = EveryEntryIsARoute<typeof ROUTE_TABLE>;

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
