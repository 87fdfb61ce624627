import type { CounterSale, CounterSaleAnswer } from "@shop/shared/counter";
import { formatRs, paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { lineCapMessage, MAX_LINE_QUANTITY } from "@shop/shared/orders";
import { and, desc, eq, ne } from "drizzle-orm";
import { orderLines, orders, users } from "../../db/schema.ts";
import type { Db, Tx } from "../../db/types.ts";
import { conflict, fieldError } from "../../lib/errors.ts";
import { metrics } from "../../lib/metrics.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { authorize } from "../../plugins/policies.ts";
import { issueBill, type SaleLine } from "../bills/bill-issue.ts";
import { toBill } from "../bills/bill-rows.ts";
import type { Clock } from "../bills/fiscal-year.ts";
import { recordEvent } from "../orders/order-events.ts";
import { CASH_SALE, toOrder } from "../orders/order-rows.ts";
import { lockProducts, moveStock, shortMessage } from "../stock/stock-ledger.ts";
import { checkSerialCount, recordSerials, refuseRepeats } from "../warranty/serials.ts";

/**
 * A sale at the counter: one transaction that takes the stock (through the stock ledger, kind
 * counter_sale), writes the sale as an order of channel `counter`, already Completed (it never
 * passes through Pending, so the web cannot sell the same pieces meanwhile), records the serial
 * number of each piece, and issues its bill. A product sold out on the web a second earlier
 * refuses the whole sale with its name: nothing is sold, no number is used.
 */
export async function sellAtCounter(
  db: Db,
  actor: SessionUser,
  input: CounterSale,
  clock: Clock,
  timeZone: string,
): Promise<CounterSaleAnswer> {
  authorize(actor, "counter:sell");
  const wanted = mergeLines(input.lines);
  const buyer = input.buyer ?? { name: "", phone: "", pan: "", address: "" };
  const sale = await db.transaction(async (tx) => {
    const found = await lockProducts(
      tx,
      wanted.map((l) => l.id),
    );
    const lines: SaleLine[] = [];
    const images = new Map<number, string>();
    for (const want of wanted) {
      const p = found.get(want.id);
      if (!p || p.deleted)
        throw fieldError(400, "lines", `${p ? p.name : `Product #${want.id}`} is no longer sold.`);
      if (want.quantity > MAX_LINE_QUANTITY) throw fieldError(400, "lines", lineCapMessage(p.name));
      if (p.quantity < want.quantity) throw conflict(shortMessage(p.name, p.quantity));
      checkSerialCount(
        { name: p.name, quantity: want.quantity, tracksSerials: p.tracksSerials },
        want.serials.length,
        true,
      );
      images.set(p.id, p.mainFile);
      lines.push({
        productId: p.id,
        name: p.name,
        brand: p.brand,
        model: p.model,
        hsCode: p.hsCode,
        warrantyMonths: p.warrantyMonths,
        quantity: want.quantity,
        ratePaisa: p.pricePaisa,
        serials: want.serials,
      });
    }
    refuseRepeats(lines.map((l) => ({ productId: l.productId, name: l.name, serials: l.serials })));

    const goods = lines.reduce((sum, l) => sum + l.quantity * l.ratePaisa, 0);
    const discountPaisa = input.discount ? rupeesToPaisa(input.discount.amount) : 0;
    if (discountPaisa > goods)
      throw fieldError(
        400,
        "amount",
        `The discount (${formatRs(paisaToRupees(discountPaisa))}) cannot be more than the goods (${formatRs(paisaToRupees(goods))}).`,
      );
    const totalPaisa = goods - discountPaisa;
    const receivedPaisa = input.received === undefined ? null : rupeesToPaisa(input.received);
    const cash = input.paymentMethod === "cash";
    if (cash && receivedPaisa !== null && receivedPaisa < totalPaisa)
      throw fieldError(
        400,
        "received",
        `The amount received (${formatRs(paisaToRupees(receivedPaisa))}) is less than the total (${formatRs(paisaToRupees(totalPaisa))}).`,
      );

    const at = clock();
    const customer = buyer.phone ? await onlyCustomerWith(tx, buyer.phone) : null;
    const [row] = await tx
      .insert(orders)
      .values({
        channel: "counter",
        userId: customer?.id ?? null,
        buyerName: buyer.name,
        buyerPhone: buyer.phone,
        buyerPan: buyer.pan,
        status: "Completed",
        deliveryType: "store",
        phoneNumber: buyer.phone,
        paymentMethod: input.paymentMethod,
        discountPaisa,
        discountReason: input.discount?.reason ?? "",
        totalPaisa,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const order = row!;
    const orderLineRows = lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      pricePaisa: l.ratePaisa,
      mainFile: images.get(l.productId) ?? "",
      quantity: l.quantity,
      tracksSerials: found.get(l.productId)?.tracksSerials ?? false,
    }));
    await tx
      .insert(orderLines)
      .values(orderLineRows.map(({ tracksSerials: _, ...l }) => ({ ...l, orderId: order.id })));
    await recordEvent(tx, {
      orderId: order.id,
      actorId: actor.id,
      kind: "placed",
      to: "Completed",
      note: "Counter sale",
    });
    await moveStock(
      tx,
      lines.map((l) => ({
        productId: l.productId,
        delta: -l.quantity,
        kind: "counter_sale" as const,
        remarks: `Counter sale #${order.id}`,
        orderId: order.id,
        actorId: actor.id,
      })),
    );
    await recordSerials(
      tx,
      order.id,
      lines.map((l) => ({ productId: l.productId, name: l.name, serials: l.serials })),
    );
    const bill = await issueBill(
      tx,
      {
        order,
        lines,
        buyer: {
          name: buyer.name || customer?.fullName || CASH_SALE,
          phone: buyer.phone,
          address: buyer.address,
          pan: buyer.pan,
        },
      },
      actor,
      at,
      timeZone,
    );
    return {
      order: toOrder(order, orderLineRows, customer, {
        bill: { id: bill.row.id, number: bill.row.number, issuedAt: bill.row.issuedAt },
        serials: new Map(lines.map((l) => [l.productId, l.serials])),
        warrantyMonths: new Map(lines.map((l) => [l.productId, l.warrantyMonths])),
        timeZone,
      }),
      bill: toBill(
        bill.row,
        bill.lines,
        { prints: 0, creditNotes: [], creditsBillNumber: null, returned: new Map() },
        timeZone,
      ),
      change: cash && receivedPaisa !== null ? paisaToRupees(receivedPaisa - totalPaisa) : null,
    };
  });
  // A counter sale is an order too (channel counter): the orders placed count both channels.
  metrics.ordersPlaced.inc();
  metrics.billsIssued.inc({ kind: "bill" });
  return sale;
}

/** Repeated products of a sale added up into one line each (their serials together), in first-seen order. */
function mergeLines(lines: CounterSale["lines"]) {
  const merged = new Map<number, { id: number; quantity: number; serials: string[] }>();
  for (const line of lines) {
    const before = merged.get(line.id);
    merged.set(line.id, {
      id: line.id,
      quantity: (before?.quantity ?? 0) + line.quantity,
      serials: [...(before?.serials ?? []), ...(line.serials ?? [])],
    });
  }
  return [...merged.values()];
}

/**
 * The customer account a counter buyer's phone belongs to, when exactly one active customer has
 * it: the sale then shows in that customer's order history, with its warranty dates.
 */
async function onlyCustomerWith(tx: Tx, phone: string) {
  const found = await tx
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        eq(users.role, "Customer"),
        eq(users.active, true),
        eq(users.deleted, false),
      ),
    )
    .limit(2);
  return found.length === 1 ? found[0]! : null;
}

/** "A known phone fills the name": the customer with this phone, or the last counter buyer who gave it. */
export async function buyerByPhone(
  db: Db,
  actor: SessionUser,
  phone: string,
): Promise<{ name: string; pan: string } | null> {
  authorize(actor, "counter:sell");
  const [lastSale] = await db
    .select({ name: orders.buyerName, pan: orders.buyerPan })
    .from(orders)
    .where(and(eq(orders.channel, "counter"), eq(orders.buyerPhone, phone), ne(orders.buyerName, "")))
    .orderBy(desc(orders.id))
    .limit(1);
  const customer = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, "Customer"), eq(users.deleted, false)))
    .limit(2);
  if (customer.length === 1) return { name: customer[0]!.fullName, pan: lastSale?.pan ?? "" };
  return lastSale ?? null;
}
