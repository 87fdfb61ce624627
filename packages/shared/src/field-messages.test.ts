import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema } from "./accounts.ts";
import { creditNoteSchema } from "./bills.ts";
import { whenMissing } from "./field-messages.ts";
import { checkFields } from "./form-errors.ts";
import { createOrderSchema } from "./orders.ts";
import { orderSerialsSchema } from "./warranty.ts";

// No installZodMessages here: a browser page checks its form without zod's global settings (the
// rules may load after the page), and the fields must still be named in words.
describe("a form checked without the process-wide messages", () => {
  it("names each wrong field in words, as the server does", () => {
    const schema = z.object({
      email: z.string().min(1),
      quantity: z.number().int().max(99),
      phoneNumber: z.string(),
    });
    const result = checkFields(schema, { email: "", quantity: 100 });
    expect(result.ok ? null : result.problems.fields).toEqual({
      email: "Email is required",
      quantity: "Quantity must be at most 99",
      phoneNumber: "Phone number is required",
    });
  });

  it("keeps a schema's own message over the default one", () => {
    const schema = z.object({ email: z.string().min(1, "Please enter your email") });
    const result = checkFields(schema, { email: "" });
    expect(result.ok ? null : result.problems.message).toBe("Please enter your email");
  });
});

describe("a required field's own message is about a missing value only", () => {
  const schema = z.object({ name: z.string(whenMissing("Please fill all the fields")).max(5) });
  const problems = (values: unknown) => {
    const result = checkFields(schema, values);
    return result.ok ? null : result.problems;
  };

  it("says a value too long is too long, with the limit", () => {
    expect(problems({ name: "Sita Rai" })).toEqual({
      message: "Name must be at most 5 characters",
      fields: { name: "Name must be at most 5 characters" },
    });
  });

  it("still answers it for a value missing or of the wrong kind", () => {
    for (const values of [{}, { name: 5 }])
      expect(problems(values)).toEqual({
        message: "Please fill all the fields",
        fields: { name: "Name is required" },
      });
  });

  it("holds for the account forms: a name or a password far too long is never said to be missing", () => {
    const valid = {
      fullName: "Sita Rai",
      email: "sita@test.np",
      phone: "9812345678",
      password: "kathmandu-99",
    };
    const tooLong = (schema: z.ZodType, values: object) => {
      const result = checkFields(schema, values);
      return result.ok ? null : result.problems;
    };
    expect(tooLong(registerRequestSchema, { ...valid, fullName: "n".repeat(100_000) })).toEqual({
      message: "The full name must be at most 100 characters long.",
      fields: { fullName: "The full name must be at most 100 characters long." },
    });
    const longPassword = "p".repeat(1025);
    expect(tooLong(loginRequestSchema, { email: "a@b.np", password: longPassword })?.fields).toEqual({
      password: "The password must be at most 128 characters long.",
    });
    const change = {
      currentPassword: longPassword,
      newPassword: longPassword,
      confirmPassword: longPassword,
    };
    expect(tooLong(changePasswordRequestSchema, change)?.fields.currentPassword).toBe(
      "The password must be at most 128 characters long.",
    );
  });

  it("holds for lists: too many lines is said as such", () => {
    const lines = (row: object) => Array.from({ length: 101 }, () => row);
    const first = (schema: z.ZodType, values: object) => {
      const result = checkFields(schema, values);
      return result.ok ? null : result.problems.message;
    };
    expect(
      first(createOrderSchema, {
        orderForm: { phoneNumber: "9812345678" },
        products: lines({ id: 1, orderedQuantity: 1 }),
      }),
    ).toBe("Cart can have at most 100 items");
    expect(first(creditNoteSchema, { lines: lines({ productId: 1, quantity: 1 }), reason: "Faulty" })).toBe(
      "Lines can have at most 100 items",
    );
    expect(first(orderSerialsSchema, { lines: lines({ productId: 1, serials: [] }) })).toBe(
      "Lines can have at most 100 items",
    );
  });
});
