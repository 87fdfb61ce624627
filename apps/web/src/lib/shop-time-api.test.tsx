import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withProviders } from "../test/render.tsx";
import { useShopToday } from "./shop-time-api.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("today in the shop", () => {
  it("is Nepal's day before the server answers, not the UTC day", () => {
    // 19:00 UTC on 28 Nov is 00:45 on 29 Nov in Kathmandu.
    vi.useFakeTimers({ now: new Date("2026-11-28T19:00:00Z"), toFake: ["Date"] });
    const { result } = renderHook(() => useShopToday(), {
      wrapper: ({ children }) => withProviders(children),
    });
    expect(result.current).toBe("2026-11-29");
  });
});
