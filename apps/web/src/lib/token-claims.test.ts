import { describe, expect, it } from "vitest";
import { tokenUserId } from "./token-claims.ts";

function token(payload: object): string {
  const body = btoa(JSON.stringify(payload)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `header.${body}.signature`;
}

describe("tokenUserId", () => {
  it("reads the user id from the sub claim", () => {
    expect(tokenUserId(token({ sub: "42", ver: 0 }))).toBe(42);
  });
  it("answers null for anything that is not a token with a numeric subject", () => {
    expect(tokenUserId("")).toBeNull();
    expect(tokenUserId("not-a-token")).toBeNull();
    expect(tokenUserId("a.%%%.c")).toBeNull();
    expect(tokenUserId(token({ sub: "abc" }))).toBeNull();
  });
});
