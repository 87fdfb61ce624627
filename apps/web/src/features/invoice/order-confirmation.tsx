import { Box, Stack, Typography } from "@mui/material";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { COMPANY } from "@shop/shared/constants";
import { formatBsDate, formatShopDate, formatShopTime } from "@shop/shared/dates";
import { formatRs, formatRupees, linesTotal } from "@shop/shared/money";
import { FILTER_LABELS, filterOf, orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { ORDER_PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import type { PaperFormat } from "../../lib/bill-sheet.tsx";
import { useContactRecord } from "../../lib/contact-api.ts";
import { companyContact } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";
import { colors } from "../../lib/theme-colors.ts";

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: "space-between", fontWeight: strong ? 700 : 400 }}
    >
      <span>{label}</span>
      <span style={{ textAlign: "right" }}>{value}</span>
    </Stack>
  );
}

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
    <Box
      component="article"
      aria-label={`Order confirmation for order ${orderNumber(order.id)}`}
      sx={{
        bgcolor: "background.paper",
        color: colors.ink,
        mx: "auto",
        width: receipt ? "72mm" : "100%",
        maxWidth: receipt ? "72mm" : "182mm",
        p: receipt ? 1.5 : { xs: 2, sm: 5 },
        fontSize: receipt ? "11px" : "14px",
        lineHeight: 1.45,
        border: 1,
        borderColor: "divider",
        "@media print": { border: 0, p: 0, maxWidth: "none", width: "100%" },
        "& table": { width: "100%", borderCollapse: "collapse" },
        "& th, & td": { py: 0.5, px: receipt ? 0 : 0.75, verticalAlign: "top" },
        "& th": { textAlign: "left", borderBottom: `1px solid ${colors.ink}`, fontWeight: 700 },
        "& td.num, & th.num": { textAlign: "right", whiteSpace: "nowrap" },
      }}
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

      <Typography
        component="h2"
        sx={{
          fontSize: receipt ? "13px" : "18px",
          fontWeight: 700,
          textAlign: "center",
          my: 1,
          letterSpacing: 1,
        }}
      >
        ORDER CONFIRMATION
      </Typography>
      <Typography
        data-testid="not-a-bill"
        sx={{
          textAlign: "center",
          fontWeight: 700,
          border: `2px solid ${colors.ink}`,
          my: 1,
          fontSize: "inherit",
        }}
      >
        NOT A BILL: the bill is issued when the goods are handed over
      </Typography>
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
        <thead>
          <tr>
            {!receipt && <th>S.N</th>}
            <th>Item</th>
            <th className="num">Qty</th>
            <th className="num">Rate</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
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
      <Box
        sx={{
          borderTop: `1px solid ${colors.ink}`,
          mt: 1,
          pt: 1,
          ml: receipt ? 0 : "auto",
          maxWidth: receipt ? "none" : 280,
        }}
      >
        {delivery && <Line label={delivery.label} value={delivery.value} />}
        <Line label="Total" value={formatRs(order.totalPrice)} strong />
      </Box>
      <Typography sx={{ mt: 1.5, fontSize: "inherit" }} data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(order.totalPrice)}
      </Typography>

      <Box sx={{ mt: 3, textAlign: "center", fontSize: receipt ? "10px" : "12px" }}>
        Thank you for shopping with us.
      </Box>
    </Box>
  );
}
