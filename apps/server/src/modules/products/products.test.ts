import type { Product } from "@shop/shared/products";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictures, products } from "../../db/schema.ts";
import { jpegBuffer, multipartForm, pngFile, sendForm } from "../../test/multipart-form.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
const MAX_BYTES = 256 * 1024;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  admin = (await createSignedInUser(t, "Admin")).headers;
  customer = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

const validFields = (overrides: Record<string, string | number> = {}) => ({
  name: "Ryzen 5 7600 Processor",
  brand: "AMD",
  model: "100-100001015BOX",
  price: "32500.50",
  youSaved: "1500",
  quantity: "8",
  description: "Six cores, twelve threads, AM5 socket.",
  category: "Computer Parts",
  ...overrides,
});

async function createProduct(
  fields: Record<string, string | number> = {},
  extraFiles: Record<string, Awaited<ReturnType<typeof pngFile>>> = {},
): Promise<Product> {
  const form = multipartForm(validFields(fields), { mainFile: await pngFile(), ...extraFiles });
  const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
  expect(res.json().message).toBe("Product Created Successfully");
  return res.json().data;
}

async function uploadsCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(pictures);
  return row?.n ?? 0;
}
/** Whether the shop serves a picture address (as a browser would load it). */
async function served(url: string): Promise<boolean> {
  const res = await t.app.inject({ url });
  if (res.statusCode === 200) expect(res.headers["content-type"]).toBe("image/webp");
  return res.statusCode === 200;
}
const thumbOf = (url: string) => url.replace(".webp", "-thumb.webp");
async function productsCount(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function history(id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/products/get-history/${id}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    quantity: number;
    changeType: string;
    remarks: string;
    localTimeZone: string;
  }[];
}

describe("POST /api/products/create", () => {
  it("stores a product with its pictures re-encoded as WebP under random names", async () => {
    const product = await createProduct({}, { optionalFile2: await pngFile(300, 300, "#43a047") });
    expect(product).toMatchObject({
      name: "Ryzen 5 7600 Processor",
      price: 32500.5,
      youSaved: 1500,
      quantity: 8,
      category: "Computer Parts",
      optionalFile1Name: null,
      optionalFile3Name: null,
      deleted: false,
    });
    expect(product.mainFileName).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(product.optionalFile2Name).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const picture = await t.app.inject({ method: "GET", url: product.mainFileName });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.headers["cache-control"]).toContain("max-age=31536000");
    expect((await sharp(picture.rawPayload).metadata()).format).toBe("webp");
    const thumb = await t.app.inject({ method: "GET", url: product.thumbnailName });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it("keeps writes to admins", async () => {
    const form = multipartForm(validFields(), { mainFile: await pngFile() });
    const anonymous = await sendForm(t.app, "POST", "/api/products/create", form);
    expect(anonymous.statusCode).toBe(401);
    const shopper = await sendForm(t.app, "POST", "/api/products/create", form, customer);
    expect(shopper.statusCode).toBe(403);
  });

  it.each([
    ["a missing name", { name: "" }, "Please fill all the field", { name: "Name is required" }],
    ["a missing price", { price: " " }, "Please fill all the field", { price: "Price is required" }],
    [
      "a missing saving",
      { youSaved: "" },
      "Please fill all the field",
      { youSaved: "You saved is required" },
    ],
    [
      "a missing quantity",
      { quantity: "" },
      "Please fill all the field",
      { quantity: "Quantity is required" },
    ],
    [
      "a missing description",
      { description: "" },
      "Please fill all the field",
      { description: "Description is required" },
    ],
    ["a negative price", { price: "-1" }, "Price must be at least 0", undefined],
    ["a price with three decimals", { price: "10.999" }, "Price can have at most two decimals", undefined],
    ["a price that is not a number", { price: "ten" }, "Price must be a number", undefined],
    // Number() reads these as 16 and 1000; nobody types a price that way.
    ["a hexadecimal price", { price: "0x10" }, "Price must be a number", undefined],
    ["a price with an exponent", { price: "1e3" }, "Price must be a number", undefined],
    ["a hexadecimal saving", { youSaved: "0x10" }, "You saved must be a number", undefined],
    ["a saving with an exponent", { youSaved: "1e3" }, "You saved must be a number", undefined],
    ["a hexadecimal quantity", { quantity: "0x10" }, "Quantity must be a whole number", undefined],
    ["a quantity with an exponent", { quantity: "1e3" }, "Quantity must be a whole number", undefined],
    ["a negative saving", { youSaved: "-5" }, "You saved must be at least 0", undefined],
    ["a fractional quantity", { quantity: "1.5" }, "Quantity must be a whole number", undefined],
    ["a negative quantity", { quantity: "-2" }, "Quantity must be at least 0", undefined],
    ["an unknown category", { category: "Phones" }, "Please choose a category", undefined],
    ["no category", { category: "" }, "Please choose a category", undefined],
  ])("refuses %s and changes nothing, marking the field", async (_case, overrides, message, fields) => {
    const before = [await productsCount(), await uploadsCount()];
    const form = multipartForm(validFields(overrides), { mainFile: await pngFile() });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(400);
    const field = Object.keys(overrides)[0]!;
    // The field is marked with its own message: "<field> is required" where the summary is the form-wide one.
    expect(res.json()).toEqual({
      status: 400,
      data: null,
      message,
      severity: "warning",
      fields: fields ?? { [field]: message },
    });
    expect([await productsCount(), await uploadsCount()]).toEqual(before);
  });

  it("needs the main picture", async () => {
    const form = multipartForm(validFields(), { optionalFile1: await pngFile() });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Please fill all the field",
      fields: { mainFile: "Main picture is required" },
    });
  });

  it("refuses a JSON body: the form is multipart", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products/create",
      headers: admin,
      payload: validFields(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The form must be sent as multipart/form-data");
  });
});

