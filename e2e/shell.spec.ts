import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, PHONE } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the web shell", () => {
  it("serves the health check through the same port as the pages", async () => {
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(await res.json()).toEqual({ status: 200, data: { database: "ok" } });
  });

  it("renders the home page with the site header and footer", async () => {
    const page = await openPage(browser, "/");
    await expect.poll(() => page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.locator("footer").textContent()).toContain(String(new Date().getFullYear()));
    await page.context().close();
  });

  it("shows the 404 page for an unknown address, with a way home", async () => {
    const page = await openPage(browser, "/no-such-page/at-all");
    await page.getByText("404 - Page Not Found").waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.context().close();
  });

  it("answers a reload on a deep link with the app, not a server 404", async () => {
    const res = await fetch(`${baseUrl()}/singleProduct/3`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const page = await openPage(browser, "/singleProduct/3", PHONE);
    await page.locator("#root main").waitFor();
    expect(page.url()).toBe(`${baseUrl()}/singleProduct/3`);
    await page.reload();
    await page.locator("#root main").waitFor();
    await page.context().close();
  });

  it("keeps anyone but an admin out of the admin area", async () => {
    const page = await openPage(browser, "/admin/ad-productList");
    await page.waitForURL(`${baseUrl()}/`);
    await page.context().close();
  });

  it("caches hashed assets for a year", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await fetch(`${baseUrl()}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });
});

describe("what a phone downloads", () => {
  it("gets the app's code compressed, and API answers too", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    const res = await fetch(`${baseUrl()}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const api = await fetch(`${baseUrl()}/api/products/get-all`, { headers: { "accept-encoding": "gzip" } });
    expect(api.headers.get("content-encoding")).toBe("gzip");
    expect((await api.json()).status).toBe(200);
  });
});
