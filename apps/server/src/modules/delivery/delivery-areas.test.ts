import { contactFieldsSchema } from "@shop/shared/company";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryAreas, mailOutbox, orders } from "../../db/schema.ts";
import {
  createSignedInUser,
  createTestApp,
  createTestArea,
  createTestProduct,
  type TestApp,
} from "../../test/test-app.ts";
import { createContact } from "../contact/contact-service.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let shopper: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, "Admin");
  shopper = await createSignedInUser(t, "Customer");
  await createContact(
    t.app.db,
    contactFieldsSchema.parse({ address: "Itahari", phoneNumber: "9842099999, 9812000000" }),
    "Asia/Kathmandu",
  );
});
afterAll(async () => {
  await t.close();
});

const home = {
  deliveryType: "home",
  phoneNumber: "9812345678",
  chowkName: "Bhanu Chowk",
  famousLandMark: "the clock tower",
};

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) {
  return t.app.inject({ method, url: `/api/delivery-areas${url}`, headers, ...(payload ? { payload } : {}) });
}

function order(orderForm: object, productId: number, quantity = 1) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers: shopper.headers,
    payload: { orderForm, products: [{ id: productId, orderedQuantity: quantity }] },
  });
}

async function areaCount() {
  const [row] = await t.app.db.select({ n: count() }).from(deliveryAreas);
  return row!.n;
}