describe("pictures that are not pictures", () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

  it.each([
    ["an SVG drawing", "mainFile", { filename: "logo.svg", contentType: "image/svg+xml", content: svg }],
    ["an HTML page named .png", "mainFile", { filename: "cat.png", contentType: "image/png", content: html }],
    [
      "an HTML page as an optional picture",
      "optionalFile3",
      { filename: "x.png", contentType: "image/png", content: html },
    ],
  ])("refuses %s, naming the field, and writes nothing", async (_case, field, file) => {
    const before = [await productsCount(), await uploadsCount()];
    const files = field === "mainFile" ? { mainFile: file } : { mainFile: await pngFile(), [field]: file };
    const form = multipartForm(validFields(), files);
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(400);
    const label = field === "mainFile" ? "Main picture" : "Optional picture 3";
    const message = `${label} must be a JPEG, PNG, WebP, AVIF or GIF picture.`;
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect([await productsCount(), await uploadsCount()]).toEqual(before);
  });

  it("refuses a truncated JPEG", async () => {
    const before = [await productsCount(), await uploadsCount()];
    const jpeg = await jpegBuffer();
    const form = multipartForm(validFields(), {
      mainFile: {
        filename: "half.jpg",
        contentType: "image/jpeg",
        content: jpeg.subarray(0, jpeg.length / 2),
      },
    });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Main picture must be a JPEG, PNG, WebP, AVIF or GIF picture.");
    expect([await productsCount(), await uploadsCount()]).toEqual(before);
  });

  it("refuses a picture of 8000 × 8000 pixels, saying its dimensions and the limit, and writes nothing", async () => {
    const before = [await productsCount(), await uploadsCount()];
    // One colour, fully compressed: under the upload's byte limit, 64 megapixels to decode.
    const content = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#1e88e5" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(content.length).toBeLessThan(MAX_BYTES);
    const huge = { filename: "poster.png", contentType: "image/png", content };
    const form = multipartForm(validFields(), { mainFile: await pngFile(), optionalFile2: huge });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(400);
    const message =
      "Optional picture 2 is 8000 × 8000 pixels, too large: a picture can have at most 40 megapixels (width × height).";
    expect(res.json()).toMatchObject({ message, fields: { optionalFile2: message } });
    expect([await productsCount(), await uploadsCount()]).toEqual(before);
  });

  it("refuses a file over UPLOAD_MAX_BYTES with 413, naming the field in words", async () => {
    const before = [await productsCount(), await uploadsCount()];
    const big = { filename: "big.png", contentType: "image/png", content: Buffer.alloc(MAX_BYTES + 10, 1) };
    const form = multipartForm(validFields(), { mainFile: await pngFile(), optionalFile1: big });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      message: "Optional picture 1 is larger than 256 KB.",
      fields: { optionalFile1: "Optional picture 1 is larger than 256 KB." },
    });
    expect([await productsCount(), await uploadsCount()]).toEqual(before);
  });

  it("never uses the client's file name as a path", async () => {
    const file = { ...(await pngFile()), filename: "../../etc/passwd.png" };
    const form = multipartForm(validFields(), { mainFile: file });
    const res = await sendForm(t.app, "POST", "/api/products/create", form, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mainFileName).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });
});

