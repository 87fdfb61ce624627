import { MAX_STOCK, type StockKind, stockKindLabel } from "@shop/shared/stock";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { products, stockHistory } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";

/**
 * The only code that changes `products.quantity` or writes `stock_history`. Every movement is
 * one signed history row written in the same statement batch as the change, so for every
 * product the sum of its history equals its quantity; stock never goes below zero nor above
 * MAX_STOCK. Callers pass the transaction they run in.
 */
export interface StockMove {
  productId: number;
  /** Signed: positive puts pieces on the shelf, negative takes them. */
  delta: number;
  kind: StockKind;
  remarks: string;
  orderId?: number | null;
  /** Who did it; null for the seed and the shop's own work. */
  actorId: number | null;
}

type ProductRow = typeof products.$inferSelect;

/**
 * Locks products for the rest of the transaction, in id order so two transactions never wait
 * on each other in opposite orders. What the caller reads here cannot change (no sale, delete
 * or price change) until it commits.
 */
export async function lockProducts(tx: Executor, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

export function shortMessage(name: string, left: number): string {
  const pieces = Math.max(0, left);
  return `Only ${pieces} ${pieces === 1 ? "piece" : "pieces"} of ${name} ${pieces === 1 ? "is" : "are"} left.`;
}

/**
 * Applies several movements at once: one UPDATE for the products and one INSERT for the
 * history, whatever the number of lines. Movements of the same product are added up first. If
 * any product would go below zero or above MAX_STOCK, nothing is written and the answer is 409
 * (or 400) naming it. Returns each moved product's new quantity.
 */
export async function moveStock(tx: Executor, moves: StockMove[]): Promise<Map<number, number>> {
  const moving = moves.filter((m) => m.delta !== 0);
  if (moving.length === 0) return new Map();
  const totals = new Map<number, number>();
  for (const m of moving) totals.set(m.productId, (totals.get(m.productId) ?? 0) + m.delta);
  const deltas = [...totals.entries()].sort(([a], [b]) => a - b);
  const values = sql.join(
    deltas.map(([id, delta]) => sql`(${id}::int, ${delta}::int)`),
    sql`, `,
  );
  // The bounds are in the WHERE clause: a product that would leave them is simply not updated,
  // and the count of returned rows says so. Rows are locked in id order by the update itself.
  // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
  const updated = (await tx.execute(sql`
    update ${products} set quantity = ${products.quantity} + d.delta, updated_at = now()
    from (values ${values}) as d(id, delta)
    where ${products.id} = d.id
      and ${products.quantity} + d.delta >= 0
      and ${products.quantity} + d.delta <= ${MAX_STOCK}
    returning ${products.id} as id, ${products.quantity} as quantity`)) as unknown as {
    rows: { id: number; quantity: number }[];
  };
  const rows = updated.rows;
  if (rows.length !== deltas.length) await refuse(tx, deltas, new Set(rows.map((r) => Number(r.id))));
  await tx.insert(stockHistory).values(
    moving.map((m) => ({
      productId: m.productId,
      quantity: m.delta,
      kind: m.kind,
      remarks: m.remarks,
      orderId: m.orderId ?? null,
      actorId: m.actorId,
    })),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.quantity)]));
}

/** Says which movement could not be made, and why. Throwing rolls the transaction back. */
async function refuse(tx: Executor, deltas: [number, number][], done: Set<number>): Promise<never> {
  const missing = deltas.filter(([id]) => !done.has(id));
  const rows = await tx
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(
      inArray(
        products.id,
        missing.map(([id]) => id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, delta] of missing) {
    const row = byId.get(id);
    if (!row) throw notFound(`Product #${id} was not found.`);
    if (row.quantity + delta < 0) throw conflict(shortMessage(row.name, row.quantity));
    throw badRequest(`The stock of ${row.name} can be at most ${MAX_STOCK.toLocaleString("en-IN")} pieces.`);
  }
  throw new Error("stock update refused without a reason");
}

/** A product's stock history, newest first, with the words of each kind. */
export async function stockHistoryOf(db: Executor, productId: number) {
  const rows = await db
    .select()
    .from(stockHistory)
    .where(eq(stockHistory.productId, productId))
    .orderBy(desc(stockHistory.createdAt), desc(stockHistory.id));
  return rows.map((r) => ({ ...r, changeType: stockKindLabel(r.kind) }));
}
