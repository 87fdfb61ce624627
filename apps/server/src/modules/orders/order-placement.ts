import { createHash } from "node:crypto";
import { type CreateOrderParsed, lineCapMessage, MAX_LINE_QUANTITY, type Order } from "@shop/shared/orders";
import { type Gateway, paymentMethodProblem } from "@shop/shared/payments";
import { and, eq, sql } from "drizzle-orm";
import { orderEvents, orderLines, orders, type ProductRow } from "../../db/schema.ts";
import type { Db, Executor, Tx } from "../../db/types.ts";
import { unnestInsert } from "../../db/unnest-insert.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { AppError, badRequest, conflict, fieldError } from "../../lib/errors.ts";
import { GroupBatcher } from "../../lib/group-batcher.ts";
import { metrics } from "../../lib/metrics.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { AreaBook } from "../delivery/delivery-areas-service.ts";
import { lockProducts, moveStock, shortMessage } from "../stock/stock-ledger.ts";
import { eventRows } from "./order-events.ts";
import { orderMailsInsert, type ShopMailbox } from "./order-mails.ts";
import { hydrate, type LineRow, type OrderRow, toOrder } from "./order-rows.ts";

export const KEY_REUSED = "This checkout key was already used for a different order.";

/** Adds up repeated product ids into one line each; the per-line cap applies to the sum. */
function mergeLines(lines: CreateOrderParsed["products"]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.orderedQuantity);
  return merged;
}

/**
 * The delivery details as they are stored: a store pickup keeps no address. The payment method
 * (checked against the delivery type by the shared schema) and the note go along. A delivery
 * charge the browser sent is not read: the schema drops it, and the area decides.
 */
function deliveryOf(form: CreateOrderParsed["orderForm"]) {
  const home = form.deliveryType === "home";
  return {
    deliveryType: form.deliveryType,
    phoneNumber: form.phoneNumber,
    city: home ? form.city : "",
    chowkName: home ? form.chowkName : "",
    famousLandMark: home ? form.famousLandMark : "",
    paymentMethod: form.paymentMethod,
    note: form.note,
  };
}

/** What a checkout asked for, as a digest: the same Idempotency-Key must ask for the same. */
function digestOf(
  delivery: ReturnType<typeof deliveryOf> & { areaId: number | null },
  wanted: Map<number, number>,
): string {
  const lines = [...wanted.entries()].sort(([a], [b]) => a - b);
  return createHash("sha256").update(JSON.stringify({ delivery, lines })).digest("hex");
}

/** One checkout as the server takes it: who, what (merged lines) and the idempotency key. */
interface Checkout {
  user: SessionUser;
  wanted: Map<number, number>;
  delivery: ReturnType<typeof deliveryOf>;
  /** The delivery area the checkout picked (home delivery); else the city names it. */
  areaId: number | null;
  idempotencyKey: string | undefined;
  digest: string | null;
}

/**
 * Checks the idempotency key, then has `place` write the order; a key that lost a race on the
 * unique index (two submissions at the same moment) answers the order that won it.
 */
async function checkOut(
  db: Db,
  user: SessionUser,
  input: CreateOrderParsed,
  idempotencyKey: string | undefined,
  place: (checkout: Checkout) => Promise<Order>,
): Promise<{ order: Order; created: boolean }> {
  const wanted = mergeLines(input.products);
  const delivery = deliveryOf(input.orderForm);
  const areaId = delivery.deliveryType === "home" ? (input.orderForm.deliveryAreaId ?? null) : null;
  const digest = idempotencyKey ? digestOf({ ...delivery, areaId }, wanted) : null;
  if (idempotencyKey) {
    const replay = await replayOf(db, user.id, idempotencyKey, digest);
    if (replay) return { order: replay, created: false };
  }
  try {
    return { order: await place({ user, wanted, delivery, areaId, idempotencyKey, digest }), created: true };
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const replay = await replayOf(db, user.id, idempotencyKey, digest);
      if (replay) return { order: replay, created: false };
    }
    throw error;
  }
}

