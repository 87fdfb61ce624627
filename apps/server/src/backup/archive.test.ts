import { Readable, Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import type { Product } from "@shop/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm, pngFile, sendForm } from "../test/multipart-form.ts";
import { createSignedInUser, createTestApp, type TestApp } from "../test/test-app.ts";
import { BackupError, restoreBackup, writeBackup } from "./archive.ts";

let shop: TestApp;
let restored: TestApp;
let backup: Buffer;

async function backupOf(t: TestApp): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk as Buffer);
      done();
    },
  });
  await writeBackup(t.app.database, t.app.paths.uploads, out);
  return Buffer.concat(chunks);
}

async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, url).toBe(200);
  return res;
}

async function adminHeaders(t: TestApp) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "owner@backup.test", password: "owner-password-1" },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}` };
}

beforeAll(async () => {
  shop = await createTestApp();
  restored = await createTestApp();
  const admin = await createSignedInUser(shop, "Admin", {
    email: "owner@backup.test",
    password: "owner-password-1",
  });
  const customer = await createSignedInUser(shop, "Customer", { fullName: "Sita Rai" });
  const made: Product[] = [];
  for (const [name, price, colour] of [
    ["Backup SSD 1 TB", "8400.50", "#43a047"],
    ["Backup Keyboard", "2200", "#fb8c00"],
  ] as const) {
    const form = multipartForm(
      {
        name,
        brand: "Test",
        model: "B-1",
        price,
        youSaved: "0",
        quantity: "10",
        description: "Kept in the backup.",
        category: "PC",
      },
      { mainFile: await pngFile(320, 240, colour) },
    );
    const res = await sendForm(shop.app, "POST", "/api/products/create", form, admin.headers);
    expect(res.json().message).toBe("Product Created Successfully");
    made.push(res.json().data);
  }
  for (const lines of [
    [{ id: made[0]!.id, orderedQuantity: 2 }],
    [{ id: made[1]!.id, orderedQuantity: 3 }],
  ]) {
    const res = await shop.app.inject({
      method: "POST",
      url: "/api/orders/create",
      headers: customer.headers,
      payload: { orderForm: { deliveryType: "store", phoneNumber: "9841234567" }, products: lines },
    });
    expect(res.statusCode).toBe(200);
  }
  backup = await backupOf(shop);
});
afterAll(async () => {
  await shop?.close();
  await restored?.close();
});

describe("a backup", () => {
  it("restores into an empty shop with every order, stock figure and picture", async () => {
    const summary = await restoreBackup(
      restored.app.database,
      restored.app.paths.uploads,
      Readable.from(backup),
    );
    // Pictures live in the database (a picture and its thumbnail per row): they come with the rows.
    expect(summary.tables).toMatchObject({ users: 2, products: 2, orders: 2, order_lines: 2, pictures: 2 });

    const [before, after] = [await adminHeaders(shop), await adminHeaders(restored)];
    const orders = (await get(shop, "/api/orders/get-all", before)).json().data;
    expect(orders).toHaveLength(2);
    expect((await get(restored, "/api/orders/get-all", after)).json().data).toEqual(orders);
    const catalog = (await get(shop, "/api/products/get-all")).json().data;
    expect((await get(restored, "/api/products/get-all")).json().data).toEqual(catalog);
    expect(catalog.map((p: Product) => p.quantity).sort()).toEqual([7, 8]);
    for (const product of catalog as Product[]) {
      const history = `/api/products/get-history/${product.id}`;
      expect((await get(restored, history, after)).json().data).toEqual(
        (await get(shop, history, before)).json().data,
      );
      const picture = product.mainFileName;
      expect((await get(restored, picture)).rawPayload).toEqual((await get(shop, picture)).rawPayload);
    }

    // New rows continue after the restored ids.
    const form = multipartForm(
      {
        name: "After restore",
        brand: "T",
        model: "A",
        price: "100",
        youSaved: "0",
        quantity: "1",
        description: "Made after the restore.",
        category: "PC",
      },
      { mainFile: await pngFile() },
    );
    const created = await sendForm(restored.app, "POST", "/api/products/create", form, after);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.id).toBeGreaterThan(Math.max(...catalog.map((p: Product) => p.id)));
  });

  it("is refused by a shop that has data, which stays as it was", async () => {
    const before = (await get(restored, "/api/products/get-all")).json().data;
    await expect(
      restoreBackup(restored.app.database, restored.app.paths.uploads, Readable.from(backup)),
    ).rejects.toThrow("This shop already has data.");
    expect((await get(restored, "/api/products/get-all")).json().data).toEqual(before);
  });

  it("leaves an empty shop empty when the file is cut short or is not a backup", async () => {
    const empty = await createTestApp();
    try {
      const cut = backup.subarray(0, Math.floor(backup.length * 0.6));
      await expect(
        restoreBackup(empty.app.database, empty.app.paths.uploads, Readable.from(cut)),
      ).rejects.toThrow(/^The backup could not be restored, nothing was written/);
      await expect(
        restoreBackup(empty.app.database, empty.app.paths.uploads, Readable.from(Buffer.from("hello"))),
      ).rejects.toBeInstanceOf(BackupError);
      expect((await get(empty, "/api/products/get-all")).json().data).toEqual([]);
      // Still empty, so the whole backup goes in afterwards.
      await restoreBackup(empty.app.database, empty.app.paths.uploads, Readable.from(backup));
      expect((await get(empty, "/api/products/get-all")).json().data).toHaveLength(2);
    } finally {
      await empty.close();
    }
  });

  it("keeps sessions and counters out", async () => {
    const text = gunzipSync(backup).toString("latin1");
    expect(text).toContain("database/");
    expect(text).not.toMatch(/-sessions\/|rate_limit_counters/);
  });
});
