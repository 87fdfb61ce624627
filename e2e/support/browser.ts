import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium.ts";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Debian's Chromium (CHROMIUM_PATH names another), launched as every journey launches it. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium(process.env.CHROMIUM_PATH);
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/** The paths a page asks for from now on, of one resource type ("script", "stylesheet"…), in order. */
export function requestedPaths(page: Page, resourceType: string): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === resourceType) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * A fresh browser profile (empty storage) at a given screen size. `serviceWorkers: "block"` keeps
 * the shop's worker out, so a request a journey slows or cuts really goes to the network.
 */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: Pick<BrowserContextOptions, "serviceWorkers"> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), ...options });
  // The splash of the first visit is tested on its own; other journeys start past it.
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem("splashShown", "1");
    } catch {
      // storage unavailable on about:blank
    }
  });
  return context;
}

/**
 * Waits for the app's first render. Until then index.html shows the public header and footer
 * around a page skeleton (marked data-skeleton), so a header or a footer heading alone does not
 * mean the page is there.
 */
export async function appRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && root.childElementCount > 0 && !root.querySelector("[data-skeleton]");
  });
}

export async function openPage(browser: Browser, pathname: string, viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(pathname);
  await appRendered(page);
  return page;
}

/** Saves a screenshot under test-results/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.resolve(import.meta.dirname, "../../test-results", `${name}.png`),
    fullPage: true,
  });
}

export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-e2e-files-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
