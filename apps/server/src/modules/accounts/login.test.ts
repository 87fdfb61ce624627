import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { rateLimitCounters } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { call } from "./accounts-test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, remoteAddress?: string) =>
  call(t, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const admin = async () => (await createSignedInUser(t, "Admin")).headers;

describe("POST /api/auth/login", () => {
  it("answers a token that opens the user's session", async () => {
    const { user, password } = await createSignedInUser(t, "Customer", { fullName: "Sita Rai" });
    const res = await login(` ${user.email.toUpperCase()} `, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userRole: "Customer",
      fullName: "Sita Rai",
      severity: "success",
    });
    const token = res.json().data.token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const check = await call(t, {
      method: "GET",
      url: "/api/auth/check-auth",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(200);
  });

  it("answers an Admin's role, so the screen sends them to /admin", async () => {
    const { user, password } = await createSignedInUser(t, "Admin");
    expect((await login(user.email, password)).json().data.userRole).toBe("Admin");
  });

  it("gives the same answer for a wrong e-mail and a wrong password", async () => {
    const { user } = await createSignedInUser(t);
    const wrongPassword = await login(user.email, "nope-nope");
    const wrongEmail = await login("nobody@test.np", "nope-nope");
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json().message).toBe("The e-mail or password is not right.");
  });

  it("asks for both fields", async () => {
    const res = await call(t, { method: "POST", url: "/api/auth/login", payload: { email: "a@b.np" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("please fill all the fields");
  });

  it("says a password or an e-mail far too long is too long, with the limit, not that it is missing", async () => {
    const password = await login("a@b.np", "p".repeat(1025));
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({
      message: "The password must be at most 128 characters long.",
      fields: { password: "The password must be at most 128 characters long." },
    });
    const email = await login(`${"e".repeat(250)}@b.np`, "kathmandu-99");
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      message: "Email must be at most 254 characters",
      fields: { email: "Email must be at most 254 characters" },
    });
  });

  it("tells a deactivated customer so, and lets them in again once turned back on", async () => {
    const headers = await admin();
    const { user, password } = await createSignedInUser(t);
    await call(t, { method: "PATCH", url: `/api/users/active-status/${user.id}`, headers });
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: null, severity: "error" });
    expect(res.json().message).toMatch(/deactivated/);
    await call(t, { method: "PATCH", url: `/api/users/active-status/${user.id}`, headers });
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it("keeps a deleted customer out, and says why only to someone who knows the password", async () => {
    const headers = await admin();
    const { user, password } = await createSignedInUser(t);
    await call(t, { method: "DELETE", url: `/api/users/delete/${user.id}`, headers });
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deleted/);
    const guess = await login(user.email, "wrong-password");
    expect(guess.json().message).toBe("The e-mail or password is not right.");
  });

  it("answers 429 after 10 failed attempts for one e-mail from one address, even with the right password", async () => {
    const { user, password } = await createSignedInUser(t);
    const stranger = "198.51.100.10";
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, `wrong-${i}`, stranger)).statusCode).toBe(400);
    }
    const blocked = await login(user.email, password, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many failed logins for this e-mail. Please wait 15 minutes and try again.",
    );
    // The owner, elsewhere, is not locked out by the stranger; other accounts are not affected.
    expect((await login(user.email, password, "198.51.100.11")).statusCode).toBe(200);
    const other = await createSignedInUser(t);
    expect((await login(other.user.email, other.password, stranger)).statusCode).toBe(200);
  });

  it("forgets an address's failures after a successful login from it", async () => {
    const { user, password } = await createSignedInUser(t);
    const address = "198.51.100.20";
    for (let i = 0; i < 9; i += 1) await login(user.email, `wrong-${i}`, address);
    expect((await login(user.email, password, address)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await login(user.email, `wrong-${i}`, address)).statusCode).toBe(400);
    }
  });

  it("lets the owner in at once after 110 wrong logins from 11 addresses, and slows the guessers", async () => {
    const { user, password } = await createSignedInUser(t);
    // Ten wrong passwords from each of eleven addresses, all at once: 110 real password checks.
    const guesses = await Promise.all(
      Array.from({ length: 110 }, (_, i) => login(user.email, `wrong-${i}`, `198.51.101.${i % 11}`)),
    );
    // Each was checked and found wrong, until the e-mail's ceiling of 100 was passed: then the
    // guessers' addresses, each already past three tries today, were refused.
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(100);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);

    // The owner, from an address that has not failed, gets in with the right password.
    const owner = await login(user.email, password, "198.51.101.99");
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The guessers' addresses are spent; a new one gets three tries a day, then waits.
    expect((await login(user.email, password, "198.51.101.3")).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, `again-${i}`, "198.51.101.50")).statusCode).toBe(400);
    }
    const slowed = await login(user.email, "again-3", "198.51.101.50");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe(
      "Too many failed logins for this e-mail from many places. Please wait 15 minutes and try again.",
    );

    // The owner's address, where the account logged in, keeps its own limits: a few typos are fine.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.email, `typo-${i}`, "198.51.101.99")).statusCode).toBe(400);
    }
    expect((await login(user.email, password, "198.51.101.99")).statusCode).toBe(200);
  }, 180_000);

  it("keeps the owner's way in while a guess goes on all day, and makes the guessers wait hours", async () => {
    const { user, password } = await createSignedInUser(t);
    // As if 500 attempts had come in today from many addresses.
    await t.app.db.insert(rateLimitCounters).values({
      key: `login:account:1:${user.email}`,
      hits: 500,
      windowEndsAt: new Date(Date.now() + 20 * 3_600_000),
    });
    expect((await login(user.email, password, "198.51.102.1")).statusCode).toBe(200);
    const guesser = "198.51.102.9";
    for (let i = 0; i < 3; i += 1) await login(user.email, `wrong-${i}`, guesser);
    const blocked = await login(user.email, password, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many failed logins for this e-mail from many places. Please wait 20 hours and try again.",
    );
  });

  it("keeps one address to 50 failures a day for one e-mail", async () => {
    const { user } = await createSignedInUser(t);
    const address = "198.51.102.2";
    await t.app.db.insert(rateLimitCounters).values({
      key: `login:pair:1:${user.email}|${address}`,
      hits: 50,
      windowEndsAt: new Date(Date.now() + 3 * 3_600_000),
    });
    const blocked = await login(user.email, "wrong-1", address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many failed logins for this e-mail. Please wait 3 hours and try again.",
    );
  });

  it("keeps one address to 100 logins an hour, whatever the e-mails", async () => {
    const { user, password } = await createSignedInUser(t);
    const address = "198.51.102.3";
    await t.app.db.insert(rateLimitCounters).values({
      key: `login:address:0:${address}`,
      hits: 100,
      windowEndsAt: new Date(Date.now() + 40 * 60_000),
    });
    const blocked = await login(user.email, password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Too many failed logins from your address. Please wait 40 minutes and try again.",
    );
    expect((await login(user.email, password, "198.51.102.4")).statusCode).toBe(200);
  });

  it("answers 429 after 30 attempts a minute from one address", async () => {
    const address = "203.0.113.7";
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`someone${i}@test.np`, "whatever-1", address)).statusCode).toBe(400);
    }
    const blocked = await login("someone@test.np", "whatever-1", address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 429, data: null });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait/);
  });

  it("counts an address's calls in every server on the database, not in each apart", async () => {
    // A second server on the same database stands for a second process.
    // It shares the first one's connections; this test is about counters, not about the read
    // cache's notifications, which the first server already listens for.
    const second = await buildApp(t.config, {
      database: { ...t.app.database, listen: async () => {}, close: async () => {} },
      logger: false,
    });
    try {
      const address = "203.0.113.9";
      const from = (app: FastifyInstance, i: number) =>
        app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: address,
          payload: { email: `roamer${i}@test.np`, password: "whatever-1" },
        });
      for (let i = 0; i < 30; i += 1) {
        expect((await from(i % 2 ? t.app : second, i)).statusCode).toBe(400);
      }
      expect((await from(second, 30)).statusCode).toBe(429);
      expect((await from(t.app, 31)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
