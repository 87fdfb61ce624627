import { describe, expect, it } from "vitest";
import { address, apiPath, apiUrl, type PathParamNames, ROUTES } from "./api-routes.ts";

describe("the API route table", () => {
  it("builds an address from a route and its params, URL-encoded", () => {
    expect(apiPath(ROUTES.productGet, { id: 7 })).toBe("/products/get/7");
    expect(apiPath(ROUTES.productList)).toBe("/products/get-all");
    expect(apiPath(ROUTES.authCheckRole, { token: "a b/c?d" })).toBe("/auth/check-role/a%20b%2Fc%3Fd");
    expect(apiUrl(ROUTES.orderUpdateStatus, { id: 12 })).toBe("/api/orders/updateStatus/12");
    expect(address(ROUTES.orderCancel, { id: 3 })).toEqual({
      route: ROUTES.orderCancel,
      path: "/orders/cancel/3",
    });
  });

  it("refuses a missing or an extra param at compile time", () => {
    // @ts-expect-error: productGet needs its id
    expect(() => apiPath(ROUTES.productGet)).toThrow(/:id/);
    // @ts-expect-error: productGet has no :name
    apiPath(ROUTES.productGet, { id: 1, name: "x" });
    // @ts-expect-error: productList has no params at all
    apiPath(ROUTES.productList, { id: 1 });
    const names: PathParamNames<"/a/:id/b/:key"> = "key";
    expect(names).toBe("key");
  });

  it("has one entry for each method and path, and unique names", () => {
    const keys = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of Object.values(ROUTES)) expect(route.path).toMatch(/^\/[A-Za-z0-9/:_-]+$/);
  });
});
