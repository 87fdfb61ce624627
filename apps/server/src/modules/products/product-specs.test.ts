import type { Product } from "@shop/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm, pngFile, sendForm } from "../../test/multipart-form.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * A product's specifications: label and value rows sent by the product form (a JSON string in
 * the multipart field `specs`), shown in the product's answer in the owner's order, searched like
 * its name, and refused with a message naming the row when wrong.
 */

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
});
afterAll(() => t.close());

const LAPTOP_SPECS = [
  { label: "Processor", value: "Intel Core i5-1235U" },
  { label: "RAM", value: "16 GB DDR4" },
  { label: "Storage", value: "512 GB NVMe SSD" },
  { label: "Display", value: '15.6" FHD IPS' },
];

const fields = (overrides: Record<string, string> = {}) => ({
  name: "IdeaPad Slim 3 Laptop",
  brand: "Lenovo",
  model: "15IAU7",
  price: "85000",
  youSaved: "0",
  quantity: "4",
  description: "A light laptop for study and office work.",
  category: "Laptop",
  ...overrides,
});

async function send(method: "POST" | "PUT", url: string, values: Record<string, string>, withPicture = true) {
  const form = multipartForm(values, withPicture ? { mainFile: await pngFile() } : {});
  return sendForm(t.app, method, url, form, admin);
}

async function create(overrides: Record<string, string> = {}): Promise<Product> {
  const res = await send("POST", "/api/products/create", fields(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function productOf(id: number): Promise<Product> {
  return (await t.app.inject({ url: `/api/products/get/${id}` })).json().data;
}

describe("specifications on the product form", () => {
  it("are stored in the owner's order, trimmed, and shown by the product and the catalog", async () => {
    const padded = LAPTOP_SPECS.map((s) => ({ label: ` ${s.label} `, value: `${s.value}  ` }));
    const product = await create({ specs: JSON.stringify(padded) });
    expect(product.specs).toEqual(LAPTOP_SPECS);
    expect((await productOf(product.id)).specs).toEqual(LAPTOP_SPECS);
    const list = await t.app.inject({ url: "/api/products/get-all?q=ideapad&page=1" });
    expect(list.json().data.items[0].specs).toEqual(LAPTOP_SPECS);
  });

  it("are none when the form has no specs field, or an empty one", async () => {
    expect((await create({ name: "Plain Laptop A" })).specs).toEqual([]);
    expect((await create({ name: "Plain Laptop B", specs: "" })).specs).toEqual([]);
  });

  it("are searched like the name", async () => {
    const product = await create({
      name: "ThinkBook 14 Laptop",
      specs: JSON.stringify([{ label: "Graphics", value: "Radeon 680M" }]),
    });
    const found = await t.app.inject({ url: "/api/products/get-all?q=radeon 680m&page=1" });
    expect(found.json().data.items[0]?.id).toBe(product.id);
  });

  it("are kept by an update that leaves them out, replaced (reordered, fewer) by one that sends them", async () => {
    const product = await create({ name: "Specs Kept Laptop", specs: JSON.stringify(LAPTOP_SPECS) });
    const url = `/api/products/update/${product.id}`;
    const kept = await send("PUT", url, fields({ name: "Specs Kept Laptop", price: "84000" }), false);
    expect(kept.json().data.specs).toEqual(LAPTOP_SPECS);
    const reordered = [LAPTOP_SPECS[2]!, LAPTOP_SPECS[0]!];
    const replaced = await send(
      "PUT",
      url,
      fields({ name: "Specs Kept Laptop", specs: JSON.stringify(reordered) }),
      false,
    );
    expect(replaced.json().data.specs).toEqual(reordered);
    const cleared = await send("PUT", url, fields({ name: "Specs Kept Laptop", specs: "[]" }), false);
    expect(cleared.json().data.specs).toEqual([]);
  });
});

describe("bad specifications get a 400 naming the row, and change nothing", () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: `Port ${i + 1}`, value: "USB-C" }));

  it.each([
    ["not JSON", "RAM: 16 GB", "Specifications must be a list of rows, each with a label and a value"],
    ["an object", '{"label":"RAM","value":"16 GB"}', "Specifications must be a list of rows"],
    ["a row without a value key", '[{"label":"RAM"}]', "Specifications must be a list of rows"],
    ["a number as a value", '[{"label":"RAM","value":16}]', "Specifications must be a list of rows"],
    ["an empty label", JSON.stringify([{ label: "  ", value: "16 GB" }]), "Specification 1 needs a label"],
    [
      "an empty value",
      JSON.stringify([LAPTOP_SPECS[0], { label: "RAM", value: "" }]),
      "Specification 2 (RAM) needs a value",
    ],
    ["41 rows", JSON.stringify(rows(41)), "Specifications can have at most 40 rows"],
    [
      "a label of 61 characters",
      JSON.stringify([{ label: "L".repeat(61), value: "x" }]),
      "Specification 1: the label must be at most 60 characters",
    ],
    [
      "a value of 201 characters",
      JSON.stringify([{ label: "Notes", value: "v".repeat(201) }]),
      "Specification 1 (Notes): the value must be at most 200 characters",
    ],
    [
      "a label twice, case aside",
      JSON.stringify([...LAPTOP_SPECS, { label: "ram", value: "8 GB" }]),
      "Specifications have the label ram twice",
    ],
    [
      "a line break in a value",
      JSON.stringify([{ label: "RAM", value: "16 GB\nDDR4" }]),
      "Specification 1 contains characters that are not allowed.",
    ],
    [
      "a NUL in a label",
      JSON.stringify([{ label: "R\u0000AM", value: "16 GB" }]),
      "Specification 1 contains characters that are not allowed.",
    ],
  ])("refuses %s", async (_, specs, message) => {
    const before = await t.app.inject({ url: "/api/products/get-all?page=1&pageSize=1" });
    const res = await send("POST", "/api/products/create", fields({ name: "Refused Laptop", specs }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().fields?.specs).toContain(message);
    const after = await t.app.inject({ url: "/api/products/get-all?page=1&pageSize=1" });
    expect(after.json().data.total).toBe(before.json().data.total);
  });

  it("takes exactly 40 rows, a 60-character label and a 200-character value", async () => {
    const full = [...rows(39), { label: "L".repeat(60), value: "v".repeat(200) }];
    expect((await create({ name: "Forty Rows Laptop", specs: JSON.stringify(full) })).specs).toEqual(full);
  });

  it("refuses a bad update and keeps the specifications", async () => {
    const product = await create({ name: "Guarded Laptop", specs: JSON.stringify(LAPTOP_SPECS) });
    const res = await send(
      "PUT",
      `/api/products/update/${product.id}`,
      fields({ name: "Guarded Laptop", specs: JSON.stringify([{ label: "", value: "x" }]) }),
      false,
    );
    expect(res.statusCode).toBe(400);
    expect((await productOf(product.id)).specs).toEqual(LAPTOP_SPECS);
  });
});
