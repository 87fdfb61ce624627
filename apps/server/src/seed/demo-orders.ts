import { shopCalendarDate } from "@shop/shared/dates";
import type { AdminOrderStatus } from "@shop/shared/order-lifecycle";
import { defaultPaymentMethod } from "@shop/shared/payments";
import { type SQL, sql } from "drizzle-orm";
import { mailOutbox, messages, orderEvents, orders, stockHistory } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { zonedMidnight } from "../lib/time.ts";
import { createUser } from "../modules/accounts/users-service.ts";
import { createMessage } from "../modules/messages/messages-service.ts";
import type { ShopMailbox } from "../modules/orders/order-mails.ts";
import { setStatus, toggleCancel } from "../modules/orders/order-moves.ts";
import { placeOrder } from "../modules/orders/order-placement.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { DEMO_PRODUCTS } from "./demo-catalog.ts";

/**
 * Demo orders for a first start with SEED_DEMO: a few customers and about sixty orders over the
 * last twelve months in every status, so the dashboard, its chart and the order desk show what
 * they will look like. They are placed and moved through the real order services (stock, stock
 * history, timeline all consistent), then dated back: the services write "now", and the seed
 * moves each order's timestamps to its planned day. Their e-mails are dropped before the seed
 * commits: nobody placed these orders.
 */

const CUSTOMERS = [
  { fullName: "Sita Rai", phone: "9842011001", city: "Itahari" },
  { fullName: "Bikash Limbu", phone: "9812011002", city: "Dharan" },
  { fullName: "Anjali Karki", phone: "9807011003", city: "Biratnagar" },
  { fullName: "Ramesh Shrestha", phone: "9852011004", city: "Inaruwa" },
  { fullName: "Puja Tamang", phone: "9816011005", city: "Damak" },
  { fullName: "Suman Yadav", phone: "9842011006", city: "Biratnagar" },
  { fullName: "Kamala Thapa", phone: "9746011007", city: "Birtamod" },
  { fullName: "Nabin Chaudhary", phone: "9811011008", city: "Itahari" },
] as const;

const CHOWKS = ["Bhrikuti Chowk", "Buddha Chowk", "Traffic Chowk", "Bhanu Chowk", "Mahendra Chowk"];
const LANDMARKS = ["Big Mart", "the bus park", "Nabil Bank", "the clock tower", "Koshi Hospital"];

export const DEMO_ORDER_COUNT = 60;

/** Where an order ends up. */
type Outcome =
  | "Pending"
  | "Approved"
  | "On the way"
  | "Ready for pickup"
  | "Completed"
  | "Rejected"
  | "cancelled";

interface PlannedOrder {
  customer: number;
  home: boolean;
  lines: { product: number; quantity: number }[];
  placedAt: Date;
  outcome: Outcome;
}

/** A small seeded random source: the same demo data on every first start. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What happens to an order of this age: old ones are settled, recent ones still moving. */
function outcomeOf(daysAgo: number, roll: number, home: boolean): Outcome {
  if (daysAgo > 12) {
    if (roll < 0.08) return "Rejected";
    if (roll < 0.18) return "cancelled";
    return "Completed";
  }
  if (daysAgo > 3) {
    if (roll < 0.1) return "cancelled";
    if (roll < 0.45) return home ? "On the way" : "Ready for pickup";
    return "Completed";
  }
  if (roll < 0.6) return "Pending";
  if (roll < 0.8) return "Approved";
  return home ? "On the way" : "Pending";
}

