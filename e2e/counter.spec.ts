import type { Bill, SalesRegister } from "@shop/shared/bills";
import type { Order } from "@shop/shared/orders";
import type { Product } from "@shop/shared/products";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { adminPage, adminSession } from "./support/session.ts";
import { catalog, placeOrder, shopperSession } from "./support/shop.ts";

/**
 * The one book in a browser: a counter sale typed the way a barcode scanner types, with cash
 * change and its receipt printed; a web order completed with serials; a return by credit note;
 * the sales register's CSV; a warranty lookup. At desktop and phone width, with axe.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminSession().token}`,
      ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** Gives a demo product the fields a tax invoice and the warranty need, through the product form's call. */
async function withInvoiceFields(
  p: Product,
  fields: { hsCode: string; warrantyMonths: number; tracksSerials: boolean },
) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: p.name,
    brand: p.brand,
    model: p.model,
    price: String(p.price),
    youSaved: String(p.youSaved),
    quantity: String(p.quantity),
    description: p.description,
    category: p.category,
    hsCode: fields.hsCode,
    warrantyMonths: String(fields.warrantyMonths),
    tracksSerials: String(fields.tracksSerials),
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const res = await api<Product>("PUT", `/products/update/${p.id}`, form);
  expect(res.status).toBe(200);
  return res.data;
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByRole("alert", { includeHidden: true }).filter({ hasText: text }).first().waitFor();
}

