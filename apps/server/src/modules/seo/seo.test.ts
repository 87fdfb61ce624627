import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createProduct } from "../products/products-service.ts";

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
let live: number;
let gone: number;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "shop-web-"));
  await writeFile(path.join(webDist, "index.html"), INDEX);
  t = await createTestApp({ WEB_DIST: webDist });
  const base = { brand: "ASUS", model: "X1", category: "Laptop", quantity: 2, youSavedPaisa: 0 };
  live = (
    await createProduct(
      t.app.db,
      {
        ...base,
        name: 'Vivobook 15 "Pro" <b>',
        pricePaisa: 8_500_000,
        description: 'A light laptop </title><script>alert("x")</script> for school & office.',
        mainFile: "abc123.webp",
      },
      null,
    )
  ).id;
  gone = (
    await createProduct(
      t.app.db,
      {
        ...base,
        name: "Old stock",
        pricePaisa: 100,
        description: "",
        mainFile: "old.webp",
      },
      null,
    )
  ).id;
  await t.app.db.update(products).set({ deleted: true }).where(eq(products.id, gone));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "shop.example.np" } });

describe("link previews and page titles", () => {
  it("puts the product's name, text and picture into the served page, escaped", async () => {
    const res = await page(`/singleProduct/${live}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      "<title>Vivobook 15 &#34;Pro&#34; &#60;b&#62; - Rs 85,000 | Koshi IT Solutions</title>",
    );
    expect(html).toContain('<meta property="og:title" content="Vivobook 15 &#34;Pro&#34; &#60;b&#62;');
    expect(html).toContain(
      '<meta property="og:description" content="A light laptop &#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; for school &#38; office." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://shop.example.np/uploads/abc123.webp" />',
    );
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("Default description");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the plain page for a deleted or unknown product", async () => {
    for (const url of [`/singleProduct/${gone}`, "/singleProduct/999999", "/singleProduct/abc"]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it("gives each public page its own title and description", async () => {
    const about = (await page("/aboutUs")).body;
    expect(about).toContain("<title>About Us | Koshi IT Solutions</title>");
    expect(about).toContain('<meta property="og:title" content="About Us | Koshi IT Solutions" />');
    expect((await page("/service")).body).toContain("<title>Our Services | Koshi IT Solutions</title>");
  });

  it("never echoes a forged Host header into the page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/singleProduct/${live}`,
      headers: { host: 'evil"><script>x</script>' },
    });
    expect(res.body).not.toContain("evil");
    expect(res.body).toContain('content="http://localhost/uploads/abc123.webp"');
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("keeps search engines out of the admin area and points them to the sitemap", async () => {
    const res = await page("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Sitemap: http://shop.example.np/sitemap.xml");
  });

  it("lists the public pages and every product that is not deleted", async () => {
    const res = await page("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    for (const p of ["/", "/product", "/service", "/aboutUs", "/privacy-policy", `/singleProduct/${live}`]) {
      expect(res.body).toContain(`<loc>http://shop.example.np${p}</loc>`);
    }
    expect(res.body).not.toContain(`/singleProduct/${gone}<`);
    expect(res.body).not.toContain("/admin");
  });
});
