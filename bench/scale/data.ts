import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import type { Database } from "../../apps/server/src/db/types.ts";
import { hashPassword } from "../../apps/server/src/lib/passwords.ts";
import { fillShop, type ScaleSize, type ScaleSummary } from "../../apps/server/src/test/scale-data.ts";

/** Every generated customer's password, so the benchmark can sign in as one. */
export const CUSTOMER_PASSWORD = "scale-customer-password";

/** Values the calls are made with: found in the generated data, so each call has something to find. */
export interface Probes {
  bestSeller: number;
  busiest: { id: number; email: string };
  /** A customer with a few orders: their phone and name, as the owner would type them. */
  phone: string;
  name: string;
  orderId: number;
  /** A product in the middle of the catalog, for its page. */
  product: number;
}

export interface Filled {
  summary: ScaleSummary;
  probes: Probes;
  vacuumMs: number;
}

type Rows<T> = { rows: T[] };

/**
 * Fills the shop's database (after its first start migrated and seeded it) with `size` more of
 * everything, then vacuums and analyzes it as a database that has lived for years would be.
 */
export async function fillDatabase(
  target: { dataDir: string } | { url: string },
  size: ScaleSize,
): Promise<Filled> {
  const config = loadConfig({
    DATA_DIR: "dataDir" in target ? target.dataDir : "/nonexistent",
    DATABASE_URL: "url" in target ? target.url : "",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-00",
  });
  const database: Database = await openDatabase(config, { migrate: false });
  try {
    const db = database.db;
    const summary = await fillShop(db, size, { passwordHash: await hashPassword(CUSTOMER_PASSWORD) });
    const started = performance.now();
    await db.execute(sql`vacuum analyze`);
    const vacuumMs = performance.now() - started;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows<T>).rows[0]!;
    const busiest = await one<{ id: number; email: string }>(
      sql`select id, email from users where id = ${summary.busiestCustomer}`,
    );
    // A customer with a handful of orders, found through a recent order.
    const someone = await one<{ phone: string; name: string; order: number }>(sql`
      select u.phone, u.full_name as name, o.id as order
      from orders o join users u on u.id = o.user_id
      where o.id = (select max(id) - ${Math.floor(summary.orders / 3)} from orders)`);
    const product = await one<{ id: number }>(
      sql`select id from products where not deleted order by id offset ${Math.floor(summary.products / 2)} limit 1`,
    );
    return {
      summary,
      vacuumMs,
      probes: {
        bestSeller: summary.bestSeller,
        busiest: { id: Number(busiest.id), email: busiest.email },
        phone: someone.phone,
        name: someone.name,
        orderId: Number(someone.order),
        product: Number(product.id),
      },
    };
  } finally {
    await database.close();
  }
}
