import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { call } from "../modules/accounts/accounts-test-helpers.ts";
import { storePicture } from "../modules/pictures/pictures-store.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { BUSY, HASHING_SLOTS, hashingLoad, hashPassword, verifyPassword } from "./passwords.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("password hashing", () => {
  it("checks passwords", async () => {
    const hash = await hashPassword("right-password");
    expect(await verifyPassword(hash, "right-password")).toBe(true);
    expect(await verifyPassword(hash, "wrong-password")).toBe(false);
    expect(await verifyPassword("not-a-hash", "right-password")).toBe(false);
  });

  it("runs at most a few hashes at once, whatever the number asked for", async () => {
    const hash = await hashPassword("right-password");
    let busiest = 0;
    let sawQueue = false;
    let done = false;
    const work = Promise.all(Array.from({ length: 12 }, () => verifyPassword(hash, "guess"))).finally(() => {
      done = true;
    });
    while (!done) {
      const load = hashingLoad();
      busiest = Math.max(busiest, load.active);
      sawQueue ||= load.waiting > 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await work).toEqual(Array(12).fill(false));
    expect(busiest).toBeLessThanOrEqual(HASHING_SLOTS);
    expect(sawQueue).toBe(true);
  });

  it("serves a picture while a login flood is still being worked through", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1565c0" } })
      .png()
      .toBuffer();
    const name = await storePicture(t.app.db, png, "picture");
    const answered: string[] = [];
    const logins = Array.from({ length: 30 }, (_, i) =>
      call(t, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `flood${i}@test.np`, password: "whatever-1" },
      }).then((res) => {
        expect(res.statusCode).toBe(400);
        answered.push("login");
      }),
    );
    const picture = await t.app.inject({ method: "GET", url: `/uploads/${name}` });
    answered.push("picture");
    await Promise.all(logins);
    expect(picture.statusCode).toBe(200);
    // File reads share libuv's threads with hashing: the picture does not wait for the flood.
    expect(answered.indexOf("picture")).toBeLessThan(15);
  });

  it("answers every real login of a flood the shop can serve, none of them busy", async () => {
    // 70 customers log in at once, each from an address of their own, with the right password.
    // A fixed queue of 64 told the last of them "The shop is busy"; the shop can check them all
    // within seconds, so each is answered.
    const hash = await hashPassword("flood-password-1");
    const people = Array.from({ length: 70 }, (_, i) => ({
      fullName: `Flood ${i}`,
      email: `crowd${i}@flood.test`,
      phone: "9800000003",
      passwordHash: hash,
    }));
    await t.app.db.insert(users).values(people);
    const answers = await Promise.all(
      people.map((person, i) =>
        call(t, {
          method: "POST",
          url: "/api/auth/login",
          payload: { email: person.email, password: "flood-password-1" },
          remoteAddress: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.json().message === BUSY)).toEqual([]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(70).fill(200));
  }, 120_000);
});
