import { counterSaleSchema } from "@shop/shared/counter";
import { describe, expect, it } from "vitest";
import { product } from "../../test/cart-fixtures.ts";
import { EMPTY_CHECKOUT } from "./counter-checkout.tsx";
import { saleOf } from "./sale-input.ts";

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

  it("goes as rupees when it is whole paisa", () => {
    expect(saleOf(lines, { ...EMPTY_CHECKOUT, discount: "1,000.5", reason: "festival" }).discount).toEqual({
      amount: 1000.5,
      reason: "festival",
    });
  });
});
