import { ROUTES } from "@shop/shared/api-routes";
import { describe, expect, it } from "vitest";
import { product } from "../test/cart-fixtures.ts";
import { AnswerMismatch, checkAnswer } from "./answer-check.ts";

describe("answers checked against the shared schemas (development and tests)", () => {
  it("lets an answer of the route's shape through", () => {
    expect(() =>
      checkAnswer(ROUTES.productGet, { status: 200, data: product({ id: 3, name: "Mouse" }) }),
    ).not.toThrow();
    expect(() => checkAnswer(ROUTES.contactGet, { status: 200, data: null })).not.toThrow();
  });

  it("refuses one that drifted, naming the route and the field", () => {
    const drifted = { status: 200, data: { ...product({ id: 3, name: "Mouse" }), price: "1000" } };
    expect(() => checkAnswer(ROUTES.productGet, drifted)).toThrow(AnswerMismatch);
    expect(() => checkAnswer(ROUTES.productGet, drifted)).toThrow(/GET \/products\/get\/:id .*data\.price/);
  });

  it("is on in the tests, as in development", () => {
    expect(import.meta.env.DEV).toBe(true);
  });
});
