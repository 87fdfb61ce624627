import { afterEach, describe, expect, it } from "vitest";
import { takeArrived, takePreloaded } from "./api.ts";

// The start script (build/start-script.ts) fills these before the app loads.
afterEach(() => {
  delete window.__shopPreload;
  delete window.__shopArrived;
});

describe("answers the start script asked for", () => {
  it("are taken once, and none is there for another address", async () => {
    window.__shopPreload = { "/products/get-all": Promise.resolve({ data: [1] }) };
    expect(takePreloaded("/products/get/1")).toBeUndefined();
    await expect(takePreloaded("/products/get-all")).resolves.toEqual({ data: [1] });
    expect(takePreloaded("/products/get-all")).toBeUndefined();
  });

  it("give an answer already in to the first render, once, and then not as a pending call", () => {
    window.__shopPreload = { "/products/get/3": Promise.resolve({ data: { id: 3 } }) };
    window.__shopArrived = { "/products/get/3": { body: { data: { id: 3 } }, at: 42 } };
    expect(takeArrived("/products/get/3")).toEqual({ body: { data: { id: 3 } }, at: 42 });
    expect(takeArrived("/products/get/3")).toBeUndefined();
    expect(takePreloaded("/products/get/3")).toBeUndefined();
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
    const taken = takePreloaded("/products/get-all");
    arrive({ data: [] });
    await expect(taken).resolves.toEqual({ data: [] });
    expect(takeArrived("/products/get-all")).toBeUndefined();
  });
});
