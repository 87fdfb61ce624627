import type { CustomerMessage } from "@shop/shared/company";
import type { Page } from "@shop/shared/paging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
  for (let i = 1; i <= 3; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/message/create",
      payload: { email: `visitor${i}@test.np`, message: `question ${i}` },
      remoteAddress: `10.1.0.${i}`,
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = admin.headers) => t.app.inject({ method: "GET", url, headers });
const waiting = async () => (await get("/api/dashboard/get-Waiting")).json().Waiting;

describe("message read state and the owner's counts", () => {
  it("a new message is unread and counted for the sidebar", async () => {
    const all = (await get("/api/message/get-all")).json().data as CustomerMessage[];
    expect(all.map((m) => m.read)).toEqual([false, false, false]);
    expect(await waiting()).toEqual({ pendingOrders: 0, unreadMessages: 3 });
  });

  it("marks a message read and new again; twice changes nothing", async () => {
    const [newest] = (await get("/api/message/get-all")).json().data as CustomerMessage[];
    const read = await t.app.inject({
      method: "PATCH",
      url: `/api/message/read/${newest!.id}`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({ status: 200, message: "Marked as read", data: { read: true } });
    await t.app.inject({ method: "PATCH", url: `/api/message/read/${newest!.id}`, headers: admin.headers });
    expect((await waiting()).unreadMessages).toBe(2);
    const unread = (await get("/api/message/get-all?unread=true")).json().data as CustomerMessage[];
    expect(unread.map((m) => m.id)).not.toContain(newest!.id);

    const again = await t.app.inject({
      method: "PATCH",
      url: `/api/message/read/${newest!.id}?read=false`,
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ message: "Marked as new", data: { read: false } });
    expect((await waiting()).unreadMessages).toBe(3);
  });

  it("pages like every admin list", async () => {
    const first = (await get("/api/message/get-all?page=1&pageSize=2")).json().data as Page<CustomerMessage>;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((m) => m.message)).toEqual(["question 3", "question 2"]);
    const second = (await get("/api/message/get-all?page=2&pageSize=2")).json().data as Page<CustomerMessage>;
    expect(second.items.map((m) => m.message)).toEqual(["question 1"]);
  });

  it("refuses bad input and strangers, and changes nothing", async () => {
    expect(
      (await t.app.inject({ method: "PATCH", url: "/api/message/read/999", headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "PATCH", url: "/api/message/read/abc", headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    const customer = await createSignedInUser(t, "Customer");
    expect(
      (await t.app.inject({ method: "PATCH", url: "/api/message/read/1", headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    expect((await get("/api/dashboard/get-Waiting", customer.headers)).statusCode).toBe(403);
    expect((await get("/api/message/get-all?unread=maybe")).statusCode).toBe(400);
    expect((await waiting()).unreadMessages).toBe(3);
  });
});
