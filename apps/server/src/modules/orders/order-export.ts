import { deliveryAddress } from "@shop/shared/address";
import { bsDay, formatShopTime, shopDay } from "@shop/shared/dates";
import { FILTER_LABELS, filterOf, orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { stringify } from "csv-stringify/sync";

const COLUMNS = [
  "Order",
  "Date (AD)",
  "Date (BS)",
  "Time",
  "Customer",
  "Phone",
  "Delivery",
  "Address",
  "Items",
  "Delivery charge (Rs)",
  "Total (Rs)",
  "Status",
];

function address(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home" ? deliveryAddress(f) : "";
}

function rowOf(o: Order, timeZone: string): string[] {
  return [
    orderNumber(o.id),
    shopDay(o.createdDate, timeZone),
    bsDay(o.createdDate, timeZone),
    formatShopTime(o.createdDate, timeZone),
    o.users.fullName,
    o.orderForm.phoneNumber,
    o.orderForm.deliveryType === "home" ? "Home delivery" : "Store pickup",
    address(o),
    o.products.map((p) => `${p.orderedQuantity} x ${p.name}`).join("; "),
    o.deliveryCharge.toFixed(2),
    o.totalPrice.toFixed(2),
    FILTER_LABELS[filterOf(o)],
  ];
}

/** Cells a spreadsheet would run as a formula (a name starting with "=") are written as text. */
const csvText = (rows: string[][]) => stringify(rows, { escape_formulas: true, record_delimiter: "windows" });

/**
 * The filtered orders as a CSV file for a spreadsheet, written as the batches of orders arrive:
 * dates as the shop's calendar days (AD and BS), totals as plain numbers. Only one batch is in
 * memory at a time, and the first bytes leave before the second batch is read.
 */
export async function* ordersCsv(batches: AsyncIterable<Order[]>, timeZone: string): AsyncGenerator<string> {
  // A byte-order mark, so Excel reads the file as UTF-8 (names in Devanagari stay readable).
  yield `\ufeff${csvText([COLUMNS])}`;
  for await (const batch of batches) yield csvText(batch.map((o) => rowOf(o, timeZone)));
}
