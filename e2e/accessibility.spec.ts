import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser.ts";
import { adminPage, type Session, signInContext } from "./support/session.ts";
import { catalog, placeOrder, shopperSession } from "./support/shop.ts";

/** Every public route of the router (a product id that exists in the demo catalog, and an unknown address). */
const PUBLIC_ROUTES = [
  "/",
  "/product",
  "/singleProduct/1",
  "/service",
  "/cart",
  "/aboutUs",
  "/passreset",
  "/emailVerify",
  "/changePassword",
  "/login",
  "/register",
  "/profile",
  "/privacy-policy",
  "/checkout",
  "/checkout-summary",
  "/no-such-page",
];

/** Every admin route of the router, under /admin. */
const ADMIN_ROUTES = [
  "/admin",
  "/admin/ad-message",
  "/admin/ad-product",
  "/admin/ad-productList",
  "/admin/ad-productUpdate/1",
  "/admin/product/history/1",
  "/admin/ad-userMessage",
  "/admin/ad-contact",
  "/admin/ad-software",
  "/admin/software/list",
  "/admin/software/update/1",
  "/admin/ad-user",
  // The order placed in beforeAll, so the order screens always have rows, chips and a detail.
  "/admin/view-more-details/:order",
];

let browser: Browser;
let orderId: number;
let shopper: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  // Whatever ran before, the admin screens are checked with data in them.
  const inStock = (await catalog()).find((p) => p.quantity > 0)!;
  shopper = await shopperSession("a11y");
  orderId = (await placeOrder(shopper, [{ id: inStock.id, orderedQuantity: 1 }])).id;
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for the screen to settle: its code loaded, no spinner, data calls answered. */
async function settle(page: Page) {
  await page.locator("#root main").waitFor();
  await page.waitForLoadState("networkidle");
  await page
    .locator('main [role="progressbar"]')
    .first()
    .waitFor({ state: "detached", timeout: 5000 })
    .catch(() => {});
}

async function check(context: BrowserContext, page: Page, path: string) {
  // Scroll animations would leave content half-faded while axe measures contrast.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await settle(page);
  const found = await seriousViolations(page);
  await context.close();
  expect(found, `${path} has accessibility violations:\n${found.join("\n")}`).toEqual([]);
}

describe("accessibility (axe-core, no serious or critical violations)", () => {
  it.each(PUBLIC_ROUTES)("public page %s on a desktop", async (path) => {
    const context = await newContext(browser, DESKTOP);
    await check(context, await context.newPage(), path);
  });

  it.each(["/", "/aboutUs", "/privacy-policy"])("public page %s on a phone", async (path) => {
    const context = await newContext(browser, PHONE);
    await check(context, await context.newPage(), path);
  });

  it("the phone menu", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    const found = await seriousViolations(page);
    await context.close();
    expect(found, `the phone menu has accessibility violations:\n${found.join("\n")}`).toEqual([]);
  });

  it("the admin menu on a phone", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/bills");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Bills" }).waitFor();
    // The drawer slides in: axe measures its colours once it is there.
    await page.waitForTimeout(400);
    const found = await seriousViolations(page);
    await context.close();
    expect(found, `the admin menu has accessibility violations:\n${found.join("\n")}`).toEqual([]);
  });

  it("the welcome splash", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("status", { name: /Welcome to/ }).waitFor();
    const found = await seriousViolations(page);
    await context.close();
    expect(found, `the splash has accessibility violations:\n${found.join("\n")}`).toEqual([]);
  });

  it("the contact record's edit dialog", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/ad-contact");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Contact" }).waitFor();
    const found = await seriousViolations(page);
    await context.close();
    expect(found, `the contact dialog has accessibility violations:\n${found.join("\n")}`).toEqual([]);
  });

  it.each([
    ["/order/:order", DESKTOP],
    ["/order/:order", PHONE],
    ["/invoice/:order", DESKTOP],
    ["/invoice/:order?format=receipt", PHONE],
  ] as const)("the customer's page %s", async (path, viewport) => {
    const context = await newContext(browser, viewport);
    await signInContext(context, shopper);
    await check(context, await context.newPage(), path.replace(":order", String(orderId)));
  });

  it.each(["/admin/ad-message", "/admin/ad-userMessage", "/admin/ad-user", "/admin/bills"])(
    "admin page %s on a phone",
    async (path) => {
      const context = await newContext(browser, PHONE);
      await check(context, await adminPage(context), path);
    },
  );

  it.each(ADMIN_ROUTES)("admin page %s", async (path) => {
    const context = await newContext(browser, DESKTOP);
    await check(context, await adminPage(context), path.replace(":order", String(orderId)));
  });
});
