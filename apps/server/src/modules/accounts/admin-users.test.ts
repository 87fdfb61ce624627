import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { call } from "./accounts-test-helpers.ts";

let t: TestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = (await createSignedInUser(t, "Admin")).headers;
});
afterAll(async () => {
  await t.close();
});

const list = async () =>
  (await call(t, { method: "GET", url: "/api/users/get-all", headers: adminHeaders })).json().data as {
    id: number;
    deleted: boolean;
    activeStatus: boolean;
    role: string;
  }[];

describe("admin users", () => {
  it("lists Customers only, with the fields the admin's user list shows", async () => {
    const { user } = await createSignedInUser(t, "Customer", {
      fullName: "Maya Gurung",
      phone: "9801112223",
    });
    const rows = await list();
    expect(rows.every((r) => r.role === "Customer")).toBe(true);
    expect(rows.find((r) => r.id === user.id)).toEqual({
      id: user.id,
      fullName: "Maya Gurung",
      email: user.email,
      phone: "9801112223",
      role: "Customer",
      deleted: false,
      activeStatus: true,
      createdDate: user.createdAt.toISOString(),
    });
  });

  it("deletes and restores a customer; both calls are idempotent", async () => {
    const { user } = await createSignedInUser(t);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(t, {
        method: "DELETE",
        url: `/api/users/delete/${user.id}`,
        headers: adminHeaders,
      });
      expect(res.json()).toMatchObject({
        status: 200,
        message: "done successfully",
        data: { deleted: true },
      });
    }
    expect((await list()).find((r) => r.id === user.id)?.deleted).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(t, {
        method: "PATCH",
        url: `/api/users/restore/${user.id}`,
        headers: adminHeaders,
      });
      expect(res.json()).toMatchObject({ status: 200, data: { deleted: false } });
    }
    expect((await list()).find((r) => r.id === user.id)?.deleted).toBe(false);
  });

  it("toggles a customer between active and inactive", async () => {
    const { user } = await createSignedInUser(t);
    const off = await call(t, {
      method: "PATCH",
      url: `/api/users/active-status/${user.id}`,
      headers: adminHeaders,
    });
    expect(off.json()).toMatchObject({
      message: "User status changed successfully",
      data: { activeStatus: false },
    });
    const on = await call(t, {
      method: "PATCH",
      url: `/api/users/active-status/${user.id}`,
      headers: adminHeaders,
    });
    expect(on.json().data.activeStatus).toBe(true);
  });

  it("never deletes or deactivates an admin through these calls", async () => {
    const other = await createSignedInUser(t, "Admin");
    for (const [method, url] of [
      ["DELETE", `/api/users/delete/${other.user.id}`],
      ["PATCH", `/api/users/active-status/${other.user.id}`],
    ] as const) {
      const res = await call(t, { method, url, headers: adminHeaders });
      expect(res.statusCode).toBe(403);
    }
    const still = await call(t, { method: "GET", url: "/api/auth/check-auth", headers: other.headers });
    expect(still.statusCode).toBe(200);
  });

  it("answers 404 for an unknown user and 400 for a bad id", async () => {
    const missing = await call(t, {
      method: "DELETE",
      url: "/api/users/delete/999999",
      headers: adminHeaders,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no user with id 999999.");
    const bad = await call(t, {
      method: "PATCH",
      url: "/api/users/active-status/abc",
      headers: adminHeaders,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 401 without a token and 403 for a Customer on every admin call", async () => {
    const customer = await createSignedInUser(t);
    const calls = [
      ["GET", "/api/users/get-all"],
      ["DELETE", `/api/users/delete/${customer.user.id}`],
      ["PATCH", `/api/users/restore/${customer.user.id}`],
      ["PATCH", `/api/users/active-status/${customer.user.id}`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await call(t, { method, url })).statusCode).toBe(401);
      expect((await call(t, { method, url, headers: customer.headers })).statusCode).toBe(403);
    }
    expect((await list()).find((r) => r.id === customer.user.id)).toMatchObject({
      deleted: false,
      activeStatus: true,
    });
  });
});
