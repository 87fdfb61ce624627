import { Readable, Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import type { Product } from "@shop/shared/products";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetCodes } from "../db/schema.ts";
import { multipartForm, pngFile, sendForm } from "../test/multipart-form.ts";
import { createSignedInUser, createTestApp, createTestProduct, type TestApp } from "../test/test-app.ts";
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
  await writeBackup(t.app.database, t.app.paths.uploads, out, { mailKeepDays: 30 });
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

  it("leaves out what has expired: used or expired reset codes, and mail past its keeping time", async () => {
    const t = await createTestApp();
    try {
      const users = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
      const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
      await t.app.db.insert(passwordResetCodes).values([
        { userId: users[0]!.user.id, codeHash: "live", expiresAt: new Date(Date.now() + 300_000) },
        { userId: users[1]!.user.id, codeHash: "expired", expiresAt: ago(0.01) },
        {
          userId: users[2]!.user.id,
          codeHash: "used",
          expiresAt: new Date(Date.now() + 300_000),
          usedAt: new Date(),
        },
      ]);
      const mail = (subject: string, fields: Partial<typeof mailOutbox.$inferInsert>) => ({
        recipient: "someone@test.np",
        subject,
        body: "Hello",
        ...fields,
      });
      await t.app.db
        .insert(mailOutbox)
        .values([
          mail("sent long ago", { sentAt: ago(31), createdAt: ago(31) }),
          mail("sent lately", { sentAt: ago(29), createdAt: ago(29) }),
          mail("given up long ago", { failedAt: ago(40), createdAt: ago(41) }),
          mail("still to send", { createdAt: ago(45) }),
        ]);
      const rows = await rowsOf(await backupOf(t));
      expect(rows.password_reset_codes?.map((r) => r.code_hash)).toEqual(["live"]);
      expect(rows.mail_outbox?.map((r) => r.subject).sort()).toEqual(["sent lately", "still to send"]);
      expect(rows.sessions).toBeUndefined();
      expect(rows.users).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it("reads big tables a page at a time, by key, with every row once", async () => {
    const t = await createTestApp();
    try {
      const product = await createTestProduct(t, "Paged", 0);
      // More rows than a first page (200) and pages of unlike sizes: every row comes back once.
      await t.app.db.execute(
        sql`insert into stock_history (product_id, quantity, change_type, remarks)
            select ${product.id}, 1, 'restock', repeat('x', (g % 7) * 300) from generate_series(1, 3000) g`,
      );
      const [{ n } = { n: 0 }] = (
        (await t.app.db.execute(sql`select count(*)::int as n from stock_history`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(n).toBeGreaterThanOrEqual(3000);
      const rows = await rowsOf(await backupOf(t));
      const ids = (rows.stock_history ?? []).map((r) => r.id as number);
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await t.close();
    }
  });
});

/** The rows of each table in a backup file, as written. */
async function rowsOf(file: Buffer): Promise<Record<string, Record<string, unknown>[]>> {
  const extract = tar.extract();
  Readable.from(gunzipSync(file)).pipe(extract);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const [part, folder] = entry.header.name.split("/");
    if (part !== "database" || !folder) continue;
    const table = folder.replace(/^\d+-/, "");
    const rows = tables[table] ?? [];
    for (const line of Buffer.concat(chunks).toString("utf8").split("\n").filter(Boolean)) {
      rows.push(JSON.parse(line) as Record<string, unknown>);
    }
    tables[table] = rows;
  }
  return tables;
}
