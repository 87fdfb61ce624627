import { INTAKE_KINDS, MAX_STOCK, type StockKind, stockKindLabel } from "@shop/shared/stock";
import { asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ProductRow, productColumns, products, stockHistory } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import { columnArray } from "../../db/unnest-insert.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";

/**
 * The only code that changes `products.quantity` or writes `stock_history`. Every movement is
 * one signed history row written in the same statement batch as the change, so for every
 * product the sum of its history equals its quantity; stock never goes below zero, and new pieces
 * (INTAKE_KINDS) never take it above MAX_STOCK. Callers pass the transaction they run in.
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

/**
 * Locks products for the rest of the transaction, in id order so two transactions never wait
 * on each other in opposite orders. What the caller reads here cannot change (no sale, delete
 * or price change) until it commits.
 *
 * Products are locked FOR NO KEY UPDATE, never FOR UPDATE: writing an order line or a history
 * row checks its product's key (FOR KEY SHARE), which a FOR UPDATE lock held by another
 * transaction would make wait for no reason. Every product change is an UPDATE of columns other
 * than the key, which NO KEY UPDATE holds off just the same.
 */
export async function lockProducts(tx: Executor, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for("no key update");
  return new Map(rows.map((r) => [r.id, r]));
}

export function shortMessage(name: string, left: number): string {
  const pieces = Math.max(0, left);
  return `Only ${pieces} ${pieces === 1 ? "piece" : "pieces"} of ${name} ${pieces === 1 ? "is" : "are"} left.`;
}

/**
 * Applies several movements at once, in one statement whatever the number of lines: it locks the
 * products in id order (two transactions never wait on each other in opposite orders), checks
 * every bound, then updates the quantities and writes the history, all or nothing. Movements of
 * the same product are added up first. If any product would go below zero, or new pieces would
 * take it above MAX_STOCK, nothing is written and the answer is 409 (or 400) naming it. Pieces
 * that come back are never refused for MAX_STOCK, and a product that holds more (set by an older
 * version, whose limit was higher) may still be sold down. Returns each moved product's new
 * quantity.
 *
 * `alongside`: other writes of the caller's change (named inserts, not yet run) sent in the same
 * statement, to save their round trips; when the movement is refused the caller's transaction
 * rolls them back with it.
 */
export async function moveStock(
  tx: Executor,
  moves: StockMove[],
  options: { alongside?: Record<string, SQL> } = {},
): Promise<Map<number, number>> {
  const alongside = Object.entries(options.alongside ?? {});
  const moving = moves.filter((m) => m.delta !== 0);
  if (moving.length === 0) {
    if (alongside.length > 0) await tx.execute(sql`with ${withList(alongside)} select 1`);
    return new Map();
  }
  const totals = new Map<number, number>();
  for (const m of moving) totals.set(m.productId, (totals.get(m.productId) ?? 0) + m.delta);
  const intake = new Set(moving.filter((m) => INTAKE_KINDS.includes(m.kind)).map((m) => m.productId));
  const deltas: Delta[] = [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, delta]) => ({ id, delta, capped: intake.has(id) }));
  // Each list goes as one array per column (`unnest`): the statement's text is the same for one
  // line as for two thousand.
  const ints = (values: (number | null)[]) => columnArray(values, "int");
  const texts = (values: string[]) => columnArray(values, "text");
  const bools = (values: boolean[]) => columnArray(values, "boolean");
  const values = sql`select * from unnest(${ints(deltas.map((d) => d.id))}, ${ints(deltas.map((d) => d.delta))},
    ${bools(deltas.map((d) => d.capped))})`;
  const history = sql`select * from unnest(${ints(moving.map((m) => m.productId))}, ${ints(moving.map((m) => m.delta))},
    ${texts(moving.map((m) => m.kind))}, ${texts(moving.map((m) => m.remarks))},
    ${ints(moving.map((m) => m.orderId ?? null))}, ${ints(moving.map((m) => m.actorId))})`;
  // `locked` takes the row locks in id order (NO KEY UPDATE, as lockProducts) and sees each row
  // as its last commit left it (a locking read that waited reads the new version). The update
  // and the history insert run only when every movement fits; the update then works on those
  // same locked rows.
  // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
  const result = (await tx.execute(sql`
    with ${alongside.length > 0 ? sql`${withList(alongside)}, ` : sql``}d(id, delta, capped) as (${values}),
    locked as materialized (
      select ${products.id} as id, ${products.quantity} as quantity
      from ${products}
      where ${products.id} in (select id from d)
      order by ${products.id}
      for no key update
    ),
    fit as (
      select count(*) as n from locked l join d on d.id = l.id
      where l.quantity + d.delta >= 0 and (not d.capped or d.delta <= 0 or l.quantity + d.delta <= ${MAX_STOCK})
    ),
    moved as (
      update ${products} set quantity = ${products.quantity} + d.delta, updated_at = now()
      from d
      where ${products.id} = d.id and (select n from fit) = ${deltas.length}
      returning ${products.id} as id, ${products.quantity} as quantity
    ),
    written as (
      insert into ${stockHistory} (product_id, quantity, change_type, remarks, order_id, actor_id)
      select h.product_id, h.quantity, h.kind, h.remarks, h.order_id, h.actor_id
      from (${history}) as h(product_id, quantity, kind, remarks, order_id, actor_id)
      where (select n from fit) = ${deltas.length}
    )
    select id, quantity from moved`)) as unknown as { rows: { id: number; quantity: number }[] };
  const rows = result.rows;
  if (rows.length !== deltas.length) await refuse(tx, deltas);
  return new Map(rows.map((r) => [Number(r.id), Number(r.quantity)]));
}

