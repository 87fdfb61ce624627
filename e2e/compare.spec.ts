import { formatRs } from "@shop/shared/money";
import { warrantyPeriod } from "@shop/shared/warranty-label";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from "./support/browser.ts";
import { catalog } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAPTOPS = ["VivoBook 15 Laptop", "IdeaPad Slim 3 Laptop", "MacBook Air 13 M2"];

describe("comparing products", () => {
  it("a shopper compares three laptops side by side at phone width", async () => {
    const page = await openPage(browser, "/product?category=Laptop", PHONE);
    for (const name of LAPTOPS) await page.getByRole("button", { name: `Compare ${name}` }).click();
    expect(
      await page.getByRole("button", { name: `Compare ${LAPTOPS[0]}` }).getAttribute("aria-pressed"),
    ).toBe("true");
    // A fourth is refused with a word, not silently.
    await page.getByRole("button", { name: "Compare Aspire 3 Laptop" }).click();
    await page.locator('[role="alert"]', { hasText: "You can compare up to 3 products" }).first().waitFor();
    const bar = page.getByRole("region", { name: "Comparison" });
    await bar.getByText("3 of 3 chosen to compare").waitFor();
    await bar.getByRole("link", { name: "Compare 3" }).click();
    await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);

    const table = page.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(
      LAPTOPS.map((name) => expect.stringContaining(name)),
    );
    const row = async (label: string) =>
      (
        await table
          .getByRole("row", { name: new RegExp(`^${label}`) })
          .getByRole("cell")
          .allTextContents()
      ).slice(-3);
    expect(await row("RAM")).toEqual(["8 GB DDR4", "16 GB LPDDR5", "8 GB unified memory"]);
    const listed = await catalog();
    const prices = Object.fromEntries(listed.map((p) => [p.name, p.price]));
    expect(await row("Price")).toEqual(LAPTOPS.map((n) => formatRs(prices[n]!)));
    // Each laptop's warranty as the owner set it (other journeys change some), in years or months.
    const months = Object.fromEntries(listed.map((p) => [p.name, p.warrantyMonths]));
    const warranty = await row("Warranty");
    expect(warranty).toEqual(LAPTOPS.map((n) => warrantyPeriod(months[n]!) ?? "None"));
    for (const words of warranty) expect(words).toMatch(/^(\d+ (years?|months?)|None)$/);
    expect((await row("Stock"))[0]).toMatch(/^(In stock: \d+|Out of stock)$/);
    await screenshot(page, "compare-laptops-phone");
    expect(await seriousViolations(page)).toEqual([]);

    // The address holds the comparison: it opens the same on a desktop.
    const shared = await openPage(
      browser,
      new URL(page.url()).pathname + new URL(page.url()).search,
      DESKTOP,
    );
    await shared.getByRole("table").waitFor();
    await screenshot(shared, "compare-laptops-desktop");
    await shared.context().close();

    await page.getByRole("button", { name: `Take out ${LAPTOPS[1]}` }).click();
    await expect.poll(() => table.getByRole("columnheader").count()).toBe(2);
    await page.context().close();
  });
});