/**
 * Places one order in its own transaction (the seed, and a checkout the desk retries alone).
 * Only product ids and quantities come from the browser: names, prices and the total come from
 * the database, and deleted and short products refuse the whole order.
 *
 * The same Idempotency-Key from the same user answers the first order instead of making a second;
 * the same key with a different order is refused, and so is a key whose order the shop deleted.
 */
export function placeOrder(
  db: Db,
  shop: ShopMailbox,
  user: SessionUser,
  input: CreateOrderParsed,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; created: boolean }> {
  return checkOut(db, user, input, idempotencyKey, (checkout) => placeAlone(db, shop, checkout));
}

async function placeAlone(db: Db, shop: ShopMailbox, checkout: Checkout): Promise<Order> {
  const [result] = await db.transaction((tx) => placeAll(tx, shop, [checkout]));
  if (result instanceof Error) throw result;
  return result!;
}

/**
 * The checkout counter of one server process: checkouts that arrive while a batch is being
 * written wait and are written together in the next one (GroupBatcher), in one transaction that
 * takes the products' locks once for all of them. Under load a transaction and its round trips
 * are paid once per batch instead of once per order; alone, an order goes at once.
 *
 * Each order of a batch is still decided on its own, under the lock, in arrival order: one that
 * is short or asks for a deleted product is refused with its reason and the others are placed.
 * When the batch's transaction fails as a whole (a repeated idempotency key that another process
 * wrote meanwhile, a lost connection), each of its orders is retried alone, so one order's
 * failure is never another's. A second checkout with a key already in the batch waits for the
 * batch and then answers the first one's order.
 */
export class CheckoutDesk {
  // At most 100 orders and 2,000 lines a batch: a larger one holds its products' locks longer,
  // and one that fails as a whole has more orders to retry alone.
  private readonly batcher = new GroupBatcher<Checkout, Order>((batch) => this.placeBatch(batch), 100, {
    of: (checkout) => checkout.wanted.size,
    maxWeight: 2000,
  });

  constructor(
    private readonly db: Db,
    private readonly shop: ShopMailbox,
    /** The online gateways this shop has configured: only these can be chosen. */
    private readonly gateways: readonly Gateway[] = [],
  ) {}

  place(user: SessionUser, input: CreateOrderParsed, idempotencyKey: string | undefined) {
    const { paymentMethod, deliveryType } = input.orderForm;
    const problem = paymentMethodProblem(paymentMethod, deliveryType, this.gateways);
    if (problem) return Promise.reject(fieldError(400, "paymentMethod", problem));
    return checkOut(this.db, user, input, idempotencyKey, (checkout) => this.batcher.submit(checkout));
  }

  private async placeBatch(batch: Checkout[]): Promise<(Order | Error)[]> {
    const results: (Order | Error)[] = new Array(batch.length);
    const keys = new Set<string>();
    const now: number[] = [];
    const later: number[] = [];
    batch.forEach((c, i) => {
      const key = c.idempotencyKey ? `${c.user.id}:${c.idempotencyKey}` : null;
      if (key && keys.has(key)) later.push(i);
      else {
        if (key) keys.add(key);
        now.push(i);
      }
    });
    try {
      const placed = await this.db.transaction((tx) =>
        placeAll(
          tx,
          this.shop,
          now.map((i) => batch[i]!),
        ),
      );
      now.forEach((i, n) => {
        results[i] = placed[n]!;
      });
      metrics.ordersPlaced.inc(placed.filter((p) => !(p instanceof Error)).length);
    } catch (error) {
      if (now.length === 1) results[now[0]!] = asError(error);
      else for (const i of now) results[i] = await this.alone(batch[i]!);
    }
    // The repeats of a key placed above: the unique index refuses them, and checkOut answers
    // the order the key already made.
    for (const i of later) results[i] = await this.alone(batch[i]!);
    return results;
  }