/** One product's movements added up; `capped`: some of them bring new pieces in. */
interface Delta {
  id: number;
  delta: number;
  capped: boolean;
}

/**
 * Says which movement could not be made, and why (the rows are locked by now). Throwing rolls
 * the transaction back.
 */
async function refuse(tx: Executor, deltas: Delta[]): Promise<never> {
  const rows = await tx
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(
      inArray(
        products.id,
        deltas.map((d) => d.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { id, delta, capped } of deltas) {
    const row = byId.get(id);
    if (!row) throw notFound(`Product #${id} was not found.`);
    if (row.quantity + delta < 0) throw conflict(shortMessage(row.name, row.quantity));
    if (capped && delta > 0 && row.quantity + delta > MAX_STOCK) {
      const pieces = (n: number) => n.toLocaleString("en-IN");
      throw badRequest(
        `The stock of ${row.name} can be at most ${pieces(MAX_STOCK)} pieces: it holds ${pieces(row.quantity)}, so at most ${pieces(Math.max(0, MAX_STOCK - row.quantity))} more can be added.`,
      );
    }
  }
  throw new Error("stock update refused without a reason");
}

function withList(statements: [string, SQL][]): SQL {
  return sql.join(
    statements.map(([name, statement]) => sql`${sql.identifier(name)} as (${statement})`),
    sql`, `,
  );
}

/**
 * A product's stock history, newest first, with the words of each kind: only the columns the
 * history shows, each row changed in place. A best seller's history holds a row per order (20,000
 * after the benchmark's checkout), and whole rows copied twice over took 20 MB more at once.
 */
export async function stockHistoryOf(
  db: Executor,
  productId: number,
  window: { limit: number; offset?: number },
) {
  const rows = await db
    .select({
      id: stockHistory.id,
      quantity: stockHistory.quantity,
      kind: stockHistory.kind,
      remarks: stockHistory.remarks,
      createdAt: stockHistory.createdAt,
    })
    .from(stockHistory)
    .where(eq(stockHistory.productId, productId))
    .orderBy(desc(stockHistory.createdAt), desc(stockHistory.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return rows.map((r) => Object.assign(r, { changeType: stockKindLabel(r.kind) }));
}

/** How many rows a product's stock history holds. */
export async function stockHistoryCount(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockHistory)
    .where(eq(stockHistory.productId, productId));
  return row?.n ?? 0;
}
