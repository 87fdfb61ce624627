import { MSG } from "@shop/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call } from "./accounts-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = { fullName: "Sita Rai", email: "sita@test.np", phone: "9812345678", password: "kathmandu-99" };
const register = (payload: unknown) =>
  call(t, { method: "POST", url: "/api/users/create", payload: payload as object });

describe("POST /api/users/create", () => {
  it.each([
    ["nothing at all", {}],
    ["an empty name", { ...valid, fullName: "  " }],
    ["no e-mail", { ...valid, email: undefined }],
    ["an empty phone", { ...valid, phone: "" }],
    ["no password", { ...valid, password: null }],
  ])("asks for every field when given %s", async (_, payload) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, data: null, message: MSG.fillAll });
  });

  it.each([
    ["9612345678", MSG.invalidPhone],
    ["981234567", MSG.invalidPhone],
    ["98123456789", MSG.invalidPhone],
    ["98-1234567", MSG.invalidPhone],
  ])("refuses the phone number %s", async (phone, message) => {
    const res = await register({ ...valid, phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a malformed e-mail, and joins both messages when both are wrong", async () => {
    expect((await register({ ...valid, email: "sita@test" })).json().message).toBe(MSG.invalidEmail);
    expect((await register({ ...valid, email: "sita", phone: "12" })).json()).toMatchObject({
      message: "Invalid phone number format  and Invalid email format.",
      // Each wrong field is marked on its own, for the form to show under the field.
      fields: { phone: MSG.invalidPhone, email: MSG.invalidEmail },
    });
  });

  it("says how long a password must be, and how long it may be", async () => {
    const short = await register({ ...valid, password: "seven77" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("The password must be at least 8 characters long.");
    const long = await register({ ...valid, password: "x".repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The password must be at most 128 characters long.");
  });

  it.each([101, 1001, 100_000])("says a name of %i characters is too long, and the limit", async (length) => {
    const res = await register({ ...valid, fullName: "n".repeat(length) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "The full name must be at most 100 characters long.",
      fields: { fullName: "The full name must be at most 100 characters long." },
    });
  });

  it("says a password, an e-mail or a phone far too long is too long, never that it is missing", async () => {
    const password = await register({ ...valid, password: "p".repeat(1025) });
    expect(password.json()).toMatchObject({
      message: "The password must be at most 128 characters long.",
      fields: { password: "The password must be at most 128 characters long." },
    });
    const email = await register({ ...valid, email: `${"e".repeat(1001)}@test.np` });
    expect(email.json()).toMatchObject({
      message: "Email must be at most 254 characters",
      fields: { email: "Email must be at most 254 characters" },
    });
    const phone = await register({ ...valid, phone: "9".repeat(1001) });
    expect(phone.json()).toMatchObject({ message: MSG.invalidPhone, fields: { phone: MSG.invalidPhone } });
    for (const res of [password, email, phone]) expect(res.statusCode).toBe(400);
  });

  it("refuses a body that is not an object of strings", async () => {
    const res = await register({ ...valid, phone: 9812345678 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.fillAll);
  });

  it("registers a Customer even when the body asks for Admin, and logs them in", async () => {
    const res = await register({ ...valid, email: " Ram@Test.NP ", role: "Admin", isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: "Registration successful. You are now logged in.",
      severity: "success",
      data: { email: "ram@test.np", role: "Customer", isActive: true, fullName: "Sita Rai" },
    });
    // The token of the answer is a working session.
    const me = await call(t, {
      method: "GET",
      url: `/api/auth/get-UserBy-token?token=${encodeURIComponent(res.json().data.token)}`,
    });
    expect(me.json().data).toMatchObject({ email: "ram@test.np", role: "Customer" });
    const login = await call(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "ram@test.np", password: valid.password },
    });
    expect(login.json().data.userRole).toBe("Customer");
  });

  it("answers 409 for an e-mail already registered, in any case or spacing", async () => {
    expect((await register({ ...valid, email: "dup@test.np" })).statusCode).toBe(200);
    const again = await register({ ...valid, email: "  DUP@test.NP", fullName: "Someone Else" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    expect(again.json().fields.email).toMatch(/already exists/);
  });

  it("lets only one of two simultaneous registrations with one e-mail through", async () => {
    const results = await Promise.all([
      register({ ...valid, email: "race@test.np" }),
      register({ ...valid, email: "race@test.np" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
