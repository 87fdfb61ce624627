import { counterSaleSchema } from "@shop/shared/counter";
import { describe, expect, it } from "vitest";
import { product } from "../../test/cart-fixtures.ts";
import { EMPTY_CHECKOUT } from "./counter-checkout.tsx";
import { saleOf, typedPaisa } from "./sale-input.ts";

const lines = [
  { product: product({ id: 4, name: "Vengeance LPX 16GB DDR4 RAM" }), quantity: 1, serials: [] },
];

/** What the server answers about the discount the owner typed. */
function discountMessage(discount: string): string | undefined {
  const result = counterSaleSchema.safeParse(
    saleOf(lines, { ...EMPTY_CHECKOUT, discount, reason: "festival" }),
  );
  return result.error?.issues.find((issue) => issue.path.join(".") === "discount.amount")?.message;
}

describe("the counter's discount as sent", () => {
  it("is named for what is wrong with it, not called no number", () => {
    expect(discountMessage("99.995")).toBe("Discount can have at most two decimals");
    expect(discountMessage("-50")).toBe("Discount must be more than 0");
    expect(discountMessage("fifty")).toBe("Discount must be a number");
  });

  it("names a mistyped amount received too, instead of leaving it out of the sale", () => {
    const sale = saleOf(lines, { ...EMPTY_CHECKOUT, received: "3000.555" });
    const result = counterSaleSchema.safeParse(sale);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Amount received can have at most two decimals",
    ]);
    expect(saleOf(lines, { ...EMPTY_CHECKOUT, received: "" })).not.toHaveProperty("received");
    expect(saleOf(lines, { ...EMPTY_CHECKOUT, received: "3,000" }).received).toBe(3000);
  });

  it("is read as the shop's other number fields read text, and the totals show what is sent", () => {
    // The counter's own reader took ".5" and "5." for no number, and left "1.000" out of the
    // totals while sending it as Rs 1.
    for (const [typed, rupees] of [
      [".5", 0.5],
      ["5.", 5],
      ["1.000", 1],
      ["+20", 20],
    ] as const) {
      expect(typedPaisa(typed)).toBe(rupees * 100);
      expect(discountMessage(typed)).toBeUndefined();
      const sale = saleOf(lines, { ...EMPTY_CHECKOUT, discount: typed, reason: "festival", received: typed });
      expect(sale.discount?.amount).toBe(rupees);
      expect(sale.received).toBe(rupees);
    }
  });

  it("takes hexadecimal and exponent text for no number, as every other number field does", () => {
    for (const typed of ["0x10", "1e3", "Infinity"]) {
      expect(typedPaisa(typed)).toBeNull();
      expect(discountMessage(typed)).toBe("Discount must be a number");
    }
  });

  it("goes as rupees when it is whole paisa", () => {
    expect(saleOf(lines, { ...EMPTY_CHECKOUT, discount: "1,000.5", reason: "festival" }).discount).toEqual({
      amount: 1000.5,
      reason: "festival",
    });
  });
});
