import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { FIRST_FILES_NAME, type FirstFiles } from "@shop/shared/first-files";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Shop</title><meta name="description" content="Default description" /></head>
  <body><div id="root"></div></body>
</html>`;

const FIRST: FirstFiles = {
  greeted: "/",
  app: ["/assets/boot-runtime-b2.js", "/assets/index-c3.js"],
  slot: "PRODUCT_ID",
  pages: [
    { pattern: "^/product/?$", answer: "/api/products/get-all?page=1&pageSize=24" },
    { pattern: "^/singleProduct/(\\d+)/?$", answer: "/api/products/get/PRODUCT_ID" },
  ],
};

async function appWith(firstFiles: string | undefined): Promise<{ t: TestApp; done(): Promise<void> }> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), "shop-first-files-"));
  await writeFile(path.join(webDist, "index.html"), INDEX);
  if (firstFiles !== undefined) await writeFile(path.join(webDist, FIRST_FILES_NAME), firstFiles);
  const t = await createTestApp({ WEB_DIST: webDist });
  return {
    t,
    async done() {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

describe("a page names what it opens with, for the browser to fetch while the HTML arrives", () => {
  let shop: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    shop = await appWith(JSON.stringify(FIRST));
  });
  afterAll(() => shop.done());
  const get = (url: string) => shop.t.app.inject({ method: "GET", url, headers: { host: "shop.example" } });

  it("the catalog: its first page of products, then the app's code", async () => {
    for (const visit of [1, 2]) {
      // The second visit is answered from what the server keeps: the header is kept with it.
      const res = await get("/product");
      expect(res.statusCode, `visit ${visit}`).toBe(200);
      expect(res.headers.link).toBe(
        "</api/products/get-all?page=1&pageSize=24>; rel=preload; as=fetch; crossorigin, " +
          "</assets/boot-runtime-b2.js>; rel=modulepreload; crossorigin, </assets/index-c3.js>; rel=modulepreload; crossorigin",
      );
    }
  });

  it("a product's page: that product", async () => {
    const res = await get("/singleProduct/7");
    expect(String(res.headers.link)).toMatch(
      /^<\/api\/products\/get\/7>; rel=preload; as=fetch; crossorigin, /,
    );
  });

  it("a search's address: only the code, and the plain address keeps its answer", async () => {
    const search = await get("/product?q=ram");
    expect(search.headers.link).toBe(
      "</assets/boot-runtime-b2.js>; rel=modulepreload; crossorigin, </assets/index-c3.js>; rel=modulepreload; crossorigin",
    );
    expect(String((await get("/product")).headers.link)).toMatch(/^<\/api\/products\/get-all/);
  });

  it("the home page, whose welcome splash comes first: the code at low priority", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      "</assets/boot-runtime-b2.js>; rel=modulepreload; crossorigin; fetchpriority=low, </assets/index-c3.js>; rel=modulepreload; crossorigin; fetchpriority=low",
    );
  });
});

describe("a web build without a list of first files the server can use", () => {
  it("still serves its pages, without the header", async () => {
    const otherShape = JSON.stringify({ greeted: "/", app: [], slot: "ID", answers: [] });
    const badPattern = JSON.stringify({ greeted: "/", app: [], slot: "ID", pages: [{ pattern: "([" }] });
    for (const broken of [undefined, "{ not json", otherShape, badPattern]) {
      const shop = await appWith(broken);
      const res = await shop.t.app.inject({ method: "GET", url: "/product" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers.link).toBeUndefined();
      await shop.done();
    }
  });
});
