import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { multipartForm } from "../test/multipart-form.ts";
import { killAllShops, type ShopProcess, startShop } from "../test/shop-process.ts";
import { fill, free, SmallDisks } from "../test/small-disk.ts";

/**
 * The disk of DATA_DIR fills up under a running shop on the embedded database. What it cannot
 * write is refused with a 503 that says why (never a 500), nothing of it is kept, the shop keeps
 * answering, and once there is room again the same request succeeds without a restart; after a
 * restart exactly what was acknowledged is there.
 */
const onPglite = !process.env.TEST_DATABASE_URL;
const disks = new SmallDisks();

afterAll(async () => {
  await killAllShops();
  await disks.removeAll();
});

/** A product with a picture of noise, which no compression shrinks: a write of a few megabytes. */
async function productForm(name: string) {
  const content = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return multipartForm(
    {
      name,
      brand: "AMD",
      model: name.replace(/\s/g, "-"),
      price: "1000",
      youSaved: "0",
      quantity: "3",
      description: "A product added while the disk was full.",
      category: "Computer Parts",
    },
    { mainFile: { filename: "noise.png", contentType: "image/png", content } },
  );
}

async function create(shop: ShopProcess, token: string, name: string) {
  const form = await productForm(name);
  const res = await fetch(`${shop.url}/api/products/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    body: form.payload,
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function namesIn(shop: ShopProcess): Promise<string[]> {
  const res = await fetch(`${shop.url}/api/products/get-all`);
  const products = ((await res.json()) as { data: { name: string }[] }).data;
  return products.map((p) => p.name).filter((n) => n.startsWith("Full Disk"));
}

async function signIn(shop: ShopProcess): Promise<string> {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@shop.test", password: "owner-password-1" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe.runIf(onPglite)("a full disk under a running shop", () => {
  it("refuses what it cannot write with a 503 saying so, keeps none of it, and takes it once there is room", async () => {
    const disk = await disks.make(160);
    const dataDir = path.join(disk, "data");
    const shop = await startShop({ DATA_DIR: dataDir });
    const token = await signIn(shop);

    await fill(disk);
    // The database's write-ahead log has room left in its current file, so a write or two may
    // still fit (and is then kept for good); the disk runs out within a few pictures.
    const acknowledged: string[] = [];
    let refused = "";
    for (let i = 1; i <= 10 && !refused; i++) {
      const name = `Full Disk Product ${i}`;
      const answer = await create(shop, token, name);
      expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 200) acknowledged.push(name);
      else {
        expect(answer.body.message).toBe(
          "The shop's database has no room left on its disk, so nothing was saved. Please try again later.",
        );
        refused = name;
      }
    }
    expect(refused).not.toBe("");
    expect(await namesIn(shop)).toEqual(expect.arrayContaining(acknowledged));
    expect(await namesIn(shop)).not.toContain(refused);
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    // The log line reaches this process through a pipe, maybe after the answer did.
    await expect
      .poll(() => shop.output(), { timeout: 10_000 })
      .toContain("the database is out of room or resources");

    // Room again: the same request succeeds on the same running shop.
    await free(disk);
    const retried = await create(shop, token, refused);
    expect(retried.status, retried.body.message).toBe(200);
    acknowledged.push(refused);

    expect(await shop.stop()).toBe(0);
    const again = await startShop({ DATA_DIR: dataDir });
    expect((await namesIn(again)).sort()).toEqual([...acknowledged].sort());
    expect(await again.stop()).toBe(0);
  }, 300_000);
});
