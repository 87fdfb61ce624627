import { type BillKind, formatBillNumber } from "@shop/shared/bills";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/types.ts";

/**
 * The one place that numbers bills and credit notes: one series per kind and fiscal year, without
 * gaps or duplicates. The counter row is taken inside the sale's own transaction, with the row
 * lock `insert … on conflict do update` holds until commit:
 * - issuers of the same series wait for each other, across connections, processes and machines
 *   on one PostgreSQL (on PGlite one connection serialises them anyway);
 * - a sale that rolls back rolls its number back with it, so a number is used only by a bill
 *   that exists. (A PostgreSQL sequence would not roll back, and would leave gaps.)
 */
export async function takeNumber(
  tx: Tx,
  kind: BillKind,
  fiscalYear: string,
): Promise<{ sequence: number; number: string }> {
  const result = (await tx.execute(sql`
    insert into bill_counters (kind, fiscal_year, last_sequence) values (${kind}, ${fiscalYear}, 1)
    on conflict (kind, fiscal_year) do update set last_sequence = bill_counters.last_sequence + 1
    returning last_sequence`)) as unknown as { rows: { last_sequence: number }[] };
  const sequence = Number(result.rows[0]!.last_sequence);
  return { sequence, number: formatBillNumber(kind, fiscalYear, sequence) };
}
