import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetCodes, rateLimitCounters } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, codeFrom } from "./accounts-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SENT =
  "If an account exists for this e-mail, a 6-digit code is on its way. It is valid for 10 minutes.";
const REFUSED = "This code is not right or has expired. Please check it or ask for a new one.";

const from = (remoteAddress?: string) => (remoteAddress ? { remoteAddress } : {});
/** Asks for a code, then lets the outbox deliver what the request queued. */
const request = async (email: string, remoteAddress?: string) => {
  const res = await call(t, {
    method: "POST",
    url: `/api/auth/reset-password-request?email=${encodeURIComponent(email)}`,
    ...from(remoteAddress),
  });
  await t.deliverMail();
  return res;
};
const verify = (email: string, otp: string, remoteAddress?: string) =>
  call(t, {
    method: "POST",
    url: `/api/auth/reset-password-otp-verify?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(otp)}`,
    ...from(remoteAddress),
  });
const reset = (payload: object, method: "POST" | "PATCH" = "POST") =>
  call(t, { method, url: method === "POST" ? "/api/auth/reset-password" : "/api/auth/reset", payload });
const login = (email: string, password: string) =>
  call(t, { method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("password reset", () => {
  it("e-mails a code, checks it, sets the new password and ends the old sessions", async () => {
    const { user, token } = await createSignedInUser(t);
    const asked = await request(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ data: { message: SENT }, message: SENT, severity: "success" });
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe("Your password reset code");
    const code = codeFrom(t, user.email);
    // Only a hash of the code is stored.
    const [row] = await t.app.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row?.codeHash).not.toContain(code);

    const verified = await verify(user.email, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe("Code verified. Please choose a new password.");

    const done = await reset({
      email: user.email,
      otp: code,
      newPassword: "fresh-pass-1",
      confirmPassword: "fresh-pass-1",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: "Password Changed successfully",
      data: { email: user.email },
    });
    expect((await login(user.email, "fresh-pass-1")).statusCode).toBe(200);
    expect((await login(user.email, "password-123")).statusCode).toBe(400);
    const old = await call(t, {
      method: "GET",
      url: "/api/auth/check-auth",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);

    // Single use.
    const again = await reset({
      email: user.email,
      otp: code,
      newPassword: "other-pass-1",
      confirmPassword: "other-pass-1",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(REFUSED);
  });

  it("answers an unknown e-mail exactly as a known one, and sends nothing", async () => {
    const sent = t.mails.length;
    const res = await request("nobody-here@test.np");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { message: SENT }, message: SENT });
    expect(t.mails.length).toBe(sent);
    expect((await verify("nobody-here@test.np", "123456")).json().message).toBe(REFUSED);
  });

  it("takes the same body on PATCH /api/auth/reset and checks the two passwords", async () => {
    const { user } = await createSignedInUser(t);
    await request(user.email);
    const code = codeFrom(t, user.email);
    const differ = await reset(
      { email: user.email, otp: code, newPassword: "abcdefgh1", confirmPassword: "abcdefgh2" },
      "PATCH",
    );
    expect(differ.json().message).toBe("The new password and its confirmation are not the same.");
    const ok = await reset(
      { email: user.email, otp: code, newPassword: "patched-pw-1", confirmPassword: "patched-pw-1" },
      "PATCH",
    );
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email, "patched-pw-1")).statusCode).toBe(200);
  });

  it("asks for the e-mail and the code in the shop's exact words", async () => {
    const noEmail = await call(t, { method: "POST", url: "/api/auth/reset-password-request" });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe("Please enter your email");
    expect(
      (await call(t, { method: "POST", url: "/api/auth/reset-password-otp-verify?email=a%40b.np" })).json()
        .message,
    ).toBe("Please enter your verification code");
    expect((await verify("a@b.np", "12ab56")).json().message).toBe(
      "The verification code is the 6 digits from the e-mail.",
    );
    const empty = await reset({ email: "a@b.np", otp: "123456", newPassword: "", confirmPassword: "" });
    expect(empty.json().message).toBe("Please fill all the fields");
  });

  it("kills a code after five wrong tries", async () => {
    const { user } = await createSignedInUser(t);
    await request(user.email);
    const code = codeFrom(t, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) expect((await verify(user.email, wrong)).json().message).toBe(REFUSED);
    expect((await verify(user.email, code)).statusCode).toBe(400);
    const res = await reset({
      email: user.email,
      otp: code,
      newPassword: "fresh-pass-1",
      confirmPassword: "fresh-pass-1",
    });
    expect(res.statusCode).toBe(400);
    expect((await login(user.email, "password-123")).statusCode).toBe(200);
  });

  it("replaces an older code with a newer one", async () => {
    const { user } = await createSignedInUser(t);
    await request(user.email);
    const first = codeFrom(t, user.email);
    let second = first;
    // Codes are random; ask again until the new one differs (almost always at once).
    while (second === first) {
      await t.app.db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
      await request(user.email);
      second = codeFrom(t, user.email);
    }
    expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { user } = await createSignedInUser(t);
    await request(user.email);
    const code = codeFrom(t, user.email);
    await t.app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await verify(user.email, code)).json().message).toBe(REFUSED);
  });

  it("sends at most 3 codes per e-mail to one address in 15 minutes, known or not", async () => {
    const { user } = await createSignedInUser(t);
    const stranger = "198.51.100.30";
    for (let i = 0; i < 3; i += 1) expect((await request(user.email, stranger)).statusCode).toBe(200);
    const blocked = await request(user.email, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many code requests for this e-mail. Please wait 15 minutes and try again.",
    );
    for (let i = 0; i < 3; i += 1) await request("ghost@test.np", stranger);
    expect((await request("ghost@test.np", stranger)).statusCode).toBe(429);
    // The owner, asking from elsewhere, still gets a code.
    const sent = t.mails.length;
    expect((await request(user.email, "198.51.100.31")).statusCode).toBe(200);
    expect(t.mails.length).toBe(sent + 1);
  });

  it("sends the owner a code after 12 requests from 4 addresses, and then one a day per new address", async () => {
    const { user } = await createSignedInUser(t);
    const answers = [];
    for (let a = 0; a < 4; a += 1) {
      for (let i = 0; i < 3; i += 1) answers.push(await request(user.email, `198.51.103.${a}`));
    }
    // Ten codes were sent; then the ceiling of 10 was passed and the last address, past its one
    // request a day that a spread guess leaves, waits.
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(answers[11]?.json().message).toBe(
      "Too many code requests for this e-mail from many places. Please wait 15 minutes and try again.",
    );
    // The owner asks from their own address: the code is sent.
    const sent = t.mails.length;
    expect((await request(user.email, "198.51.103.99")).statusCode).toBe(200);
    await t.deliverMail();
    expect(t.mails.length).toBe(sent + 1);
    expect(codeFrom(t, user.email)).toMatch(/^\d{6}$/);
    // While the ceiling stays passed, each new address gets one request.
    expect((await request(user.email, "198.51.103.98")).statusCode).toBe(200);
    expect((await request(user.email, "198.51.103.98")).statusCode).toBe(429);
  });

  it("takes the owner's right code while wrong codes come from many addresses", async () => {
    const { user } = await createSignedInUser(t);
    await t.app.db.insert(rateLimitCounters).values({
      key: `codeFailures:account:0:${user.email}`,
      hits: 80,
      windowEndsAt: new Date(Date.now() + 10 * 60_000),
    });
    await request(user.email, "198.51.103.120");
    await t.deliverMail();
    expect((await verify(user.email, codeFrom(t, user.email), "198.51.103.120")).statusCode).toBe(200);
  });

  it("limits wrong codes per e-mail and address across new codes", async () => {
    const { user } = await createSignedInUser(t);
    const stranger = "198.51.100.40";
    for (let round = 0; round < 2; round += 1) {
      await t.app.db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
      await request(user.email, "198.51.100.41");
      for (let i = 0; i < 5; i += 1) await verify(user.email, "999999", stranger);
    }
    const blocked = await verify(user.email, "999999", stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many wrong codes for this e-mail\. Please wait/);
    // The owner, with the code from the mail, is not held back by the stranger's guesses.
    await t.app.db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    await request(user.email, "198.51.100.41");
    expect((await verify(user.email, codeFrom(t, user.email), "198.51.100.41")).statusCode).toBe(200);
  });
});

describe("query-only calls", () => {
  it("accept an empty body with a form content type, as browsers send it", async () => {
    const res = await call(t, {
      method: "POST",
      url: "/api/auth/reset-password-request?email=someone%40test.np",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });
});