describe("the catalog", () => {
  it("hides a deleted product from shoppers but not from an admin, and restore brings it back", async () => {
    const product = await createProduct({ name: "Archer C6 Router", category: "Networking items" });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/products/delete/${product.id}`,
      headers: admin,
    });
    expect(del.json()).toMatchObject({ status: 200, message: "product deleted successfully" });

    const anonymousList = await t.app.inject({ method: "GET", url: "/api/products/get-all" });
    expect(anonymousList.json().data.map((p: Product) => p.id)).not.toContain(product.id);
    const shopperList = await t.app.inject({
      method: "GET",
      url: "/api/products/get-all",
      headers: customer,
    });
    expect(shopperList.json().data.map((p: Product) => p.id)).not.toContain(product.id);
    const anonymousOne = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(anonymousOne.statusCode).toBe(404);

    const adminList = await t.app.inject({ method: "GET", url: "/api/products/get-all", headers: admin });
    expect(adminList.json().data.find((p: Product) => p.id === product.id)).toMatchObject({ deleted: true });
    const adminOne = await t.app.inject({
      method: "GET",
      url: `/api/products/get/${product.id}`,
      headers: admin,
    });
    expect(adminOne.json().data.deleted).toBe(true);

    // A stale or forged token is simply a shopper, not an error.
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/products/get-all",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.map((p: Product) => p.id)).not.toContain(product.id);

    const restore = await t.app.inject({
      method: "PATCH",
      url: `/api/products/restore/${product.id}`,
      headers: admin,
    });
    expect(restore.statusCode).toBe(200);
    const again = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(again.json().data).toMatchObject({ id: product.id, deleted: false });
  });

  it("searches name, brand and model without case, filters by category, sorts and pages", async () => {
    const cheap = await createProduct({
      name: "Budget Mouse Pad",
      brand: "Zebronics",
      model: "ZEB-X1",
      price: "450",
      category: "Computer Parts",
    });
    const dear = await createProduct({
      name: "Gaming Laptop",
      brand: "Zebronics",
      model: "ZX-Pro",
      price: "185000",
      category: "Laptop",
    });
    const get = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/products/get-all?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect((await get("q=zebronics")).map((p: Product) => p.id).sort()).toEqual([cheap.id, dear.id].sort());
    expect((await get("q=zx-PRO")).map((p: Product) => p.id)).toEqual([dear.id]);
    // What a search cannot name (LIKE's % and _, only punctuation) finds nothing, never everything.
    expect((await get("q=%25")).length).toBe(0);
    expect((await get("q=_")).length).toBe(0);
    expect((await get("q=zebronics&category=Laptop")).map((p: Product) => p.id)).toEqual([dear.id]);
    expect((await get("q=zebronics&sort=price-asc")).map((p: Product) => p.id)).toEqual([cheap.id, dear.id]);
    expect((await get("q=zebronics&sort=price-desc")).map((p: Product) => p.id)).toEqual([dear.id, cheap.id]);
    expect((await get("q=zebronics&sort=newest")).map((p: Product) => p.id)).toEqual([dear.id, cheap.id]);
    const page = await get("q=zebronics&sort=price-asc&page=2&pageSize=1");
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items.map((p: Product) => p.id)).toEqual([dear.id]);
    // A page past the end still says how many match; a search with no match says none.
    expect(await get("q=zebronics&page=3&pageSize=1")).toMatchObject({ items: [], total: 2, page: 3 });
    expect(await get("q=nothing-like-this&page=1&pageSize=5")).toMatchObject({ items: [], total: 0 });

    // The first page names the brands of every match with the brand left out (a paged catalog's
    // brand choices), each once whatever its case; later pages do not repeat them.
    await createProduct({ name: "Budget Keyboard", brand: " zebronics ", price: "900", category: "Laptop" });
    await createProduct({ name: "Office Laptop", brand: "Acer", price: "60000", category: "Laptop" });
    const laptops = await get("category=Laptop&brand=Zebronics&page=1&pageSize=1");
    expect(laptops.brands).toContain("Acer");
    expect(laptops.brands.filter((b: string) => b.toLowerCase() === "zebronics")).toHaveLength(1);
    expect(laptops.brands).not.toContain("");
    const searched = (await get("q=zebronics&page=1&pageSize=1")).brands as string[];
    expect(searched.map((b) => b.toLowerCase())).toEqual(["zebronics"]);
    expect((await get("category=Laptop&page=2&pageSize=1")).brands).toBeUndefined();

    const bad = await t.app.inject({ method: "GET", url: "/api/products/get-all?category=Phones" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "Category must be one of the six categories",
      fields: { category: "Category must be one of the six categories" },
    });
  });

  it("filters the admin's list by status (active, deleted, out of stock, low stock) and pages it", async () => {
    const empty = await createProduct({ brand: "Statustest", quantity: "0" });
    const low = await createProduct({ brand: "Statustest", quantity: "5" });
    const plenty = await createProduct({ brand: "Statustest", quantity: "6" });
    const gone = await createProduct({ brand: "Statustest", quantity: "2" });
    await t.app.inject({ method: "DELETE", url: `/api/products/delete/${gone.id}`, headers: admin });
    const ids = async (status: string, headers = admin) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/products/get-all?q=statustest&status=${status}&page=1&pageSize=10`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.items as Product[]).map((p) => p.id).sort((a, b) => a - b);
    };
    expect(await ids("active")).toEqual([empty.id, low.id, plenty.id]);
    expect(await ids("deleted")).toEqual([gone.id]);
    expect(await ids("out-of-stock")).toEqual([empty.id]);
    expect(await ids("low-stock")).toEqual([low.id]);
    // A shopper never sees deleted products, whatever is asked.
    expect(await ids("deleted", customer)).toEqual([]);
    const page = await t.app.inject({
      method: "GET",
      url: "/api/products/get-all?q=statustest&page=2&pageSize=3",
      headers: admin,
    });
    expect(page.json().data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.json().data.items).toHaveLength(1);
    const bad = await t.app.inject({ method: "GET", url: "/api/products/get-all?status=sold" });
    expect(bad.json()).toMatchObject({
      status: 400,
      message: "Status must be one of: active, deleted, out-of-stock, low-stock",
    });
  });

  it("answers 404 for a product that does not exist and 400 for an id that is not a number", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/products/get/999999" });
    expect(missing.json()).toMatchObject({ status: 404, message: "Product not found" });
    const bad = await t.app.inject({ method: "GET", url: "/api/products/get/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("The id must be a whole number from 1 to 2147483647.");
  });
});

