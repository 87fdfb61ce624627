import { CATEGORIES } from "@shop/shared/constants";
import { type Product, productFieldsSchema } from "@shop/shared/products";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, messages, orders, products, software, stockHistory, users } from "../db/schema.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { seed } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SEED_DEMO: "true",
    ADMIN_EMAIL: "Owner@Koshi.test",
    ADMIN_PASSWORD: "counter-2024!",
  });
});
afterAll(async () => {
  await t.close();
});

describe("seed", () => {
  it("creates the first admin, the demo catalog, the software and the contact record", async () => {
    const result = await seed(t.app.db, t.config);
    expect(result).toMatchObject({ seeded: true, adminEmail: "Owner@Koshi.test" });
    expect(result.generatedPassword).toBeUndefined();

    const [admin] = await t.app.db.select().from(users).where(eq(users.email, "owner@koshi.test"));
    expect(admin?.role).toBe("Admin");
    expect(await verifyPassword(admin!.passwordHash, "counter-2024!")).toBe(true);

    const catalog = await t.app.db.select().from(products);
    expect(catalog.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalog.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    for (const p of catalog) {
      const picture = await t.app.inject({ url: `/uploads/${p.mainFile}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/webp");
      expect(p.pricePaisa).toBeGreaterThan(0);
    }
    // Every product's first stock is one row of its history (the demo orders' sales follow it).
    const [history] = await t.app.db
      .select({ n: count() })
      .from(stockHistory)
      .where(eq(stockHistory.kind, "initial_stock"));
    expect(history?.n).toBe(catalog.filter((p) => p.quantity > 0).length);

    expect(await t.app.db.select().from(software)).toHaveLength(2);
    const [contact] = await t.app.db.select().from(contacts);
    expect(contact?.createdNepDate).toMatch(/^20\d\d-\d\d-\d\d$/);
    // Drawing the pictures and placing the demo orders takes a while on a busy machine.
  }, 180_000);

  it("never touches a database that already has data", async () => {
    const before = await t.app.db.select({ n: count() }).from(products);
    const again = await seed(t.app.db, t.config);
    expect(again.seeded).toBe(false);
    expect(await t.app.db.select({ n: count() }).from(products)).toEqual(before);
  });

  it("serves the demo catalog and its pictures", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/get-all" });
    const list = res.json().data as { mainFileName: string }[];
    expect(list.length).toBeGreaterThanOrEqual(24);
    const picture = await t.app.inject({ method: "GET", url: list[0]!.mainFileName });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(String(picture.headers["cache-control"])).toContain("max-age=31536000");
  });

  it("gives every demo product specifications the product form would accept", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/get-all" });
    const list = res.json().data as Product[];
    for (const p of list) {
      expect(p.specs.length, p.name).toBeGreaterThanOrEqual(3);
      const checked = productFieldsSchema.shape.specs.safeParse(JSON.stringify(p.specs));
      expect(checked.success, p.name).toBe(true);
    }
    const laptop = list.find((p) => p.name === "IdeaPad Slim 3 Laptop");
    expect(laptop?.specs).toContainEqual({ label: "RAM", value: "16 GB LPDDR5" });
  });
});

describe("seed without a password", () => {
  it("generates one for the first admin", async () => {
    const other = await createTestApp({ SEED_DEMO: "false" });
    try {
      const result = await seed(other.app.db, other.config);
      expect(result.generatedPassword).toMatch(/^[\w-]{12}$/);
      const [admin] = await other.app.db.select().from(users);
      expect(await verifyPassword(admin!.passwordHash, result.generatedPassword!)).toBe(true);
      expect(await other.app.db.select({ n: count() }).from(products)).toEqual([{ n: 0 }]);
      // SEED_DEMO=false: no demo customers, orders or messages either.
      expect(await other.app.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
      expect(await other.app.db.select({ n: count() }).from(orders)).toEqual([{ n: 0 }]);
      expect(await other.app.db.select({ n: count() }).from(messages)).toEqual([{ n: 0 }]);
    } finally {
      await other.close();
    }
  });
});
