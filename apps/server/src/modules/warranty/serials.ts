import { serialKey } from "@shop/shared/warranty";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { orderLines, orderSerials, products } from "../../db/schema.ts";
import type { Tx } from "../../db/types.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, fieldError } from "../../lib/errors.ts";

/**
 * Serial numbers of the pieces sold: the rules both a counter sale and a web order's serial entry
 * follow. A serial is kept trimmed as typed and compared without case; a piece counts as sold
 * while its row is not released, and the database's partial unique index refuses a second sale of
 * it. Releasing (a credit note, a cancel, a reject, the delete of an unbilled order) lets it be
 * sold again.
 */
export interface ProductSerials {
  productId: number;
  /** The product's name, for messages. */
  name: string;
  serials: string[];
}

/** Refuses the same serial twice in one request (any case): 400 naming it and the product. */
export function refuseRepeats(lines: ProductSerials[]): void {
  for (const line of lines) {
    const seen = new Set<string>();
    for (const serial of line.serials) {
      const key = serialKey(serial);
      if (seen.has(key))
        throw fieldError(400, "serials", `Serial number ${serial} of ${line.name} is given twice.`);
      seen.add(key);
    }
  }
}

/**
 * Writes serials for an order, after checking that none is sold already in a sale that stands
 * (409 naming the serial, the product and the order). Two sales of the same piece at the same
 * moment: the unique index lets one through and the other gets a 409 too.
 */
export async function recordSerials(tx: Tx, orderId: number, lines: ProductSerials[]): Promise<void> {
  const rows = lines.flatMap((l) => l.serials.map((serial) => ({ orderId, productId: l.productId, serial })));
  if (rows.length === 0) return;
  const taken = await tx
    .select({ productId: orderSerials.productId, serial: orderSerials.serial, orderId: orderSerials.orderId })
    .from(orderSerials)
    .where(
      and(
        isNull(orderSerials.releasedAt),
        ne(orderSerials.orderId, orderId),
        inArray(
          sql`(${orderSerials.productId}, lower(${orderSerials.serial}))`,
          rows.map((r) => sql`(${r.productId}::int, ${serialKey(r.serial)}::text)`),
        ),
      ),
    )
    .limit(1);
  const clash = taken[0];
  if (clash) {
    const name = lines.find((l) => l.productId === clash.productId)?.name ?? `Product #${clash.productId}`;
    throw conflict(
      `Serial number ${clash.serial} of ${name} is already sold (order #${clash.orderId}). A piece is sold again only after it is returned.`,
    );
  }
  try {
    await tx.insert(orderSerials).values(rows);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(
        "A serial number of this sale was sold in another sale a moment ago. Please check the serial numbers.",
      );
    throw error;
  }
}

/** Releases an order's serials that stand (all, or those of one product, or some of them). */
export async function releaseSerials(
  tx: Tx,
  orderId: number,
  which: { productId: number; serials?: string[] } | null = null,
): Promise<void> {
  const conditions = [eq(orderSerials.orderId, orderId), isNull(orderSerials.releasedAt)];
  if (which) conditions.push(eq(orderSerials.productId, which.productId));
  if (which?.serials) {
    if (which.serials.length === 0) return;
    conditions.push(inArray(sql`lower(${orderSerials.serial})`, which.serials.map(serialKey)));
  }
  await tx
    .update(orderSerials)
    .set({ releasedAt: sql`now()` })
    .where(and(...conditions));
}

/** The serials of an order that stand, by product, in the order they were recorded. */
export async function standingSerials(tx: Tx, orderId: number): Promise<Map<number, string[]>> {
  const rows = await tx
    .select({ productId: orderSerials.productId, serial: orderSerials.serial })
    .from(orderSerials)
    .where(and(eq(orderSerials.orderId, orderId), isNull(orderSerials.releasedAt)))
    .orderBy(asc(orderSerials.id));
  const byProduct = new Map<number, string[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.serial]);
  return byProduct;
}

/**
 * Why a web order cannot be completed yet: the first product that tracks serials with fewer
 * recorded than pieces, in words naming it; null when every piece has its serial.
 */
export async function missingSerials(tx: Tx, orderId: number): Promise<string | null> {
  const lines = await tx
    .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.tracksSerials, true)))
    .orderBy(asc(orderLines.id));
  if (lines.length === 0) return null;
  const recorded = await standingSerials(tx, orderId);
  for (const line of lines) {
    const have = recorded.get(line.productId)?.length ?? 0;
    if (have < line.quantity) {
      return `Record the serial number of each piece of ${line.name} before completing this order (${have} of ${line.quantity} recorded).`;
    }
  }
  return null;
}

/** A product of a sale whose serials are given: they must fit it (tracks serials, one per piece). */
export function checkSerialCount(
  line: { name: string; quantity: number; tracksSerials: boolean },
  given: number,
  exact: boolean,
): void {
  if (!line.tracksSerials) {
    if (given > 0)
      throw fieldError(
        400,
        "serials",
        `${line.name} does not track serial numbers: remove the serial numbers given for it.`,
      );
    return;
  }
  if (exact ? given !== line.quantity : given > line.quantity) {
    throw fieldError(
      400,
      "serials",
      exact
        ? `Give the serial number of each piece of ${line.name}: ${given} of ${line.quantity} given.`
        : `${line.name} has ${line.quantity} ${line.quantity === 1 ? "piece" : "pieces"} in this order: at most ${line.quantity} serial numbers.`,
    );
  }
}
