import { z } from "zod";
import { parseIsoDay } from "./dates.ts";
import { lastSeenIdSchema } from "./ids.ts";
import type { OrderStatus } from "./order-lifecycle.ts";
import { orderSchema } from "./orders.ts";
import { pageQuery, pageSchema, searchText } from "./paging.ts";

/** How the owner names an order everywhere: in e-mails, screens, invoices and on the phone. */
export function orderNumber(id: number): string {
  return `#${id}`;
}

/**
 * The order desk's status filters. Each order is in exactly one: a cancelled order counts as
 * cancelled whatever its status; the others by their status.
 */
export const ORDER_FILTERS = [
  "Pending",
  "Approved",
  "On the way",
  "Ready for pickup",
  "Completed",
  "Rejected",
  "cancelled",
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function filterOf(order: { status: OrderStatus; canceled: boolean }): OrderFilter {
  return order.canceled ? "cancelled" : order.status;
}

/** The words of a filter on a tab or a chip. */
export const FILTER_LABELS: Record<OrderFilter, string> = {
  Pending: "Pending",
  Approved: "Approved",
  "On the way": "On the way",
  "Ready for pickup": "Ready for pickup",
  Completed: "Completed",
  Rejected: "Rejected",
  cancelled: "Cancelled",
};

const nepalDay = (field: string) =>
  z
    .string()
    .trim()
    .refine((v) => parseIsoDay(v) !== null, `${field} must be a date such as 2026-11-23`);

/**
 * What the order list and its CSV export take: a status filter, a search (order number, customer
 * name or phone) and a range of the shop's calendar days, both ends included.
 */
export const orderListQuerySchema = z
  .object({
    ...pageQuery,
    status: z.enum(ORDER_FILTERS, { error: `status must be one of: ${ORDER_FILTERS.join(", ")}` }).optional(),
    q: searchText,
    from: nepalDay("from").optional(),
    to: nepalDay("to").optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: "from must not be after to",
    path: ["from"],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderCountsSchema = z.object(
  Object.fromEntries(ORDER_FILTERS.map((f) => [f, z.number().int()])) as Record<OrderFilter, z.ZodNumber>,
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** One page of orders, with how many orders each status filter holds under the same search and dates. */
export const orderPageSchema = pageSchema(orderSchema).extend({ counts: orderCountsSchema });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** A page of one customer's orders (their history), newest first. */
export const customerOrdersPageSchema = pageSchema(orderSchema);

/** The customer history's paging: without page or pageSize the newest orders (WHOLE_LIST_MAX at most). */
export const customerOrdersQuerySchema = z.object(pageQuery);

/**
 * What the desk and the counter poll every few seconds: `after` is the newest order id the screen
 * knows; the answer is the web orders since then (newest first, at most 10) and the newest id now.
 */
export const orderNewsQuerySchema = z.object({ after: lastSeenIdSchema.optional() });

export const orderNewsSchema = z.object({
  latestId: z.number().int(),
  items: z.array(
    z.object({ id: z.number().int(), createdDate: z.string(), fullName: z.string(), total: z.number() }),
  ),
});
export type OrderNews = z.infer<typeof orderNewsSchema>;
