import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { appRendered, DESKTOP, launchBrowser, PHONE, screenshot, tempDir } from "./support/browser.ts";
import { freePort, startShop } from "./support/release-server.ts";

/**
 * The catalog a page at a time, on a shop of its own (the demo's products and 30 more), so the
 * counts are known and the other journeys' products do not move between pages.
 */
const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");
const ADDED = 30;

let browser: Browser;
let shop: Awaited<ReturnType<typeof startShop>>;
let files: Awaited<ReturnType<typeof tempDir>>;
let total = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  files = await tempDir();
  shop = await startShop({ port: await freePort(), dataDir: path.join(files.dir, "data"), webDist });
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@shop.local", password: "release-test-2024" }),
  });
  const { token } = (await login.json()).data as { token: string };
  const picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#1565c0" },
  })
    .png()
    .toBuffer();
  for (let i = 1; i <= ADDED; i++) {
    const form = new FormData();
    const fields = {
      name: `Paging Test Drive ${i}`,
      brand: "Pagewise",
      model: `PW-${i}`,
      price: String(5000 + i),
      youSaved: "0",
      quantity: "3",
      description: "A drive listed to fill the catalog past two pages.",
      category: "Computer Parts",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("mainFile", new Blob([new Uint8Array(picture)], { type: "image/png" }), "drive.png");
    const res = await fetch(`${shop.url}/api/products/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
  }
  const first = await (await fetch(`${shop.url}/api/products/get-all?page=1&pageSize=1`)).json();
  total = first.data.total;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await files?.remove();
});

/** A page of this shop past the splash, and every catalog call its app makes. */
async function shopPage(viewport: typeof PHONE): Promise<{ page: Page; asked: URL[] }> {
  const context = await browser.newContext({ viewport, baseURL: shop.url });
  await context.addInitScript(() => sessionStorage.setItem("splashShown", "1"));
  const page = await context.newPage();
  const asked: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/products/get-all") asked.push(url);
  });
  return { page, asked };
}

const cards = (page: Page) => page.locator(".cat-grid > li");

describe("the catalog, a page at a time", () => {
  it("shows 24 cards at phone width, 'Load more' shows the next 24, and the address keeps them", async () => {
    expect(total).toBeGreaterThan(48);
    const { page, asked } = await shopPage(PHONE);
    await page.goto("/product");
    await appRendered(page);
    await page.getByText(`${total} products`, { exact: true }).waitFor();
    // The first render draws the first screen (4 cards on a phone) and the rest in the render right after.
    await expect.poll(() => cards(page).count()).toBe(24);
    // The start script asked for the first page and the app took it: one call, not two.
    expect(asked.map((u) => u.search)).toEqual(["?page=1&pageSize=24"]);

    const more = page.getByRole("button", { name: `Load more (${total - 24} left)` });
    await more.click();
    await expect.poll(() => cards(page).count()).toBe(48);
    expect(new URL(page.url()).search).toBe("?page=2");
    // The focus is on the first new product, where a keyboard user goes on.
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest("li")?.parentElement?.children[24]?.contains(document.activeElement),
      ),
    ).toBe(true);
    await page.getByRole("button", { name: `Load more (${total - 48} left)` }).waitFor();
    await screenshot(page, "catalog-paging-two-pages-phone");
    expect(await seriousViolations(page)).toEqual([]);

    // Reloaded (or shared), the address opens with the same two pages.
    await page.reload();
    await appRendered(page);
    await expect.poll(() => cards(page).count()).toBe(48);
    expect(await page.getByRole("link", { name: /Paging Test Drive 20\b/ }).count()).toBe(1);

    // A filter starts again at the first page, and the address forgets the page count.
    await page.getByRole("button", { name: "Computer Parts", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "Computer Parts");
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    await expect.poll(() => cards(page).count()).toBe(24);

    // Every catalog call the app made asked for a page of 24: never the whole list.
    expect(asked.length).toBeGreaterThan(2);
    for (const url of asked) expect(url.searchParams.get("pageSize"), url.search).toBe("24");
    await page.context().close();
  });

  it("lists the last page on a desktop and offers no more", async () => {
    const pages = Math.ceil(total / 24);
    const { page, asked } = await shopPage(DESKTOP);
    await page.goto(`/product?page=${pages}`);
    await appRendered(page);
    await expect.poll(() => cards(page).count()).toBe(total);
    expect(await page.getByRole("button", { name: /Load more/ }).count()).toBe(0);
    await screenshot(page, "catalog-paging-all-desktop");
    for (const url of asked) expect(url.searchParams.get("pageSize"), url.search).toBe("24");
    await page.context().close();
  });
});