/** The plan: which customer orders what, when, and where each order ends up. */
export function planDemoOrders(now: Date, timeZone: string): PlannedOrder[] {
  const random = randomSource(2083);
  const sellable = DEMO_PRODUCTS.flatMap((p, i) => (p.quantity >= 2 ? [i] : []));
  const today = shopCalendarDate(now, timeZone);
  const plan: PlannedOrder[] = [];
  for (let i = 0; i < DEMO_ORDER_COUNT; i++) {
    // Oldest first, from a year ago to today, busier lately (the shop is growing).
    const daysAgo = Math.max(0, Math.round(360 * ((DEMO_ORDER_COUNT - 1 - i) / (DEMO_ORDER_COUNT - 1)) ** 2));
    // Mostly during opening hours; some in the evening, one just after midnight.
    const minutes =
      i === DEMO_ORDER_COUNT - 6 ? 30 : random.next() < 0.8 ? 600 + random.int(540) : 1140 + random.int(240);
    const midnight = zonedMidnight(today.year, today.month, today.day - daysAgo, timeZone);
    const placedAt = new Date(
      Math.min(midnight.getTime() + minutes * 60_000, now.getTime() - (60 - i) * 60_000),
    );
    const home = random.next() < 0.5;
    const lines = new Map<number, number>();
    const count = 1 + (random.next() < 0.35 ? 1 : 0) + (random.next() < 0.1 ? 1 : 0);
    for (let l = 0; l < count; l++) {
      const product = sellable[random.int(sellable.length)]!;
      const cheap = DEMO_PRODUCTS[product]!.price < 5000;
      lines.set(product, cheap && random.next() < 0.5 ? 2 : 1);
    }
    plan.push({
      customer: random.int(CUSTOMERS.length),
      home,
      lines: [...lines].map(([product, quantity]) => ({ product, quantity })),
      placedAt,
      outcome: outcomeOf(daysAgo, random.next(), home),
    });
  }
  // Every status at least once, whatever the rolls gave.
  const force: [number, Outcome, boolean][] = [
    [DEMO_ORDER_COUNT - 1, "Pending", false],
    [DEMO_ORDER_COUNT - 2, "Approved", false],
    [DEMO_ORDER_COUNT - 3, "Ready for pickup", false],
    [DEMO_ORDER_COUNT - 4, "On the way", true],
    [20, "Rejected", false],
    [30, "cancelled", true],
    [10, "Completed", true],
  ];
  for (const [i, outcome, home] of force) Object.assign(plan[i]!, { outcome, home });
  return plan;
}

/** Extra pieces each demo product needs so that, after the demo's sales, its stock is the catalog's. */
export function demoDemand(plan: PlannedOrder[]): number[] {
  const demand = DEMO_PRODUCTS.map(() => 0);
  for (const order of plan) {
    if (order.outcome === "Rejected" || order.outcome === "cancelled") continue;
    for (const line of order.lines) demand[line.product]! += line.quantity;
  }
  return demand;
}

