import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRendered, baseUrl, DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser.ts";
import { catalog } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("navigation", () => {
  it("opens a shared product link directly, without the welcome splash", async () => {
    const [first] = await catalog();
    if (!first) throw new Error("the demo catalog is empty");
    // A fresh browser session, as when a link is opened from a chat.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto(`/singleProduct/${first.id}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    expect(await page.getByText("Welcome to Koshi IT").count()).toBe(0);
    await context.close();
  });

  it("opens a page by its address at the top, and back returns to where the shopper was", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto("/product");
    await appRendered(page);
    // The products themselves, not the grid's loading cards: the page is then long enough to scroll.
    await page.locator("[aria-busy=true]").first().waitFor({ state: "detached" });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    // A reload starts at the top.
    await page.reload();
    await appRendered(page);
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back and forward restore the position they left.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.getByRole("link", { name: "Service" }).first().click();
    await page.waitForURL("**/service");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL("**/product");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(700);

    // An unknown address typed in opens at the top, not at the footer of an earlier page.
    await page.goto("/no-such-page");
    await page.getByText("404 - Page Not Found").waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("shows the default error screen, without React Router's hint for developers, when a page's code fails to load", async () => {
    // A phone that loses its link just as the page's own file is fetched.
    const context = await newContext(browser, PHONE, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(/\/assets\/about-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/aboutUs");
    await page.getByRole("heading", { name: "Unexpected Application Error!" }).waitFor();
    const text = await page.locator("body").innerText();
    expect(text).toContain("Failed to fetch dynamically imported module");
    expect(text).not.toContain("Hey developer");
    expect(text).not.toContain("errorElement");
    await context.close();
  });

  it("shows a progress bar while a slow route change loads", async () => {
    // No service worker, so the slowed request really goes to the network.
    const context = await newContext(browser, DESKTOP, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(/\/assets\/about-page-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto("/product");
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    // Watch from inside the page, so a bar that shows and goes between two looks is still seen.
    await page.evaluate(() => {
      const seen = () => document.querySelector('[role="progressbar"][aria-label="Loading page"]') !== null;
      const observer = new MutationObserver(() => {
        if (seen()) document.body.dataset.sawProgress = "yes";
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await page.getByRole("link", { name: "AboutUs" }).first().click();
    await page.getByRole("heading", { level: 1 }).filter({ hasNotText: "Products" }).first().waitFor();
    expect(await page.evaluate(() => document.body.dataset.sawProgress)).toBe("yes");
    expect(await page.getByRole("progressbar", { name: "Loading page" }).count()).toBe(0);
    await context.close();
  });
});
