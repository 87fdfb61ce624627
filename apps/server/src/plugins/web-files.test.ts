import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const SCRIPT = `console.log(${JSON.stringify("Koshi ".repeat(400))});`;

let t: TestApp;
let webDist: string;

/** A small build as Vite and its compression step write it. */
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), "shop-web-files-"));
  await mkdir(path.join(webDist, "assets"));
  await mkdir(path.join(webDist, "company"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Shop</title>");
  await writeFile(path.join(webDist, "assets/index-Ab12Cd.js"), SCRIPT);
  await writeFile(path.join(webDist, "assets/index-Ab12Cd.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, "assets/index-Ab12Cd.js.gz"), gzipSync(SCRIPT));
  await writeFile(path.join(webDist, "assets/roboto-400-Xy9.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(path.join(webDist, "company/logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("files of the built web app", () => {
  it("sends a browser that reads brotli the brotli file, cached for a year", async () => {
    const res = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip, or the plain file, to browsers that do not read brotli", async () => {
    const gzip = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-Ab12Cd.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers 304 when the browser already has the same file", async () => {
    const first = await get("/assets/index-Ab12Cd.js", { "accept-encoding": "br" });
    const again = await get("/assets/index-Ab12Cd.js", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // The plain file is another variant: it does not match the brotli file's tag.
    const plain = await get("/assets/index-Ab12Cd.js", { "if-none-match": String(first.headers.etag) });
    expect(plain.statusCode).toBe(200);
  });

  it("sends files without a compressed copy as they are, and files outside assets/ for checking on each visit", async () => {
    const font = await get("/assets/roboto-400-Xy9.woff2", { "accept-encoding": "br" });
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));

    const logo = await get("/company/logo.svg");
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a file that is not in the build with 404, and any other page with the app", async () => {
    expect((await get("/assets/missing.js")).statusCode).toBe(404);
    const page = await get("/some/deep/link");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>");
  });
});
