import { paisaToRupees } from "@shop/shared/money";
import type { OrderNews } from "@shop/shared/order-desk";
import { and, desc, eq, gt, max } from "drizzle-orm";
import { orders, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";

/**
 * The desk hears of new web orders by asking every few seconds: one small indexed read, the same
 * in every server process, through Fastify like any call. `after` is the newest order id the
 * screen knows; the answer is the web orders since then (newest first, at most 10) and the newest
 * id now. Both reads walk the primary key only, whatever the size of the table.
 */
export async function orderNews(
  db: Executor,
  actor: SessionUser,
  after: number | undefined,
): Promise<OrderNews> {
  authorize(actor, "orders:manage");
  const web = eq(orders.channel, "web");
  const live = eq(orders.deleted, false);
  const [[latest], items] = await Promise.all([
    db.select({ id: max(orders.id) }).from(orders),
    after === undefined
      ? Promise.resolve([])
      : db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            fullName: users.fullName,
            totalPaisa: orders.totalPaisa,
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(web, live, gt(orders.id, after)))
          .orderBy(desc(orders.id))
          .limit(10),
  ]);
  return {
    latestId: latest?.id ?? 0,
    items: items.map((o) => ({
      id: o.id,
      createdDate: o.createdAt.toISOString(),
      fullName: o.fullName,
      total: paisaToRupees(o.totalPaisa),
    })),
  };
}
