import { describe, expect, it } from "vitest";
import { formatRs, isWholePaisa, paisaToRupees, rupeesToPaisa } from "./money.ts";

describe("money", () => {
  it("shows rupees with lakh grouping", () => {
    expect(formatRs(150000)).toBe("Rs 1,50,000");
    expect(formatRs(12345678.5)).toBe("Rs 1,23,45,678.5");
    expect(formatRs(0)).toBe("Rs 0");
  });

  it("converts between rupees and paisa without float drift", () => {
    expect(rupeesToPaisa(19.99)).toBe(1999);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(paisaToRupees(1999)).toBe(19.99);
    expect(isWholePaisa(10.25)).toBe(true);
    expect(isWholePaisa(10.255)).toBe(false);
  });
});
