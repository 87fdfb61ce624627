import { beforeAll, describe, expect, it } from "vitest";
import { registerRequestSchema } from "./accounts.ts";
import { checkFields } from "./form-errors.ts";
import { orderFormSchema } from "./orders.ts";
import { productFieldsSchema } from "./products.ts";
import { installZodMessages } from "./zod-messages.ts";

beforeAll(() => installZodMessages());

const problems = (result: ReturnType<typeof checkFields>) => (result.ok ? null : result.problems);

describe("a form's problems, field by field, from the shared schema", () => {
  it("registration: the form-wide sentence for the toast, each empty field marked in words", () => {
    expect(problems(checkFields(registerRequestSchema, { fullName: "Sita", email: "", phone: "" }))).toEqual({
      message: "Please fill all the fields",
      fields: { email: "Email is required", phone: "Phone is required", password: "Password is required" },
    });
  });

  it("registration: a wrong phone and e-mail are joined for the toast and marked on their own", () => {
    const found = problems(
      checkFields(registerRequestSchema, {
        fullName: "Sita",
        email: "sita@nowhere",
        phone: "9612345678",
        password: "long-enough-1",
      }),
    );
    expect(found).toEqual({
      message: "Invalid phone number format  and Invalid email format.",
      fields: { phone: "Invalid phone number format ", email: "Invalid email format." },
    });
  });

  it("home delivery: the form-wide sentence, and only the empty fields are marked", () => {
    const found = problems(
      checkFields(orderFormSchema, { deliveryType: "home", phoneNumber: "9812345678", city: "Itahari" }),
    );
    expect(found).toEqual({
      message: "Please fill all fields for home delivery.",
      fields: { chowkName: "Chowk name is required", famousLandMark: "Famous landmark is required" },
    });
  });

  it("an order's payment method must fit its delivery type, and is filled in when absent", () => {
    const store = { deliveryType: "store", phoneNumber: "9812345678" } as const;
    expect(orderFormSchema.parse(store).paymentMethod).toBe("pay_at_store");
    expect(
      orderFormSchema.parse({
        ...store,
        deliveryType: "home",
        city: "a",
        chowkName: "b",
        famousLandMark: "c",
      }).paymentMethod,
    ).toBe("cash_on_delivery");
    expect(
      problems(checkFields(orderFormSchema, { ...store, paymentMethod: "cash_on_delivery" }))?.fields,
    ).toEqual({
      paymentMethod: "Cash on delivery is not possible with store pickup.",
    });
    // The online gateways fit both delivery types; whether one is configured, the server decides.
    expect(problems(checkFields(orderFormSchema, { ...store, paymentMethod: "esewa" }))).toBeNull();
  });

  it("an order note keeps its lines, loses control characters, and is at most 500 characters", () => {
    const store = { deliveryType: "store", phoneNumber: "9812345678" } as const;
    expect(orderFormSchema.parse({ ...store, note: "  Call first\r\nGate 2\u0007 " }).note).toBe(
      "Call first\nGate 2",
    );
    expect(problems(checkFields(orderFormSchema, { ...store, note: "x".repeat(501) }))?.fields).toEqual({
      note: "Note for the shop must be at most 500 characters",
    });
  });

  it("product fields name the field in words, never its internal name", () => {
    const found = problems(
      checkFields(productFieldsSchema, {
        name: "",
        price: "-1",
        youSaved: "1.234",
        quantity: "1",
        description: "d",
        category: "PC",
      }),
    );
    expect(found?.fields).toEqual({
      name: "Name is required",
      price: "Price must be at least 0",
      youSaved: "You saved can have at most two decimals",
    });
    expect(found?.message).toBe("Please fill all the field");
  });
});