describe("stock and its history", () => {
  it("records the initial stock, a restock with remarks and a correction with its signed difference", async () => {
    const product = await createProduct({ quantity: "5" });
    const restock = await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${product.id}?quantity=10&remarks=${encodeURIComponent("Shipment from Kathmandu")}`,
      headers: admin,
    });
    expect(restock.json()).toMatchObject({ status: 200, message: "Product quantity increased successfully" });
    expect(restock.json().data.quantity).toBe(15);

    const form = multipartForm(validFields({ quantity: "12", name: "Ryzen 5 7600 (boxed)" }));
    const update = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(update.json()).toMatchObject({ status: 200, message: "Product Updated Successfully" });
    expect(update.json().data).toMatchObject({
      quantity: 12,
      name: "Ryzen 5 7600 (boxed)",
      mainFileName: product.mainFileName,
    });

    const rows = await history(product.id);
    expect(rows.map((r) => [r.quantity, r.changeType])).toEqual([
      [-3, "Correction"],
      [10, "Restock"],
      [5, "Initial stock"],
    ]);
    expect(rows[1]?.remarks).toBe("Shipment from Kathmandu");
    expect(rows[0]?.localTimeZone).toBe("Asia/Kathmandu");

    // An update that leaves the quantity alone writes no row.
    await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(await history(product.id)).toHaveLength(3);
  });

  it("keeps stock that moved while the form was open, and refuses to overwrite it with a changed quantity", async () => {
    const product = await createProduct({ quantity: "5" });
    // The form opened at 5; meanwhile a restock brings the stock to 8.
    await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${product.id}?quantity=3&remarks=x`,
      headers: admin,
    });

    const untouched = multipartForm(
      validFields({ quantity: "5", expectedQuantity: "5", name: "Renamed while restocked" }),
    );
    const kept = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, untouched, admin);
    expect(kept.json()).toMatchObject({
      status: 200,
      data: { quantity: 8, name: "Renamed while restocked" },
    });

    const changed = multipartForm(validFields({ quantity: "2", expectedQuantity: "5" }));
    const refused = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, changed, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The stock of Renamed while restocked changed to 8 while you were editing. Check the quantity and save again.",
    );
    const after = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(after.json().data.quantity).toBe(8);
    expect((await history(product.id)).map((r) => r.changeType)).toEqual(["Restock", "Initial stock"]);

    // With the current quantity as the starting point, the change goes through.
    const fresh = multipartForm(validFields({ quantity: "2", expectedQuantity: "8" }));
    const saved = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, fresh, admin);
    expect(saved.json().data.quantity).toBe(2);
  });

  it.each([
    "",
    "quantity=0",
    "quantity=-4",
    "quantity=1.5",
    "quantity=lots",
    "quantity=0x10",
    "quantity=1e3",
  ])("refuses a restock with %j: 'Please insert quantity'", async (query) => {
    const product = await createProduct({ quantity: "1" });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${product.id}?${query}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please insert quantity");
    expect(await history(product.id)).toHaveLength(1);
  });

  it("refuses a restock past the most a product may hold, and changes nothing; the form still saves", async () => {
    const product = await createProduct({ quantity: "999000", name: "Bulk cable ties" });
    const restock = (quantity: number) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/products/add-quantity/${product.id}?quantity=${quantity}`,
        headers: admin,
      });
    const over = await restock(999_999);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      status: 400,
      data: null,
      message:
        "The stock of Bulk cable ties can be at most 10,00,000 pieces: it holds 9,99,000, so at most 1,000 more can be added.",
    });
    expect((await restock(1001)).statusCode).toBe(400);
    const after = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(after.json().data.quantity).toBe(999_000);
    expect(await history(product.id)).toHaveLength(1);

    // Up to the limit it goes through, and the product form still saves an edit at that stock.
    expect((await restock(1000)).json().data.quantity).toBe(1_000_000);
    const form = multipartForm(
      validFields({ quantity: "1000000", expectedQuantity: "1000000", name: "Bulk cable ties (100)" }),
    );
    const edit = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(edit.json()).toMatchObject({
      status: 200,
      data: { quantity: 1_000_000, name: "Bulk cable ties (100)" },
    });
  });

  it("keeps history and restock to admins", async () => {
    const product = await createProduct();
    const shopper = await t.app.inject({
      method: "GET",
      url: `/api/products/get-history/${product.id}`,
      headers: customer,
    });
    expect(shopper.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${product.id}?quantity=3`,
    });
    expect(anonymous.statusCode).toBe(401);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/products/delete/${product.id}`,
      headers: customer,
    });
    expect(del.statusCode).toBe(403);
  });
});

describe("PUT /api/products/update/:id", () => {
  it("replaces a picture and removes the old one", async () => {
    const product = await createProduct({}, { optionalFile1: await pngFile(200, 200, "#fdd835") });
    const oldMain = product.mainFileName;
    const oldOptional = product.optionalFile1Name!;
    expect(await served(oldMain)).toBe(true);

    const form = multipartForm(validFields(), { mainFile: await pngFile(800, 600, "#8e24aa") });
    const res = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(res.statusCode).toBe(200);
    const updated = res.json().data as Product;
    expect(updated.mainFileName).not.toBe(product.mainFileName);
    expect(updated.optionalFile1Name).toBe(product.optionalFile1Name);
    expect(await served(oldMain)).toBe(false);
    expect(await served(thumbOf(oldMain))).toBe(false);
    expect(await served(oldOptional)).toBe(true);
    expect(await served(updated.mainFileName)).toBe(true);
  });

  it("takes an optional picture away when asked, and removes it", async () => {
    const product = await createProduct(
      {},
      { optionalFile1: await pngFile(), optionalFile2: await pngFile() },
    );
    const old = product.optionalFile1Name!;
    expect(await served(old)).toBe(true);
    const form = multipartForm(validFields({ removeOptionalFile1: "true" }));
    const res = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(res.json().data).toMatchObject({
      optionalFile1Name: null,
      optionalFile2Name: product.optionalFile2Name,
      mainFileName: product.mainFileName,
    });
    expect(await served(old)).toBe(false);
  });

  it("refuses bad fields with the same messages and changes nothing", async () => {
    const product = await createProduct();
    const before = await uploadsCount();
    const form = multipartForm(validFields({ description: "" }), { mainFile: await pngFile() });
    const res = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
    expect(res.json()).toMatchObject({ status: 400, message: "Please fill all the field" });
    const after = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(after.json().data).toEqual(product);
    expect(await uploadsCount()).toBe(before);
  });

  it("answers 404 for a product that does not exist", async () => {
    const form = multipartForm(validFields());
    const res = await sendForm(t.app, "PUT", "/api/products/update/999999", form, admin);
    expect(res.statusCode).toBe(404);
  });
});

describe("empty PATCH bodies", () => {
  it("accepts a restock sent the way a browser's axios sends it (form-urlencoded, no body)", async () => {
    const product = await createProduct({ quantity: "2" });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/products/add-quantity/${product.id}?quantity=3&remarks=a+b`,
      headers: { ...admin, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quantity).toBe(5);
    const restore = await t.app.inject({
      method: "PATCH",
      url: `/api/products/restore/${product.id}`,
      headers: { ...admin, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(restore.statusCode).toBe(200);
    expect((await history(product.id))[0]?.remarks).toBe("a b");
  });
});

describe("restocks at the same time", () => {
  it("adds every one of them, each with its history row", async () => {
    const product = await createProduct({ quantity: "0" });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: "PATCH",
          url: `/api/products/add-quantity/${product.id}?quantity=${i + 1}&remarks=batch-${i}`,
          headers: admin,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const after = await t.app.inject({ method: "GET", url: `/api/products/get/${product.id}` });
    expect(after.json().data.quantity).toBe(36);
    const rows = await history(product.id);
    expect(rows).toHaveLength(8);
    expect(rows.reduce((sum, r) => sum + r.quantity, 0)).toBe(36);
  });
});

describe("GET /api/picture-rules", () => {
  it("tells the browser the size limit and the picture types before it sends a file", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/picture-rules" });
    expect(res.json()).toEqual({
      status: 200,
      data: {
        maxBytes: MAX_BYTES,
        types: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"],
      },
    });
  });
});

describe("API reference", () => {
  it("documents the catalog and software calls", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/products/get-all",
      "/api/products/add-quantity/{id}",
      "/api/products/create",
      "/api/software/delete/{id}",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
