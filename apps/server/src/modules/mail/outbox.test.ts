import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createContact } from "../contact/contact-service.ts";
import { createProduct } from "../products/products-service.ts";
import { retryDelayMs } from "./mail-delivery.ts";
import { enqueueMail } from "./mail-outbox.ts";

const storeForm = { deliveryType: "store", phoneNumber: "9841234567" };

async function product(t: TestApp, quantity = 10) {
  return createProduct(
    t.app.db,
    {
      name: "Outbox Monitor",
      brand: "Test",
      model: "M-1",
      pricePaisa: 1_500_000,
      youSavedPaisa: 0,
      category: "PC",
      quantity,
      description: "",
      mainFile: "0123456789abcdef0123456789abcdef.webp",
    },
    null,
  );
}

function place(t: TestApp, headers: Record<string, string>, id: number, orderedQuantity = 1) {
  return t.app.inject({
    method: "POST",
    url: "/api/orders/create",
    headers,
    payload: { orderForm: storeForm, products: [{ id, orderedQuantity }] },
  });
}

describe("mail through the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createContact(
      t.app.db,
      {
        aboutCompany: "",
        address: "Itahari",
        email: "counter@koshiit.com.np",
        phoneNumber: "",
        faxNumber: "",
        openingHours: "",
        time: "",
      },
      "Asia/Kathmandu",
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("queues the customer's and the shop's e-mails with the order, and sends them after the answer", async () => {
    const shopper = await createSignedInUser(t, "Customer", { fullName: "Hari Limbu" });
    const p = await product(t);
    const before = t.mails.length;
    const res = await place(t, shopper.headers, p.id, 2);
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const queued = await t.app.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(queued.map((m) => m.recipient).sort()).toEqual(
      ["counter@koshiit.com.np", shopper.user.email].sort(),
    );

    const mails = (await t.deliverMail()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === shopper.user.email)).toMatchObject({
      subject: `Your order #${id} is placed`,
    });
    const shop = mails.find((m) => m.to === "counter@koshiit.com.np")!;
    expect(shop.subject).toBe(`New order #${id} from Hari Limbu: Rs 30,000`);
    expect(shop.text).toContain("2 x Outbox Monitor");
    expect(await t.app.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual([]);
    // Delivered once: a second run sends nothing again.
    expect((await t.deliverMail()).length).toBe(before + 2);
  });

  it("queues nothing for an order that is refused", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product(t, 1);
    const queuedBefore = (await t.app.db.select().from(mailOutbox)).length;
    expect((await place(t, shopper.headers, p.id, 5)).statusCode).toBe(409);
    expect((await t.app.db.select().from(mailOutbox)).length).toBe(queuedBefore);
  });

  it("tells the customer of status changes and cancels", async () => {
    const admin = await createSignedInUser(t, "Admin");
    const shopper = await createSignedInUser(t);
    const p = await product(t);
    const id = (await place(t, shopper.headers, p.id)).json().data.id;
    await t.app.inject({
      method: "PATCH",
      url: `/api/orders/updateStatus/${id}?status=Approved`,
      headers: admin.headers,
    });
    await t.app.inject({ method: "PATCH", url: `/api/orders/cancel/${id}`, headers: shopper.headers });
    const mine = (await t.deliverMail()).filter((m) => m.to === shopper.user.email).map((m) => m.subject);
    expect(mine).toEqual([
      `Your order #${id} is placed`,
      `Your order #${id} is now Approved`,
      `Your order #${id} is cancelled`,
    ]);
  });

  it("tells the shop of each new contact message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/message/create",
      payload: { email: "buyer@example.com", message: "Do you have the RTX 5060 in stock?" },
    });
    expect(res.statusCode).toBe(200);
    const mail = (await t.deliverMail()).at(-1)!;
    expect(mail).toMatchObject({
      to: "counter@koshiit.com.np",
      subject: "New message from buyer@example.com",
    });
    expect(mail.text).toContain("Do you have the RTX 5060 in stock?");
  });

  it("keeps a mail the server could not send and retries it with backoff", async () => {
    const shopper = await createSignedInUser(t);
    const p = await product(t);
    t.setMailFailing(true);
    const res = await place(t, shopper.headers, p.id);
    expect(res.statusCode).toBe(200);
    await t.deliverMail();
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, shopper.user.email));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    t.setMailFailing(false);
    // Not due yet: nothing is sent before its next attempt.
    const before = t.mails.length;
    await t.deliverMail();
    expect(t.mails.length).toBe(before);
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, row!.id));
    await t.deliverMail();
    expect(t.mails.filter((m) => m.to === shopper.user.email)).toHaveLength(1);
  });

  it("sends every mail while the server is busy: it gives way to requests, it never stops", async () => {
    const before = t.mails.length;
    await enqueueMail(
      t.app.db,
      undefined,
      Array.from({ length: 60 }, (_, i) => ({ to: `busy${i}@shop.test`, subject: `Busy ${i}`, text: "" })),
    );
    // Every turn of the event loop takes 5 ms, as under a flood of requests.
    const busy = setInterval(() => {
      const end = performance.now() + 5;
      while (performance.now() < end);
    }, 0);
    try {
      const sent = (await t.deliverMail()).slice(before);
      expect(sent.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: 60 }, (_, i) => `Busy ${i}`).sort(),
      );
    } finally {
      clearInterval(busy);
    }
    const unsent = await t.app.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent.filter((m) => m.subject.startsWith("Busy"))).toEqual([]);
  });

  it("waits longer after each failure, up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe("the shop's address", () => {
  it("is SHOP_EMAIL when set, and the shop mail is left out when no address is known", async () => {
    const withSetting = await createTestApp({ SHOP_EMAIL: "owner@koshiit.com.np" });
    const without = await createTestApp();
    try {
      for (const t of [withSetting, without]) {
        const shopper = await createSignedInUser(t);
        const p = await product(t);
        await place(t, shopper.headers, p.id);
      }
      expect((await withSetting.deliverMail()).map((m) => m.to)).toContain("owner@koshiit.com.np");
      expect((await without.deliverMail()).map((m) => m.to)).toHaveLength(1);
    } finally {
      await withSetting.close();
      await without.close();
    }
  });
});
