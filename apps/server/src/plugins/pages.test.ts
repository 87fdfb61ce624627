import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema.ts";
import { createProduct } from "../modules/products/products-service.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <meta name="description" content="Default description" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "shop-pages-"));
  await writeFile(path.join(webDist, "index.html"), INDEX);
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: "shop.example", ...headers } });

describe("pages of the web app", () => {
  it("sends the home page compressed to a browser that reads brotli, never to be cached unchecked", async () => {
    const res = await get("/", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<meta property="og:url" content="http://shop.example/" />');
  });

  it("answers 304 when the browser checks a page it already has", async () => {
    const first = await get("/about");
    const again = await get("/about", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("puts each site name the visitor used into its page", async () => {
    const other = await get("/", { host: "koshi.example" });
    expect(other.body).toContain("http://koshi.example/");
    expect(other.body).not.toContain("shop.example");
  });

  it("shows a product page with the product as it is now", async () => {
    const product = await createProduct(
      t.app.db,
      {
        name: "Router One",
        brand: "TP-Link",
        model: "C6",
        category: "Networking items",
        quantity: 2,
        pricePaisa: 450_000,
        youSavedPaisa: 0,
        description: "Dual band router.",
        mainFile: "router.webp",
      },
      null,
    );
    expect((await get(`/singleProduct/${product.id}`)).body).toContain("Router One");
    await t.app.db.update(products).set({ name: "Router Two" }).where(eq(products.id, product.id));
    const changed = await get(`/singleProduct/${product.id}`, { "accept-encoding": "br, gzip" });
    // Compressed like every other page, and with a validator of its own version.
    expect(changed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain("Router Two");
    const again = await get(`/singleProduct/${product.id}`, {
      "accept-encoding": "br, gzip",
      "if-none-match": String(changed.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