describe("the owner's delivery areas", () => {
  it("adds, lists, changes and removes areas; shoppers see only the active ones", async () => {
    const created = await call("POST", "/create", {
      name: "  Tarahara   Bazaar ",
      charge: 120,
      freeFrom: 15000,
    });
    expect(created.statusCode).toBe(200);
    const area = created.json().data;
    expect(area).toMatchObject({ name: "Tarahara Bazaar", charge: 120, freeFrom: 15000, active: true });
    const hidden = await call("POST", "/create", { name: "Chatara", charge: 300, active: false });
    expect(hidden.json().data).toMatchObject({ freeFrom: null, active: false });

    const everyone = await call("GET", "/get-all", undefined, {});
    expect(everyone.json().data.map((a: { name: string }) => a.name)).toContain("Tarahara Bazaar");
    expect(everyone.json().data.map((a: { name: string }) => a.name)).not.toContain("Chatara");
    const owner = await call("GET", "/list-all");
    expect(owner.json().data.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining(["Chatara", "Tarahara Bazaar"]),
    );

    const changed = await call("PUT", `/update/${area.id}`, {
      name: "Tarahara",
      charge: 130.5,
      freeFrom: "",
    });
    expect(changed.json().data).toMatchObject({ name: "Tarahara", charge: 130.5, freeFrom: null });
    expect((await call("DELETE", `/delete/${hidden.json().data.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/delete/${hidden.json().data.id}`)).statusCode).toBe(404);
  });

  it("refuses a second area of the same name, whatever its case and spaces", async () => {
    await call("POST", "/create", { name: "Jhumka", charge: 100 });
    const before = await areaCount();
    const again = await call("POST", "/create", { name: " JHUMKA ", charge: 50 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "There is already a delivery area called JHUMKA. Edit that one instead.",
    );
    expect(await areaCount()).toBe(before);
  });

  it.each([
    [{ charge: 100 }, "Name is required"],
    [{ name: "  ", charge: 100 }, "Name is required"],
    [{ name: "Bad\u0000Town", charge: 100 }, "Name contains characters that are not allowed."],
    [{ name: "x".repeat(81), charge: 100 }, "Name must be at most 80 characters"],
    [{ name: "Nowhere" }, "Delivery charge is required"],
    [{ name: "Nowhere", charge: -1 }, "Delivery charge must be at least 0"],
    [{ name: "Nowhere", charge: 10.005 }, "Delivery charge can have at most two decimals"],
    [{ name: "Nowhere", charge: 1e20 }, "Delivery charge must be at most 100000"],
    [{ name: "Nowhere", charge: "lots" }, "Delivery charge must be a number"],
    [{ name: "Nowhere", charge: "0x10" }, "Delivery charge must be a number"],
    [{ name: "Nowhere", charge: "1e3" }, "Delivery charge must be a number"],
    [{ name: "Nowhere", charge: 10, freeFrom: "0x10" }, "Free from must be a number"],
    [{ name: "Nowhere", charge: 10, freeFrom: "1e3" }, "Free from must be a number"],
    [{ name: "Nowhere", charge: 10, freeFrom: 0 }, "Free from must be at least 0.01"],
    [{ name: "Nowhere", charge: 10, active: "yes" }, "Active must be true or false"],
  ])("refuses %j with a message naming the field, and adds nothing", async (body, message) => {
    const before = await areaCount();
    const res = await call("POST", "/create", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await areaCount()).toBe(before);
  });

  it("lets only the owner change areas", async () => {
    const before = await areaCount();
    expect((await call("POST", "/create", { name: "Sneaky", charge: 1 }, shopper.headers)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/create", { name: "Sneaky", charge: 1 }, {})).statusCode).toBe(401);
    expect((await call("GET", "/list-all", undefined, shopper.headers)).statusCode).toBe(403);
    expect((await call("DELETE", "/delete/1", undefined, shopper.headers)).statusCode).toBe(403);
    expect(await areaCount()).toBe(before);
    expect((await call("PUT", "/update/999999", { name: "Ghost", charge: 1 })).statusCode).toBe(404);
  });
});

describe("the delivery charge of an order", () => {
  let dharan: { id: number };
  let productId: number;
  beforeAll(async () => {
    dharan = await createTestArea(t, "Dharan", 150, 25000);
    await createTestArea(t, "Dhankuta", 400, null, false);
    productId = (await createTestProduct(t, "Delivery SSD", 100, 5000_00)).id;
  });

  it("matches the city without case or extra spaces, charges the area and adds it to the total", async () => {
    const res = await order({ ...home, city: "  dHARAN   " }, productId);
    expect(res.statusCode).toBe(200);
    const placed = res.json().data;
    expect(placed).toMatchObject({
      deliveryCharge: 150,
      totalPrice: 5150,
      orderForm: { city: "Dharan", total: 5150 },
    });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ deliveryChargePaisa: 15000, totalPaisa: 515000, city: "Dharan" });
    const mail = await t.app.db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your order #${placed.id} is placed`));
    expect(mail[0]?.body).toContain("Delivery to Dharan: Rs 150");
    expect(mail[0]?.body).toContain("Total: Rs 5,150");
  });

  it("takes the area from deliveryAreaId when the checkout sends it", async () => {
    const res = await order({ ...home, city: "dharan bazaar", deliveryAreaId: dharan.id }, productId);
    expect(res.json().data).toMatchObject({ deliveryCharge: 150, orderForm: { city: "Dharan" } });
  });

  it("delivers free once the goods reach the area's free-from amount", async () => {
    const res = await order({ ...home, city: "Dharan" }, productId, 5);
    expect(res.json().data).toMatchObject({ deliveryCharge: 0, totalPrice: 25000 });
  });

  it("ignores a delivery charge the browser sends", async () => {
    const res = await order({ ...home, city: "Dharan", deliveryCharge: 0, total: 1 }, productId);
    expect(res.json().data).toMatchObject({ deliveryCharge: 150, totalPrice: 5150 });
  });

  it("charges nothing for a store pickup, even with an area named", async () => {
    const res = await order(
      { deliveryType: "store", phoneNumber: "9812345678", city: "Dharan", deliveryAreaId: dharan.id },
      productId,
    );
    expect(res.json().data).toMatchObject({ deliveryCharge: 0, totalPrice: 5000 });
  });

  it("keeps the charge an order was placed with when the owner changes the area", async () => {
    const first = (await order({ ...home, city: "Dharan" }, productId)).json().data;
    await call("PUT", `/update/${dharan.id}`, { name: "Dharan", charge: 180, freeFrom: 25000 });
    const later = (await order({ ...home, city: "Dharan" }, productId)).json().data;
    expect(later.deliveryCharge).toBe(180);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/orders/get/${first.id}`,
      headers: shopper.headers,
    });
    expect(again.json().data).toMatchObject({ deliveryCharge: 150, totalPrice: 5150 });
    await call("PUT", `/update/${dharan.id}`, { name: "Dharan", charge: 150, freeFrom: 25000 });
  });

  it.each([
    [
      "a city that is no area",
      { city: "Kathmandu" },
      "We do not deliver to Kathmandu yet. Please call the shop on 9842099999",
    ],
    [
      "an inactive area by name",
      { city: "dhankuta" },
      "We do not deliver to dhankuta yet. Please call the shop on 9842099999",
    ],
    [
      "an area id that does not exist",
      { city: "Dharan", deliveryAreaId: 999999 },
      "Delivery area #999999 is not one we deliver to.",
    ],
  ])("refuses %s, and places nothing", async (_what, form, message) => {
    const [before] = await t.app.db.select({ n: count() }).from(orders);
    const res = await order({ ...home, ...form }, productId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const [after] = await t.app.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });

  it("refuses an inactive area's id", async () => {
    const [inactive] = await t.app.db.select().from(deliveryAreas).where(eq(deliveryAreas.name, "Dhankuta"));
    const res = await order({ ...home, city: "Dhankuta", deliveryAreaId: inactive!.id }, productId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { deliveryAreaId: expect.stringContaining("is not one we deliver to") },
    });
  });

  it.each([
    ["an id of zero", 0],
    ["a text id", "two"],
    ["an id past the column's range", 2 ** 40],
  ])("refuses %s for deliveryAreaId", async (_what, deliveryAreaId) => {
    const res = await order({ ...home, city: "Dharan", deliveryAreaId }, productId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Delivery area");
  });
});
