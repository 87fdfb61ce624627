import { CONTACT_EXISTS, CONTACT_NOTHING_TO_UPDATE, NO_CONTACT } from "@shop/shared/company";
import { MSG } from "@shop/shared/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createContact } from "./contact-service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.delete(contacts);
});

const fields = {
  aboutCompany: "We sell computers.",
  address: "Main Road, Itahari",
  email: "info@example.np",
  phoneNumber: "9842000000, 9812000000",
  faxNumber: "025-500000",
  openingHours: "10am to 5pm, Sunday to Friday",
  time: "10:00 - 17:00",
};

const get = () => t.app.inject({ method: "GET", url: "/api/contact/get" });
const create = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: "POST", url: "/api/contact/create", payload, headers });
const update = (id: number, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/contact/update/${id}`, payload, headers: admin.headers });

describe("contact record", () => {
  it("answers null with a notice when there is none", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: null, message: NO_CONTACT });
  });

  it("lets the admin create it once, with the server's dates; a second one is 409", async () => {
    const res = await create(fields);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.contactAdded);
    const record = res.json().data;
    expect(record).toMatchObject({ ...fields, activeStatus: true, localTimeZone: "Asia/Kathmandu" });
    expect(record.createdNepDate).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(Date.parse(record.createdDate)).not.toBeNaN();
    expect((await get()).json().data).toEqual(record);

    const second = await create({ ...fields, address: "Elsewhere" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CONTACT_EXISTS);
    expect((await get()).json().data.address).toBe(fields.address);
  });

  it("keeps empty fields empty (the screen shows N/A) and ignores server-owned fields", async () => {
    const res = await create({
      email: "only@example.np",
      createdNepDate: "1999-01-01",
      localTimeZone: "Mars/Olympus",
      id: 99,
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({ email: "only@example.np", address: "", phoneNumber: "", time: "" });
    expect(record.createdNepDate).not.toBe("1999-01-01");
    expect(record.localTimeZone).toBe("Asia/Kathmandu");
    expect(record.id).not.toBe(99);
  });

  it("refuses a bad e-mail or an over-long field and changes nothing", async () => {
    expect((await create({ ...fields, email: "nope" })).json()).toMatchObject({
      status: 400,
      message: MSG.invalidEmail,
    });
    expect((await create({ ...fields, address: "x".repeat(301) })).json()).toMatchObject({
      status: 400,
      message: "Address must be at most 300 characters",
    });
    expect((await create({ ...fields, phoneNumber: 9842000000 })).statusCode).toBe(400);
    expect((await get()).json().data).toBeNull();
  });

  it("updates and deletes the record by id, and says when the id is not the record's", async () => {
    const id = (await create(fields)).json().data.id as number;
    const created = (await get()).json().data;
    const update = await t.app.inject({
      method: "PUT",
      url: `/api/contact/update/${id}`,
      payload: { ...fields, phoneNumber: "9800000001" },
      headers: admin.headers,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: MSG.contactUpdated, data: { phoneNumber: "9800000001" } });
    expect(update.json().data.createdNepDate).toBe(created.createdNepDate);
    expect(Date.parse(update.json().data.lastModifiedDate)).toBeGreaterThanOrEqual(
      Date.parse(created.lastModifiedDate),
    );

    const wrong = await t.app.inject({
      method: "PUT",
      url: `/api/contact/update/${id + 1000}`,
      payload: fields,
      headers: admin.headers,
    });
    expect(wrong.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: "DELETE",
      url: "/api/contact/delete/abc",
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(400);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/contact/delete/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get()).json().data).toBeNull();
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/contact/delete/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    // Once deleted, a new record may be added.
    expect((await create(fields)).statusCode).toBe(200);
  });

  it("keeps what an update leaves out, and clears a field sent empty", async () => {
    const id = (await create(fields)).json().data.id as number;
    const moved = await update(id, { address: "Dharan" });
    expect(moved.statusCode).toBe(200);
    expect((await get()).json().data).toMatchObject({ ...fields, address: "Dharan" });

    // The admin screen sends every field: an emptied one is cleared.
    const cleared = await update(id, { ...fields, faxNumber: "" });
    expect(cleared.statusCode).toBe(200);
    expect((await get()).json().data).toMatchObject({ ...fields, faxNumber: "" });
  });

  it("refuses an update with none of the record's fields, and changes nothing", async () => {
    const id = (await create(fields)).json().data.id as number;
    const before = (await get()).json().data;
    for (const payload of [{}, { contact: { address: "x" } }, { Address: "x" }]) {
      const res = await update(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, data: null, message: CONTACT_NOTHING_TO_UPDATE });
    }
    expect((await get()).json().data).toEqual(before);
  });

  it("lets only an admin write", async () => {
    const id = (await create(fields)).json().data.id as number;
    const customer = await createSignedInUser(t, "Customer");
    const attempts = [
      { method: "POST" as const, url: "/api/contact/create", payload: fields },
      { method: "PUT" as const, url: `/api/contact/update/${id}`, payload: { ...fields, address: "Hacked" } },
      { method: "DELETE" as const, url: `/api/contact/delete/${id}` },
    ];
    for (const attempt of attempts) {
      expect((await t.app.inject(attempt)).statusCode).toBe(401);
      expect((await t.app.inject({ ...attempt, headers: customer.headers })).statusCode).toBe(403);
    }
    expect((await get()).json().data.address).toBe(fields.address);
  });

  it("dates the record in the Bikram Sambat calendar of the shop's time zone", async () => {
    // 18:30 UTC on 12 April 2024 is already 13 April in Kathmandu: 1 Baisakh 2081, Nepali New Year.
    const row = await createContact(t.app.db, fields, "Asia/Kathmandu", new Date("2024-04-12T18:30:00Z"));
    expect(row.createdNepDate).toBe("2081-01-01");
    expect((await get()).json().data).toMatchObject({
      createdNepDate: "2081-01-01",
      createdDate: "2024-04-12T18:30:00.000Z",
      localTimeZone: "Asia/Kathmandu",
    });
    // The same instant in UTC is still the last day of 2080.
    await t.app.db.delete(contacts);
    const utc = await createContact(t.app.db, fields, "UTC", new Date("2024-04-12T18:30:00Z"));
    expect(utc.createdNepDate).toBe("2080-12-30");
  });
});
