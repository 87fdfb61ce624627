import { describe, expect, it } from "vitest";
import { brandsOf } from "./catalog-filters.tsx";

describe("the brands a shopper chooses from", () => {
  it("lists each brand once, case aside, in alphabetical order whatever its case", () => {
    expect(brandsOf(["hp", "ASUS", "Dell", "acer", "Asus ", "  ", "A-Data", "3M"], "")).toEqual([
      "3M",
      "A-Data",
      "acer",
      "Asus",
      "Dell",
      "hp",
    ]);
  });

  it("keeps the chosen brand among them, even when the list lacks it", () => {
    expect(brandsOf(["Dell"], "Lenovo")).toEqual(["Dell", "Lenovo"]);
    expect(brandsOf(["Dell"], "dell")).toEqual(["Dell"]);
    expect(brandsOf(undefined, "")).toEqual([]);
  });
});
