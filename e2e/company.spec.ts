import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  newContext,
  openPage,
  PHONE,
  screenshot,
} from "./support/browser.ts";
import { adminPage, adminSession } from "./support/session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Scrolls to the bottom and back so every scroll animation has played before a screenshot. */
async function revealAll(page: import("playwright-core").Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(1600);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe("company site", () => {
  it("shows the welcome splash on the first load of a session only", async () => {
    // A context without the helper that skips the splash: this is a first visit.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto("/");
    const splash = page.getByRole("status", { name: /Welcome to Koshi IT/ });
    await splash.waitFor();
    expect(await page.getByText("Welcome to Koshi IT").isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "Koshi IT Solutions logo" }).first().isVisible()).toBe(true);
    await page.screenshot({ path: "test-results/company-splash-phone.png" });
    await splash.waitFor({ state: "detached", timeout: 10_000 });
    await page.getByRole("button", { name: "Open menu" }).waitFor();

    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    expect(await page.getByText("Welcome to Koshi IT").count()).toBe(0);
    await context.close();
  });

  it("advances the hero carousel by itself and goes to the products from Explore", async () => {
    const page = await openPage(browser, "/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    const current = carousel.getByRole("group");
    await current.waitFor();
    const first = await current.getAttribute("aria-label");
    expect(first).toBe("1 of 3: Software Services");
    await expect
      .poll(() => current.getAttribute("aria-label"), { timeout: 8000 })
      .toBe("2 of 3: ASUS PC Set");

    // The buttons work from the keyboard too.
    await carousel.getByRole("button", { name: "Show slide 3: Networking Services" }).press("Enter");
    expect(await current.getAttribute("aria-label")).toBe("3 of 3: Networking Services");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    expect(await current.getAttribute("aria-label")).toBe("1 of 3: Software Services");

    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    for (const heading of ["Who are we?", "Brands that trust us", "Our Services"]) {
      expect(await page.getByRole("heading", { name: heading, level: 2 }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(6);
    expect(await page.locator('img[alt$=" logo"]').count()).toBeGreaterThanOrEqual(5);
    await revealAll(page);
    await screenshot(page, "company-home-desktop");

    await carousel.getByRole("link", { name: "Explore" }).click();
    await page.waitForURL(`${baseUrl()}/product`);
    await page.context().close();
  });

  it("opens the phone menu, navigates with it and closes it", async () => {
    const page = await openPage(browser, "/", PHONE);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await revealAll(page);
    await screenshot(page, "company-home-phone");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    await screenshot(page, "company-menu-phone");
    await menu.getByRole("link", { name: "AboutUs" }).click();
    await page.waitForURL(`${baseUrl()}/aboutUs`);
    await menu.waitFor({ state: "detached" });
    // The page may still be drawing as the menu goes: wait for its heading as a visitor would.
    await page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();

    // The close button closes it without navigating.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${baseUrl()}/aboutUs`);
    await page.context().close();
  });

  it("brings the home page back at the place the visitor left it", async () => {
    const page = await openPage(browser, "/");
    await page.getByRole("heading", { name: "Our Services" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service" }).click();
    await page.waitForURL(`${baseUrl()}/service`);
    // Other pages open at the top (the reset follows the lazily loaded screen's first render).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.context().close();
  });

  it("highlights the current page in the desktop pill bar", async () => {
    const page = await openPage(browser, "/service");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor();
    expect(await nav.getByRole("link", { name: "Service" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(6);
    await revealAll(page);
    await screenshot(page, "company-service-desktop");
    await page.context().close();
  });

  it("lets a visitor send a message that the admin then reads", async () => {
    const page = await openPage(browser, "/aboutUs", PHONE);
    const text = `Do you install CCTV in Dharan? ${unique()}`;
    const send = page.getByRole("button", { name: "Send" });
    await send.click();
    await page.getByText("Please fill all the fields").waitFor();

    await page.getByLabel("Contact Email").fill("visitor@example.np");
    await page.getByLabel("Message").fill(text);
    await send.click();
    await page.getByText(/Your message has been sent/).waitFor();
    expect(await page.getByLabel("Contact Email").inputValue()).toBe("");
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    const map = page.locator('iframe[title^="Map showing"]');
    expect(await map.getAttribute("loading")).toBe("lazy");
    await revealAll(page);
    await screenshot(page, "company-about-phone");
    await page.context().close();

    const context = await newContext(browser, DESKTOP);
    const admin = await adminPage(context);
    await admin.goto("/admin/ad-userMessage");
    const card = admin.getByRole("listitem").filter({ hasText: text });
    await card.waitFor();
    expect(await card.textContent()).toContain("visitor@example.np");
    await screenshot(admin, "company-admin-messages");
    await context.close();
  });

  it("lets the admin edit the contact record, and the footer shows the new phone number", async () => {
    const session = adminSession();
    const headers = { authorization: `Bearer ${session.token}`, "content-type": "application/json" };
    const before = (await (await fetch(`${baseUrl()}/api/contact/get`)).json()).data;

    const context = await newContext(browser, DESKTOP);
    const admin = await adminPage(context);
    await admin.goto("/admin/ad-contact");
    await admin.getByRole("table", { name: "Contact details" }).waitFor();
    await screenshot(admin, "company-admin-contact");
    await admin.getByRole("button", { name: "Edit" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Contact" });
    await dialog.waitFor();
    const phone = `98${String(Date.now()).slice(-8)}`;
    await dialog.getByLabel("Phone Number").fill(`${phone}, 9812054321`);
    await dialog.getByLabel("Time").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Contact updated successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });
    const timeRow = admin.getByRole("row", { name: /^Time/ });
    expect(await timeRow.textContent()).toContain("N/A");

    const visitor = await openPage(browser, "/privacy-policy", PHONE);
    const footer = visitor.locator("footer");
    await footer.getByText(phone).waitFor();
    expect(await visitor.getByRole("link", { name: `Call: ${phone}` }).isVisible()).toBe(true);
    expect(await visitor.getByRole("heading", { level: 1, name: "Privacy Policy" }).isVisible()).toBe(true);
    await screenshot(visitor, "company-privacy-phone");
    await visitor.context().close();
    await context.close();

    // Put the record back for the other journeys.
    const fields = Object.fromEntries(
      ["aboutCompany", "address", "email", "phoneNumber", "faxNumber", "openingHours", "time"].map((k) => [
        k,
        before[k],
      ]),
    );
    const restored = await fetch(`${baseUrl()}/api/contact/update/${before.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify(fields),
    });
    expect(restored.status).toBe(200);
  });

  it("serves robots.txt, the sitemap and a product's link preview", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const productPath = /\/singleProduct\/\d+/.exec(sitemap)?.[0];
    expect(productPath).toBeDefined();
    const products = (await (await fetch(`${baseUrl()}/api/products/get-all`)).json()).data as {
      id: number;
      name: string;
    }[];
    const product = products.find((p) => `/singleProduct/${p.id}` === productPath)!;
    const html = await (await fetch(`${baseUrl()}${productPath}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${product.name}`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[\w-]+\.webp" \/>/,
    );
  });
});
