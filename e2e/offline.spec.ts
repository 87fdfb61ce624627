import { createHash } from "node:crypto";
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatShopDateTime } from "@shop/shared/shop-clock";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newContext, PHONE, screenshot, tempDir } from "./support/browser.ts";
import { freePort, startShop } from "./support/release-server.ts";
import { catalog } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const webDist = path.resolve(import.meta.dirname, "../apps/web/dist");
/** The catalog's first page, as the shop asks for it. */
const FIRST_PAGE = "/api/products/get-all?page=1&pageSize=24";

/** Waits until the service worker controls the page and has kept the addresses given. */
async function offlineReady(page: Page, kept: string[] = []): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }),
      );
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(async (paths) => {
          // Precached files are kept under their address plus a revision: compare without the query.
          const found = await Promise.all(paths.map((p) => caches.match(p, { ignoreSearch: true })));
          return found.every(Boolean);
        }, kept),
      { timeout: 20_000 },
    )
    .toBe(true);
}

describe("offline after one visit", () => {
  it("opens the catalog, a product seen before and the cart without a connection", async () => {
    const [first] = await catalog();
    if (!first) throw new Error("the demo catalog is empty");
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/.test(m.text())) blocked.push(m.text());
    });

    await page.goto("/product");
    await page
      .getByRole("link", { name: new RegExp(first.name) })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    // The picture in the size this screen took (the small one on a phone).
    const seenPicture = await page
      .getByTestId("main-picture")
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    // The catalog's first page, under its whole address: the app never asks for the whole list.
    await offlineReady(page, [FIRST_PAGE, `/api/products/get/${first.id}`, seenPicture]);

    await context.setOffline(true);
    await page.goto("/product");
    await page
      .getByRole("link", { name: new RegExp(first.name) })
      .first()
      .waitFor();
    // See the note on Chromium's offline state at /login below.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    // A polite line says so, with the time the catalog's prices were fetched (its kept answer's Date).
    const fetched = await page.evaluate(
      async (url) => (await caches.match(url))?.headers.get("date") ?? "",
      FIRST_PAGE,
    );
    expect(fetched).not.toBe("");
    const banner = page.getByRole("status").filter({ hasText: "You are offline: prices as of" });
    await expect
      .poll(() => banner.textContent())
      .toBe(`You are offline: prices as of ${formatShopDateTime(fetched)}`);
    await screenshot(page, "offline-catalog-phone");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/singleProduct/${first.id}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    const picture = page.getByTestId("main-picture");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto("/cart");
    await page.getByRole("heading", { name: "Cart" }).first().waitFor();
    expect(await page.getByText(first.name).first().isVisible()).toBe(true);

    // Sending needs a connection: the screen says so, and what was typed stays.
    await page.goto("/login");
    // Debian's Chromium 150 does not carry the context's emulated offline state into a document
    // loaded while offline (`navigator.onLine` is true there; a phone without a connection says
    // false): the connection is dropped again, so the page hears it as a phone's would.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    await page.getByText(/You are offline\. Login needs a connection/).waitFor();
    await page.getByLabel("Email").fill("sita@shop.test");
    await context.setOffline(false);
    await expect.poll(() => page.getByText(/You are offline/).count()).toBe(0);
    expect(await page.getByLabel("Email").inputValue()).toBe("sita@shop.test");

    expect(blocked, "inline scripts blocked by the Content-Security-Policy").toEqual([]);
    await context.close();
  });

  it("replaces the old release on the next visit, online and then offline", async () => {
    // Two builds of the shop, as two releases: the second one's page says it is release 2.
    const { dir, remove } = await tempDir();
    const release1 = path.join(dir, "release-1");
    const release2 = path.join(dir, "release-2");
    await cp(webDist, release1, { recursive: true });
    await cp(webDist, release2, { recursive: true });
    const oldHtml = await readFile(path.join(release2, "index.html"), "utf8");
    const newHtml = oldHtml.replace("</head>", '<meta name="release" content="2" />\n  </head>');
    await writeFile(path.join(release2, "index.html"), newHtml);
    await rmCompressed(path.join(release2, "index.html"));
    const revision = (html: string) => createHash("md5").update(html).digest("hex");
    const sw = await readFile(path.join(release2, "sw.js"), "utf8");
    if (!sw.includes(revision(oldHtml))) throw new Error("the service worker does not list index.html");
    await writeFile(path.join(release2, "sw.js"), sw.replace(revision(oldHtml), revision(newHtml)));
    await rmCompressed(path.join(release2, "sw.js"));

    const port = await freePort();
    const dataDir = path.join(dir, "data");
    const context = await browser.newContext({ viewport: PHONE, baseURL: `http://127.0.0.1:${port}` });
    await context.addInitScript(() => sessionStorage.setItem("splashShown", "1"));
    const page = await context.newPage();
    const release = () =>
      page.evaluate(() => document.querySelector('meta[name="release"]')?.getAttribute("content") ?? "1");
    try {
      let shop = await startShop({ port, dataDir, webDist: release1 });
      await page.goto("/product");
      await offlineReady(page);
      expect(await release()).toBe("1");
      await shop.stop();

      shop = await startShop({ port, dataDir, webDist: release2 });
      await page.goto("/aboutUs");
      expect(await release()).toBe("2");
      // The new worker takes over and keeps the new release for the days without a connection.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const html = await (await caches.match("/index.html", { ignoreSearch: true }))?.text();
              return html?.includes('name="release" content="2"') ?? false;
            }),
          { timeout: 30_000 },
        )
        .toBe(true);
      await shop.stop();

      await context.setOffline(true);
      await page.goto("/service");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await release()).toBe("2");
    } finally {
      await context.close();
      await remove();
    }
  }, 300_000);
});

/** The build's pre-compressed copies would still hold the old text. */
async function rmCompressed(file: string): Promise<void> {
  const { rm } = await import("node:fs/promises");
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}
