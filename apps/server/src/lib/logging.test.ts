import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging.ts";

describe("log redaction", () => {
  it("never writes a token that travels in a URL", () => {
    expect(redactUrl("/api/auth/check-role/eyJhbGciOi.abc.def")).toBe("/api/auth/check-role/[redacted]");
    expect(redactUrl("/api/auth/get-UserBy-token?token=eyJ.x.y&x=1")).toBe(
      "/api/auth/get-UserBy-token?token=[redacted]&x=1",
    );
    expect(redactUrl("/api/auth/reset-password-otp-verify?email=a@b.c&otp=123456")).toBe(
      "/api/auth/reset-password-otp-verify?email=a@b.c&otp=[redacted]",
    );
    expect(redactUrl("/api/products/get-all")).toBe("/api/products/get-all");
  });
});
