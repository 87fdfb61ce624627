import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import {
  appRendered,
  baseUrl,
  DESKTOP,
  launchBrowser,
  newContext,
  openPage,
  PHONE,
  requestedPaths,
  screenshot,
  tempDir,
} from "./support/browser.ts";
import { adminPage, adminSession } from "./support/session.ts";

let browser: Browser;
let files: Awaited<ReturnType<typeof tempDir>>;
const stamp = Date.now().toString(36);
const productName = `Koshi Test Monitor ${stamp}`;
const softwareName = `Koshi Test Billing ${stamp}`;
const pictures: Record<string, string> = {};

/** Real PNG files drawn by sharp, each a different colour so a swap is visible. */
async function drawPng(name: string, color: string, label: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${color}"/><text x="400" y="320" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  const file = path.join(files.dir, `${name}.png`);
  await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());
  return file;
}

/** The toast; a CSS locator, because an open dialog marks everything outside it aria-hidden. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[role="alert"]', { hasText: text }).first().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  files = await tempDir();
  pictures.main = await drawPng("main", "#1565c0", "Front");
  pictures.side = await drawPng("side", "#2e7d32", "Side");
  pictures.back = await drawPng("back", "#c62828", "Back");
});
afterAll(async () => {
  await browser?.close();
  await files?.remove();
});

describe("catalog and product management", () => {
  let productId = 0;

  it("an admin adds a product with a main and two optional pictures", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/ad-product");
    await page.getByLabel("Name").fill(productName);
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Computer Parts" }).click();
    await page.getByLabel("Brand").fill("Koshi");
    await page.getByLabel("Model").fill(`KM-${stamp}`);
    await page.getByLabel("Price (Rs)").fill("18500");
    await page.getByLabel("You saved (Rs)").fill("1500");
    await page.getByLabel("Quantity").fill("4");
    await page.getByLabel("Description").fill("A 24 inch IPS monitor, 75 Hz, HDMI and VGA.");

    // The form checks before sending that a new product has a main picture: without one, no call.
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Please fill all the field");

    await page.locator('input[name="mainFile"]').setInputFiles(pictures.main!);
    await page.locator('input[name="optionalFile1"]').setInputFiles(pictures.side!);
    await page.locator('input[name="optionalFile2"]').setInputFiles(pictures.back!);
    await screenshot(page, "catalog-admin-add-product-desktop");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Product Created Successfully");
    const res = await fetch(`${baseUrl()}/api/products/get-all?q=${encodeURIComponent(productName)}`);
    const [created] = (await res.json()).data;
    expect(created).toMatchObject({ name: productName, quantity: 4, optionalFile3Name: null });
    productId = created.id;
    // The product list shows it, marked, with a lasting way on: view it, or add another.
    await page.waitForURL(
      (url) =>
        url.pathname === "/admin/ad-productList" && url.searchParams.get("added") === String(created.id),
    );
    const note = page.getByRole("status").filter({ hasText: `Added: ${productName}.` });
    await note.waitFor();
    await page.locator("[data-added]").filter({ hasText: productName }).waitFor();
    await screenshot(page, "catalog-admin-product-added-desktop");
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForTimeout(1500);
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole("link", { name: "View it" }).getAttribute("href")).toBe(
      `/singleProduct/${created.id}`,
    );
    await note.getByRole("link", { name: "Add another" }).click();
    await page.waitForURL(/\/admin\/ad-product$/);
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("");
    await context.close();
  });

  it("a shopper finds it by category and by search, and swaps its pictures", async () => {
    const page = await openPage(browser, "/product", PHONE);
    await page.getByRole("button", { name: "Computer Parts", exact: true }).click();
    await page.waitForURL(/category=Computer\+Parts/);
    await page.getByRole("link", { name: new RegExp(productName) }).waitFor();
    await page.getByRole("button", { name: "Laptop", exact: true }).click();
    await page.getByRole("button", { name: "All", exact: true }).click();

    await page.getByLabel("Search products").fill(`km-${stamp}`);
    await page.getByText(/^1 product matching/).waitFor();
    await screenshot(page, "catalog-search-phone");
    await page.getByRole("link", { name: new RegExp(productName) }).click();
    await page.waitForURL(`${baseUrl()}/singleProduct/${productId}`);

    await page.getByRole("heading", { name: productName }).waitFor();
    await page.getByText("Now RS 18,500").waitFor();
    await page.getByText("you saved Rs 1,500").waitFor();
    const main = page.getByTestId("main-picture");
    const thumbnails = page.getByRole("group", { name: "Pictures" }).getByRole("button");
    expect(await thumbnails.count()).toBe(3);
    const first = await main.getAttribute("src");
    await page.getByRole("button", { name: "Show picture 3" }).click();
    await expect.poll(() => main.getAttribute("src")).not.toBe(first);
    expect(await page.getByRole("button", { name: "Show picture 3" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    // The picture really loads, as WebP from /uploads/.
    const src = await main.getAttribute("src");
    const picture = await fetch(`${baseUrl()}${src}`);
    expect(picture.headers.get("content-type")).toBe("image/webp");

    await page.getByRole("button", { name: "Add To Cart" }).click();
    await toast(page, `${productName} added to cart successfully`);
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await toast(page, `${productName} already Added to cart`);
    await screenshot(page, "catalog-detail-in-cart-phone");
    await page.context().close();
  });

  it("the admin gives it specifications; a shopper sees them as a table and finds it by a misspelled search", async () => {
    const context = await newContext(browser, DESKTOP);
    const admin = await adminPage(context);
    await admin.goto(`/admin/ad-productUpdate/${productId}`);
    await admin.getByLabel("Name").first().waitFor();
    const rows: [string, string][] = [
      ["Panel", '24" IPS, 1920 x 1080'],
      ["Inputs", "HDMI, VGA"],
      ["Refresh rate", "75 Hz"],
    ];
    for (const [i, [label, value]] of rows.entries()) {
      await admin.getByRole("button", { name: "Add a specification" }).click();
      await admin.getByLabel(`Label ${i + 1}`, { exact: true }).fill(label);
      await admin.getByLabel(`Value ${i + 1}`, { exact: true }).fill(value);
    }
    // The refresh rate goes above the inputs, and a blank row added by mistake is not sent.
    await admin.getByRole("button", { name: "Move specification 3 up" }).click();
    await admin.getByRole("button", { name: "Add a specification" }).click();
    expect(await admin.getByLabel("Label 2", { exact: true }).inputValue()).toBe("Refresh rate");
    await screenshot(admin, "catalog-admin-specs-desktop");
    await admin.getByRole("button", { name: "Update", exact: true }).click();
    await toast(admin, "Product Updated Successfully");
    const saved = await (await fetch(`${baseUrl()}/api/products/get/${productId}`)).json();
    expect(saved.data.specs).toEqual([
      { label: "Panel", value: '24" IPS, 1920 x 1080' },
      { label: "Refresh rate", value: "75 Hz" },
      { label: "Inputs", value: "HDMI, VGA" },
    ]);
    await context.close();

    // Two words no product has together: nothing found, and "Did you mean" offers each alone.
    const none = await openPage(browser, "/product?q=samsung%20rtx", PHONE);
    await none.getByText("No products found").waitFor();
    const offered = none.getByRole("group", { name: "Did you mean" }).getByRole("button");
    await offered.first().waitFor();
    const [first] = await offered.allTextContents();
    await screenshot(none, "catalog-did-you-mean-phone");
    await offered.first().click();
    await expect.poll(() => new URL(none.url()).searchParams.get("q")).toBe(first);
    await none.getByText(new RegExp(`^\\d+ products? matching "${first}"`)).waitFor();
    await none.context().close();

    // "koshi monitr": the brand and a misspelled word still find it.
    const page = await openPage(browser, "/product?q=koshi%20monitr", PHONE);
    await page.getByRole("link", { name: new RegExp(productName) }).click();
    await page.waitForURL(`${baseUrl()}/singleProduct/${productId}`);
    const table = page.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("rowheader").allTextContents()).toEqual(["Panel", "Refresh rate", "Inputs"]);
    expect(await table.getByRole("cell").allTextContents()).toEqual([
      '24" IPS, 1920 x 1080',
      "75 Hz",
      "HDMI, VGA",
    ]);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, "catalog-detail-specs-phone");
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("a shopper narrows the catalog by brand and price range, and the address keeps both", async () => {
    const page = await openPage(browser, "/product", PHONE);
    await page.getByLabel("Brand").selectOption("Koshi");
    await page.waitForURL(/brand=Koshi/);
    await page.getByLabel("Lowest price (Rs)").fill("19000");
    await page.getByLabel("Highest price (Rs)").fill("18000");
    await page.getByText("The lowest price is above the highest.").waitFor();
    await page.getByLabel("Lowest price (Rs)").fill("18000");
    await page.getByLabel("Highest price (Rs)").fill("19000");
    await page.waitForURL(/minPrice=18000&maxPrice=19000/);
    await page.getByRole("link", { name: new RegExp(productName) }).waitFor();
    for (const price of await page.locator(".pc-price").allTextContents()) {
      const rupees = Number(price.replace(/[^\d.]/g, ""));
      expect(rupees).toBeGreaterThanOrEqual(18000);
      expect(rupees).toBeLessThanOrEqual(19000);
    }
    await screenshot(page, "catalog-brand-price-phone");

    // A shared link opens the same narrowed catalog.
    const shared = await openPage(
      browser,
      new URL(page.url()).pathname + new URL(page.url()).search,
      DESKTOP,
    );
    expect(await shared.getByLabel("Brand").inputValue()).toBe("Koshi");
    expect(await shared.getByLabel("Lowest price (Rs)").inputValue()).toBe("18000");
    await shared.getByRole("link", { name: new RegExp(productName) }).waitFor();
    await screenshot(shared, "catalog-brand-price-desktop");
    expect(await seriousViolations(shared)).toEqual([]);
    await shared.context().close();
    await page.context().close();
  });

  it("the admin restocks it with remarks and the history shows the row", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/ad-productList");
    await page.getByLabel("Search by name, brand or model").fill(productName.toUpperCase());
    // Edit first: the form comes prefilled, and a changed quantity is a 'Correction' in the history.
    await page.getByRole("link", { name: `Edit ${productName}` }).click();
    await page.waitForURL(`${baseUrl()}/admin/ad-productUpdate/${productId}`);
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe(productName);
    expect(await page.getByLabel("Price (Rs)").inputValue()).toBe("18500");
    await page.getByLabel("Quantity").fill("6");
    // The back view goes: an optional picture can be taken away without a new one.
    await page
      .locator("div")
      .filter({ has: page.getByText("Optional picture 2", { exact: true }) })
      .filter({ has: page.getByRole("button", { name: "Remove" }) })
      .last()
      .getByRole("button", { name: "Remove" })
      .click();
    await page.getByText("Will be removed when you save").waitFor();
    await screenshot(page, "catalog-admin-update-product-desktop");
    await page.getByRole("button", { name: "Update" }).click();
    await toast(page, "Product Updated Successfully");
    // Back on the list as it was left: the search is still in the address.
    await page.waitForURL(/\/admin\/ad-productList\?q=/);
    const updated = (await (await fetch(`${baseUrl()}/api/products/get/${productId}`)).json()).data;
    expect(updated).toMatchObject({ quantity: 6, optionalFile2Name: null });
    expect(updated.optionalFile1Name).not.toBeNull();
    await page.getByRole("button", { name: `Restock ${productName}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await toast(page, "Please insert quantity");
    await dialog.getByLabel("Quantity").fill("7");
    await dialog.getByLabel("Remarks").fill("Shipment from Biratnagar");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await toast(page, "Product quantity increased successfully");
    await page
      .getByRole("row", { name: new RegExp(productName) })
      .getByRole("cell", { name: "13", exact: true })
      .waitFor();
    await screenshot(page, "catalog-admin-list-desktop");

    await page.getByRole("link", { name: `History of ${productName}` }).click();
    await page.waitForURL(`${baseUrl()}/admin/product/history/${productId}`);
    const restock = page.getByRole("row", { name: /Shipment from Biratnagar/ });
    await restock.waitFor();
    expect(await restock.textContent()).toContain("+7");
    expect(await restock.textContent()).toContain("Restock");
    expect(await restock.textContent()).toContain("Asia/Kathmandu");
    await page.getByRole("row", { name: /Initial stock/ }).waitFor();
    expect(await page.getByRole("row", { name: /Correction/ }).textContent()).toContain("+2");
    await screenshot(page, "catalog-admin-history-desktop");
    await context.close();
  });

  it("the admin deletes it and a shopper no longer sees it", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto("/admin/ad-productList");
    await page.getByLabel("Search by name, brand or model").fill(productName);
    await page.getByRole("button", { name: `Delete ${productName}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(`You are about to delete ${productName}. Are you sure?`).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(page, "product deleted successfully");
    await page.getByRole("button", { name: `Restore ${productName}` }).waitFor();
    await screenshot(page, "catalog-admin-list-phone");
    await context.close();

    const shopper = await openPage(browser, `/singleProduct/${productId}`, PHONE);
    await shopper.getByRole("heading", { name: "Product not available" }).waitFor();
    await shopper.goto(`/product?q=${encodeURIComponent(productName)}`);
    await shopper.getByText("No products found").waitFor();
    await shopper.context().close();
  });

  it("an admin adds software, shoppers see it on /product, and the admin deletes it", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/ad-software");
    await page.getByLabel("Name").fill(softwareName);
    await page.getByLabel("Price (Rs)").fill("12000");
    await page.getByLabel("Link").fill("ftp://example.com");
    await page.getByLabel("Description").fill("Billing for small shops.");
    await page.locator('input[name="image"]').setInputFiles(pictures.side!);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Link must be an http or https address");
    expect(await page.getByLabel("Link").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Link").fill("https://billing.example.com/start");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "Software created successfully");
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("");

    const shopper = await openPage(browser, "/product", DESKTOP);
    await shopper.getByRole("heading", { name: softwareName }).waitFor();
    const visit = shopper.getByRole("link", { name: `Visit ${softwareName} (opens in a new tab)` });
    expect(await visit.getAttribute("href")).toBe("https://billing.example.com/start");
    expect(await visit.getAttribute("target")).toBe("_blank");

    // 'Our Products': five features, then Show More / Show Less; View Now opens a new tab.
    const retail = shopper.locator("[data-aos]").filter({ hasText: "Retail Management Software" });
    await retail.scrollIntoViewIfNeeded();
    expect(await retail.getByRole("listitem").count()).toBe(5);
    await retail.getByRole("button", { name: "Show More" }).click();
    expect(await retail.getByRole("listitem").count()).toBeGreaterThan(5);
    await retail.getByRole("button", { name: "Show Less" }).click();
    expect(await retail.getByRole("listitem").count()).toBe(5);
    expect(await retail.getByRole("link", { name: /View Now/ }).getAttribute("target")).toBe("_blank");
    expect(await retail.getAttribute("data-aos-duration")).toBe("1000");
    // Let the scroll animations run before the full-page picture.
    await shopper.mouse.wheel(0, 5000);
    await shopper.waitForTimeout(1200);
    await screenshot(shopper, "catalog-product-page-desktop");

    await page.goto("/admin/software/list");
    await page.getByLabel("Search by name").fill(softwareName);
    await page.getByRole("button", { name: `Delete ${softwareName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "software deleted successfully");
    await page.getByText("No softwares found").waitFor();
    await shopper.reload();
    await shopper.getByRole("heading", { name: "Our Products" }).waitFor();
    await shopper.getByRole("heading", { name: "Retail Management Software" }).first().waitFor();
    expect(await shopper.getByRole("heading", { name: softwareName }).count()).toBe(0);
    await shopper.context().close();
    await context.close();
  });

  it("refuses an oversized picture over real HTTP with 413 and a message naming the field in words", async () => {
    const { token } = adminSession();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: `Too Big ${stamp}`,
      price: "10",
      youSaved: "0",
      quantity: "1",
      description: "x",
      category: "PC",
    })) {
      form.append(k, v);
    }
    form.append("mainFile", new Blob([Buffer.alloc(6 * 1024 * 1024, 7)], { type: "image/png" }), "big.png");
    const res = await fetch(`${baseUrl()}/api/products/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      message: "Main picture is larger than 5 MB.",
      fields: { mainFile: "Main picture is larger than 5 MB." },
    });
    const search = await fetch(
      `${baseUrl()}/api/products/get-all?q=${encodeURIComponent(`Too Big ${stamp}`)}`,
    );
    expect((await search.json()).data).toEqual([]);
  });

  it("has no serious accessibility faults on the catalog and product pages", async () => {
    const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    for (const address of ["/product", "/singleProduct/1"]) {
      const page = await openPage(browser, address, PHONE);
      await page
        .getByText(/^(\d+ products?|Now RS .*)$/)
        .first()
        .waitFor();
      // evaluate, not a script tag: the shop's CSP rightly refuses inline scripts.
      await page.evaluate(axeSource);
      const faults = await page.evaluate(async () => {
        const w = window as unknown as {
          axe: {
            run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        };
        const result = await w.axe.run();
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
      expect(faults, address).toEqual([]);
      await page.context().close();
    }
  });

  it("once the catalog has loaded, a tap on a product opens it with no more code to fetch", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const scripts = requestedPaths(page, "script");
    await page.goto("/product");
    await appRendered(page);
    // Untouched, the page fetches the product page's code once it is idle.
    await expect
      .poll(() => scripts.some((s) => s.includes("product-detail-page")), { timeout: 10_000 })
      .toBe(true);
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    await page.locator("main .pc-link").first().click();
    await page.getByRole("button", { name: "Add To Cart" }).waitFor();
    expect(scripts.slice(before)).toEqual([]);
    await context.close();
  });

  it("the catalog looks right on a phone and on a desktop", async () => {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await openPage(browser, "/product", viewport);
      await page.getByRole("list").first().getByRole("link").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 8000);
      await page.waitForTimeout(1200);
      await screenshot(page, `catalog-page-${name}`);
      const first = page.getByRole("list").first().getByRole("link").first();
      await first.click();
      await page.getByText(/^Now RS /).waitFor();
      await page.waitForLoadState("networkidle");
      await screenshot(page, `catalog-detail-${name}`);
      await page.context().close();
    }
  });
});
