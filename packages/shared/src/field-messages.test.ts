import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkFields } from "./form-errors.ts";

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
