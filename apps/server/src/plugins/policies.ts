import type { CancelActor } from "@shop/shared/order-lifecycle";
import { type AppError, forbidden, notFound } from "../lib/errors.ts";
import type { SessionUser } from "./auth.ts";

/**
 * Who may do what: the only file that compares roles or owners. Routes guard whole groups with
 * `requirePermission`; services ask `can` / `authorize` about a particular order or account.
 *
 * - Staff (the Admin role) run the shop: every order, the catalog and stock, software, users,
 *   messages, the contact record, the delivery areas and the dashboard; they sell at the counter,
 *   issue credit notes, read the sales register and day close, and look up warranties.
 * - A customer sees and cancels their own orders, pays for them online (or changes how to pay),
 *   reads and prints the bills of their own orders,
 *   and changes their own password.
 * - Everyone, signed in or not, reads the public pages (no permission is asked for those).
 */
export type Action =
  | "orders:manage"
  | "catalog:manage"
  | "software:manage"
  | "users:manage"
  | "messages:read"
  | "contact:manage"
  | "dashboard:read"
  | "delivery:manage"
  | "payments:manage"
  | "payment:start"
  | "order:place"
  | "order:read"
  | "order:cancel"
  | "orders:of-customer"
  | "account:change-password"
  | "user:change"
  | "counter:sell"
  | "bills:manage"
  | "bill:read"
  | "bill:print"
  | "warranty:lookup";

/** What an action is about, where it is about something in particular. */
export interface Subject {
  /** The customer an order or an account belongs to. */
  ownerId?: number;
  /** The role of the account being changed. */
  role?: SessionUser["role"];
}

type Rule = (actor: SessionUser, subject: Subject) => boolean;

const isStaff = (actor: SessionUser) => actor.role === "Admin";
const isOwner = (actor: SessionUser, subject: Subject) => subject.ownerId === actor.id;

const RULES: Record<Action, Rule> = {
  "orders:manage": isStaff,
  "catalog:manage": isStaff,
  "software:manage": isStaff,
  "users:manage": isStaff,
  "messages:read": isStaff,
  "contact:manage": isStaff,
  "dashboard:read": isStaff,
  "delivery:manage": isStaff,
  // Refunds are recorded by staff; only the order's own customer pays for it or changes how.
  "payments:manage": isStaff,
  "payment:start": isOwner,
  "order:place": () => true,
  "order:read": (a, s) => isStaff(a) || isOwner(a, s),
  "order:cancel": (a, s) => isStaff(a) || isOwner(a, s),
  "orders:of-customer": (a, s) => isStaff(a) || isOwner(a, s),
  "account:change-password": (a, s) => isOwner(a, s),
  // Administrator accounts are not managed from the users screen: they are hidden there.
  "user:change": (a, s) => isStaff(a) && s.role !== "Admin",
  "counter:sell": isStaff,
  "bills:manage": isStaff,
  // A bill belongs to its order's customer too: they print it for warranty and their accounts.
  "bill:read": (a, s) => isStaff(a) || isOwner(a, s),
  "bill:print": (a, s) => isStaff(a) || isOwner(a, s),
  "warranty:lookup": isStaff,
};

export function can(actor: SessionUser | null, action: Action, subject: Subject = {}): boolean {
  return actor !== null && RULES[action](actor, subject);
}

const REFUSALS: Partial<Record<Action, () => AppError>> = {
  "orders:of-customer": () => forbidden("You can only see your own orders."),
  "account:change-password": () => forbidden("You can only change your own password."),
  "user:change": () => forbidden("An administrator account cannot be changed here."),
};

/**
 * Throws unless the actor may. For one order or bill, a stranger is told it does not exist (so
 * numbers reveal nothing); otherwise the answer is 403 with what was refused.
 */
export function authorize(actor: SessionUser, action: Action, subject: Subject = {}, what = ""): void {
  if (can(actor, action, subject)) return;
  if (action === "order:read" || action === "order:cancel" || action === "payment:start")
    throw notFound(`${what || "This order"} was not found.`);
  if (action === "bill:read" || action === "bill:print")
    throw notFound(`${what || "This bill"} was not found.`);
  throw REFUSALS[action]?.() ?? forbidden("Only an administrator can do that.");
}

/** Whether a cancel is asked by staff or by the order's customer (the lifecycle's rules differ). */
export function cancelActor(actor: SessionUser): CancelActor {
  return isStaff(actor) ? "staff" : "customer";
}
