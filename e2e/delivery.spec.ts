import { deliveryChargeOf } from "@shop/shared/delivery";
import { addRupees, formatRs } from "@shop/shared/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.ts";
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { mailWithSubject } from "./support/outbox.ts";
import { adminPage, signInContext } from "./support/session.ts";
import { catalog, deliveryArea, seedCart, shopperSession } from "./support/shop.ts";

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

describe("delivery areas and charges", () => {
  it("a shopper orders home delivery to Dharan and sees its charge in every total", async () => {
    const dharan = await deliveryArea("Dharan");
    // Goods below Dharan's free-from amount, so the charge applies.
    const item = (await catalog()).find(
      (p) => p.quantity >= 2 && p.price * 2 < (dharan.freeFrom ?? Infinity),
    )!;
    const goods = addRupees(item.price, item.price);
    const charge = deliveryChargeOf(dharan, goods);
    expect(charge).toBeGreaterThan(0);
    const total = addRupees(goods, charge);

    const session = await shopperSession("dharan");
    const context = await newContext(browser, PHONE);
    await signInContext(context, session);
    await seedCart(context, [{ product: item, orderedQuantity: 2 }]);
    const page = await context.newPage();
    await page.goto("/checkout");
    await page.getByRole("radio", { name: "Home Delivery" }).check();
    await page.getByLabel("Phone Number").fill("9812345678");

    // A city the shop does not serve: the checkout says whom to call and goes no further.
    const city = page.getByRole("combobox", { name: "City" });
    await city.fill("Kathmandu");
    await page
      .getByText(/We do not deliver to Kathmandu yet\. Please call the shop on 98\d{8}/)
      .first()
      .waitFor();
    await page.getByLabel("Chowk Name").fill("Bhanu Chowk");
    await page.getByLabel("Famous Landmark").fill("the clock tower");
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await toast(page, "We do not deliver to Kathmandu yet.");
    expect(new URL(page.url()).pathname).toBe("/checkout");
    await screenshot(page, "delivery-not-served-phone");

    // Typing offers the areas with what each costs; choosing one shows its charge in the total.
    await city.fill("dha");
    const option = page.getByRole("option", { name: /Dharan/ });
    await option.waitFor();
    expect(await option.textContent()).toContain(formatRs(dharan.charge));
    await screenshot(page, "delivery-city-options-phone");
    await option.click();
    expect(await city.inputValue()).toBe("Dharan");
    expect(await page.getByTestId("checkout-delivery").textContent()).toBe(formatRs(charge));
    expect(await page.getByTestId("checkout-total").textContent()).toBe(formatRs(total));
    await expectAccessible(page, "the checkout with a delivery charge");
    await screenshot(page, "delivery-checkout-phone");

    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await page.waitForURL(/\/checkout-summary$/);
    await page.getByTestId("checkout-delivery").waitFor();
    expect(await page.getByTestId("checkout-delivery").textContent()).toBe(formatRs(charge));
    expect(await page.getByTestId("checkout-total").textContent()).toBe(formatRs(total));
    await screenshot(page, "delivery-summary-phone");
    await page.getByRole("button", { name: "Confirm Order" }).click();

    await page.waitForURL(/\/order\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await page.getByTestId("placed-delivery").textContent()).toBe(formatRs(charge));
    expect(await page.getByTestId("placed-total").textContent()).toBe(formatRs(total));
    await expectAccessible(page, "the thank-you page with a delivery charge");
    await screenshot(page, "delivery-thank-you-phone");

    const mail = await mailWithSubject(`Your order #${orderId} is placed`);
    expect(mail).toContain(`Delivery to Dharan: ${formatRs(charge)}`);
    expect(mail).toContain(`Total: ${formatRs(total)}`);

    await page.goto(`/invoice/${orderId}`);
    const invoice = page.getByRole("article", { name: `Order confirmation for order #${orderId}` });
    await invoice.getByText("Delivery to Dharan").waitFor();
    expect(await invoice.textContent()).toContain(formatRs(total));
    await screenshot(page, "delivery-invoice-phone");
    await context.close();

    // The owner sees the charge on the desk and in the order.
    const adminContext = await newContext(browser, DESKTOP);
    const admin = await adminPage(adminContext);
    await admin.goto(`/admin/ad-message?q=%23${orderId}`);
    const row = admin.getByTestId(`admin-order-${orderId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(`incl. delivery ${formatRs(charge)}`);
    await admin.goto(`/admin/view-more-details/${orderId}`);
    expect(await admin.getByTestId("detail-delivery").textContent()).toBe(formatRs(charge));
    await admin.getByText(`Total is ${formatRs(total)}`).waitFor();
    await screenshot(admin, "delivery-admin-order-desktop");
    await adminContext.close();
  });

  it("the owner adds an area and changes its charge; shoppers see the new one", async () => {
    const context = await newContext(browser, PHONE);
    const admin = await adminPage(context);
    await admin.goto("/admin/delivery-areas");
    await admin.getByRole("heading", { name: "Delivery areas" }).waitFor();
    await admin.getByRole("cell", { name: "Biratnagar", exact: true }).waitFor();
    await expectAccessible(admin, "the delivery areas screen");
    await screenshot(admin, "delivery-areas-admin-phone");

    const name = `Tarahara ${Date.now() % 100000}`;
    await admin.getByRole("button", { name: "Add area" }).click();
    const form = admin.getByRole("dialog", { name: "Add delivery area" });
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Name is required").waitFor();
    await form.getByLabel("City or area").fill(name);
    await form.getByLabel("Delivery charge").fill("-5");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Delivery charge must be at least 0").waitFor();
    await form.getByLabel("Delivery charge").fill("120");
    await form.getByLabel("Free from (optional)").fill("15000");
    await screenshot(admin, "delivery-area-form-phone");
    await expectAccessible(admin, "the delivery area form");
    await form.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Delivery area added");
    await admin.getByRole("cell", { name, exact: true }).waitFor();
    expect((await deliveryArea(name)).charge).toBe(120);

    await admin.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = admin.getByRole("dialog", { name: `Edit ${name}` });
    await edit.getByLabel("Delivery charge").fill("140");
    await edit.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Delivery area saved");
    await expect.poll(async () => (await deliveryArea(name)).charge).toBe(140);

    await admin.getByRole("button", { name: `Delete ${name}` }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await toast(admin, "Delivery area removed");
    await expect.poll(async () => (await deliveryArea(name).catch(() => null)) === null).toBe(true);
    await context.close();
  });
});
