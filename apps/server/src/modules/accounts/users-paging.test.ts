import type { AdminUser } from "@shop/shared/accounts";
import type { Page } from "@shop/shared/paging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
  for (const [fullName, phone] of [
    ["Sita Rai", "9842000001"],
    ["Hari Limbu", "9812000002"],
    ["Gita Rai", "9807000003"],
  ]) {
    await createSignedInUser(t, "Customer", { fullName, phone });
  }
});
afterAll(async () => {
  await t.close();
});

const get = async (query: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/users/get-all?${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe("GET /api/users/get-all paging and search", () => {
  it("answers every customer without paging parameters, with the day each joined", async () => {
    const all = (await get("")) as AdminUser[];
    expect(all.map((u) => u.fullName)).toEqual(["Sita Rai", "Hari Limbu", "Gita Rai"]);
    expect(new Date(all[0]!.createdDate).getTime()).toBeGreaterThan(Date.now() - 600_000);
  });

  it("pages and searches by name, e-mail or phone", async () => {
    const first = (await get("page=1&pageSize=2")) as Page<AdminUser>;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(((await get("page=1&q=rai")) as Page<AdminUser>).items.map((u) => u.fullName)).toEqual([
      "Sita Rai",
      "Gita Rai",
    ]);
    expect(((await get("q=12000002")) as AdminUser[]).map((u) => u.fullName)).toEqual(["Hari Limbu"]);
    expect(((await get("page=1&q=@test.np")) as Page<AdminUser>).total).toBe(3);
  });

  it("searches by one or two characters too, in the order they joined", async () => {
    const two = (await get("page=1&pageSize=1&q=ai")) as Page<AdminUser>;
    expect(two).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(two.items.map((u) => u.fullName)).toEqual(["Sita Rai"]);
    const next = (await get("page=2&pageSize=1&q=ai")) as Page<AdminUser>;
    expect(next.items.map((u) => u.fullName)).toEqual(["Gita Rai"]);
    expect(((await get("q=H")) as AdminUser[]).map((u) => u.fullName)).toEqual(["Hari Limbu"]);
  });

  it("refuses a page size over 100", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/get-all?pageSize=101",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("pageSize must be at most 100");
  });
});