  private async alone(checkout: Checkout): Promise<Order | Error> {
    const result = await placeAlone(this.db, this.shop, checkout).catch(asError);
    if (!(result instanceof Error)) metrics.ordersPlaced.inc();
    return result;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Writes a batch of orders in the caller's transaction and answers each with its order, or with
 * the reason it was refused (nothing of a refused order is written). First the products of every
 * order are locked, in id order, and each order is decided on what the lock shows, in turn, the
 * stock the earlier ones took already gone. Then, in two statements whatever the batch's size:
 * the order numbers, then the orders, their lines, the first timeline entries, the e-mails and
 * the stock together (moveStock, the one writer of stock, sends the others alongside its own).
 * The answers are built from what the transaction already has.
 */
async function placeAll(tx: Tx, shop: ShopMailbox, batch: Checkout[]): Promise<(Order | Error)[]> {
  const ids = [...new Set(batch.flatMap((c) => [...c.wanted.keys()]))].sort((a, b) => a - b);
  const found = await lockProducts(tx, ids);
  const left = new Map([...found.values()].map((p) => [p.id, p.quantity]));
  const results: (Order | Error)[] = [];
  const accepted: { at: number; checkout: Checkout; lines: LineRow[]; city: string; chargePaisa: number }[] =
    [];
  const areas = new AreaBook(tx);
  for (const [at, checkout] of batch.entries()) {
    const decided = decide(checkout.wanted, found, left);
    if (decided instanceof Error) {
      results[at] = decided;
      continue;
    }
    // A home delivery goes to a listed, active area at that area's charge of this moment.
    let city = checkout.delivery.city;
    let chargePaisa = 0;
    if (checkout.delivery.deliveryType === "home") {
      const area = await areas.resolve({ city, deliveryAreaId: checkout.areaId }, goodsPaisa(decided));
      if (area instanceof Error) {
        results[at] = area;
        continue;
      }
      ({ city, chargePaisa } = area);
    }
    for (const l of decided) left.set(l.productId, left.get(l.productId)! - l.quantity);
    accepted.push({ at, checkout, lines: decided, city, chargePaisa });
  }
  if (accepted.length === 0) return results;

  // Order numbers and the transaction's time first, so each answer and e-mail can be written
  // before the rows: then the orders, their lines, the first timeline entries, the e-mails and
  // the stock go in one statement.
  const numbered = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
               (extract(epoch from now()) * 1000)::float8 as at
        from generate_series(1, ${accepted.length}::int)`,
  )) as unknown as { rows: { id: number; at: number }[] };
  const orderIds = numbered.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  // now() is the transaction's start: the time every order row of this batch gets by default.
  const createdAt = new Date(Number(numbered.rows[0]!.at));
  const placed = accepted.map(({ checkout: c, lines, city, chargePaisa }, i) => {
    const row: OrderRow = {
      id: orderIds[i]!,
      userId: c.user.id,
      status: "Pending",
      canceled: false,
      canceledAt: null,
      deleted: false,
      deletedAt: null,
      ...c.delivery,
      ...WEB_ORDER,
      city,
      deliveryChargePaisa: chargePaisa,
      totalPaisa: goodsPaisa(lines) + chargePaisa,
      idempotencyKey: c.idempotencyKey ?? null,
      idempotencyDigest: c.digest,
      createdAt,
      updatedAt: createdAt,
    };
    return { checkout: c, lines, row, order: toOrder(row, lines, c.user) };
  });

  // The rows as built above, a column to an array (unnestInsert); their times come from the
  // database (the same now(), to the microsecond).
  const ordersInsert = unnestInsert(
    orders,
    placed.map(({ row: { createdAt: _, updatedAt: __, ...values } }) => withoutDefaults(values)),
  );
  const lineInsert = unnestInsert(
    orderLines,
    placed.flatMap(({ order, lines }) => lines.map((l) => ({ ...l, orderId: order.id }))),
  );
  const events = unnestInsert(
    orderEvents,
    eventRows(
      placed.map(({ order, checkout }) => ({
        orderId: order.id,
        actorId: checkout.user.id,
        kind: "placed" as const,
        to: "Pending" as const,
      })),
    ),
  );
  const mails = orderMailsInsert(
    shop,
    placed.map(({ order, checkout }) => ({ order, customerEmail: checkout.user.email })),
    "placed",
  );
  await moveStock(
    tx,
    placed.flatMap(({ order, lines, checkout }) =>
      lines.map((l) => ({
        productId: l.productId,
        delta: -l.quantity,
        kind: "order_placed" as const,
        remarks: `Order #${order.id}`,
        orderId: order.id,
        actorId: checkout.user.id,
      })),
    ),
    {
      alongside: {
        orders_written: ordersInsert,
        order_lines_written: lineInsert,
        events_written: events,
        ...(mails ? { mails_written: mails } : {}),
      },
    },
  );
  for (const [i, { at }] of accepted.entries()) results[at] = placed[i]!.order;
  return results;
}

