import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ID_MAX, idSchema } from "./ids.ts";
import { createOrderSchema } from "./orders.ts";

const params = z.object({ id: idSchema });
const firstMessage = (value: unknown) => {
  const result = params.safeParse({ id: value });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the one id schema", () => {
  it("reads ids from 1 to 2147483647, as numbers or as digits", () => {
    for (const [value, id] of [
      [1, 1],
      ["1", 1],
      ["0042", 42],
      [ID_MAX, ID_MAX],
      [String(ID_MAX), ID_MAX],
    ] as const) {
      expect(params.parse({ id: value })).toEqual({ id });
    }
  });

  it("refuses anything else with one message naming the field", () => {
    const bad = [
      0,
      -1,
      1.5,
      ID_MAX + 1,
      1e20,
      "0",
      "-1",
      "1.5",
      "1.0",
      " 1",
      "+1",
      "0x1",
      "1e3",
      "2147483648",
    ];
    for (const value of [...bad, "99999999999999999999", "", "abc", true, [1], { id: 1 }, null]) {
      expect(firstMessage(value), JSON.stringify(value)).toBe(
        "The id must be a whole number from 1 to 2147483647.",
      );
    }
    expect(firstMessage(undefined)).toBe("The id is required.");
  });

  it("checks a cart line's product id the same way", () => {
    const order = {
      orderForm: { phoneNumber: "9841234567" },
      products: [{ id: ID_MAX + 1, orderedQuantity: 1 }],
    };
    const result = createOrderSchema.safeParse(order);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      "A cart line's product id must be a whole number from 1 to 2147483647.",
    );
  });
});