/** The status moves that take a new order to its outcome, and how long after placing each one comes. */
function stepsTo(outcome: Outcome, home: boolean): { to: AdminOrderStatus | "cancel"; after: number }[] {
  const approve = { to: "Approved" as const, after: 2 * HOUR };
  switch (outcome) {
    case "Pending":
      return [];
    case "Approved":
      return [approve];
    case "On the way":
      return [approve, { to: "On the way", after: DAY }];
    case "Ready for pickup":
      return [approve, { to: "Ready for pickup", after: DAY }];
    case "Completed":
      return [
        approve,
        { to: home ? "On the way" : "Ready for pickup", after: DAY },
        { to: "Completed", after: 2 * DAY },
      ];
    case "Rejected":
      return [{ to: "Rejected", after: 3 * HOUR }];
    case "cancelled":
      return [{ to: "cancel", after: HOUR }];
  }
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Moves an order's timestamps (order, timeline, stock history) to when it was planned. */
async function dateBack(tx: Tx, id: number, times: Date[], canceled: boolean) {
  const placedAt = times[0]!;
  const last = times[times.length - 1]!;
  const list: SQL = sql`array[${sql.join(times.map(at), sql`, `)}]`;
  // One statement for the three tables: a first start runs it sixty times.
  await tx.execute(sql`
    with events as (
      update ${orderEvents} e set created_at = t.at
      from (select id, (${list})[row_number() over (order by id)] as at
            from ${orderEvents} where order_id = ${id}) t
      where e.id = t.id
    ), stock as (
      update ${stockHistory}
      set created_at = case when change_type = 'order_placed' then ${at(placedAt)} else ${at(last)} end
      where order_id = ${id}
    )
    update ${orders} set created_at = ${at(placedAt)}, updated_at = ${at(last)},
      canceled_at = ${canceled ? at(last) : sql`null`}
    where id = ${id}`);
}

/**
 * Creates the demo customers and orders inside the seed's transaction. `productIds` maps each
 * DEMO_PRODUCTS index to its id; those products already hold the catalog's stock plus the demand.
 */
export async function seedDemoOrders(
  tx: Tx,
  options: { admin: SessionUser; productIds: number[]; plan: PlannedOrder[]; timeZone: string; now: Date },
): Promise<void> {
  const { admin, productIds, plan, timeZone, now } = options;
  const [{ before } = { before: 0 }] = await tx
    .select({ before: sql<number>`coalesce(max(${mailOutbox.id}), 0)`.mapWith(Number) })
    .from(mailOutbox);
  // Nobody can sign in as a demo customer: each gets a random password that is never shown.
  // Their addresses are example.com, a domain that receives no mail.
  const customers: SessionUser[] = [];
  for (const c of CUSTOMERS) {
    const email = `${c.fullName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
    customers.push(await createUser(tx, { ...c, email, password: crypto.randomUUID(), role: "Customer" }));
  }
  const shop: ShopMailbox = { email: undefined, timeZone };
  // The order services open their own transaction on what they are given; inside the seed's
  // transaction that is a savepoint, so everything still commits (or not) with the seed.
  const db = tx as unknown as Db;

  for (const [i, planned] of plan.entries()) {
    const customer = customers[planned.customer]!;
    const city = CUSTOMERS[planned.customer]!.city;
    const { order } = await placeOrder(
      db,
      shop,
      customer,
      {
        orderForm: {
          deliveryType: planned.home ? "home" : "store",
          phoneNumber: customer.phone,
          city: planned.home ? city : "",
          chowkName: planned.home ? CHOWKS[i % CHOWKS.length]! : "",
          famousLandMark: planned.home ? `Near ${LANDMARKS[i % LANDMARKS.length]}` : "",
          paymentMethod: defaultPaymentMethod(planned.home ? "home" : "store"),
          note: "",
        },
        products: planned.lines.map((l) => ({ id: productIds[l.product]!, orderedQuantity: l.quantity })),
      },
      undefined,
    );
    const times = [planned.placedAt];
    for (const step of stepsTo(planned.outcome, planned.home)) {
      const when = new Date(Math.min(planned.placedAt.getTime() + step.after, now.getTime() - 60_000));
      if (step.to === "cancel") await toggleCancel(db, shop, customer, order.id);
      // A completed order's bill is dated (and numbered in the fiscal year of) its handover.
      else await setStatus(db, shop, admin, order.id, step.to, { clock: () => when, timeZone });
      times.push(when);
    }
    await dateBack(tx, order.id, times, planned.outcome === "cancelled");
  }

  // The first stock of each product came before the first sale.
  const opened = new Date(plan[0]!.placedAt.getTime() - 7 * DAY);
  await tx.execute(
    sql`update ${stockHistory} set created_at = ${at(opened)} where change_type = 'initial_stock'`,
  );

  await seedDemoMessages(db, shop, now);
  await tx.execute(sql`delete from ${mailOutbox} where id > ${before}`);
}

const DEMO_MESSAGES = [
  {
    email: "hari.bhattarai@example.com",
    message: "Do you repair laptops? My screen flickers.",
    hoursAgo: 50,
    read: true,
  },
  {
    email: "office@example.com",
    message: "We need 10 desktops for our office in Dharan. Can you send a quotation?",
    hoursAgo: 20,
    read: false,
  },
  {
    email: "gamer.np@example.com",
    message: "Is the PS5 in stock? I can pick it up on Saturday.",
    hoursAgo: 3,
    read: false,
  },
];

/** A few contact messages, two of them still unread, so the message screen and its count show. */
async function seedDemoMessages(db: Db, shop: ShopMailbox, now: Date) {
  for (const m of DEMO_MESSAGES) {
    const created = await createMessage(db, shop.email, m);
    const when = new Date(now.getTime() - m.hoursAgo * HOUR);
    await db
      .update(messages)
      .set({ createdAt: when, readAt: m.read ? new Date(when.getTime() + HOUR) : null })
      .where(sql`${messages.id} = ${created.id}`);
  }
}
