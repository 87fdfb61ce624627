import { Box, Stack, Typography } from "@mui/material";
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
  type PaperLook,
  PaperNotice,
  PaperSheet,
  PaperTableHead,
  PaperTitle,
} from "../../lib/paper-sheet.tsx";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";
import { colors } from "../../lib/theme-colors.ts";

/** An order confirmation is set a little looser than a bill: fewer columns. */
const CONFIRMATION_LOOK: PaperLook = { fontSize: "14px", lineHeight: 1.45, cellPy: 0.5, receiptCellPx: 0 };

function deliveryText(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home"
    ? `Home delivery: ${f.chowkName}, ${f.city} (near ${f.famousLandMark})`
    : "Store pickup";
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
      look={CONFIRMATION_LOOK}
    >
      <Box sx={{ textAlign: receipt ? "center" : "left", mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: receipt ? "15px" : "22px", fontWeight: 700 }}>
          {COMPANY.name}
        </Typography>
        <div>{shop.address}</div>
        <div>Phone: {[...shop.mobiles, shop.landline].filter(Boolean).join(", ")}</div>
        <div>{shop.email}</div>
        <div style={{ fontWeight: 700 }}>PAN/VAT No: {record?.panNumber || "not registered"}</div>
      </Box>

      <PaperTitle format={format} a4Size="18px">
        ORDER CONFIRMATION
      </PaperTitle>
      <PaperNotice rule="2px" testId="not-a-bill">
        NOT A BILL: the bill is issued when the goods are handed over
      </PaperNotice>
      {void_ && (
        <Typography sx={{ textAlign: "center", fontWeight: 700, border: `2px solid ${colors.ink}`, my: 1 }}>
          {FILTER_LABELS[state].toUpperCase()}: NOT A BILL OF SALE
        </Typography>
      )}

      <Stack
        direction={receipt ? "column" : "row"}
        spacing={receipt ? 0.5 : 4}
        sx={{ justifyContent: "space-between", my: 2 }}
      >
        <Box>
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
        </Box>
        <Box sx={{ textAlign: receipt ? "left" : "right" }}>
          <div>
            <strong>Bill to:</strong> {order.users.fullName}
          </div>
          <div>Phone: {order.orderForm.phoneNumber || order.users.phone}</div>
          <div>{deliveryText(order)}</div>
          <div>Payment: {ORDER_PAYMENT_METHOD_LABELS[order.orderForm.paymentMethod]}</div>
        </Box>
      </Stack>

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
      <Typography sx={{ mt: 1.5, fontSize: "inherit" }} data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(order.totalPrice)}
      </Typography>

      <Box sx={{ mt: 3, textAlign: "center", fontSize: receipt ? "10px" : "12px" }}>
        Thank you for shopping with us.
      </Box>
    </PaperSheet>
  );
}