/** What the goods of an order's lines cost, in paisa (the delivery charge comes on top). */
function goodsPaisa(lines: LineRow[]): number {
  return lines.reduce((sum, l) => sum + l.pricePaisa * l.quantity, 0);
}

/**
 * What a web order holds in the columns the counter fills: the table's defaults, so the checkout's
 * insert leaves them out (fewer arrays per statement).
 */
const WEB_ORDER = {
  channel: "web",
  buyerName: "",
  buyerPhone: "",
  buyerPan: "",
  discountPaisa: 0,
  paymentStatus: "unpaid",
  paidPaisa: 0,
  refundedPaisa: 0,
  paymentRef: "",
  discountReason: "",
} as const satisfies Partial<OrderRow>;

function withoutDefaults<T extends Record<string, unknown>>(row: T) {
  const copy: Record<string, unknown> = { ...row };
  for (const key of Object.keys(WEB_ORDER)) delete copy[key];
  return copy as Omit<T, keyof typeof WEB_ORDER>;
}

/**
 * One order's lines, priced from the locked products, or why it is refused: a product that is
 * gone or deleted, a line over the cap, or fewer pieces left than it asks (`left`: the stock
 * after the orders decided before it in the same batch).
 */
function decide(
  wanted: Map<number, number>,
  found: Map<number, ProductRow>,
  left: Map<number, number>,
): LineRow[] | Error {
  const lines: LineRow[] = [];
  for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
    const p = found.get(id);
    const quantity = wanted.get(id)!;
    if (!p || p.deleted) {
      const name = p ? `${p.name} (#${id})` : `Product #${id}`;
      return badRequest(`${name} is no longer sold. Please remove it from your cart.`);
    }
    if (quantity > MAX_LINE_QUANTITY) return badRequest(lineCapMessage(p.name));
    const pieces = left.get(id)!;
    if (pieces < quantity) return conflict(shortMessage(p.name, pieces));
    lines.push({ productId: id, name: p.name, pricePaisa: p.pricePaisa, mainFile: p.mainFile, quantity });
  }
  return lines;
}

/** The order a repeated key already made, or null when the key is new. */
async function replayOf(
  db: Executor,
  userId: number,
  key: string,
  digest: string | null,
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  // Orders placed before digests were kept have none: the key alone decides for them.
  if (row.idempotencyDigest && row.idempotencyDigest !== digest) throw new AppError(422, KEY_REUSED);
  if (row.deleted) {
    throw conflict(
      `Order #${row.id}, placed with this checkout, was removed by the shop. Please check out again.`,
    );
  }
  const [order] = await hydrate(db, [row]);
  return order ?? null;
}
