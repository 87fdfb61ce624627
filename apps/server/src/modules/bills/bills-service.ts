import type { Bill, BillListQuery } from "@shop/shared/bills";
import { ADMIN_PAGE_SIZE, type Page } from "@shop/shared/paging";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { billPrints, bills, orders } from "../../db/schema.ts";
import type { Db, Executor } from "../../db/types.ts";
import { notFound } from "../../lib/errors.ts";
import { dayRange } from "../../lib/search.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { withDetails } from "./bill-rows.ts";

/** Bills and credit notes, newest first, paged like the order desk (staff). */
export async function listBills(
  db: Executor,
  actor: SessionUser,
  query: BillListQuery,
  timeZone: string,
): Promise<Page<Bill>> {
  authorize(actor, "bills:manage");
  const conditions: SQL[] = [];
  const { start, end } = dayRange(query.from, query.to, timeZone);
  if (start) conditions.push(gte(bills.issuedAt, start));
  if (end) conditions.push(lt(bills.issuedAt, end));
  if (query.kind) conditions.push(eq(bills.kind, query.kind));
  const where = and(...conditions);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(desc(bills.issuedAt), desc(bills.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(bills).where(where),
  ]);
  return { items: await withDetails(db, rows, timeZone), total: total?.n ?? 0, page, pageSize };
}

/** The customer an order belongs to (null for a counter sale with no account). */
async function ownerOf(db: Executor, orderId: number): Promise<number | undefined> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order?.userId ?? undefined;
}

/** One bill or credit note: staff, or the customer of its order; anyone else is told it does not exist. */
export async function getBill(db: Executor, actor: SessionUser, id: number, timeZone: string): Promise<Bill> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id));
  if (!row) throw notFound(`Bill #${id} was not found.`);
  authorize(actor, "bill:read", { ownerId: await ownerOf(db, row.orderId) }, `Bill #${id}`);
  const [bill] = await withDetails(db, [row], timeZone);
  return bill!;
}

/**
 * Records one print and answers which it is: 0 is the original, n the nth copy ("Copy of
 * Original (n)" on the paper). The bill's row is locked while the count is taken, so two prints
 * at once get two numbers; the bill itself is never written.
 */
export async function recordPrint(db: Db, actor: SessionUser, id: number): Promise<{ copy: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: bills.id, orderId: bills.orderId })
      .from(bills)
      .where(eq(bills.id, id))
      .for("no key update");
    if (!row) throw notFound(`Bill #${id} was not found.`);
    authorize(actor, "bill:print", { ownerId: await ownerOf(tx, row.orderId) }, `Bill #${id}`);
    const [next] = await tx
      .insert(billPrints)
      .values({
        billId: id,
        copy: sql`(select count(*)::int from ${billPrints} where ${billPrints.billId} = ${id})`,
        actorId: actor.id,
      })
      .returning({ copy: billPrints.copy });
    return { copy: next!.copy };
  });
}
