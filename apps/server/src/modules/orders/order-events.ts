import type { OrderEventKind, OrderStatus } from "@shop/shared/order-lifecycle";
import type { OrderEvent } from "@shop/shared/orders";
import { asc, eq } from "drizzle-orm";
import { orderEvents, users } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";

export interface NewOrderEvent {
  orderId: number;
  actorId: number | null;
  kind: OrderEventKind;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  note?: string;
}

/** Writes one entry of an order's timeline, in the caller's transaction. */
export async function recordEvent(tx: Executor, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values(eventRows([event]));
}

/** The rows of timeline entries, as the table holds them (checkout writes its own together). */
export function eventRows(events: NewOrderEvent[]): (typeof orderEvents.$inferInsert)[] {
  return events.map((event) => ({
    orderId: event.orderId,
    actorId: event.actorId,
    kind: event.kind,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    note: event.note ?? "",
  }));
}

/** An order's timeline, oldest first, with who did each step. */
export async function eventsOf(db: Executor, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      at: orderEvents.createdAt,
      actorId: orderEvents.actorId,
      actorName: users.fullName,
      kind: orderEvents.kind,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: r.actorId === null ? null : { id: r.actorId, fullName: r.actorName ?? "" },
    kind: r.kind,
    from: r.from,
    to: r.to,
    note: r.note,
  }));
}
