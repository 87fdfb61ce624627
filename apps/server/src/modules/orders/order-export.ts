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
  return f.deliveryType === "home" ? `${f.chowkName}, ${f.city} (near ${f.famousLandMark})` : "";
}

/**
 * The filtered orders as a CSV file for a spreadsheet: dates as the shop's calendar days (AD and
 * BS), totals as plain numbers. A cell that a spreadsheet would run as a formula (a name starting
 * with "=") is written as text.
 */
export function ordersCsv(list: Order[], timeZone: string): string {
  const rows = list.map((o) => [
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
  ]);
  // A byte-order mark, so Excel reads the file as UTF-8 (names in Devanagari stay readable).
  return `\ufeff${stringify([COLUMNS, ...rows], { escape_formulas: true, record_delimiter: "windows" })}`;
}
