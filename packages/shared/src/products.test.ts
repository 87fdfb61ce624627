import { beforeAll, describe, expect, it } from "vitest";
import { addQuantityQuerySchema, productFieldsSchema } from "./products.ts";
import { isWebLink, softwareFieldsSchema } from "./software.ts";
import { installZodMessages } from "./zod-messages.ts";

beforeAll(() => installZodMessages());

const product = {
  name: "Archer C6",
  price: "3500.50",
  youSaved: "0",
  quantity: "3",
  description: "Dual band router",
  category: "Networking items",
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("the product form's rules (the same on the form and the server)", () => {
  it("reads the form's text as numbers", () => {
    expect(productFieldsSchema.parse(product)).toMatchObject({ price: 3500.5, youSaved: 0, quantity: 3 });
  });

  it.each([
    [{ name: "  " }, "Please fill all the field"],
    [{ price: "" }, "Please fill all the field"],
    [{ price: "1e400" }, "Price must be a number"],
    [{ price: "12.345" }, "Price can have at most two decimals"],
    [{ youSaved: "-0.01" }, "You saved must be at least 0"],
    [{ quantity: "2.5" }, "Quantity must be a whole number"],
    [{ category: "Phones" }, "Please choose a category"],
  ])("refuses %j with %j", (change, message) => {
    expect(firstMessage(productFieldsSchema.safeParse({ ...product, ...change }))).toBe(message);
  });

  it("asks for a restock of at least one whole piece", () => {
    for (const quantity of ["", "0", "-1", "1.5", "x", undefined]) {
      expect(firstMessage(addQuantityQuerySchema.safeParse({ quantity }))).toBe("Please insert quantity");
    }
    expect(addQuantityQuerySchema.parse({ quantity: "4" })).toEqual({ quantity: 4, remarks: "" });
  });
});

describe("the software form's rules", () => {
  it("accepts only http and https links", () => {
    expect(isWebLink("https://retail.koshiit.com.np/start?x=1")).toBe(true);
    expect(isWebLink("http://localhost:8080")).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x.np", "koshiit.com.np", "https://", "https://a b.np"]) {
      expect(isWebLink(bad)).toBe(false);
    }
    const result = softwareFieldsSchema.safeParse({ name: "POS", price: "10", link: "", description: "d" });
    expect(firstMessage(result)).toBe("Please fill all the fields");
  });
});
