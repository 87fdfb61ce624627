import { sql } from "drizzle-orm";
import type { Executor } from "../db/types.ts";

/**
 * The stock ledger's invariant: for every product, the sum of its history equals its quantity.
 * Answers the products where it does not hold (none, when the ledger is right).
 */
export async function ledgerMismatches(db: Executor) {
  const result = (await db.execute(sql`
    select p.id, p.quantity, coalesce(sum(h.quantity), 0)::int as history
    from products p left join stock_history h on h.product_id = p.id
    group by p.id, p.quantity
    having p.quantity <> coalesce(sum(h.quantity), 0)`)) as unknown as {
    rows: { id: number; quantity: number; history: number }[];
  };
  return result.rows;
}
