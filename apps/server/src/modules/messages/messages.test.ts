import { MESSAGE_MAX, MESSAGE_SENT } from "@shop/shared/company";
import { MSG } from "@shop/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test posts from its own client address, so the rate limit of one does not touch another. */
let address = 0;
function sender() {
  address += 1;
  const remoteAddress = `10.0.0.${address}`;
  return (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/message/create", payload: payload as object, remoteAddress });
}

async function allMessages() {
  const admin = await createSignedInUser(t, "Admin");
  const res = await t.app.inject({ method: "GET", url: "/api/message/get-all", headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { email: string; message: string }[];
}

describe("POST /api/message/create", () => {
  it("stores a visitor's message and thanks them", async () => {
    const send = sender();
    const res = await send({ email: " Hari@Example.com ", message: "  Do you repair laptops?  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: MESSAGE_SENT,
      severity: "success",
      data: { email: "hari@example.com", message: "Do you repair laptops?" },
    });
  });

  it("asks for both fields, a real address and a message of at most 2000 characters", async () => {
    // A fresh client address per request: refused requests count towards the rate limit too.
    const send = (payload: unknown) => sender()(payload);
    const before = (await allMessages()).length;
    for (const payload of [{}, { email: "", message: "hi" }, { email: "a@b.np", message: "   " }, null]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.fillAll);
    }
    const badEmail = await send({ email: "not-an-address", message: "hi" });
    expect(badEmail.json()).toMatchObject({ status: 400, message: MSG.invalidEmail });
    const tooLong = await send({ email: "a@b.np", message: "x".repeat(MESSAGE_MAX + 1) });
    expect(tooLong.json()).toMatchObject({ status: 400, message: "Message must be at most 2000 characters" });
    const wrongType = await send({ email: ["a@b.np"], message: { text: "hi" } });
    expect(wrongType.statusCode).toBe(400);
    expect((await allMessages()).length).toBe(before);

    const longest = await send({ email: "a@b.np", message: "x".repeat(MESSAGE_MAX) });
    expect(longest.statusCode).toBe(200);
  });

  it("keeps markup as plain text", async () => {
    const send = sender();
    const text = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const res = await send({ email: "x@y.np", message: text });
    expect(res.json().data.message).toBe(text);
    expect((await allMessages())[0]?.message).toBe(text);
  });

  it("accepts five messages a minute from one address and refuses the sixth with 429", async () => {
    const send = sender();
    for (let i = 1; i <= 5; i++) {
      expect((await send({ email: "busy@test.np", message: `message ${i}` })).statusCode).toBe(200);
    }
    const sixth = await send({ email: "busy@test.np", message: "message 6" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: 429, data: null });
    expect(sixth.json().message).toMatch(/Too many attempts/);
    expect((await allMessages()).filter((m) => m.message === "message 6")).toHaveLength(0);
    // Another visitor is not affected.
    expect((await sender()({ email: "calm@test.np", message: "hello" })).statusCode).toBe(200);
  });
});

describe("GET /api/message/get-all", () => {
  it("lists messages newest first, for an admin only", async () => {
    const send = sender();
    await send({ email: "first@test.np", message: "older" });
    await send({ email: "second@test.np", message: "newer" });
    const list = await allMessages();
    const older = list.findIndex((m) => m.message === "older");
    const newer = list.findIndex((m) => m.message === "newer");
    expect(newer).toBeGreaterThanOrEqual(0);
    expect(newer).toBeLessThan(older);

    const anonymous = await t.app.inject({ method: "GET", url: "/api/message/get-all" });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createSignedInUser(t, "Customer");
    const forbidden = await t.app.inject({
      method: "GET",
      url: "/api/message/get-all",
      headers: customer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data).toBeNull();
  });
});
