import { address, ROUTES } from "@shop/shared/api-routes";
import { afterEach, describe, expect, it } from "vitest";
import { takeArrived, takePreloaded } from "./api.ts";

const ALL = address(ROUTES.productList);
const product = (id: number) => address(ROUTES.productGet, { id });

// The start script (build/start-script.ts) fills these before the app loads.
afterEach(() => {
  delete window.__shopPreload;
  delete window.__shopArrived;
});

describe("answers the start script asked for", () => {
  it("are taken once, and none is there for another address", async () => {
    window.__shopPreload = { "/products/get-all": Promise.resolve({ data: [1] }) };
    expect(takePreloaded(product(1))).toBeUndefined();
    await expect(takePreloaded(ALL)).resolves.toEqual({ data: [1] });
    expect(takePreloaded(ALL)).toBeUndefined();
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
      "/products/get-all": new Promise((resolve) => {
        arrive = resolve;
      }).then((body) => {
        arrived["/products/get-all"] = { body, at: 1 };
        return body;
      }),
    };
    const taken = takePreloaded(ALL);
    arrive({ data: [] });
    await expect(taken).resolves.toEqual({ data: [] });
    expect(takeArrived(ALL)).toBeUndefined();
  });
});
