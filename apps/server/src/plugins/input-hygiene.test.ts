import { contactFieldsSchema } from "@shop/shared/company";
import { ID_MAX } from "@shop/shared/ids";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, messages, orders, products, stockHistory, users } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createContact } from "../modules/contact/contact-service.ts";
import { createProduct } from "../modules/products/products-service.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * Issue 11, item 1: a NUL or another control character in any text, and an id above the id
 * columns' range, answered 500. They now answer 400 naming the field in words and change
 * nothing; a database error that a value causes anyway is a 4xx, logged without the values.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let customer: Awaited<ReturnType<typeof createSignedInUser>>;
let productId: number;
let contactId: number;
const logLines: string[] = [];
const SECRET = "hunter2-parameter-value";

/** Routes of this test only: queries whose values the database itself refuses. */
async function probeRoutes(app: FastifyInstance) {
  app.get("/probe/nul-in-query", async () => {
    await app.db
      .select()
      .from(users)
      .where(eq(users.email, `${SECRET}\u0000`));
    return { status: 200, data: null };
  });
  app.get("/probe/out-of-range", async () => {
    await app.db
      .select()
      .from(users)
      .where(eq(users.id, 2 ** 40));
    return { status: 200, data: null };
  });
  app.get("/probe/duplicate", async () => {
    const passwordHash = await hashPassword(SECRET);
    const row = { fullName: "Twin", email: "twin@test.np", phone: "9800000000", passwordHash };
    await app.db.insert(users).values(row).onConflictDoNothing();
    await app.db.insert(users).values(row);
    return { status: 200, data: null };
  });
  app.get("/probe/broken-statement", async () => {
    await app.db.execute(sql`select * from table_that_does_not_exist_xyz where x = ${SECRET}`);
    return { status: 200, data: null };
  });
}

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "info" }, probeRoutes, { write: (line) => logLines.push(line) });
  admin = await createSignedInUser(t, "Admin");
  customer = await createSignedInUser(t, "Customer", { email: "sita@test.np", password: "password-123" });
  const product = await createProduct(
    t.app.db,
    {
      name: "Router",
      brand: "TP-Link",
      model: "C6",
      pricePaisa: 350_000,
      youSavedPaisa: 0,
      category: "Networking items",
      quantity: 5,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
  productId = product.id;
  contactId = (
    await createContact(t.app.db, contactFieldsSchema.parse({ address: "Itahari" }), "Asia/Kathmandu")
  ).id;
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** Each call from its own address: the per-address limits are not what this test is about. */
function call(options: InjectOptions) {
  addressCounter += 1;
  return t.app.inject({ remoteAddress: `10.11.0.${addressCounter % 250}`, ...options });
}

async function counts() {
  const db = t.app.db;
  const [[u], [o], [m], [c], [h], [p]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(messages),
    db.select({ n: count() }).from(contacts),
    db.select({ n: count() }).from(stockHistory),
    db.select({ stock: products.quantity }).from(products).where(eq(products.id, productId)),
  ]);
  const [contact] = await db.select({ address: contacts.address }).from(contacts);
  return {
    users: u?.n,
    orders: o?.n,
    messages: m?.n,
    contacts: c?.n,
    history: h?.n,
    stock: p?.stock,
    contact,
  };
}

const NUL = "\u0000";
const bearer = () => admin.headers;

/** A 400 with the message, and the same words under the field it names (the form marks that field). */
function expectRefused(res: { json(): { fields: Record<string, string> } }, message: string) {
  expect(res.json()).toEqual({
    status: 400,
    data: null,
    message,
    severity: "warning",
    fields: expect.any(Object),
  });
  expect(Object.values(res.json().fields)).toContain(message);
}

describe("a control character in any text", () => {
  const cases: [string, () => InjectOptions, string][] = [
    ["the catalog search", () => ({ method: "GET", url: "/api/products/get-all?q=a%00" }), "Search text"],
    [
      "login",
      () => ({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `sita@test.np${NUL}`, password: "x" },
      }),
      "Email",
    ],
    [
      "registration",
      () => ({
        method: "POST",
        url: "/api/users/create",
        payload: {
          fullName: `Ram${NUL}`,
          email: "ram@test.np",
          phone: "9841234567",
          password: "password-123",
        },
      }),
      "Full name",
    ],
    [
      "a reset request",
      () => ({ method: "POST", url: "/api/auth/reset-password-request?email=sita%40test.np%00" }),
      "Email",
    ],
    [
      "a reset code check",
      () => ({
        method: "POST",
        url: "/api/auth/reset-password-otp-verify?email=sita%40test.np%01&otp=123456",
      }),
      "Email",
    ],
    [
      "a password reset",
      () => ({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: {
          email: "sita@test.np",
          otp: "123456",
          newPassword: `pass${NUL}word1`,
          confirmPassword: "x",
        },
      }),
      "New password",
    ],
    [
      "the contact form",
      () => ({
        method: "POST",
        url: "/api/message/create",
        payload: { email: "a@b.np", message: `Hello${NUL}` },
      }),
      "Message",
    ],
    [
      "an order's address",
      () => ({
        method: "POST",
        url: "/api/orders/create",
        headers: customer.headers,
        payload: {
          orderForm: {
            deliveryType: "home",
            phoneNumber: "9841234567",
            city: `Itahari${NUL}`,
            chowkName: "Pichara",
            famousLandMark: "Big Mart",
          },
          products: [{ id: productId, orderedQuantity: 1 }],
        },
      }),
      "City",
    ],
    [
      "the contact record",
      () => ({
        method: "PUT",
        url: `/api/contact/update/${contactId}`,
        headers: bearer(),
        payload: { address: `Main Road${NUL}` },
      }),
      "Address",
    ],
    [
      "a restock's remarks",
      () => ({
        method: "PATCH",
        url: `/api/products/add-quantity/${productId}?quantity=2&remarks=${encodeURIComponent(`From KTM${NUL}`)}`,
        headers: bearer(),
      }),
      "Remarks",
    ],
    [
      "a line break in a one-line field",
      () => ({
        method: "PUT",
        url: `/api/contact/update/${contactId}`,
        headers: bearer(),
        payload: { openingHours: "10am\n5pm" },
      }),
      "Opening hours",
    ],
  ];

  it.each(cases)("in %s answers 400 naming the field, and changes nothing", async (_name, request, label) => {
    const before = await counts();
    const res = await call(request());
    expectRefused(res, `${label} contains characters that are not allowed.`);
    expect(await counts()).toEqual(before);
  });

  it("is allowed as a line break or a tab in multi-line fields", async () => {
    const message = "Namaste,\r\n\tdo you repair laptops?\nThanks";
    const sent = await call({
      method: "POST",
      url: "/api/message/create",
      payload: { email: "a@b.np", message },
    });
    expect(sent.statusCode).toBe(200);
    // Stored as typed, with the line ends made "\n".
    expect(sent.json().data.message).toBe(message.replace(/\r\n/g, "\n"));

    const remarks = "Shipment 1\nShipment 2";
    const restock = await call({
      method: "PATCH",
      url: `/api/products/add-quantity/${productId}?quantity=1&remarks=${encodeURIComponent(remarks)}`,
      headers: bearer(),
    });
    expect(restock.statusCode).toBe(200);
    const history = await call({
      method: "GET",
      url: `/api/products/get-history/${productId}`,
      headers: bearer(),
    });
    expect(history.json().data[0]).toMatchObject({ quantity: 1, remarks });
  });
});

