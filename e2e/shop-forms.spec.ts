import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import type { Product } from "@shop/shared/products";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe.ts";
import {
  baseUrl,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  tempDir,
} from "./support/browser.ts";
import { adminPage, adminSession } from "./support/session.ts";
import { catalog } from "./support/shop.ts";

let browser: Browser;
let files: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  browser = await launchBrowser();
  files = await tempDir();
});
afterAll(async () => {
  await browser?.close();
  await files?.remove();
});

const stamp = Date.now().toString(36);

/** A toast with this text (a CSS locator: an open dialog hides the rest from the accessibility tree). */
function toast(page: Page, text: string): Locator {
  return page.locator('[role="alert"]', { hasText: text }).first();
}

/** No serious or critical axe findings in the page as it is now. */
/** The element's size on screen, in CSS pixels. */
async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { width: box.width, height: box.height };
}

/** The page is no wider than its screen: nothing needs sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

function api(pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${adminSession().token}`);
  if (init.body) headers.set("content-type", "application/json");
  return fetch(`${baseUrl()}/api${pathname}`, { ...init, headers });
}

describe("issue 15: errors on the field, how to pay, a cart and a product list that work on a phone", () => {
  it("marks a bad field and moves the focus to it; the error toast stays to be read (phone)", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto("/register");
    const phone = page.getByLabel("Phone");
    // Every digit typed stays (it used to become "978"); leaving the field says what is wrong.
    await phone.pressSequentially("9612345678");
    expect(await phone.inputValue()).toBe("9612345678");
    await page.getByLabel("Full name").click();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    await page.getByText("Invalid phone number format").waitFor();

    await page.getByRole("button", { name: "Register" }).click();
    await toast(page, "Please fill all the fields").waitFor();
    // The first wrong field has the focus; each empty one says so under it.
    expect(await page.evaluate(() => document.activeElement?.closest(".ptf-root")?.textContent)).toContain(
      "Full name is required",
    );
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "issue15-register-errors-phone");
    await expectAccessible(page, "the register form with errors");
    // Still there after twice a success toast's one second: an error is there to be read.
    await page.waitForTimeout(2500);
    expect(await toast(page, "Please fill all the fields").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close" }).click();
    await toast(page, "Please fill all the fields").waitFor({ state: "detached" });
    await context.close();
  });

  it("a shopper picks a quantity, registers from the cart, and is back at the cart logged in; checkout says how to pay", async () => {
    const item = (await catalog())
      .filter((p) => p.quantity >= 6)
      .sort((a, b) => b.quantity - a.quantity)[0] as Product;
    const tag = `${Date.now()}`.slice(-8);
    const customer = {
      fullName: "Gita Shrestha",
      email: `gita.${tag}@test.np`,
      phone: `97${tag}`,
      password: "dhido-and-gundruk-1",
    };
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();

    // The product page's quantity picker: 44 px buttons, two pieces into the cart.
    await page.goto(`/singleProduct/${item.id}`);
    const more = page.getByRole("button", { name: `One more ${item.name}` });
    await more.click();
    expect(await page.getByLabel(`Quantity of ${item.name}`).textContent()).toBe("2");
    for (const control of [more, page.getByRole("button", { name: `One less ${item.name}` })]) {
      const { width, height } = await size(control);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, "issue15-product-quantity-phone");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await toast(page, `${item.name} added to cart successfully`).waitFor();
    // The badge counts pieces.
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor();

    await page.goto("/cart");
    const line = page.getByTestId(`cart-line-${item.id}`);
    await line.waitFor();
    for (const name of [`One more ${item.name}`, `One less ${item.name}`, `Remove ${item.name}`]) {
      const { width, height } = await size(line.getByRole("button", { name }));
      expect(Math.min(width, height), name).toBeGreaterThanOrEqual(44);
    }
    await expectNoSidewaysScroll(page, PHONE.width);
    await screenshot(page, "issue15-cart-phone");
    await expectAccessible(page, "the cart on a phone");

    await page.getByRole("button", { name: "Go Checkout" }).click();
    await toast(page, "please Login first").waitFor();
    await page.waitForURL(`${baseUrl()}/login?next=%2Fcart`);
    await page.getByRole("link", { name: "Don't Have an Account" }).click();
    await page.waitForURL(`${baseUrl()}/register?next=%2Fcart`);
    await page.getByLabel("Full name").fill(customer.fullName);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Phone").fill(customer.phone);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Register" }).click();

    // Registered, logged in, and back at the same cart.
    await page.waitForURL(`${baseUrl()}/cart`);
    await toast(page, "Registration successful. You are now logged in.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("userRole"))).toBe("Customer");
    expect(await page.getByLabel(`Quantity of ${item.name}`).textContent()).toBe("2");
    await screenshot(page, "issue15-back-at-cart-phone");

    await page.getByRole("button", { name: "Go Checkout" }).click();
    await page.waitForURL(`${baseUrl()}/checkout`);
    // The account's phone is filled in; a store pickup is paid at the store.
    await expect.poll(() => page.getByLabel("Phone Number").inputValue()).toBe(customer.phone);
    expect(await page.getByRole("radio", { name: /Pay at the store/ }).isChecked()).toBe(true);
    await screenshot(page, "issue15-checkout-store-phone");
    await expectAccessible(page, "the checkout with its payment method");

    await page.getByRole("radio", { name: "Home Delivery" }).check();
    expect(await page.getByRole("radio", { name: /Cash on delivery/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await toast(page, "Please fill all fields for home delivery.").waitFor();
    // The empty address fields are marked and the first one has the focus.
    const city = page.getByLabel("City");
    expect(await city.getAttribute("aria-invalid")).toBe("true");
    expect(await city.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, "issue15-checkout-errors-phone");
    await city.fill("Dharan");
    await page.getByLabel("Chowk Name").fill("Bhanu Chowk");
    await page.getByLabel("Famous Landmark").fill("Clock tower");
    const note = "Please call before coming.\nThe gate is on the left.";
    await page.getByLabel("Note for the shop (optional)").fill(note);
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await page.waitForURL(`${baseUrl()}/checkout-summary`);
    await page.getByText(PAYMENT_METHOD_LABELS.cash_on_delivery).waitFor();
    await page.getByText("The gate is on the left.").waitFor();
    await screenshot(page, "issue15-summary-phone");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    // The thank-you page names the order and how it is paid.
    await page.waitForURL(/\/order\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await page.getByRole("heading", { name: `Order #${orderId} placed` }).waitFor();
    await page.getByText(PAYMENT_METHOD_LABELS.cash_on_delivery).first().waitFor();
    await context.close();

    // The shop sees how it is paid and the note, on the admin's order detail.
    const adminContext = await newContext(browser, DESKTOP);
    const admin = await adminPage(adminContext);
    await admin.goto(`/admin/view-more-details/${orderId}`);
    await admin.getByText("Payment: Cash on delivery").waitFor();
    const shown = admin.getByRole("region", { name: "Note from the customer" });
    expect(await shown.textContent()).toContain("The gate is on the left.");
    await screenshot(admin, "issue15-admin-order-desktop");
    await adminContext.close();
  });

  it("the admin's product list: Edit in view without sideways scrolling on a phone, a status filter and pages", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto("/admin");
    // On a phone the admin menu is behind the menu button; its Products entry opens the list.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Products" }).click();
    await page.waitForURL(`${baseUrl()}/admin/ad-productList`);
    const cards = page.getByRole("list", { name: "Products" });
    const firstEdit = cards.getByRole("link", { name: /^Edit / }).first();
    await firstEdit.waitFor();
    const box = (await firstEdit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page, PHONE.width);
    await screenshot(page, "issue15-admin-list-phone");
    await expectAccessible(page, "the admin product list on a phone");

    const lowStock = (await (await api("/products/get-all")).json()).data.filter(
      (p: Product) => !p.deleted && p.quantity > 0 && p.quantity <= 5,
    ) as Product[];
    await page.getByRole("combobox", { name: /^Show/ }).click();
    await page.getByRole("option", { name: "Low stock" }).click();
    await page.waitForURL(/status=low-stock/);
    // Every product shown is low on stock (the previous page stays on screen until the new one comes).
    const shown = Math.min(lowStock.length, 10);
    await expect.poll(() => cards.getByText("Low stock", { exact: true }).count()).toBe(shown);
    expect(await cards.getByRole("listitem").count()).toBe(shown);
    await context.close();

    const desktop = await newContext(browser, DESKTOP);
    const wide = await adminPage(desktop);
    await wide.goto("/admin/ad-productList");
    const table = wide.getByRole("table", { name: "Products" });
    const edit = table.getByRole("link", { name: /^Edit / }).first();
    await edit.waitFor();
    const wideBox = (await edit.boundingBox())!;
    expect(wideBox.x + wideBox.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(
      await table
        .getByRole("button", { name: /^Delete / })
        .first()
        .isVisible(),
    ).toBe(true);
    await expectNoSidewaysScroll(wide, DESKTOP.width);
    const firstName = await table.getByRole("row").nth(1).textContent();
    await wide.getByRole("button", { name: "Go to next page" }).click();
    await wide.waitForURL(/page=2/);
    await expect.poll(() => table.getByRole("row").nth(1).textContent()).not.toBe(firstName);
    await screenshot(wide, "issue15-admin-list-desktop");
    await expectAccessible(wide, "the admin product list on a desktop");
    await wide.getByRole("link", { name: "Add product" }).click();
    await wide.waitForURL(`${baseUrl()}/admin/ad-product`);
    await desktop.close();
  });

  it("the product form marks its wrong fields, refuses an oversized picture before sending it, and shows the upload", async () => {
    const big = path.join(files.dir, "holiday-photo.png");
    await writeFile(big, Buffer.alloc(6 * 1024 * 1024, 7));
    // A real picture of about a megabyte (noise does not compress), for the progress bar.
    const noisy = path.join(files.dir, "shelf.png");
    await writeFile(
      noisy,
      await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: "#888888",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer(),
    );

    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await adminPage(context);
      const creates: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/products/create")) creates.push(request.method());
      });
      await page.goto("/admin/ad-product");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await toast(page, "Please fill all the field").waitFor();
      const nameField = page.getByLabel("Name");
      expect(await nameField.getAttribute("aria-invalid")).toBe("true");
      expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('input[name="mainFile"]').getAttribute("aria-invalid")).toBe("true");
      await page.getByText("Main picture is required").waitFor();

      // 6 MB: refused in the browser, named in words, and never sent.
      await page.locator('input[name="mainFile"]').setInputFiles(big);
      await page.getByText("Main picture is larger than 5 MB.").waitFor();
      expect(await page.locator('input[name="mainFile"]').getAttribute("aria-invalid")).toBe("true");
      await screenshot(page, `issue15-add-product-errors-${name}`);
      await expectAccessible(page, `the add-product form with errors (${name})`);
      expect(creates).toEqual([]);
      await context.close();
    }

    // A picture that fits is sent with a progress bar (the upload slowed to a mobile line's pace).
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/ad-product");
    const productName = `Upload Shelf ${stamp}`;
    await page.getByLabel("Name").fill(productName);
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "PC" }).click();
    await page.getByLabel("Price (Rs)").fill("1000");
    await page.getByLabel("You saved (Rs)").fill("0");
    await page.getByLabel("Quantity").fill("0");
    await page.getByLabel("Description").fill("A shelf photographed for the upload test.");
    await page.locator('input[name="mainFile"]').setInputFiles(noisy);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("progressbar", { name: "Uploading" }).waitFor();
    await screenshot(page, "issue15-upload-progress-desktop");
    await toast(page, "Product Created Successfully").waitFor({ timeout: 60_000 });
    await context.close();
    const [created] = (await (await api(`/products/get-all?q=${encodeURIComponent(productName)}`)).json())
      .data;
    await api(`/products/delete/${created.id}`, { method: "DELETE" });
  });

  it("the owner's opening hours and time reach the footer and the contact section", async () => {
    const before = (await (await fetch(`${baseUrl()}/api/contact/get`)).json()).data;
    const hours = `9am to 6pm, Sunday to Friday (${stamp})`;
    const context = await newContext(browser, DESKTOP);
    const admin = await adminPage(context);
    await admin.goto("/admin/ad-contact");
    await admin.getByRole("button", { name: "Edit" }).click();
    const dialog = admin.getByRole("dialog", { name: "Edit Contact" });
    await dialog.getByLabel("Opening Hours").fill(hours);
    await dialog.getByLabel("Time").fill("09:00 - 18:00 NPT");
    // A wrong e-mail is marked in the dialog and nothing is saved.
    await dialog.getByLabel("Email").fill("shop@nowhere");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Invalid email format.").waitFor();
    expect(await dialog.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Email").fill(before.email);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(admin, "Contact updated successfully!").waitFor();
    await context.close();

    const visitor = await (await newContext(browser, PHONE)).newPage();
    await visitor.goto("/aboutUs");
    const footer = visitor.locator("footer");
    await footer.getByText(hours).waitFor();
    await footer.getByText("09:00 - 18:00 NPT").waitFor();
    expect(await visitor.getByTestId("contact-opening-hours").textContent()).toContain(hours);
    await visitor.getByTestId("contact-opening-hours").scrollIntoViewIfNeeded();
    await screenshot(visitor, "issue15-opening-hours-phone");
    await visitor.context().close();

    const fields = Object.fromEntries(
      ["aboutCompany", "address", "email", "phoneNumber", "faxNumber", "openingHours", "time"].map((k) => [
        k,
        before[k],
      ]),
    );
    const restored = await api(`/contact/update/${before.id}`, {
      method: "PUT",
      body: JSON.stringify(fields),
    });
    expect(restored.status).toBe(200);
  });
});
