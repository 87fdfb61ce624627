import { deliveryChargeOf } from "@shop/shared/delivery";
import { addRupees, formatRs } from "@shop/shared/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { adminSession, signInContext } from "./support/session.ts";
import { catalog, deliveryArea, placeOrder, product, seedCart, shopperSession } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A toast with this text. While a dialog is open MUI hides the rest of the page from the accessibility tree. */
async function toast(page: Page, text: string) {
  await page.getByRole("alert", { includeHidden: true }).filter({ hasText: text }).first().waitFor();
}

describe("cart, checkout and orders", () => {
  it("a shopper changes quantities, checks out with home delivery, sees the order and cancels it", async () => {
    const products = (await catalog()).filter((p) => p.quantity >= 2);
    // One product with plenty of stock, one with little, to meet the stock limit on plus.
    const plenty = products.reduce((a, b) => (b.quantity > a.quantity ? b : a));
    const scarce = products
      .filter((p) => p.id !== plenty.id)
      .reduce((a, b) => (b.quantity < a.quantity ? b : a));
    const session = await shopperSession("checkout");
    const context = await newContext(browser, PHONE);
    await signInContext(context, session);
    const page = await context.newPage();
    // Both products go into the cart from their own pages; a second add is refused with a warning.
    for (const p of [plenty, scarce]) {
      await page.goto(`/singleProduct/${p.id}`);
      await page.getByRole("button", { name: "Add To Cart" }).click();
      await toast(page, `${p.name} added to cart successfully`);
    }
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await toast(page, `${scarce.name} already Added to cart`);
    await page.goto("/cart");
    await page.getByTestId(`cart-line-${scarce.id}`).waitFor();

    const more = page.getByRole("button", { name: `One more ${plenty.name}` });
    await more.click();
    await more.click();
    await page.getByRole("button", { name: `One less ${plenty.name}` }).click();
    const moreScarce = page.getByRole("button", { name: `One more ${scarce.name}` });
    for (let i = 1; i < scarce.quantity; i++) await moreScarce.click();
    await expect.poll(() => moreScarce.isDisabled()).toBe(true);
    const total = plenty.price * 2 + scarce.price * scarce.quantity;
    await expect.poll(() => page.getByTestId("cart-total").textContent()).toBe(formatRs(total));
    await screenshot(page, "orders-cart-phone");

    await page.getByRole("button", { name: "Go Checkout" }).click();
    await page.waitForURL(`${baseUrl()}/checkout`);
    await page.getByRole("radio", { name: "Home Delivery" }).check();
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await toast(page, "Please fill all fields for home delivery.");
    await page.getByLabel("Phone Number").fill("9812345678");
    await page.getByLabel("City").fill("Itahari");
    await page.getByLabel("Chowk Name").fill("Bhrikuti Chowk");
    await page.getByLabel("Famous Landmark").fill("Opposite Big Mart");
    await screenshot(page, "orders-checkout-phone");
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await toast(page, "Order details are valid. Proceeding to checkout summary.");
    await page.waitForURL(`${baseUrl()}/checkout-summary`);
    await page.getByText("Opposite Big Mart").waitFor();
    // Itahari's delivery charge (or none, past its free-from amount) is part of the total.
    const withDelivery = addRupees(total, deliveryChargeOf(await deliveryArea("Itahari"), total));
    expect(await page.getByTestId("checkout-total").textContent()).toBe(formatRs(withDelivery));
    await screenshot(page, "orders-summary-phone");

    await page.getByRole("button", { name: "Confirm Order" }).click();
    await toast(page, "Checkout Success!");
    // The thank-you page names the order; its history is one link away.
    await page.waitForURL(/\/order\/\d+$/);
    await page.getByRole("link", { name: "My order history" }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    const history = page.getByRole("list", { name: "My Order History" });
    const row = history.getByRole("listitem").filter({ hasText: `${plenty.name}, ${scarce.name}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatRs(withDelivery));
    expect(await row.textContent()).toContain("Pending");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").state.lines)).toEqual(
      [],
    );
    expect((await product(scarce.id)).quantity).toBe(0);
    await screenshot(page, "orders-profile-phone");

    await row.getByRole("button", { name: "View" }).click();
    const details = page.getByRole("dialog", { name: "Order details" });
    const scarceItem = details.getByRole("listitem").filter({ hasText: scarce.name });
    expect(await scarceItem.textContent()).toContain(`Qty: ${scarce.quantity}`);
    await page.waitForTimeout(400); // let the dialog finish fading in, for the picture only
    await screenshot(page, "orders-details-modal-phone");
    await details.getByRole("button", { name: "Cancel order" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel order" });
    await confirm.getByText("Are you sure you want to cancel this order?").waitFor();
    const cancelSent = page.waitForRequest((r) => r.url().includes("/api/orders/cancel/"));
    await confirm.getByRole("button", { name: "Yes" }).click();
    // The call names the state it wants: a second tap on a slow link cannot undo the first.
    expect(new URL((await cancelSent).url()).searchParams.get("canceled")).toBe("true");
    await toast(page, "Order Cancelled");
    await details.getByRole("button", { name: "Undo cancel" }).waitFor();
    await details.getByText("Cancelled", { exact: true }).waitFor();
    // The timeline says who cancelled it, in the shop's time.
    await details.getByRole("region", { name: "Order timeline" }).getByText("Cancelled, by you").waitFor();
    // The stock came back with the cancel.
    expect((await product(scarce.id)).quantity).toBe(scarce.quantity);
    await details.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => row.textContent()).toContain("Cancelled");
    await context.close();
  });

  it("the admin approves an order, the shopper sees it, and a deleted order leaves the list", async () => {
    const [item] = (await catalog()).filter((p) => p.quantity >= 3).sort((a, b) => b.quantity - a.quantity);
    const session = await shopperSession("approve");
    const order = await placeOrder(session, [{ id: item!.id, orderedQuantity: 1 }]);
    const spare = await placeOrder(session, [{ id: item!.id, orderedQuantity: 1 }]);

    const adminContext = await newContext(browser, DESKTOP);
    await signInContext(adminContext, adminSession());
    const admin = await adminContext.newPage();
    await admin.goto("/admin/ad-message");
    await admin.getByRole("heading", { name: "Order Detail" }).waitFor();
    const listRow = admin.getByTestId(`admin-order-${order.id}`);
    await listRow.waitFor();
    expect(await listRow.textContent()).toContain(item!.name);
    expect(await listRow.textContent()).toContain("Store pickup");
    await screenshot(admin, "orders-admin-list-desktop");
    await admin.setViewportSize(PHONE);
    await screenshot(admin, "orders-admin-list-phone");
    await admin.setViewportSize(DESKTOP);

    await listRow.getByRole("link", { name: "View" }).click();
    await admin.waitForURL(`${baseUrl()}/admin/view-more-details/${order.id}`);
    await admin.getByText(`Total is ${formatRs(order.totalPrice)}`).waitFor();
    await admin.getByRole("button", { name: "Confirm" }).click();
    await toast(admin, "Please select status");

    // Reject asks first; Cancel leaves the order as it was.
    await admin.getByRole("combobox", { name: "Status" }).click();
    await admin.getByRole("option", { name: "Reject" }).click();
    await admin.getByRole("button", { name: "Confirm" }).click();
    const reject = admin.getByRole("dialog", { name: "Reject Order" });
    await reject.getByText("You are about to Reject. Are you sure?").waitFor();
    await reject.getByRole("button", { name: "Cancel" }).click();
    await reject.waitFor({ state: "hidden" });

    await admin.getByRole("combobox", { name: "Status" }).click();
    await admin.getByRole("option", { name: "Approve" }).click();
    await admin.getByRole("button", { name: "Confirm" }).click();
    await toast(admin, "Order Status Updated");
    await admin.getByText("Approved", { exact: true }).waitFor();
    // An approved store pickup is made ready, handed over or rejected: no "On the way", no "Approve".
    await admin.getByRole("combobox", { name: "Status" }).click();
    expect(await admin.getByRole("option").allTextContents()).toEqual([
      "Ready for pickup",
      "Completed",
      "Reject",
    ]);
    await admin.keyboard.press("Escape");
    await admin.getByRole("region", { name: "Order timeline" }).getByText("Approved, by").waitFor();
    await screenshot(admin, "orders-admin-detail-desktop");

    // The admin's cancel toggle, both ways (cancelling asks first); the order stays Approved and live.
    await admin.getByRole("button", { name: "Cancel order" }).click();
    await admin.getByRole("dialog", { name: "Cancel order" }).getByRole("button", { name: "Yes" }).click();
    await toast(admin, "Order Cancelled");
    await admin.getByRole("button", { name: "Undo cancel" }).click();
    await toast(admin, "Order restored");
    await admin.getByRole("button", { name: "Cancel order" }).waitFor();
    await admin.setViewportSize(PHONE);
    await screenshot(admin, "orders-admin-detail-phone");
    await admin.setViewportSize(DESKTOP);

    const shopper = await newContext(browser, PHONE);
    await signInContext(shopper, session);
    const shopperPage = await shopper.newPage();
    await shopperPage.goto("/profile");
    const shopperRow = shopperPage.getByTestId(`order-row-${order.id}`);
    await shopperRow.waitFor();
    expect(await shopperRow.textContent()).toContain("Approved");
    await shopper.close();

    await admin.goto("/admin/ad-message");
    const spareRow = admin.getByTestId(`admin-order-${spare.id}`);
    await spareRow.getByRole("button", { name: /^Delete order/ }).click();
    const dialog = admin.getByRole("dialog", {
      name: `This will delete order #${spare.id} of ${spare.users.fullName}`,
    });
    await dialog.getByText(`You are about to delete order #${spare.id}`).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(admin, "Cart deleted successfully");
    await spareRow.waitFor({ state: "detached" });
    await adminContext.close();
  });

  it("tells the shopper which product ran short when someone else bought it first", async () => {
    const [item] = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => a.quantity - b.quantity);
    const session = await shopperSession("short");
    const context = await newContext(browser, DESKTOP);
    await signInContext(context, session);
    await seedCart(context, [{ product: item!, orderedQuantity: item!.quantity }]);
    const page = await context.newPage();
    await page.goto("/checkout");
    await page.getByLabel("Phone Number").fill("9712345678");
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await page.waitForURL(`${baseUrl()}/checkout-summary`);

    // Another shopper takes one piece while this one reads the summary.
    const other = await placeOrder(await shopperSession("other"), [{ id: item!.id, orderedQuantity: 1 }]);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await toast(page, "Failed to confirm the order. Please try again.");
    const left = item!.quantity - 1;
    await page
      .getByRole("alert")
      .filter({ hasText: `Only ${left} ${left === 1 ? "piece" : "pieces"} of ${item!.name}` })
      .waitFor();
    expect(page.url()).toBe(`${baseUrl()}/checkout-summary`);
    await screenshot(page, "orders-summary-short-desktop");
    expect((await product(item!.id)).quantity).toBe(left);
    await context.close();

    // Put the piece back for the other journeys.
    const admin = adminSession();
    const res = await fetch(`${baseUrl()}/api/orders/cancel/${other.id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
  });
});
