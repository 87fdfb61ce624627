import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { call } from "./accounts-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const checkAuth = (token: string) =>
  call(t, { method: "GET", url: "/api/auth/check-auth", headers: bearer(token) });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const sessionOf = (token: string) => decodeJwt(token).sid as string;
const logout = (token?: string) =>
  call(t, { method: "POST", url: "/api/auth/logout", ...(token ? { headers: bearer(token) } : {}) });
const login = (email: string, password: string, remoteAddress?: string) =>
  call(t, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe("session calls", () => {
  it("check-auth answers 200 with a valid token and 401 without one", async () => {
    const { token } = await createSignedInUser(t);
    expect((await checkAuth(token)).json()).toEqual({ status: 200, data: { authenticated: true } });
    const none = await call(t, { method: "GET", url: "/api/auth/check-auth" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, data: null });
  });

  it("check-role answers the role of the token's user", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const customer = await createSignedInUser(t);
    const adminRole = await call(t, { method: "GET", url: `/api/auth/check-role/${admin.token}` });
    expect(adminRole.json().data).toEqual({ role: "Admin" });
    const customerRole = await call(t, { method: "GET", url: `/api/auth/check-role/${customer.token}` });
    expect(customerRole.json().data).toEqual({ role: "Customer" });
    expect((await call(t, { method: "GET", url: "/api/auth/check-role/not-a-token" })).statusCode).toBe(401);
  });

  it("get-UserBy-token answers the user's details without the password", async () => {
    const { user, token } = await createSignedInUser(t, "Customer", {
      fullName: "Hari Limbu",
      phone: "9701234567",
    });
    const res = await call(t, { method: "GET", url: `/api/auth/get-UserBy-token?token=${token}` });
    expect(res.json().data).toEqual({
      id: user.id,
      fullName: "Hari Limbu",
      email: user.email,
      phone: "9701234567",
      role: "Customer",
      status: "Active",
      isActive: true,
    });
    const bad = await call(t, { method: "GET", url: "/api/auth/get-UserBy-token?token=abc" });
    expect(bad.statusCode).toBe(401);
    const missing = await call(t, { method: "GET", url: "/api/auth/get-UserBy-token" });
    expect(missing.statusCode).toBe(400);
  });

  it("answers the token's user and role through the header, with the token out of the address", async () => {
    const { user, headers } = await createSignedInUser(t, "Admin", { fullName: "Mina Gurung" });
    const me = await call(t, { method: "GET", url: "/api/auth/me", headers });
    expect(me.json().data).toMatchObject({ id: user.id, fullName: "Mina Gurung", role: "Admin" });
    expect((await call(t, { method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
  });

  it("refuses an expired token", async () => {
    const { user, token } = await createSignedInUser(t);
    const past = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const expired = await new SignJWT({ sid: sessionOf(token) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt(past)
      .setExpirationTime(past + 7 * 24 * 3600)
      .sign(t.app.secrets.jwt);
    expect((await checkAuth(expired)).statusCode).toBe(401);
  });

  it("refuses a token signed with another key, and an unsigned one", async () => {
    const { user, token } = await createSignedInUser(t, "Admin");
    const forged = await new SignJWT({ sid: sessionOf(token) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret!"));
    expect((await checkAuth(forged)).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: String(user.id), sid: sessionOf(token), iat: now, exp: now + 3600 })}.`;
    expect((await checkAuth(unsigned)).statusCode).toBe(401);
    const role = await call(t, { method: "GET", url: `/api/auth/check-role/${unsigned}` });
    expect(role.statusCode).toBe(401);
    const list = await call(t, { method: "GET", url: "/api/users/get-all", headers: bearer(unsigned) });
    expect(list.statusCode).toBe(401);
  });

  it("ends a customer's sessions when the admin deactivates or deletes them", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const first = await createSignedInUser(t);
    await call(t, {
      method: "PATCH",
      url: `/api/users/active-status/${first.user.id}`,
      headers: admin.headers,
    });
    const ended = await checkAuth(first.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe("Your session has ended. Please log in again.");
    const second = await createSignedInUser(t);
    await call(t, { method: "DELETE", url: `/api/users/delete/${second.user.id}`, headers: admin.headers });
    expect((await checkAuth(second.token)).statusCode).toBe(401);
    const role = await call(t, { method: "GET", url: `/api/auth/check-role/${second.token}` });
    expect(role.statusCode).toBe(401);
  });

  it("keeps the ended sessions ended when the customer is turned back on or restored", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const paused = await createSignedInUser(t);
    const toggle = () =>
      call(t, { method: "PATCH", url: `/api/users/active-status/${paused.user.id}`, headers: admin.headers });
    await toggle();
    await toggle();
    expect((await checkAuth(paused.token)).statusCode).toBe(401);
    expect((await login(paused.user.email, paused.password)).statusCode).toBe(200);

    const deleted = await createSignedInUser(t);
    await call(t, { method: "DELETE", url: `/api/users/delete/${deleted.user.id}`, headers: admin.headers });
    await call(t, { method: "PATCH", url: `/api/users/restore/${deleted.user.id}`, headers: admin.headers });
    expect((await checkAuth(deleted.token)).statusCode).toBe(401);
    const role = await call(t, { method: "GET", url: `/api/auth/check-role/${deleted.token}` });
    expect(role.statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the token it is sent with on the server, and only that one", async () => {
    const { user, password, token } = await createSignedInUser(t);
    const other = (await login(user.email, password)).json().data.token as string;
    const res = await logout(token);
    expect(res.json()).toEqual({
      status: 200,
      data: { loggedOut: true },
      message: "You have been logged out.",
      severity: "success",
    });
    expect((await checkAuth(token)).statusCode).toBe(401);
    expect((await call(t, { method: "GET", url: `/api/auth/check-role/${token}` })).statusCode).toBe(401);
    const byQuery = await call(t, { method: "GET", url: `/api/auth/get-UserBy-token?token=${token}` });
    expect(byQuery.statusCode).toBe(401);
    expect((await checkAuth(other)).statusCode).toBe(200);
    // Logging out twice is no error; a missing or forged token is.
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(401);
    expect((await logout("not.a.token")).statusCode).toBe(401);
  });
});

describe("PUT /api/users/change-password/:userId", () => {
  const change = (userId: number, headers: Record<string, string>, payload: object) =>
    call(t, { method: "PUT", url: `/api/users/change-password/${userId}`, headers, payload });

  it("changes the password: the old one and every older token stop working, the new token works", async () => {
    const { user, token, headers, password } = await createSignedInUser(t);
    const other = await call(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    const otherToken = other.json().data.token as string;
    const res = await change(user.id, headers, {
      currentPassword: password,
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Password Changed successfully",
      severity: "success",
      data: { id: user.id, email: user.email, role: "Customer", isActive: true },
    });
    expect((await checkAuth(token)).statusCode).toBe(401);
    expect((await checkAuth(otherToken)).statusCode).toBe(401);
    expect((await checkAuth(res.json().data.token)).statusCode).toBe(200);
    const oldLogin = await call(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password },
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await call(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "new-password-1" },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it("refuses a wrong current password, two different new ones, a short one and empty fields", async () => {
    const { user, headers, password, token } = await createSignedInUser(t);
    const cases: [object, string][] = [
      [
        { currentPassword: "wrong-one", newPassword: "abcdefgh1", confirmPassword: "abcdefgh1" },
        "The current password is not right.",
      ],
      [
        { currentPassword: password, newPassword: "abcdefgh1", confirmPassword: "abcdefgh2" },
        "The new password and its confirmation are not the same.",
      ],
      [
        { currentPassword: password, newPassword: "short", confirmPassword: "short" },
        "The password must be at least 8 characters long.",
      ],
      [{ currentPassword: password, newPassword: "", confirmPassword: "" }, "Please fill all the fields"],
      [{}, "Please fill all the fields"],
    ];
    for (const [payload, message] of cases) {
      const res = await change(user.id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Nothing changed: the token still works.
    expect((await checkAuth(token)).statusCode).toBe(200);
  });

  it("counts wrong current passwords like failed logins", async () => {
    const { user, headers, password, token } = await createSignedInUser(t);
    const address = "198.51.100.50";
    const attempt = (currentPassword: string) =>
      call(t, {
        method: "PUT",
        url: `/api/users/change-password/${user.id}`,
        headers,
        remoteAddress: address,
        payload: { currentPassword, newPassword: "new-password-9", confirmPassword: "new-password-9" },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe(
      JSON.stringify({
        status: 429,
        data: null,
        message: "Too many failed logins for this e-mail. Please wait 15 minutes and try again.",
        severity: "error",
      }),
    );
    // The same counters: a login from that address waits too; the password is unchanged.
    expect((await login(user.email, password, address)).statusCode).toBe(429);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await checkAuth(token)).statusCode).toBe(200);
  });

  it("changes it once when two changes are sent at once: the other is told, and the winner's password works", async () => {
    const { user, headers, password } = await createSignedInUser(t);
    const wanted = ["first-new-pass-1", "second-new-pass-2"];
    const answers = await Promise.all(
      wanted.map((newPassword) =>
        change(user.id, headers, { currentPassword: password, newPassword, confirmPassword: newPassword }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    expect(answers[1 - won]!.body).toBe(
      JSON.stringify({
        status: 409,
        data: null,
        message:
          "Your password was changed a moment ago by another request. Please log in with the new password.",
        severity: "warning",
      }),
    );
    expect((await login(user.email, wanted[won]!)).statusCode).toBe(200);
    expect((await login(user.email, wanted[1 - won]!)).statusCode).toBe(400);
    expect((await login(user.email, password)).statusCode).toBe(400);
    expect((await checkAuth(answers[won]!.json().data.token)).statusCode).toBe(200);
  });

  it("writes each refusal as the same envelope, byte for byte", async () => {
    const { user, headers } = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const body = { currentPassword: "wrong-one", newPassword: "abcdefgh1", confirmPassword: "abcdefgh1" };
    const envelope = (status: number, message: string, severity: string, fields?: object) =>
      JSON.stringify({ status, data: null, message, severity, ...(fields ? { fields } : {}) });
    const empty = await change(user.id, headers, {});
    expect(empty.body).toBe(
      envelope(400, "Please fill all the fields", "warning", {
        currentPassword: "Current password is required",
        newPassword: "New password is required",
        confirmPassword: "Confirm password is required",
      }),
    );
    const wrong = await change(user.id, headers, body);
    expect(wrong.body).toBe(envelope(400, "The current password is not right.", "error"));
    const anonymous = await change(user.id, {}, body);
    expect(anonymous.body).toBe(envelope(401, "Please log in to continue.", "warning"));
    const other = await change(user.id, stranger.headers, body);
    expect(other.body).toBe(envelope(403, "You can only change your own password.", "warning"));
    for (const res of [empty, wrong, anonymous, other])
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("names every answer in the API reference: 200, and the refusals in the error envelope", async () => {
    const doc = (await call(t, { method: "GET", url: "/api/docs/json" })).json();
    const responses = doc.paths["/api/users/change-password/{userId}"].put.responses;
    expect(Object.keys(responses).sort()).toEqual(["200", "400", "401", "403", "409", "429"]);
    for (const status of ["400", "401", "403", "409", "429"]) {
      const schema = responses[status].content["application/json"].schema;
      expect(schema.required).toEqual(["status", "data", "message", "severity"]);
      expect(Object.keys(schema.properties)).toEqual(["status", "data", "message", "severity", "fields"]);
    }
  });

  it("lets no one change another user's password, not even an admin", async () => {
    const victim = await createSignedInUser(t);
    const attacker = await createSignedInUser(t);
    const admin = await createSignedInUser(t, "Admin");
    const body = {
      currentPassword: attacker.password,
      newPassword: "taken-over-1",
      confirmPassword: "taken-over-1",
    };
    expect((await change(victim.user.id, attacker.headers, body)).statusCode).toBe(403);
    expect((await change(victim.user.id, admin.headers, body)).statusCode).toBe(403);
    expect((await change(victim.user.id, {}, body)).statusCode).toBe(401);
    expect((await checkAuth(victim.token)).statusCode).toBe(200);
  });
});
