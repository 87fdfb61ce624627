import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  requestedPaths,
  screenshot,
} from "./support/browser.ts";
import { catalog } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SKELETON_PICTURES = "[data-skeleton] .sk-media img";

/** The addresses of the loaded pictures a selector finds, in page order (runs in the page). */
function loadedPictures(selector: string): string[] {
  return Array.from(document.querySelectorAll<HTMLImageElement>(selector))
    .filter((img) => img.complete && img.naturalWidth > 0)
    .map((img) => new URL(img.currentSrc).pathname);
}

/** Holds every script of the app until `release` is called: the page as a slow phone has it first. */
function holdScripts() {
  const held: Route[] = [];
  let released = false;
  return {
    handler: (route: Route) => {
      if (released) void route.continue();
      else held.push(route);
    },
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

describe("the first screen before the app's code has arrived", () => {
  it("a deep link shows the real header and the shape of its page, never a blank screen", async () => {
    const [first] = await catalog();
    const cases = [
      ["/product", PHONE, "Product", "cards"],
      [`/singleProduct/${first!.id}`, DESKTOP, "Product", "product"],
      ["/aboutUs", PHONE, "AboutUs", "page"],
    ] as const;
    for (const [path, viewport, entry, shape] of cases) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const scripts = holdScripts();
      await page.route("**/assets/*.js", scripts.handler);
      await page.goto(path);
      // No script of the app has run: this is the HTML alone.
      expect(await page.evaluate(() => document.querySelector("[data-skeleton]") !== null)).toBe(true);
      await page.getByRole("banner").getByRole("link", { name: "Cart" }).waitFor();
      const current = page.getByRole("navigation", { name: "Main" }).locator("a[aria-current=page]");
      if (viewport === DESKTOP) expect(await current.textContent()).toBe(entry);
      expect(await page.locator("[data-skeleton]").getAttribute("data-shape")).toBe(shape);
      // The catalog's first pictures and a product's picture show in the skeleton's boxes, before
      // any of the app's code has run; the app then shows the same ones in their place.
      const count = { cards: 4, product: 1, page: 0 }[shape];
      await expect
        .poll(() => page.evaluate(loadedPictures, SKELETON_PICTURES).then((p) => p.length))
        .toBe(count);
      const early = await page.evaluate(loadedPictures, SKELETON_PICTURES);
      const earlyBox = count ? await page.locator(SKELETON_PICTURES).first().boundingBox() : null;
      await page.getByRole("status", { name: "Loading" }).waitFor();
      await page.getByRole("contentinfo").waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
      await screenshot(
        page,
        `first-paint${path.replace(/\W+/g, "-")}-${viewport === PHONE ? "phone" : "desktop"}`,
      );

      // The app's first render takes the skeleton's place; the header is the same.
      await scripts.release();
      await expect.poll(() => page.locator("[data-skeleton]").count(), { timeout: 30_000 }).toBe(0);
      await page.getByRole("banner").getByRole("link", { name: "Cart" }).waitFor();
      const app = "main .pc img, main [data-testid=main-picture]";
      await expect
        .poll(() => page.evaluate(loadedPictures, app).then((p) => p.slice(0, early.length)))
        .toEqual(early);
      // The first picture stays where the skeleton showed it: no jump when the app takes over.
      if (earlyBox) {
        const box = await page.locator(app).first().boundingBox();
        for (const side of ["x", "y", "width"] as const)
          expect(
            Math.abs(box![side] - earlyBox[side]),
            `${path} ${side}: ${box![side]}, was ${earlyBox[side]}`,
          ).toBeLessThan(2);
      }
      await context.close();
    }
  });

  it("the app's own styles come inside the HTML, once: no screen opened later downloads them again", async () => {
    const [first] = await catalog();
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const stylesheets = requestedPaths(page, "stylesheet");
    await page.goto("/product");
    // The catalog, then a product and the sign-in screen: each brings its code after the first load.
    await page.getByRole("link", { name: first!.name }).first().click();
    await page.getByRole("button", { name: "Add To Cart" }).waitFor();
    await page.goto("/login");
    await page.getByRole("button", { name: "Login" }).waitFor();
    const inlined = await page.locator("link[rel=stylesheet][disabled]").getAttribute("href");
    expect(inlined).toMatch(/^\/assets\/.+\.css$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Roboto");
    expect(stylesheets).not.toContain(inlined);
    // Linked and applied a second time, the same rules would make the browser restyle the whole page.
    expect(await page.locator(`link[rel=stylesheet][href="${inlined}"]:not([disabled])`).count()).toBe(0);
    await context.close();
  });

  it("the welcome splash holds its 3.4 s and lifts onto the whole home page", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      // A first visit of the session: no helper that skips the splash.
      const context = await browser.newContext({ viewport, baseURL: baseUrl() });
      const page = await context.newPage();
      const scripts = holdScripts();
      await page.route("**/assets/*.js", scripts.handler);
      await page.goto("/");
      const splash = page.getByRole("status", { name: /Welcome to Koshi IT/ });
      await splash.waitFor();
      // What was under the splash at the moment it began to lift: the skeleton, a part of the
      // home page, or the whole of it (down to its last section, the services).
      await page.evaluate(() => {
        const target = document.getElementById("splash")!;
        new MutationObserver(() => {
          if (!target.classList.contains("splash-done")) return;
          (window as unknown as { liftedOnto: string }).liftedOnto = document.querySelector("[data-skeleton]")
            ? "skeleton"
            : document.getElementById("services-title")
              ? "the whole home page"
              : "a part of it";
        }).observe(target, { attributes: true });
      });
      // The app's code is late (a slow phone): past the splash's 3.4 s, the splash still covers.
      await page.waitForTimeout(4500);
      expect(await splash.isVisible()).toBe(true);
      await scripts.release();
      await splash.waitFor({ state: "detached", timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { liftedOnto?: string }).liftedOnto)).toBe(
        "the whole home page",
      );
      await page.getByRole("heading", { name: "Our Services" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
