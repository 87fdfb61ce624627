import { deliveryChargeOf } from "@shop/shared/delivery";
import { addRupees, formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./support/axe.ts";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { mailWithSubject } from "./support/outbox.ts";
import { adminPage, adminSession, type Session, signInContext } from "./support/session.ts";
import { catalog, deliveryArea, seedCart, setOrderStatus, shopperSession } from "./support/shop.ts";

// The shop runs with PAYMENTS_SIMULATOR=true (e2e/support/global-setup.ts): Khalti and eSewa are
// the local simulator, reached over real HTTP, with its own payment pages.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A product in stock below Rs 25,000 (Dharan's free-from amount), for one piece, sold without
 * serial numbers (so that its order can be completed without typing them).
 */
async function affordable(): Promise<Product> {
  return (await catalog()).find((p) => p.quantity >= 3 && p.price < 25_000 && !p.tracksSerials)!;
}

/** A shopper at phone width with one piece in the cart, at the checkout. */
async function atCheckout(
  label: string,
  item: Product,
): Promise<{ page: Page; session: Session; close(): Promise<void> }> {
  const session = await shopperSession(label);
  const context = await newContext(browser, PHONE);
  await signInContext(context, session);
  await seedCart(context, [{ product: item, orderedQuantity: 1 }]);
  const page = await context.newPage();
  await page.goto("/checkout");
  await page.getByLabel("Phone Number").fill("9812345678");
  return { page, session, close: () => context.close() };
}

/** From the checkout's Confirm Checkout to the gateway's page. */
async function confirmAndGo(page: Page, gatewayTitle: RegExp) {
  await page.getByRole("button", { name: "Confirm Checkout" }).click();
  await page.waitForURL(/\/checkout-summary$/);
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL((url) => url.origin === inject("gatewaysUrl"));
  await page.waitForFunction((title) => new RegExp(title).test(document.title), gatewayTitle.source);
}

function orderIdOf(page: Page): number {
  return Number(new URL(page.url()).pathname.split("/").pop());
}

describe("paying online through the gateway simulator", () => {
  it("pays a home delivery to Dharan with Khalti and lands on a paid order; the owner sees Paid, cancels and records the refund", async () => {
    const item = await affordable();
    const dharan = await deliveryArea("Dharan");
    const total = addRupees(item.price, deliveryChargeOf(dharan, item.price));
    const { page, close } = await atCheckout("khalti", item);
    await page.getByRole("radio", { name: "Home Delivery" }).check();
    await page.getByRole("combobox", { name: "City" }).fill("Dharan");
    await page.getByLabel("Chowk Name").fill("Bhanu Chowk");
    await page.getByLabel("Famous Landmark").fill("the clock tower");
    await page.getByRole("radio", { name: /Khalti/ }).check();
    expect(await page.getByTestId("checkout-total").textContent()).toBe(formatRs(total));
    await screenshot(page, "payments-checkout-khalti-phone");

    await confirmAndGo(page, /Khalti/);
    await page.getByRole("button", { name: `Pay ${formatRs(total)}` }).waitFor();
    await screenshot(page, "payments-khalti-page-phone");
    await page.getByRole("button", { name: /^Pay / }).click();

    await page.waitForURL(/\/order\/\d+\?payment=paid$/);
    const orderId = orderIdOf(page);
    const paid = page.getByTestId("order-payment");
    await expect.poll(() => paid.getAttribute("data-status")).toBe("paid");
    expect(await paid.textContent()).toContain(`Paid ${formatRs(total)} with Khalti`);
    expect(await page.getByTestId("placed-total").textContent()).toBe(formatRs(total));
    await expectAccessible(page, "a paid order's page");
    await screenshot(page, "payments-paid-order-phone");
    await close();

    const receipt = await mailWithSubject(`Payment received for your order #${orderId}`);
    expect(receipt).toContain(`We received your payment of ${formatRs(total)} with Khalti`);

    // The owner sees Paid on the desk (a table on a computer, cards on the phone) and on the order.
    const phoneContext = await newContext(browser, PHONE);
    const phone = await adminPage(phoneContext);
    await phone.goto(`/admin/ad-message?q=%23${orderId}`);
    const card = phone.getByTestId(`admin-order-${orderId}`);
    await card.waitFor();
    expect(await card.getByTestId("payment-chip").textContent()).toBe("Paid");
    await screenshot(phone, "payments-desk-paid-phone");
    await phoneContext.close();

    const adminContext = await newContext(browser, DESKTOP);
    const admin = await adminPage(adminContext);
    await admin.goto(`/admin/ad-message?q=%23${orderId}`);
    const row = admin.getByTestId(`admin-order-${orderId}`);
    await row.waitFor();
    expect(await row.getByTestId("payment-chip").textContent()).toBe("Paid");
    await screenshot(admin, "payments-desk-paid-desktop");
    await admin.goto(`/admin/view-more-details/${orderId}`);
    const section = admin.getByRole("region", { name: "Payment" });
    await section.getByText(`Khalti: paid ${formatRs(total)}`).waitFor();
    await expectAccessible(admin, "the order detail with its payment");
    await screenshot(admin, "payments-admin-detail-desktop");

    // Cancelled after all: the shop is told to refund in Khalti's dashboard, then records it.
    await admin.getByRole("button", { name: "Cancel order" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    const due = section.getByTestId("refund-due");
    await due.waitFor();
    expect(await due.textContent()).toContain("Refund it in Khalti's merchant dashboard");
    await section.getByLabel("Note").fill("Refunded in Khalti's dashboard");
    await section.getByRole("button", { name: "Record refund" }).click();
    await expect.poll(() => section.getByTestId("payment-chip").textContent()).toBe("Refunded");
    expect(await section.textContent()).toContain(`refunded ${formatRs(total)}`);
    await screenshot(admin, "payments-refunded-desktop");
    await adminContext.close();
  });

  it("cancels in the simulator, comes back not paid, and switches to cash on delivery", async () => {
    const item = await affordable();
    const { page, close } = await atCheckout("khalti-cancel", item);
    await page.getByRole("radio", { name: "Home Delivery" }).check();
    await page.getByRole("combobox", { name: "City" }).fill("Dharan");
    await page.getByLabel("Chowk Name").fill("Bhanu Chowk");
    await page.getByLabel("Famous Landmark").fill("the clock tower");
    await page.getByRole("radio", { name: /Khalti/ }).check();
    await confirmAndGo(page, /Khalti/);
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.waitForURL(/\/order\/\d+\?payment=failed$/);
    const payment = page.getByTestId("order-payment");
    await expect.poll(() => payment.getAttribute("data-status")).toBe("unpaid");
    expect(await payment.textContent()).toContain("The payment was cancelled or did not go through");
    await payment.getByRole("button", { name: "Try again with Khalti" }).waitFor();
    await expectAccessible(page, "an unpaid order's page");
    await screenshot(page, "payments-not-paid-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "payments-not-paid-desktop");

    await payment.getByRole("button", { name: "Pay cash on delivery instead" }).click();
    await payment.getByText("Pay the rider in cash when your order arrives.").waitFor();
    expect(await payment.getAttribute("data-status")).toBe("unpaid");
    await screenshot(page, "payments-switched-phone");
    await close();
  });

  it("pays a store pickup with eSewa and comes back paid; once billed, a refund points to the bill's credit note", async () => {
    const item = await affordable();
    const { page, close } = await atCheckout("esewa", item);
    await page.getByRole("radio", { name: /eSewa/ }).check();
    await confirmAndGo(page, /eSewa/);
    await screenshot(page, "payments-esewa-page-phone");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/order\/\d+\?payment=paid$/);
    const payment = page.getByTestId("order-payment");
    await expect.poll(() => payment.getAttribute("data-status")).toBe("paid");
    expect(await payment.textContent()).toContain(`Paid ${formatRs(item.price)} with eSewa`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "payments-esewa-paid-desktop");
    const orderId = orderIdOf(page);
    await close();

    // Handed over (the sale's bill is issued), then brought back: the refund is money only.
    for (const status of ["Approved", "Ready for pickup", "Completed"]) {
      await setOrderStatus(adminSession(), orderId, status);
    }
    const adminContext = await newContext(browser, PHONE);
    const admin = await adminPage(adminContext);
    await admin.goto(`/admin/view-more-details/${orderId}`);
    const section = admin.getByRole("region", { name: "Payment" });
    await section.getByRole("button", { name: "Record a refund" }).click();
    const billNote = section.getByTestId("refund-bill-note");
    await billNote.waitFor();
    expect(await billNote.textContent()).toMatch(
      /^This sale has bill \S+: for goods brought back, issue its credit note/,
    );
    await billNote.getByRole("link", { name: "Return goods on the bill" }).waitFor();
    await screenshot(admin, "payments-refund-billed-phone");
    await adminContext.close();
  });

  it("says the payment is being confirmed while the gateway has not settled it", async () => {
    const item = await affordable();
    const { page, close } = await atCheckout("khalti-pending", item);
    await page.getByRole("radio", { name: /Khalti/ }).check();
    await confirmAndGo(page, /Khalti/);
    const pidx = new URL(page.url()).searchParams.get("pidx")!;
    // Khalti holds the payment as Pending (its lookup says so) while the shopper comes back.
    await fetch(`${inject("gatewaysUrl")}/_control/khalti/${pidx}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "Pending" }),
    });
    const back = (await (
      await fetch(`${inject("gatewaysUrl")}/_control/khalti/${pidx}/pay`, { method: "POST", body: "{}" })
    ).json()) as { location: string };
    await page.goto(back.location);
    await page.waitForURL(/\/order\/\d+\?payment=pending$/);
    const payment = page.getByTestId("order-payment");
    await payment.getByText("We are confirming your payment with Khalti").waitFor();
    await screenshot(page, "payments-pending-phone");
    // Khalti completes it: coming back again (a reload of the return), the order is paid.
    await fetch(`${inject("gatewaysUrl")}/_control/khalti/${pidx}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "Completed" }),
    });
    await page.goto(back.location);
    await page.waitForURL(/\/order\/\d+\?payment=paid$/);
    await expect.poll(() => payment.getAttribute("data-status"), { timeout: 15_000 }).toBe("paid");
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await close();
  });
});
