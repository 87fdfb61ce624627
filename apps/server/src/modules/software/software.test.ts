import type { Software } from "@shop/shared/software";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictures, products, software } from "../../db/schema.ts";
import { multipartForm, pngFile, sendForm } from "../../test/multipart-form.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
  customer = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

const fields = (overrides: Record<string, string> = {}) => ({
  name: "Pasal Retail POS",
  price: "25000",
  link: "https://koshiit.com.np/retail",
  description: "Billing, stock and VAT reports for shops.",
  ...overrides,
});

async function create(overrides: Record<string, string> = {}): Promise<Software> {
  const form = multipartForm(fields(overrides), { image: await pngFile() });
  const res = await sendForm(t.app, "POST", "/api/software/create", form, admin);
  expect(res.json()).toMatchObject({ status: 200, message: "Software created successfully" });
  return res.json().data;
}

async function counts() {
  const [row] = await t.app.db.select({ n: count() }).from(software);
  const [stored] = await t.app.db.select({ n: count() }).from(pictures);
  return [row?.n ?? 0, stored?.n ?? 0];
}

describe("software offerings", () => {
  it("are created by an admin and read by anyone", async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: "Pasal Retail POS",
      price: 25000,
      link: "https://koshiit.com.np/retail",
    });
    expect(created.imageName).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const picture = await t.app.inject({ method: "GET", url: created.imageName });
    expect((await sharp(picture.rawPayload).metadata()).format).toBe("webp");

    const list = await t.app.inject({ method: "GET", url: "/api/software/get-all" });
    expect(list.json().data).toContainEqual(created);
    const one = await t.app.inject({ method: "GET", url: `/api/software/get/${created.id}` });
    expect(one.json().data).toEqual(created);
  });

  it.each([
    ["a missing name", { name: "" }, "Please fill all the fields"],
    ["a missing price", { price: "" }, "Please fill all the fields"],
    ["a missing link", { link: "" }, "Please fill all the fields"],
    ["a missing description", { description: " " }, "Please fill all the fields"],
    [
      "a link that is not a web address",
      { link: "javascript:alert(1)" },
      "Link must be an http or https address",
    ],
    ["a link without a scheme", { link: "koshiit.com.np" }, "Link must be an http or https address"],
    ["a negative price", { price: "-1" }, "Price must be at least 0"],
  ])("refuses %s and changes nothing", async (_case, overrides, message) => {
    const before = await counts();
    const form = multipartForm(fields(overrides), { image: await pngFile() });
    const res = await sendForm(t.app, "POST", "/api/software/create", form, admin);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect(await counts()).toEqual(before);
  });

  it("needs an image, and a real one", async () => {
    const before = await counts();
    const noImage = multipartForm(fields());
    const res = await sendForm(t.app, "POST", "/api/software/create", noImage, admin);
    expect(res.json()).toMatchObject({ status: 400, message: "Please fill all the fields" });
    const svg = multipartForm(fields(), {
      image: {
        filename: "a.svg",
        contentType: "image/svg+xml",
        content: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      },
    });
    const bad = await sendForm(t.app, "POST", "/api/software/create", svg, admin);
    expect(bad.json()).toMatchObject({
      status: 400,
      message: "Picture must be a JPEG, PNG, WebP, AVIF or GIF picture.",
    });
    expect(await counts()).toEqual(before);
  });

  it("are updated with the same rules; a new image replaces the old one", async () => {
    const created = await create();
    const form = multipartForm(fields({ name: "Pasal Retail POS v2", price: "27500.75" }), {
      image: await pngFile(500, 500, "#00897b"),
    });
    const res = await sendForm(t.app, "PUT", `/api/software/update/${created.id}`, form, admin);
    expect(res.json()).toMatchObject({ status: 200, message: "Software Updated Successfully" });
    expect(res.json().data).toMatchObject({ name: "Pasal Retail POS v2", price: 27500.75 });
    expect(res.json().data.imageName).not.toBe(created.imageName);
    const old = await t.app.inject({ method: "GET", url: created.imageName });
    expect(old.statusCode).toBe(404);

    const blank = multipartForm(fields({ link: "" }));
    const refused = await sendForm(t.app, "PUT", `/api/software/update/${created.id}`, blank, admin);
    expect(refused.json()).toMatchObject({ status: 400, message: "Please fill all the fields" });
  });

  it("are deleted on their own path, which leaves the product with the same id alone", async () => {
    const created = await create({ name: "Bhojan Restaurant Suite" });
    const [productsBefore] = await t.app.db.select({ n: count() }).from(products);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/software/delete/${created.id}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ status: 200, message: "software deleted successfully" });
    const list = await t.app.inject({ method: "GET", url: "/api/software/get-all" });
    expect(list.json().data.map((s: Software) => s.id)).not.toContain(created.id);
    const one = await t.app.inject({ method: "GET", url: `/api/software/get/${created.id}` });
    expect(one.statusCode).toBe(404);
    const [productsAfter] = await t.app.db.select({ n: count() }).from(products);
    expect(productsAfter).toEqual(productsBefore);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/software/delete/${created.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it("keep writes to admins", async () => {
    const created = await create();
    const form = multipartForm(fields(), { image: await pngFile() });
    const anonymous = await sendForm(t.app, "POST", "/api/software/create", form);
    expect(anonymous.statusCode).toBe(401);
    const shopper = await t.app.inject({
      method: "DELETE",
      url: `/api/software/delete/${created.id}`,
      headers: customer,
    });
    expect(shopper.statusCode).toBe(403);
  });
});
