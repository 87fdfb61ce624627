import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAllShops, startShop } from "../../test/shop-process.ts";

// A real shop process on the embedded database, killed with SIGKILL: the outbox must survive it.
const onPglite = !process.env.TEST_DATABASE_URL;

async function mailsSaying(outbox: string, text: string): Promise<number> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  let found = 0;
  for (const file of files) if ((await readFile(path.join(outbox, file), "utf8")).includes(text)) found += 1;
  return found;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

describe.runIf(onPglite)("an order's e-mails after a crash", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-crash-"));
  });
  afterAll(async () => {
    await killAllShops();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("are delivered exactly once when the shop is killed right after the order is acknowledged", async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: "true" };
    const first = await startShop(env);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@shop.test", password: "owner-password-1" }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const listed = (await (await fetch(`${first.url}/api/products/get-all`)).json()) as {
      data: { id: number; quantity: number }[];
    };
    const catalog = listed.data;
    const item = catalog.find((p) => p.quantity > 0)!;
    const placed = await fetch(`${first.url}/api/orders/create`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        orderForm: { deliveryType: "store", phoneNumber: "9841234567" },
        products: [{ id: item.id, orderedQuantity: 1 }],
      }),
    });
    expect(placed.status).toBe(200);
    // The answer is in: the crash comes before the delivery loop's next turn.
    await first.kill();
    const id = ((await placed.json()) as { data: { id: number } }).data.id;

    const outbox = path.join(dataDir, "outbox");
    const again = await startShop(env);
    const subject = `Your order #${id} is placed`;
    expect(await until(async () => (await mailsSaying(outbox, subject)) > 0, 60_000)).toBe(true);
    // A few more turns of the loop send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mailsSaying(outbox, subject)).toBe(1);
    expect(await mailsSaying(outbox, `New order #${id} from`)).toBe(1);
    expect(await again.stop()).toBe(0);
  }, 600_000);
});