describe("the counter", () => {
  it("sells with a scanner's typing and cash change, and prints the receipt on one page", async () => {
    const products = (await catalog()).filter((p) => p.quantity >= 3 && p.model);
    const ssd = await withInvoiceFields(products.find((p) => /SSD/.test(p.name)) ?? products[0]!, {
      hsCode: "84717020",
      warrantyMonths: 36,
      tracksSerials: true,
    });
    const other = products.find((p) => p.id !== ssd.id)!;
    // A VAT-registered shop prints Tax Invoices.
    const contact = await api<{ id: number } | null>("GET", "/contact/get");
    expect(
      (
        await api("PUT", `/contact/update/${contact.data!.id}`, {
          taxRegistration: "vat",
          panNumber: "601234567",
        })
      ).status,
    ).toBe(200);

    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/counter");
    const search = page.getByLabel("Scan or search a product");
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    // The scanner types the model fast and presses Enter.
    await page.keyboard.type(ssd.model, { delay: 5 });
    await page.keyboard.press("Enter");
    await page.getByLabel(`Serial 1 of ${ssd.name}`).waitFor();
    await page.getByLabel(`Serial 1 of ${ssd.name}`).fill("E2E-SSD-0001");
    await page.keyboard.press("Enter");
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(other.model, { delay: 5 });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: `One more ${other.name}` }).click();
    expect(await page.getByLabel(`Quantity of ${other.name}`).textContent()).toBe("2");
    expect(await page.getByTestId(`stock-${other.id}`).textContent()).toBe(`${other.quantity} in stock`);

    await page.getByLabel("Phone").fill("9811122233");
    await page.getByLabel("Name", { exact: true }).fill("Walk-in Ramesh");
    const total = ssd.price + 2 * other.price;
    const received = Math.ceil((total + 1) / 1000) * 1000;
    await page.getByLabel("Received (Rs)").fill(String(received));
    await expect
      .poll(() => page.getByTestId("counter-change").textContent())
      .toBe(`Change Rs ${(received - total).toLocaleString("en-IN")}`);
    await screenshot(page, "counter-desktop");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Complete sale" }).click();
    await page.waitForURL(/\/bill\/\d+\?format=receipt&print=1$/);
    const sheet = page.getByRole("article", { name: /^Tax Invoice \d{4}\/\d\d-\d{6}$/ });
    await sheet.waitFor();
    const text = (await sheet.textContent()) ?? "";
    expect(text).toContain("E2E-SSD-0001");
    // The SSD's 36 months, printed under its line for the buyer to keep.
    expect(text).toContain("Warranty: 3 years");
    expect(text).toContain("Walk-in Ramesh");
    expect(text).toContain("VAT 13 %");
    expect(text).toContain("In words:");
    // The print was recorded as the original: no copy label on it.
    expect(await page.getByTestId("copy-label").count()).toBe(0);
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "counter-receipt-print");
    // The receipt as the printer gets it (a fresh tab of the same bill: the first tab's print job
    // is the browser's own): one page of 80 mm paper.
    const billUrl = new URL(page.url());
    const again = await context.newPage();
    await again.goto(`${billUrl.pathname}?format=receipt`);
    await again.getByRole("article", { name: /^Tax Invoice / }).waitFor();
    const pdf = await again.pdf({ preferCSSPageSize: true, printBackground: true });
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(1);
    // Printing again is a copy, and says so on the paper.
    await again.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => again.getByTestId("copy-label").textContent()).toBe("Copy of Original (1)");
    await again.emulateMedia({ media: "print" });
    await screenshot(again, "counter-receipt-copy");
    await context.close();
  });

  it("works at phone width", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto("/admin/counter");
    await page.getByLabel("Scan or search a product").waitFor();
    const item = (await catalog()).find((p) => p.quantity > 2)!;
    await page.getByLabel("Scan or search a product").fill(item.name.slice(0, 6));
    await page.getByRole("list", { name: "Products found" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Complete sale" }).waitFor();
    await screenshot(page, "counter-phone");
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

describe("a web order with serials, its return, the register and the warranty", () => {
  it("completes with serials, returns a piece by credit note, downloads the register, finds the warranty", async () => {
    const laptop = await withInvoiceFields(
      (await catalog()).find((p) => p.category === "Laptop" && p.quantity >= 3)!,
      { hsCode: "8471", warrantyMonths: 12, tracksSerials: true },
    );
    const shopper = await shopperSession("serials");
    const order: Order = await placeOrder(shopper, [{ id: laptop.id, orderedQuantity: 2 }]);
    expect((await api("PATCH", `/orders/updateStatus/${order.id}?status=Approved`)).status).toBe(200);

    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto(`/admin/view-more-details/${order.id}`);
    await page.getByRole("heading", { name: "Serial numbers" }).waitFor();
    await page.getByLabel(`Serial 1 of ${laptop.name}`).fill("E2E-LAP-1");
    await page.getByLabel(`Serial 2 of ${laptop.name}`).fill("E2E-LAP-2");
    await page.getByRole("button", { name: "Save serial numbers" }).click();
    await toast(page, "Serial numbers saved");
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Completed" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByTestId("order-bill").waitFor();
    const billNumber = ((await page.getByTestId("order-bill").textContent()) ?? "").replace("Bill ", "");
    await screenshot(page, "web-order-billed");

    // A return: one laptop comes back by credit note.
    await page.getByTestId("order-bill").click();
    await page.getByRole("button", { name: "Return goods" }).click();
    const dialog = page.getByRole("dialog", { name: `Return goods of bill ${billNumber}` });
    await dialog.getByLabel("E2E-LAP-2").check();
    await dialog.getByLabel("Reason").fill("Keyboard fault on arrival");
    await dialog.getByRole("button", { name: "Issue credit note" }).click();
    await page.waitForURL(/\/bill\/\d+$/);
    await page.getByRole("article", { name: /^Credit Note CN-/ }).waitFor();
    expect(await page.getByRole("article").textContent()).toContain(`Against bill: ${billNumber}`);
    await screenshot(page, "credit-note");

    // The register of today's month lists the bill and the credit note; its CSV the same rows.
    await page.goto("/admin/bills");
    await page.getByRole("table", { name: "Sales register" }).getByText(billNumber).waitFor();
    const register = await api<SalesRegister>("GET", "/bills/register");
    expect(register.data.items.some((r) => r.kind === "credit")).toBe(true);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    const csv = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
    expect(csv).toContain(billNumber);
    expect(csv).toContain("Credit note");
    await page.getByTestId("cash-in-drawer").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "sales-register");
    await context.close();

    // The warranty at phone width: the piece still sold is in warranty; the returned one is not listed.
    const phone = await newContext(browser, PHONE);
    const owner = await adminPage(phone);
    await owner.goto("/admin/warranty");
    await owner.getByLabel("Serial number", { exact: true }).fill("e2e-lap-1");
    await owner.getByRole("button", { name: "Look up" }).click();
    await expect.poll(() => owner.getByTestId("warranty-status").first().textContent()).toBe("in warranty");
    expect(await owner.getByRole("list", { name: "Pieces found" }).textContent()).toContain(billNumber);
    await owner.getByLabel("Serial number", { exact: true }).fill("E2E-LAP-2");
    await owner.getByRole("button", { name: "Look up" }).click();
    await owner.getByText("No billed sale found for this serial number.").waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    await screenshot(owner, "warranty-phone");
    await phone.close();

    const bill = await api<Bill>(
      "GET",
      `/bills/get/${(await api<Order>("GET", `/orders/get/${order.id}`)).data.bill!.id}`,
    );
    expect(bill.data.creditNotes).toHaveLength(1);
  });
});
