import { readFile } from "node:fs/promises";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { formatBsDate, formatDayWithBs, formatShopDateTime, parseIsoDay, shopDay } from "@shop/shared/dates";
import { formatRs } from "@shop/shared/money";
import type { OrderPage } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, DESKTOP, launchBrowser, newContext, PHONE, screenshot } from "./support/browser.ts";
import { mailWithSubject } from "./support/outbox.ts";
import { adminPage, adminSession, type Session, signInContext } from "./support/session.ts";
import { catalog, placeOrder, seedCart, shopperSession } from "./support/shop.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function getJson<T>(url: string, session?: Session): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}/api${url}`, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function desk(query: string): Promise<OrderPage> {
  return (await getJson<{ data: OrderPage }>(`/orders/get-all?${query}`, adminSession())).body.data;
}

async function toast(page: Page, text: string) {
  await page.getByRole("alert", { includeHidden: true }).filter({ hasText: text }).first().waitFor();
}

describe("the order desk", () => {
  it("one order number from checkout to e-mail, history, admin list and invoice; strangers see no invoice", async () => {
    const item = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => b.quantity - a.quantity)[0]!;
    const session = await shopperSession("number");
    const context = await newContext(browser, PHONE);
    await signInContext(context, session);
    await seedCart(context, [{ product: item, orderedQuantity: 1 }]);
    const page = await context.newPage();
    await page.goto("/checkout");
    await page.getByLabel("Phone Number").fill("9812340001");
    await page.getByRole("button", { name: "Confirm Checkout" }).click();
    await page.waitForURL(`${baseUrl()}/checkout-summary`);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await toast(page, "Checkout Success!");

    // The thank-you page: the number to quote, what comes next, and a way to call the shop.
    await page.waitForURL(/\/order\/\d+$/);
    const id = Number(page.url().split("/").pop());
    const number = `#${id}`;
    // The order keeps the phone typed at checkout, as the owner reads it (not the account's).
    const stored = (await getJson<{ data: Order }>(`/orders/get/${id}`, adminSession())).body.data;
    expect(stored.orderForm.phoneNumber).toBe("9812340001");
    await page.getByRole("heading", { name: `Order ${number} placed` }).waitFor();
    expect(await page.getByTestId("placed-total").textContent()).toBe(formatRs(item.price));
    await page.getByRole("heading", { name: "What happens next" }).waitFor();
    const call = page.getByRole("link", { name: /^Call the shop/ });
    expect(await call.getAttribute("href")).toMatch(/^tel:\d+$/);
    await page.getByRole("heading", { name: "Pickup" }).waitFor();
    await screenshot(page, "order-desk-thank-you-phone");

    // The e-mails: the customer's and the shop's name the same number.
    const customerMail = await mailWithSubject(`Your order ${number} is placed`);
    expect(customerMail).toContain(`Order ${number}`);
    await mailWithSubject(`New order ${number} from ${session.fullName}`);

    // The history comes before the password form and names the order by its number.
    await page.getByRole("link", { name: "My order history" }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    const card = page.getByTestId(`order-row-${id}`);
    await card.waitFor();
    expect(await card.textContent()).toContain(`Order ${number}`);
    const historyTop = (await page.getByRole("heading", { name: "My Order History" }).boundingBox())!.y;
    const passwordTop = (await page.locator("#change-password-title").boundingBox())!.y;
    expect(historyTop).toBeLessThan(passwordTop);
    await screenshot(page, "order-desk-history-phone");
    await card.getByRole("button", { name: `View order ${number}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order details" });
    await dialog.getByText(number, { exact: true }).waitFor();
    await dialog.getByRole("link", { name: "Invoice" }).click();

    // Before the goods are handed over the paper is an order confirmation, marked as not a bill:
    // the shop's PAN, the number, both calendars, the total in words.
    await page.waitForURL(`${baseUrl()}/invoice/${id}`);
    const invoice = page.getByRole("article", { name: `Order confirmation for order ${number}` });
    await invoice.waitFor();
    const text = (await invoice.textContent())!;
    expect(text).toContain(`Order no: ${number}`);
    expect(text).toContain("NOT A BILL");
    expect(text).toMatch(/PAN\/VAT No: \d{9}/);
    expect(text).toContain(`In words: ${rupeesInWords(item.price)}`);
    await screenshot(page, "order-desk-invoice-phone");
    await context.close();

    // The admin finds it by its number and by the phone given at checkout.
    const adminContext = await newContext(browser, DESKTOP);
    const admin = await adminPage(adminContext);
    await admin.goto("/admin/ad-message");
    await admin.getByLabel("Search orders").fill(number);
    await admin.waitForURL(/q=%23/);
    const row = admin.getByTestId(`admin-order-${id}`);
    await row.waitFor();
    await expect.poll(() => admin.getByRole("row").count()).toBe(2);
    expect(await row.textContent()).toContain(number);
    await admin.getByLabel("Search orders").fill("9812340001");
    await admin.waitForURL(/q=9812340001/);
    await row.waitFor();
    await screenshot(admin, "order-desk-search-desktop");
    await row.getByRole("link", { name: `View order ${number}` }).click();
    await admin.getByText(`Order ${number}, placed`).waitFor();
    await admin.getByRole("link", { name: "Invoice" }).click();
    await admin.getByRole("article", { name: `Order confirmation for order ${number}` }).waitFor();
    await screenshot(admin, "order-desk-invoice-a4-desktop");
    // The 80 mm receipt prints on a roll 80 mm wide.
    await admin.getByRole("button", { name: "Receipt 80 mm" }).click();
    await admin.waitForURL(/format=receipt/);
    await admin.emulateMedia({ media: "print" });
    await screenshot(admin, "order-desk-invoice-receipt-print");
    const pdf = (await admin.pdf({ preferCSSPageSize: true })).toString("latin1");
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
    expect(Number(box?.[1])).toBeCloseTo((80 / 25.4) * 72, 0);
    await admin.emulateMedia({ media: "screen" });
    await adminContext.close();

    // Another shopper, and a visitor, cannot open it: the server says it does not exist.
    const stranger = await shopperSession("stranger");
    expect((await getJson(`/orders/get/${id}`, stranger)).status).toBe(404);
    const strangerContext = await newContext(browser, PHONE);
    await signInContext(strangerContext, stranger);
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto(`/invoice/${id}`);
    await strangerPage.getByText(`Order ${number} was not found.`).waitFor();
    expect(await strangerPage.getByRole("article").count()).toBe(0);
    await strangerContext.close();
    const visitor = await (await newContext(browser, PHONE)).newPage();
    await visitor.goto(`/invoice/${id}`);
    await visitor.getByText("Please log in to see this invoice.").waitFor();
    await visitor.context().close();
  });

  it("dates an order placed just after Nepal midnight on its Nepal day, with the BS date", async () => {
    // The demo data has one such order: its Nepal day is not its UTC day.
    const all = (await getJson<{ data: Order[] }>("/orders/get-all", adminSession())).body.data;
    const night = all.find((o) => shopDay(o.createdDate) !== o.createdDate.slice(0, 10))!;
    expect(night).toBeDefined();
    const day = shopDay(night.createdDate);
    const when = formatShopDateTime(night.createdDate);
    const bs = formatBsDate(night.createdDate);
    expect(when.startsWith(`${Number(day.slice(8))} `)).toBe(true);

    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    // The desk's date filter takes Nepal days: the order is on its Nepal day.
    await page.goto(`/admin/ad-message?from=${day}&to=${day}`);
    const row = page.getByTestId(`admin-order-${night.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(when);
    expect(await row.textContent()).toContain(`${bs} BS`);
    await screenshot(page, "order-desk-nepal-day-desktop");
    await page.goto(`/admin/view-more-details/${night.id}`);
    await page.getByText(when).first().waitFor();
    await page.goto(`/invoice/${night.id}`);
    const invoice = page.getByRole("article");
    await invoice.waitFor();
    expect(await invoice.textContent()).toContain(`Miti (BS): ${bs}`);
    expect(await invoice.textContent()).toContain(when);
    await context.close();
  });

  it("filters by status and dates, pages 25 at a time, and exports the filtered orders as CSV", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin/ad-message");
    const all = await desk("page=1");
    // One tab per status, with its count.
    await page.getByRole("tab", { name: `Completed (${all.counts.Completed})` }).waitFor();
    await page.getByRole("tab", { name: `Cancelled (${all.counts.cancelled})` }).waitFor();
    expect(all.total).toBeGreaterThan(25);
    expect(await page.getByRole("table", { name: "Orders" }).getByRole("row").count()).toBe(26);
    await page.getByRole("button", { name: "Go to page 2" }).click();
    await page.waitForURL(/page=2/);
    await screenshot(page, "order-desk-list-desktop");

    await page.getByRole("tab", { name: /^Completed/ }).click();
    await page.waitForURL(/status=Completed/);
    const from = shopDay(new Date(Date.now() - 200 * 86_400_000));
    // Typed day first, as the shop writes dates; the day and its BS date are written under it.
    const [y, m, d] = from.split("-");
    const fromField = page.getByLabel("From (Nepal date)", { exact: true });
    await fromField.fill(`${d}/${m}/${y}`);
    await page.getByText(formatDayWithBs(parseIsoDay(from)!)).waitFor();
    await page.waitForURL(/status=Completed.*from=|from=.*status=Completed/);
    const filtered = await desk(`page=1&status=Completed&from=${from}`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.counts.Completed);
    await page
      .getByRole("status")
      .filter({ hasText: `of ${filtered.total} orders` })
      .waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    const lines = csv
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Order,Date (AD),Date (BS)");
    expect(lines).toHaveLength(filtered.total + 1);
    expect(lines.slice(1).every((l) => l.endsWith(",Completed"))).toBe(true);
    expect(lines.slice(1).every((l) => l.split(",")[1]! >= from)).toBe(true);
    await context.close();
  });

  it("searches across every status, says when nothing matches, and has nothing to export then", async () => {
    const cancelled = (await desk("page=1&status=cancelled")).items[0];
    if (!cancelled) throw new Error("the demo data has no cancelled order");
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, viewport);
      const page = await adminPage(context);
      await page.goto("/admin/ad-message?status=Pending");
      await page.getByRole("tab", { name: /^Pending/, selected: true }).waitFor();
      // A cancelled order is found from the Pending tab: the search looks in every status.
      await page.getByLabel("Search orders").fill(`#${cancelled.id}`);
      await page.waitForURL((url) => url.searchParams.get("q") === `#${cancelled.id}`);
      expect(new URL(page.url()).searchParams.get("status")).toBeNull();
      await page.getByRole("tab", { name: "Cancelled (1)" }).waitFor();
      await page.getByRole("tab", { name: "Pending (0)" }).waitFor();
      await page.getByTestId(`admin-order-${cancelled.id}`).waitFor();
      await screenshot(page, `order-desk-search-all-statuses-${viewport === PHONE ? "phone" : "desktop"}`);

      await page.getByLabel("Search orders").fill("no such customer anywhere");
      await page.getByRole("status").filter({ hasText: "No orders found" }).waitFor();
      // The list keeps its own empty text.
      await page.getByText("No message Found").waitFor();
      let downloaded = false;
      page.on("download", () => {
        downloaded = true;
      });
      await page.getByRole("button", { name: "Export CSV" }).click();
      await page.getByText("Nothing to export: no orders match these filters.").waitFor();
      await screenshot(page, `order-desk-nothing-found-${viewport === PHONE ? "phone" : "desktop"}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.waitForTimeout(500);
      expect(downloaded).toBe(false);
      await context.close();
    }
  });

  it("shows one card per order on a phone, with the status at a glance and no sideways scrolling", async () => {
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto("/admin/ad-message");
    const cards = page.getByRole("list", { name: "Orders" }).getByRole("listitem");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(25);
    const first = cards.first();
    expect(await first.getByRole("link", { name: /^View order #/ }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "order-desk-list-phone");
    await context.close();
  });

  it("asks before the admin cancels an order, and shows the dated timeline", async () => {
    const item = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => b.quantity - a.quantity)[0]!;
    const order = await placeOrder(await shopperSession("confirm"), [{ id: item.id, orderedQuantity: 1 }]);
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.goto(`/admin/view-more-details/${order.id}`);
    await page.getByRole("button", { name: "Cancel order" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel order" });
    await confirm.getByText("Are you sure you want to cancel this order?").waitFor();
    await confirm.getByRole("button", { name: "No" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.getByText("Pending", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Cancel order" }).click();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await toast(page, "Order Cancelled");
    await page.getByText("Cancelled", { exact: true }).first().waitFor();
    const timeline = page.getByRole("region", { name: "Order timeline" });
    await timeline.getByText("Cancelled, by").waitFor();
    expect(await timeline.textContent()).toMatch(
      /\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [AP]M · \d{1,2} \w+ \d{4} BS/,
    );
    await screenshot(page, "order-desk-detail-cancelled-phone");
    await page.getByRole("button", { name: "Undo cancel" }).click();
    await toast(page, "Order restored");
    await context.close();
  });

  it("tells the owner what waits: Pending orders and unread messages in the sidebar", async () => {
    const before = (
      await getJson<{ Waiting: { pendingOrders: number; unreadMessages: number } }>(
        "/dashboard/get-Waiting",
        adminSession(),
      )
    ).body.Waiting;
    expect(before.pendingOrders).toBeGreaterThan(0);
    const sent = await fetch(`${baseUrl()}/api/message/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "waiting@shop.test", message: "Is the router in stock?" }),
    });
    expect(sent.status).toBe(200);
    // The shop is e-mailed about the message too.
    await mailWithSubject("New message from waiting@shop.test");

    const context = await newContext(browser, DESKTOP);
    const page = await adminPage(context);
    await page.goto("/admin");
    const unread = page.getByTestId("sidebar-unread");
    await expect.poll(() => unread.textContent()).toBe(`${before.unreadMessages + 1} unread`);
    await expect.poll(() => page.getByTestId("sidebar-pending").textContent()).toMatch(/^\d+ pending$/);
    // Today in the shop, in both calendars, on the dashboard.
    expect(await page.getByTestId("dashboard-today").textContent()).toContain(
      `${formatBsDate(new Date())} BS`,
    );
    await screenshot(page, "order-desk-sidebar-desktop");

    await page.getByRole("link", { name: /^Message/ }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Is the router in stock?" });
    await card.getByText("New", { exact: true }).waitFor();
    await card.getByRole("button", { name: /^Mark as read/ }).click();
    await expect
      .poll(() => unread.textContent({ timeout: 1000 }).catch(() => "0 unread"))
      .toBe(`${before.unreadMessages} unread`);
    await card.getByRole("button", { name: /^Mark as unread/ }).waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, "order-desk-messages-phone");
    await context.close();
  });

  it("on a phone: what waits is on the menu button, and the drawer holds every entry and Log out", async () => {
    // A new web order waits for the shop, whatever other journeys have done with theirs.
    const item = (await catalog()).filter((p) => p.quantity >= 2).sort((a, b) => b.quantity - a.quantity)[0]!;
    await placeOrder(await shopperSession("menu-phone"), [{ id: item.id, orderedQuantity: 1 }]);
    const context = await newContext(browser, PHONE);
    const page = await adminPage(context);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/bills");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect
      .poll(() => page.getByTestId("menu-waiting").textContent(), { timeout: 10_000 })
      .toMatch(/^[1-9]\d*$/);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(async () => (await button.getAttribute("aria-describedby")) !== null).toBe(true);
    const told = await page.locator(`#${await button.getAttribute("aria-describedby")}`).textContent();
    expect(told).toMatch(/^\d+ pending(, \d+ unread)?$/);
    // Nothing scrolls sideways: the entries are in the drawer, not in a row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "admin-menu-bar-phone");

    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const nav = menu.getByRole("navigation", { name: "Admin" });
    await nav.waitFor();
    for (const entry of ["DashBoard", "Products", "Counter", "Bills", "Warranty", "Contact", "Delivery"]) {
      expect(await nav.getByRole("link", { name: entry, exact: true }).isVisible()).toBe(true);
    }
    for (const entry of [/^Order/, /^Message/, /^Software$/, /^Users$/]) {
      expect(await nav.getByRole("link", { name: entry }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole("button", { name: "Log out" }).isVisible()).toBe(true);
    expect(await nav.getByTestId("sidebar-pending").textContent()).toMatch(/^\d+ pending$/);
    expect(await nav.getByRole("link", { name: "Bills" }).getAttribute("aria-current")).toBe("page");
    await screenshot(page, "admin-menu-open-phone");
    expect(await seriousViolations(page)).toEqual([]);

    // Escape closes it; a choice closes it and opens the screen.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await button.click();
    await menu.getByRole("link", { name: "Users" }).click();
    await page.waitForURL(`${baseUrl()}/admin/ad-user`);
    await menu.waitFor({ state: "detached" });
    await page.getByRole("table", { name: "Users" }).waitFor();

    // Log out still asks first.
    await button.click();
    await menu.getByRole("button", { name: "Log out" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Logout" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
    await context.close();
  });
});
