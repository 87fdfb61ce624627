import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Order } from "@shop/shared/orders";
import type { Product } from "@shop/shared/products";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm, pngFile, sendForm } from "../../test/multipart-form.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";
import { importLegacyUploads } from "./legacy-uploads.ts";

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInUser(t, "Admin")).headers;
  shopper = (await createSignedInUser(t, "Customer")).headers;
});
afterAll(async () => {
  await t.close();
});

const fields = {
  name: "Picture Keeper SSD",
  brand: "Keep",
  model: "K-1",
  price: "5000",
  youSaved: "0",
  quantity: "10",
  description: "Kept while ordered.",
  category: "Computer Parts",
};

async function served(url: string): Promise<number> {
  return (await t.app.inject({ url })).statusCode;
}
const thumbOf = (url: string) => url.replace(".webp", "-thumb.webp");

async function replaceMainPicture(product: Product): Promise<Product> {
  const form = multipartForm(fields, { mainFile: await pngFile(300, 300, "#c62828") });
  const res = await sendForm(t.app, "PUT", `/api/products/update/${product.id}`, form, admin);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe("pictures an order shows", () => {
  it("keeps a replaced picture, and its thumbnail, while an order line shows it", async () => {
    const created = await sendForm(
      t.app,
      "POST",
      "/api/products/create",
      multipartForm(fields, { mainFile: await pngFile() }),
      admin,
    );
    const product = created.json().data as Product;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: shopper,
      payload: {
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id: product.id, orderedQuantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = (placed.json().data as Order).id;

    const replaced = await replaceMainPicture(product);
    expect(replaced.mainFileName).not.toBe(product.mainFileName);

    // The order history still shows the picture the product had when it was ordered.
    const order = await t.app.inject({ url: `/api/orders/get/${orderId}`, headers: shopper });
    const shown = (order.json().data as Order).products[0]!.mainFile;
    expect(shown).toBe(product.mainFileName);
    expect(await served(shown)).toBe(200);
    expect(await served(thumbOf(shown))).toBe(200);

    // Replaced again: the picture no order shows goes; the ordered one stays.
    const again = await replaceMainPicture(replaced);
    expect(await served(replaced.mainFileName)).toBe(404);
    expect(await served(product.mainFileName)).toBe(200);
    expect(await served(again.mainFileName)).toBe(200);
  });
});

describe("serving pictures", () => {
  it("answers 304 to a browser that has the picture, and 404 for names it does not hold", async () => {
    const created = await sendForm(
      t.app,
      "POST",
      "/api/products/create",
      multipartForm(fields, { mainFile: await pngFile() }),
      admin,
    );
    const url = (created.json().data as Product).mainFileName;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toContain("immutable");
    const again = await t.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    expect(await served("/uploads/ffffffffffffffffffffffffffffffff.webp")).toBe(404);
    expect(await served("/uploads/..%2Fjwt-secret")).toBe(404);
  });

  it("copies pictures an earlier version kept in DATA_DIR/uploads into the database", async () => {
    const uploads = t.app.paths.uploads;
    await mkdir(uploads, { recursive: true });
    const full = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#2e7d32" } })
      .webp()
      .toBuffer();
    const thumb = await sharp(full).resize(40).webp().toBuffer();
    const shownName = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp";
    const unusedName = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp";
    await writeFile(path.join(uploads, shownName), full);
    await writeFile(path.join(uploads, shownName.replace(".webp", "-thumb.webp")), thumb);
    await writeFile(path.join(uploads, unusedName), full);
    await createProduct(
      t.app.db,
      {
        name: "Old Upload Router",
        brand: "Old",
        model: "O-1",
        pricePaisa: 100_000,
        youSavedPaisa: 0,
        category: "Networking",
        quantity: 1,
        description: "",
        mainFile: shownName,
      },
      null,
    );

    expect(await importLegacyUploads(t.app.db, uploads)).toBe(1);
    const picture = await t.app.inject({ url: `/uploads/${shownName}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(full)).toBe(true);
    expect((await t.app.inject({ url: `/uploads/${thumbOf(shownName)}` })).rawPayload.equals(thumb)).toBe(
      true,
    );
    // Nothing shows the other file: it is not brought in. A second start finds nothing to do.
    expect(await served(`/uploads/${unusedName}`)).toBe(404);
    expect(await importLegacyUploads(t.app.db, uploads)).toBe(0);
  });
});
