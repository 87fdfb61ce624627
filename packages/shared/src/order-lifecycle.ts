/**
 * The order lifecycle: which status moves and which cancels are allowed, and which orders are
 * live. This file is the only place these rules are written; the server enforces them and the
 * web app offers only the moves they allow.
 *
 *   Pending          -> Approved, Rejected
 *   Approved         -> On the way (home delivery only), Ready for pickup (store pickup only),
 *                       Completed (handed over), Rejected
 *   On the way       -> Completed
 *   Ready for pickup -> Completed
 *   Completed, Rejected: final
 *
 * An order whose online payment is still being confirmed (payment status pending) cannot be
 * approved: the shop would prepare goods for money it may not get.
 *
 * Cancelling is a flag beside the status, not a status: the customer may cancel their own order,
 * and undo that, while it is Pending or Approved; staff may do either at any status that is not
 * final. A cancelled order's status does not move until the cancel is undone.
 */
import type { DeliveryType } from "./constants.ts";
import type { PaymentStatus } from "./payments.ts";

export const ORDER_STATUSES = [
  "Pending",
  "Approved",
  "Rejected",
  "On the way",
  "Ready for pickup",
  "Completed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin can set (a new order is Pending; nothing moves back to it). */
export const ADMIN_ORDER_STATUSES = [
  "Approved",
  "Rejected",
  "On the way",
  "Ready for pickup",
  "Completed",
] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

const MOVES: Record<OrderStatus, readonly AdminOrderStatus[]> = {
  Pending: ["Approved", "Rejected"],
  Approved: ["On the way", "Ready for pickup", "Completed", "Rejected"],
  "On the way": ["Completed"],
  "Ready for pickup": ["Completed"],
  Completed: [],
  Rejected: [],
};

const FINAL: ReadonlySet<OrderStatus> = new Set(["Completed", "Rejected"]);
const CUSTOMER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set(["Pending", "Approved"]);

/** What the rules need to know of an order. */
export interface LifecycleOrder {
  status: OrderStatus;
  canceled: boolean;
  deliveryType: DeliveryType;
  /** Where its money stands (unpaid when unknown). */
  paymentStatus?: PaymentStatus;
}

/** Who asks for a cancel: the order's own customer, or the shop's staff. */
export type CancelActor = "customer" | "staff";

export function isFinal(status: OrderStatus): boolean {
  return FINAL.has(status);
}

/** A live order holds its stock and counts in the figures: not cancelled, not rejected (nor deleted). */
export function isLive(order: { status: OrderStatus; canceled: boolean; deleted?: boolean }): boolean {
  return !order.canceled && order.status !== "Rejected" && !order.deleted;
}

/**
 * Statuses of a live order that is not a sale yet: the shop has not accepted it. The dashboard
 * shows such orders apart from its sales.
 */
export const AWAITING_STATUSES = ["Pending"] as const satisfies readonly OrderStatus[];

/** A sale in the shop's figures: a live order the shop has accepted (Approved, On the way, Ready for pickup, Completed). */
export function isSale(order: { status: OrderStatus; canceled: boolean; deleted?: boolean }): boolean {
  return isLive(order) && !(AWAITING_STATUSES as readonly OrderStatus[]).includes(order.status);
}

/** The one delivery type each in-between status belongs to: a rider for home, the counter for pickup. */
const ONLY_FOR: Partial<Record<AdminOrderStatus, DeliveryType>> = {
  "On the way": "home",
  "Ready for pickup": "store",
};

/** The statuses this order may move to now, in the order a person would consider them. */
export function nextStatuses(order: LifecycleOrder): AdminOrderStatus[] {
  if (order.canceled) return [];
  return MOVES[order.status].filter(
    (to) =>
      (ONLY_FOR[to] ?? order.deliveryType) === order.deliveryType &&
      !(to === "Approved" && order.paymentStatus === "pending"),
  );
}

const PAST: Record<OrderStatus, string> = {
  Pending: "pending",
  Approved: "approved",
  Rejected: "rejected",
  "On the way": "on the way",
  "Ready for pickup": "ready for pickup",
  Completed: "completed",
};
const VERB: Record<AdminOrderStatus, string> = {
  Approved: "approved",
  Rejected: "rejected",
  "On the way": "sent on the way",
  "Ready for pickup": "made ready for pickup",
  Completed: "completed",
};

/** Why this status move is refused, in words for a person; null when it is allowed. */
export function statusMoveRefusal(order: LifecycleOrder, to: AdminOrderStatus): string | null {
  if (nextStatuses(order).includes(to)) return null;
  if (order.canceled) return "This order is cancelled. Undo the cancel before changing its status.";
  if (to === "Approved" && order.paymentStatus === "pending") {
    return "This order's online payment is still being confirmed. Approve it once it is paid, or once the payment has failed.";
  }
  if (to === "On the way" && order.deliveryType !== "home") {
    return "Only a home delivery can be on the way. A store pickup is made ready for pickup, then completed when it is handed over.";
  }
  if (to === "Ready for pickup" && order.deliveryType !== "store") {
    return "Only a store pickup can be ready for pickup. A home delivery goes on the way.";
  }
  const article = ["Approved", "On the way", "Ready for pickup"].includes(order.status) ? "An" : "A";
  const subject =
    order.status === "On the way" || order.status === "Ready for pickup"
      ? `order ${PAST[order.status]}`
      : `${PAST[order.status]} order`;
  if (order.status === "Pending" && to !== "Approved" && to !== "Rejected") {
    return `A pending order must be approved before it can be ${VERB[to]}.`;
  }
  return `${article} ${subject} cannot be ${VERB[to]}.`;
}

/** Why cancelling (or undoing the cancel of) this order is refused; null when it is allowed. */
export function cancelRefusal(order: LifecycleOrder, by: CancelActor): string | null {
  const action = order.canceled ? "restored" : "cancelled";
  if (isFinal(order.status)) return `A ${PAST[order.status]} order cannot be ${action}.`;
  if (by === "customer" && !CUSTOMER_CANCELLABLE.has(order.status)) {
    return `This order is ${PAST[order.status]} and can no longer be ${action} here. Please call the shop.`;
  }
  return null;
}

/** Whether a cancel button makes sense for this order and this person. */
export function canToggleCancel(order: LifecycleOrder, by: CancelActor): boolean {
  return cancelRefusal(order, by) === null;
}

/** What each entry of an order's timeline records. */
export const ORDER_EVENT_KINDS = [
  "placed",
  "status_changed",
  "cancelled",
  "cancel_undone",
  "deleted",
  "restored",
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
