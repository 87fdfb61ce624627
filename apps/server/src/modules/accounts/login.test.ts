import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/auth/login", () => {
  it("answers a token that opens the user's session", async () => {
    const { user, password } = await createSignedInUser(t, "Customer", { fullName: "Sita Rai" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ` ${user.email.toUpperCase()} `, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userRole: "Customer",
      fullName: "Sita Rai",
      severity: "success",
    });
    expect(res.json().data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("gives the same answer for a wrong e-mail and a wrong password", async () => {
    const { user } = await createSignedInUser(t);
    const wrongPassword = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "nope-nope" },
    });
    const wrongEmail = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@test.np", password: "nope-nope" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
  });
});
