/**
 * The slow phone of `npm run bench:pages`: Debian's Chromium through playwright-core, at phone size
 * with touch, on a link of 1.6 Mbit/s down, 750 kbit/s up and 300 ms round trips, the CPU slowed
 * four times (the DevTools protocol's own throttling, as a cheap Android phone on mobile data).
 *
 * What a shopper sees is read two ways at once:
 * - the screen itself, from the browser's screencast (a frame each time the picture changes): a
 *   frame of one colour is a blank screen. That gives the first content and every blank interval.
 * - the page's own state, checked on every animation frame by a script put in before the page's
 *   own: when the real header and content are there (not the splash, not the skeleton of the HTML),
 *   four cards on the catalog, Add To Cart clickable on a product's page. That gives "usable".
 * On the catalog it then taps the first card and times until the product is shown.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import sharp from "sharp";
import { launchChromium } from "../e2e/support/chromium.ts";

export const SLOW_PROFILE = {
  downKbps: 1600,
  upKbps: 750,
  rttMs: 300,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/** What a page must show to count as usable; checked in the page (no imports there). */
export type Usable = "home" | "catalog" | "product" | "page";

export interface SlowRun {
  page: string;
  /** First contentful paint, ms after navigation start. */
  firstContent: number;
  /** The real header and the page's content shown (for `/`: the splash lifted, home whole). */
  usable: number;
  /** /product: four cards with their pictures shown. */
  pictures?: number;
  /** /product: four pictures on the screen, a product's page: its picture (skeleton or app). */
  seen?: number;
  /** Blank stretches after the first content: [from, to] ms. */
  blanks: [number, number][];
  /** /product: tap on the first card until the product is shown, ms. */
  tap?: number;
  /** Frames, in order: ms and whether the screen was blank. */
  frames: { at: number; blank: boolean }[];
  load: number[];
}

/**
 * Runs in the page before its own scripts (a string: the page gets it as written): marks the
 * `performance.now()` of the animation frame in which the DOM first held each condition (its paint
 * follows in that frame). The real header is the app's (`.sh-page header` inside #root), not the
 * splash or a skeleton of the HTML.
 */
const PAGE_PROBE = `(function () {
  var bench = (window.__bench = { marks: {} });
  function root() { return document.getElementById("root"); }
  function all(selector) { var r = root(); return r ? Array.prototype.slice.call(r.querySelectorAll(selector)) : []; }
  function splashUp() { var s = document.getElementById("splash"); return !!s && !s.classList.contains("splash-done"); }
  function header() { return all(".sh-page header").length > 0 && !splashUp(); }
  function mainText() { var m = all("main")[0]; return !!m && m.textContent.trim().length > 40; }
  function cards() { return all("main .pc").length; }
  function pictures() {
    return all("main .pc img").slice(0, 4).filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
  }
  // Pictures on the screen whoever drew them: the HTML's skeleton (the start script puts the first
  // pictures in it as they arrive) or the app.
  function seen() {
    return all("[data-skeleton] .sk-media img, main .pc img, main [data-testid=main-picture]").filter(function (i) {
      return i.complete && i.naturalWidth > 0;
    }).length;
  }
  function addToCart() {
    return location.pathname.indexOf("/singleProduct/") === 0 && all("main button").some(function (b) {
      return /Add To Cart/.test(b.textContent) && !b.disabled;
    });
  }
  var checks = {
    header: header,
    page: function () { return header() && mainText(); },
    home: function () { return header() && mainText() && all("main h2").length > 0; },
    catalog: function () { return header() && cards() >= 4; },
    pictures: function () { return header() && cards() >= 4 && pictures() >= 4; },
    catalogSeen: function () { return location.pathname === "/product" && seen() >= 4; },
    productSeen: function () { return location.pathname.indexOf("/singleProduct/") === 0 && seen() >= 1; },
    product: function () { return header() && addToCart(); },
  };
  addEventListener("pointerdown", function () { if (bench.tapAt === undefined) bench.tapAt = performance.now(); }, true);
  function tick() {
    var now = performance.now();
    for (var name in checks) if (bench.marks[name] === undefined && checks[name]()) bench.marks[name] = now;
    if (bench.tapAt !== undefined && bench.tapShown === undefined && checks.product()) bench.tapShown = now;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();`;

/** A frame of (almost) one colour is a blank screen: white, or any flat fill. */
async function isBlank(jpeg: Buffer): Promise<boolean> {
  const { channels } = await sharp(jpeg).stats();
  return channels.slice(0, 3).every((c) => c.stdev < 3);
}

async function throttle(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PROFILE.rttMs,
    downloadThroughput: (SLOW_PROFILE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PROFILE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PROFILE.cpuSlowdown });
}

