import { address, ROUTES } from "@shop/shared/api-routes";
import { afterEach, describe, expect, it } from "vitest";
import { takeArrived, takePreloaded } from "./api.ts";
import { preloadKey } from "./preload-key.ts";

const LIST = address(ROUTES.productList);
const FIRST_PAGE = { page: "1", pageSize: "24" };
const product = (id: number) => address(ROUTES.productGet, { id });

// The start script (build/start-script.ts) fills these before the app loads.
afterEach(() => {
  delete window.__shopPreload;
  delete window.__shopArrived;
});

describe("answers the start script asked for", () => {
  it("are taken once, and none is there for another address or other query values", async () => {
    window.__shopPreload = { "/products/get-all?page=1&pageSize=24": Promise.resolve({ data: [1] }) };
    expect(takePreloaded(product(1))).toBeUndefined();
    // The whole list, another page, the same page of a search: each a call of its own.
    expect(takePreloaded(LIST)).toBeUndefined();
    expect(takePreloaded(LIST, { page: "2", pageSize: "24" })).toBeUndefined();
    expect(takePreloaded(LIST, { q: "ssd", ...FIRST_PAGE })).toBeUndefined();
    await expect(takePreloaded(LIST, FIRST_PAGE)).resolves.toEqual({ data: [1] });
    expect(takePreloaded(LIST, FIRST_PAGE)).toBeUndefined();
  });

  it("are named as the API client asks them, query values encoded", () => {
    const query = { q: "rtx 4060 & co", page: "1", pageSize: "24" };
    const url = new URL("http://shop.test/api/products/get-all");
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    expect(`/products/get-all${url.search}`).toBe(preloadKey(LIST.path, query));
  });

  it("give an answer already in to the first render, once, and then not as a pending call", () => {
    window.__shopPreload = { "/products/get/3": Promise.resolve({ data: { id: 3 } }) };
    window.__shopArrived = { "/products/get/3": { body: { data: { id: 3 } }, at: 42 } };
    expect(takeArrived(product(3))).toEqual({ body: { data: { id: 3 } }, at: 42 });
    expect(takeArrived(product(3))).toBeUndefined();
    expect(takePreloaded(product(3))).toBeUndefined();
  });

  it("do not offer an answer as first data once its call was taken, even when it comes later", async () => {
    let arrive: (body: unknown) => void = () => undefined;
    const arrived: Record<string, { body: unknown; at: number }> = {};
    window.__shopArrived = arrived;
    window.__shopPreload = {
      "/products/get-all?page=1&pageSize=24": new Promise((resolve) => {
        arrive = resolve;
      }).then((body) => {
        arrived["/products/get-all?page=1&pageSize=24"] = { body, at: 1 };
        return body;
      }),
    };
    const taken = takePreloaded(LIST, FIRST_PAGE);
    arrive({ data: [] });
    await expect(taken).resolves.toEqual({ data: [] });
    expect(takeArrived(LIST, FIRST_PAGE)).toBeUndefined();
  });
});