describe("an id out of range", () => {
  const tooBig = String(ID_MAX + 1);
  const cases: [string, () => InjectOptions, string][] = [
    [
      "an order (as a customer)",
      () => ({ method: "GET", url: `/api/orders/get/${tooBig}`, headers: customer.headers }),
      "The id",
    ],
    [
      "a customer's orders",
      () => ({ method: "GET", url: `/api/orders/get-customerOrders/${tooBig}`, headers: customer.headers }),
      "The customer id",
    ],
    [
      "a cancel",
      () => ({ method: "PATCH", url: `/api/orders/cancel/99999999999999999999`, headers: customer.headers }),
      "The id",
    ],
    [
      "a cart line",
      () => ({
        method: "POST",
        url: "/api/orders/create",
        headers: customer.headers,
        payload: {
          orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
          products: [{ id: ID_MAX + 1, orderedQuantity: 1 }],
        },
      }),
      "A cart line's product id",
    ],
    [
      "the contact record",
      () => ({ method: "DELETE", url: `/api/contact/delete/${tooBig}`, headers: bearer() }),
      "The id",
    ],
    [
      "a customer account",
      () => ({ method: "PATCH", url: `/api/users/active-status/-1`, headers: bearer() }),
      "The id",
    ],
    [
      "a password change",
      () => ({
        method: "PUT",
        url: "/api/users/change-password/1.5",
        headers: customer.headers,
        payload: {
          currentPassword: "password-123",
          newPassword: "password-456",
          confirmPassword: "password-456",
        },
      }),
      "The user id",
    ],
    ["a product", () => ({ method: "GET", url: "/api/products/get/0x1" }), "The id"],
  ];

  it.each(cases)("in %s answers 400 naming the id, and changes nothing", async (_name, request, label) => {
    const before = await counts();
    const res = await call(request());
    expectRefused(res, `${label} must be a whole number from 1 to ${ID_MAX}.`);
    expect(await counts()).toEqual(before);
  });

  it("still finds the largest id there can be (nothing there: 404)", async () => {
    const res = await call({ method: "GET", url: `/api/orders/get/${ID_MAX}`, headers: customer.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe("a database error", () => {
  const logged = () => logLines.join("");

  it("caused by a value answers 400 or 409, logged by code and statement, never with the values", async () => {
    const nul = await call({ method: "GET", url: "/api/probe/nul-in-query" });
    expect(nul.json()).toMatchObject({
      status: 400,
      message: "The request contains a value that cannot be stored.",
    });
    const range = await call({ method: "GET", url: "/api/probe/out-of-range" });
    expect(range.statusCode).toBe(400);
    const duplicate = await call({ method: "GET", url: "/api/probe/duplicate" });
    expect(duplicate.json()).toMatchObject({
      status: 409,
      message: "This would duplicate something that already exists.",
    });

    const entries = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.db);
    expect(entries.map((e) => e.db)).toEqual([
      { code: "22021", statement: "select users" },
      { code: "22003", statement: "select users" },
      { code: "23505", statement: "insert users", constraint: "users_email_key" },
    ]);
    expect(logged()).not.toContain(SECRET);
    expect(logged()).not.toContain(String(2 ** 40));
    expect(logged()).not.toMatch(/\$argon2/);
    for (const res of [nul, range, duplicate]) expect(res.body).not.toMatch(/select|insert|users|hunter2/i);
  });

  it("that is the shop's own fault stays a 500, logged without the values either", async () => {
    const res = await call({ method: "GET", url: "/api/probe/broken-statement" });
    expect(res.statusCode).toBe(500);
    const entry = logLines.map((line) => JSON.parse(line)).find((e) => e.err?.db?.code === "42P01");
    expect(entry?.err).toMatchObject({
      db: { code: "42P01", statement: "select table_that_does_not_exist_xyz" },
    });
    expect(entry?.err.stack).toMatch(/^\s+at /);
    expect(logged()).not.toContain(SECRET);
  });
});