/**
 * Polls an expression until it gives a number (the page's Content-Security-Policy forbids the
 * string evaluation of waitForFunction; an expression sent through the protocol is not the page's).
 * The times come from the page's own marks, so the polling interval does not blur them.
 */
async function waitFor(page: Page, expression: string, timeoutMs: number): Promise<number | undefined> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await page.evaluate(expression).catch(() => undefined);
    if (typeof value === "number") return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** One cold visit (new profile: nothing cached, no service worker) of `url` on the slow phone. */
export async function slowVisit(
  browser: Browser,
  base: string,
  pagePath: string,
  usable: Usable,
  framesDir?: string,
): Promise<SlowRun> {
  const loadBefore = os.loadavg()[0]!;
  const context = await browser.newContext({
    viewport: SLOW_PROFILE.viewport,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript({ content: PAGE_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const shots: { wall: number; data: Buffer }[] = [];
  cdp.on("Page.screencastFrame", (frame) => {
    shots.push({ wall: frame.metadata.timestamp! * 1000, data: Buffer.from(frame.data, "base64") });
    cdp.send("Page.screencastFrameAck", { sessionId: frame.sessionId }).catch(() => {});
  });
  await cdp.send("Page.enable");
  await cdp.send("Page.startScreencast", { format: "jpeg", quality: 50, everyNthFrame: 1 });

  await page.goto(base + pagePath, { waitUntil: "commit", timeout: 60_000 });
  const origin = (await page.evaluate("performance.timeOrigin")) as number;
  const usableAt = await waitFor(
    page,
    `window.__bench && window.__bench.marks[${JSON.stringify(usable)}]`,
    30_000,
  );
  let picturesAt: number | undefined;
  let tapAt: number | undefined;
  let tapShown: number | undefined;
  if (usable === "catalog") {
    picturesAt = await waitFor(page, "window.__bench.marks.pictures", 20_000);
    // The shopper looks at the cards a moment, then taps the first one.
    await page.waitForTimeout(500);
    await page.locator("main .pc-link").first().tap({ timeout: 10_000 });
    const shown = await waitFor(page, "window.__bench.tapShown", 20_000);
    tapAt = (await page.evaluate("window.__bench.tapAt")) as number;
    tapShown = shown;
  }
  const seenMark = usable === "catalog" ? "catalogSeen" : usable === "product" ? "productSeen" : undefined;
  const seenAt = seenMark
    ? ((await page.evaluate(`window.__bench.marks.${seenMark}`)) as number | undefined)
    : undefined;
  // A moment past the last mark, so the frames show it and what follows (a late blank, a jump).
  await page.waitForTimeout(1000);
  const fcp = (await page.evaluate(
    "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime",
  )) as number | undefined;
  await cdp.send("Page.stopScreencast").catch(() => {});
  await page.waitForTimeout(100);

  const frames: { at: number; blank: boolean }[] = [];
  for (const [i, shot] of shots.entries()) {
    const at = Math.round(shot.wall - origin);
    const blank = await isBlank(shot.data);
    frames.push({ at, blank });
    if (framesDir) {
      await mkdir(framesDir, { recursive: true });
      const name = `${pagePath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${String(i).padStart(3, "0")}-${at}ms${blank ? "-blank" : ""}.jpg`;
      await writeFile(path.join(framesDir, name), shot.data);
    }
  }
  await context.close();

  // The browser's own first contentful paint; the frames (whose times come a little later, from
  // the compositor) tell the blank stretches after it.
  const firstContent = fcp ?? frames.find((f) => !f.blank)?.at ?? Number.NaN;
  const blanks: [number, number][] = [];
  let from: number | undefined;
  for (const f of frames) {
    if (f.at < firstContent) continue;
    if (f.blank && from === undefined) from = f.at;
    if (!f.blank && from !== undefined) {
      blanks.push([from, f.at]);
      from = undefined;
    }
  }
  if (from !== undefined) blanks.push([from, Number.POSITIVE_INFINITY]);
  // A mark is the animation frame in which the page's DOM first held the condition; the shopper
  // sees it with the next frame the screen shows (at 4x CPU the layout and paint of a page of
  // cards can take a second).
  const onScreen = (mark: number | undefined) =>
    mark === undefined ? undefined : (frames.find((f) => f.at >= mark && !f.blank)?.at ?? mark);
  return {
    page: pagePath,
    firstContent,
    usable: onScreen(usableAt) ?? Number.NaN,
    pictures: onScreen(picturesAt),
    seen: onScreen(seenAt),
    blanks,
    tap: tapAt === undefined || tapShown === undefined ? undefined : onScreen(tapShown)! - tapAt,
    frames,
    load: [loadBefore, os.loadavg()[0]!],
  };
}

export function launchSlowBrowser(): Promise<Browser> {
  return launchChromium(process.env.CHROME_PATH);
}
