import { describe, expect, it } from "vitest";
import { z } from "zod";
import { userListQuerySchema } from "./accounts.ts";
import { deliveryAreaFieldsSchema } from "./delivery.ts";
import { numberFromText, readDecimalText } from "./number-text.ts";
import { addQuantityQuerySchema, productFieldsSchema, productListQuerySchema } from "./products.ts";
import { softwareFieldsSchema } from "./software.ts";

const number = () => z.number({ error: (issue) => (issue.input === undefined ? "missing" : "not a number") });
const money = z.preprocess(numberFromText(2, "two decimals at most"), number());
const whole = z.preprocess(numberFromText(0), number());
const read = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("numberFromText: the one reader of number fields sent as text", () => {
  it.each([
    ["1500", 1500],
    [" 1500 ", 1500],
    ["3500.50", 3500.5],
    [".5", 0.5],
    ["5.", 5],
    ["-1", -1],
  ])("reads the plain decimal text %j as %j", (text, number) => {
    expect(read(money, text)).toBe(number);
  });

  it.each(["0x10", "0X10", "0b11", "0o17", "1e3", "1E3", "1e-2", "Infinity", "1,500", "1_500", "1 500", "."])(
    "leaves %j as text for the number check to refuse",
    (text) => {
      expect(read(money, text)).toBe("not a number");
      expect(read(whole, text)).toBe("not a number");
    },
  );

  it("refuses more decimals than the field allows, as typed, even where Number() would round them away", () => {
    for (const text of ["1.000", "12.345", "1.0000000000000001"])
      expect(read(money, text)).toBe("two decimals at most");
    for (const text of ["5.0", "5.5"]) expect(read(whole, text)).toBe("not a number");
  });

  it("readDecimalText, for a form that checks the decimals itself, reads the same text", () => {
    expect(readDecimalText(" 12.345 ")).toBe(12.345);
    expect(readDecimalText("0x10")).toBe("0x10");
    expect(readDecimalText("1e3")).toBe("1e3");
    expect(readDecimalText(" ")).toBeUndefined();
    expect(readDecimalText(16)).toBe(16);
  });

  it("takes blank as missing, and numbers as they are", () => {
    expect(read(money, "  ")).toBe("missing");
    expect(read(money, 1e3)).toBe(1000);
  });
});

describe("every number field of the shared forms refuses hexadecimal and exponent text", () => {
  const product = {
    name: "Archer C6",
    price: "3500.50",
    youSaved: "0",
    quantity: "3",
    description: "Dual band router",
    category: "Networking items",
  };

  it.each([
    ["price", "Price must be a number"],
    ["youSaved", "You saved must be a number"],
    ["quantity", "Quantity must be a whole number"],
    ["warrantyMonths", "Warranty must be a whole number of months from 0 to 120"],
  ])("the product form's %s", (key, message) => {
    for (const text of ["0x10", "1e3"])
      expect(firstMessage(productFieldsSchema.safeParse({ ...product, [key]: text }))).toBe(message);
  });

  it("the software form's price, the restock, the catalog's price bounds and a delivery area", () => {
    for (const text of ["0x10", "1e3"]) {
      const software = { name: "POS", price: text, link: "https://x.np", description: "d" };
      expect(firstMessage(softwareFieldsSchema.safeParse(software))).toBe("Price must be a number");
      expect(firstMessage(addQuantityQuerySchema.safeParse({ quantity: text }))).toBe(
        "Please insert quantity",
      );
      expect(firstMessage(productListQuerySchema.safeParse({ minPrice: text }))).toBe(
        "Lowest price must be a number",
      );
      expect(firstMessage(deliveryAreaFieldsSchema.safeParse({ name: "Dharan", charge: text }))).toBe(
        "Delivery charge must be a number",
      );
      expect(
        firstMessage(deliveryAreaFieldsSchema.safeParse({ name: "Dharan", charge: "0", freeFrom: text })),
      ).toBe("Free from must be a number");
    }
  });

  it("the pages of the lists", () => {
    for (const text of ["0x2", "1e1"]) {
      expect(firstMessage(userListQuerySchema.safeParse({ page: text }))).toBe("page must be a whole number");
      expect(firstMessage(productListQuerySchema.safeParse({ pageSize: text }))).toBe(
        "Page size must be a whole number",
      );
    }
    expect(userListQuerySchema.parse({ page: "2", pageSize: " 10 " })).toMatchObject({
      page: 2,
      pageSize: 10,
    });
  });

  it("still takes what a shopkeeper types", () => {
    expect(productFieldsSchema.parse({ ...product, price: " 1500 ", quantity: "12" })).toMatchObject({
      price: 1500,
      quantity: 12,
    });
    expect(
      deliveryAreaFieldsSchema.parse({ name: "Dharan", charge: "150.50", freeFrom: "25000" }),
    ).toMatchObject({ charge: 150.5, freeFrom: 25000 });
    expect(addQuantityQuerySchema.parse({ quantity: "10" }).quantity).toBe(10);
  });
});
