import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { mailWithSubject } from "./support/outbox.ts";
import { adminPage, signInContext } from "./support/session.ts";
import { catalog, placeOrder, shopperSession } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function toast(page: Page, text: string) {
  await page.getByRole("alert", { includeHidden: true }).filter({ hasText: text }).first().waitFor();
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await toast(page, "Order Status Updated");
}

describe("ready for pickup", () => {
  it("the owner marks a store order ready; the shopper gets an e-mail and sees it on the order", async () => {
    const [item] = (await catalog()).filter((p) => p.quantity >= 2);
    const session = await shopperSession("pickup");
    const order = await placeOrder(session, [{ id: item!.id, orderedQuantity: 1 }]);

    const context = await newContext(browser, PHONE);
    const admin = await adminPage(context);
    await admin.goto(`/admin/view-more-details/${order.id}`);
    await chooseStatus(admin, "Approve");
    await chooseStatus(admin, "Ready for pickup");
    await admin.getByText("Ready for pickup", { exact: true }).first().waitFor();
    await screenshot(admin, "pickup-admin-detail-phone");

    // The desk has the status as a tab with its count.
    await admin.goto("/admin/ad-message");
    const tab = admin.getByRole("tab", { name: /^Ready for pickup/ });
    await expect
      // The counts come with the desk's first page: on a loaded machine later than poll's 1 s default.
      .poll(async () => Number((await tab.textContent())?.match(/\d+/)?.[0] ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await tab.click();
    await admin.getByTestId(`admin-order-${order.id}`).waitFor();
    await screenshot(admin, "pickup-desk-tab-phone");
    await context.close();

    const mail = await mailWithSubject(`Your order #${order.id} is ready for pickup`);
    expect(mail).toContain("Please collect it at our shop during opening hours");

    const shopper = await newContext(browser, PHONE);
    await signInContext(shopper, session);
    const page = await shopper.newPage();
    await page.goto(`/order/${order.id}`);
    const ready = page.getByTestId("ready-for-pickup");
    await ready.waitFor();
    expect(await ready.textContent()).toContain(`Please quote #${order.id}`);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "pickup-shopper-order-phone");
    await shopper.close();
  });
});
