import { PAN_FORMAT } from "@shop/shared/company";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/contact/create", payload, headers: admin.headers });

describe("the shop's PAN/VAT number on the contact record (printed on invoices)", () => {
  it("takes the nine digits of a PAN, or nothing", async () => {
    for (const panNumber of ["60987654", "6098765430", "PAN609876", "609 876 543"]) {
      const res = await create({ address: "Itahari", panNumber });
      expect(res.statusCode, panNumber).toBe(400);
      expect(res.json().message).toBe(PAN_FORMAT);
    }
    const res = await create({ address: "Itahari", panNumber: " 609876543 " });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.panNumber).toBe("609876543");
    const read = await t.app.inject({ method: "GET", url: "/api/contact/get" });
    expect(read.json().data.panNumber).toBe("609876543");
  });
});

describe("an update that leaves the PAN out", () => {
  it("keeps the PAN as it was", async () => {
    const read = async () => (await t.app.inject({ method: "GET", url: "/api/contact/get" })).json().data;
    const { id } = await read();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/contact/update/${id}`,
      payload: { address: "Dharan" },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await read()).toMatchObject({ address: "Dharan", panNumber: "609876543" });
  });
});
