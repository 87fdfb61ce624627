import { beforeAll, describe, expect, it } from "vitest";
import { loginRequestSchema, registerRequestSchema } from "./accounts.ts";
import { contactFieldsSchema, messageCreateSchema } from "./company.ts";
import { createOrderSchema } from "./orders.ts";
import { addQuantityQuerySchema, productFieldsSchema, productListQuerySchema } from "./products.ts";
import { softwareFieldsSchema } from "./software.ts";
import { isMultiLineText, isOneLineText } from "./text-rules.ts";
import { installZodMessages } from "./zod-messages.ts";

beforeAll(() => installZodMessages());

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const CONTROLS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f"];

describe("the text rule", () => {
  it("refuses control characters and broken characters in one-line text", () => {
    for (const c of [...CONTROLS, "\t", "\n", "\r", "\ud800", "\udfff"]) {
      expect(isOneLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
  });

  it("keeps line breaks and tabs in multi-line text, and nothing else", () => {
    expect(isMultiLineText("First line\r\nSecond line\n\tindented")).toBe(true);
    for (const c of [...CONTROLS, "\ud800"]) expect(isMultiLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
  });

  it("accepts every language people write in, with its joiners, and emoji", () => {
    for (const text of ["नेपाल", "क्‍ष", "Ñandú — “quoted”", "👩‍💻 ok", "日本語", "a\u00a0b"]) {
      expect(isOneLineText(text), text).toBe(true);
    }
  });
});

describe("every text field of the shared schemas follows it, naming the field in words", () => {
  const order = {
    orderForm: { deliveryType: "home", phoneNumber: "9841234567" },
    products: [{ id: 1, orderedQuantity: 1 }],
  };
  it.each([
    ["login e-mail", loginRequestSchema, { email: "a\u0000@b.np", password: "x" }, "Email"],
    ["login password", loginRequestSchema, { email: "a@b.np", password: "pa\u0000ss" }, "Password"],
    [
      "registration name",
      registerRequestSchema,
      { fullName: "Ram\u0000", email: "a@b.np", phone: "9841234567", password: "password-1" },
      "Full name",
    ],
    [
      "order city",
      createOrderSchema,
      {
        ...order,
        orderForm: { ...order.orderForm, city: "Itahari\u0000", chowkName: "c", famousLandMark: "l" },
      },
      "City",
    ],
    ["search text", productListQuerySchema, { q: "a\u0000" }, "Search text"],
    ["restock remarks", addQuantityQuerySchema, { quantity: "1", remarks: "x\u001b[31m" }, "Remarks"],
    [
      "product name",
      productFieldsSchema,
      { name: "Router\u0007", price: "1", youSaved: "0", quantity: "1", description: "d", category: "PC" },
      "Name",
    ],
    [
      "software link",
      softwareFieldsSchema,
      { name: "POS", price: "1", link: "https://pos.np/\u0000", description: "d" },
      "Link",
    ],
    ["contact form message", messageCreateSchema, { email: "a@b.np", message: "hi\u0000" }, "Message"],
    ["contact record address", contactFieldsSchema, { address: "Main Road\nItahari" }, "Address"],
    ["contact record about text", contactFieldsSchema, { aboutCompany: "We\u0000" }, "About company"],
  ])("%s", (_name, schema, value, label) => {
    expect(firstMessage(schema.safeParse(value))).toBe(`${label} contains characters that are not allowed.`);
  });

  it("lets multi-line fields keep their line breaks and tabs", () => {
    const text = "Line one\r\nLine two\n\t- item";
    expect(messageCreateSchema.parse({ email: "a@b.np", message: text }).message).toBe(text);
    expect(contactFieldsSchema.parse({ aboutCompany: text }).aboutCompany).toBe(text);
    expect(addQuantityQuerySchema.parse({ quantity: "2", remarks: text }).remarks).toBe(text);
    const product = {
      name: "R",
      price: "1",
      youSaved: "0",
      quantity: "1",
      description: text,
      category: "PC",
    };
    expect(productFieldsSchema.parse(product).description).toBe(text);
    expect(
      softwareFieldsSchema.parse({ name: "P", price: "1", link: "https://p.np", description: text })
        .description,
    ).toBe(text);
  });
});
