import { describe, expect, it } from "vitest";
import { warrantyLabel, warrantyPeriod } from "./warranty-label.ts";

describe("warrantyLabel", () => {
  it("names whole years as years and the rest in months", () => {
    expect(warrantyLabel(12)).toBe("1 year warranty");
    expect(warrantyLabel(36)).toBe("3 years warranty");
    expect(warrantyLabel(1)).toBe("1 month warranty");
    expect(warrantyLabel(6)).toBe("6 months warranty");
    expect(warrantyLabel(18)).toBe("18 months warranty");
    expect(warrantyPeriod(24)).toBe("2 years");
  });

  it("has no label for a product sold without warranty", () => {
    expect(warrantyLabel(0)).toBeNull();
    expect(warrantyLabel(-3)).toBeNull();
    expect(warrantyLabel(Number.NaN)).toBeNull();
    expect(warrantyPeriod(0)).toBeNull();
  });
});
