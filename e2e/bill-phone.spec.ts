import type { CounterSaleAnswer } from "@shop/shared/counter";
import type { Product } from "@shop/shared/products";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { adminPage, adminSession } from "./support/session.ts";
import { catalog } from "./support/shop.ts";

/**
 * A VAT bill on a phone: its six columns (S.N, item, quantity, rate, taxable, amount) with a
 * long model number, read by the owner at /admin/bills/:id and on the printable /bill/:id.
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
    headers: { authorization: `Bearer ${adminSession().token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

describe("a bill on a phone", () => {
  it("fits the screen: every amount in view, no sideways scrolling", async () => {
    const contact = await api<{ id: number } | null>("GET", "/contact/get");
    const vat = { taxRegistration: "vat", panNumber: "601234567" };
    expect((await api("PUT", `/contact/update/${contact.data!.id}`, vat)).status).toBe(200);
    // The longest model number (it cannot break at a space) and the dearest product (the widest amounts).
    const onSale = (await catalog()).filter((p: Product) => p.quantity >= 1 && !p.tracksSerials);
    const longest = onSale.reduce((a, b) => (b.model.length > a.model.length ? b : a));
    const dearest = onSale.filter((p) => p.id !== longest.id).reduce((a, b) => (b.price > a.price ? b : a));
    const products = [longest, dearest];
    expect(products).toHaveLength(2);
    const sale = await api<CounterSaleAnswer>("POST", "/counter/create", {
      lines: products.map((p) => ({ id: p.id, quantity: 1 })),
      paymentMethod: "card",
    });
    expect(sale.status).toBe(200);

    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    for (const path of [`/admin/bills/${sale.data.bill.id}`, `/bill/${sale.data.bill.id}`]) {
      await page.goto(path);
      await page.getByRole("article", { name: /^Tax Invoice / }).waitFor();
      await screenshot(page, `bill-phone-${path.startsWith("/admin") ? "admin" : "print"}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const amount = page.getByRole("columnheader", { name: "Amount" });
      const box = await amount.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });
});
