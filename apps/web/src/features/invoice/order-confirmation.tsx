import "./order-confirmation.css";
import { deliveryAddress } from "@shop/shared/address";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { COMPANY } from "@shop/shared/constants";
import { formatBsDate, formatShopDate, formatShopTime } from "@shop/shared/dates";
import { formatRs, formatRupees, linesTotal } from "@shop/shared/money";
import { FILTER_LABELS, filterOf, orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { ORDER_PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import { useContactRecord } from "../../lib/contact-api.ts";
import { companyContact } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import {
  PaperFigure,
  PaperFigures,
  type PaperFormat,
  PaperNotice,
  PaperSheet,
  PaperTableHead,
  PaperTitle,
} from "../../lib/paper-sheet.tsx";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";

function deliveryText(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home" ? `Home delivery: ${deliveryAddress(f)}` : "Store pickup";
}

/**
 * What a web order shows before it has a bill: an order confirmation, labelled on the paper as
 * not a bill (the bill is issued when the goods are handed over).
 */
export function OrderConfirmationSheet({ order, format }: { order: Order; format: PaperFormat }) {
  const record = useContactRecord().data;
  const shop = companyContact(record);
  const zone = useShopTimeZone();
  const receipt = format === "receipt";
  const state = filterOf(order);
  const void_ = state === "cancelled" || state === "Rejected";
  const delivery = deliveryChargeLine(order);
  return (
    <PaperSheet
      label={`Order confirmation for order ${orderNumber(order.id)}`}
      format={format}
      look="confirmation"
    >
      <div className="oc-shop">
        <h1 className="ps-type oc-shop-name">{COMPANY.name}</h1>
        <div>{shop.address}</div>
        <div>Phone: {[...shop.mobiles, shop.landline].filter(Boolean).join(", ")}</div>
        <div>{shop.email}</div>
        <div style={{ fontWeight: 700 }}>PAN/VAT No: {record?.panNumber || "not registered"}</div>
      </div>

      <PaperTitle format={format} a4Size="18px">
        ORDER CONFIRMATION
      </PaperTitle>
      <PaperNotice rule="2px" testId="not-a-bill">
        NOT A BILL: the bill is issued when the goods are handed over
      </PaperNotice>
      {void_ && <p className="ps-type oc-void">{FILTER_LABELS[state].toUpperCase()}: NOT A BILL OF SALE</p>}

      <div className="oc-parties">
        <div>
          <div>
            <strong>Order no:</strong> {orderNumber(order.id)}
          </div>
          <div>
            <strong>Date:</strong> {formatShopDate(order.createdDate, zone)},{" "}
            {formatShopTime(order.createdDate, zone)}
          </div>
          <div>
            <strong>Miti (BS):</strong> {formatBsDate(order.createdDate, zone)}
          </div>
        </div>
        <div className="oc-buyer">
          <div>
            <strong>Bill to:</strong> {order.users.fullName}
          </div>
          <div>Phone: {order.orderForm.phoneNumber || order.users.phone}</div>
          <div>{deliveryText(order)}</div>
          <div>Payment: {ORDER_PAYMENT_METHOD_LABELS[order.orderForm.paymentMethod]}</div>
        </div>
      </div>

      <table>
        <PaperTableHead format={format} />
        <tbody>
          {order.products.map((p, i) => (
            <tr key={p.id}>
              {!receipt && <td>{i + 1}</td>}
              <td>{p.name}</td>
              <td className="num">{p.orderedQuantity}</td>
              <td className="num">{formatRupees(p.price)}</td>
              <td className="num">
                {formatRupees(linesTotal([{ price: p.price, pieces: p.orderedQuantity }]))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PaperFigures format={format} width={280}>
        {delivery && <PaperFigure label={delivery.label} value={delivery.value} />}
        <PaperFigure label="Total" value={formatRs(order.totalPrice)} strong />
      </PaperFigures>
      <p className="ps-type oc-words" data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(order.totalPrice)}
      </p>

      <div className="oc-thanks">Thank you for shopping with us.</div>
    </PaperSheet>
  );
}
