import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium, headless, with the flags this closed network and a root user need (no
 * downloads, no sandbox, no background calls home). The one launcher of the browser journeys and
 * the page benchmark; it imports nothing from Vitest, so a benchmark can use it too.
 */
export function launchChromium(executablePath = "/usr/bin/chromium"): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
