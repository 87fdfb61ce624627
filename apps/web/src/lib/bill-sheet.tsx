import { Box, Typography } from "@mui/material";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { BILL_PAYMENT_METHOD_LABELS, type Bill, copyLabel } from "@shop/shared/bills";
import { formatBsDate, formatShopDate, formatShopTime } from "@shop/shared/dates";
import { formatRs, formatRupees, VAT_RATE } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import {
  PaperFigure,
  PaperFigures,
  type PaperFormat,
  type PaperLook,
  PaperNotice,
  PaperSheet,
  PaperTableHead,
  PaperTitle,
} from "./paper-sheet.tsx";

/** A bill is set a little tighter than an order confirmation: more columns. */
const BILL_LOOK: PaperLook = { fontSize: "13px", lineHeight: 1.4, cellPy: 0.4, receiptCellPx: 0.25 };

/**
 * A bill or credit note on paper, exactly as it was issued (its shop, buyer and figures are the
 * bill's own copies): the title by registration, the shop's PAN/VAT number, number and dates (BS
 * and AD), the buyer, each line with brand, model, HS code and serials, the delivery charge and
 * discount, in a VAT shop the taxable amount and VAT 13 %, the total in words, the payment and
 * who issued it. `copy` is the print being made: later prints say "Copy of Original (n)".
 */
export function BillSheet({
  bill,
  format,
  copy,
  timeZone,
}: {
  bill: Bill;
  format: PaperFormat;
  copy: number | null;
  timeZone: string;
}) {
  const receipt = format === "receipt";
  const vatShop = bill.taxRegistration === "vat";
  const goods = bill.lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0) / 100;
  const copyText = copy === null ? null : copyLabel(copy);
  return (
    <PaperSheet label={`${bill.title} ${bill.number}`} format={format} look={BILL_LOOK}>
      {copyText && (
        <PaperNotice rule="1.5px" testId="copy-label" atTop>
          {copyText}
        </PaperNotice>
      )}
      <Box sx={{ textAlign: "center", mb: 1.5 }}>
        <Typography component="h1" sx={{ fontSize: receipt ? "15px" : "20px", fontWeight: 700 }}>
          {bill.shop.name}
        </Typography>
        <div>{bill.shop.address}</div>
        {bill.shop.phone && <div>Phone: {bill.shop.phone}</div>}
        <div style={{ fontWeight: 700 }}>
          {vatShop ? "VAT" : "PAN"} No: {bill.shop.pan || "not registered"}
        </div>
      </Box>

      <PaperTitle format={format} a4Size="17px">
        {bill.title.toUpperCase()}
      </PaperTitle>

      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: receipt ? "1fr" : "1fr 1fr",
          columnGap: 4,
          rowGap: 0.25,
          my: 1.5,
        }}
      >
        <Box>
          <div>
            <strong>{bill.kind === "credit" ? "Credit note no:" : "Bill no:"}</strong> {bill.number}
          </div>
          {bill.creditsBillNumber && (
            <div>
              <strong>Against bill:</strong> {bill.creditsBillNumber}
            </div>
          )}
          <div>
            <strong>Miti (BS):</strong> {formatBsDate(bill.issuedAt, timeZone)}
          </div>
          <div>
            <strong>Date (AD):</strong> {formatShopDate(bill.issuedAt, timeZone)},{" "}
            {formatShopTime(bill.issuedAt, timeZone)}
          </div>
          <div className="small">Order {orderNumber(bill.orderId)}</div>
        </Box>
        <Box sx={{ textAlign: receipt ? "left" : "right" }}>
          <div>
            <strong>Buyer:</strong> {bill.buyer.name}
          </div>
          {bill.buyer.phone && <div>Phone: {bill.buyer.phone}</div>}
          {bill.buyer.address && <div>{bill.buyer.address}</div>}
          {bill.buyer.pan && <div>Buyer PAN: {bill.buyer.pan}</div>}
        </Box>
      </Box>

      <table>
        <PaperTableHead format={format} taxable={vatShop} />
        <tbody>
          {bill.lines.map((l, i) => (
            <tr key={l.id}>
              {!receipt && <td>{i + 1}</td>}
              <td>
                <div>{l.name}</div>
                <div className="small">
                  {[l.brand, l.model].filter(Boolean).join(" ")}
                  {l.hsCode && ` · HS ${l.hsCode}`}
                </div>
                {l.serials.length > 0 && <div className="small">S/N: {l.serials.join(", ")}</div>}
              </td>
              <td className="num">{l.quantity}</td>
              <td className="num">{formatRupees(l.rate)}</td>
              {vatShop && !receipt && <td className="num">{formatRupees(l.taxable)}</td>}
              <td className="num">{formatRupees(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <PaperFigures format={format} width={300}>
        {(bill.deliveryCharge > 0 || bill.discount > 0) && (
          <PaperFigure label="Goods" value={formatRs(goods)} />
        )}
        {bill.deliveryCharge > 0 && (
          <PaperFigure label="Delivery charge" value={formatRs(bill.deliveryCharge)} />
        )}
        {bill.discount > 0 && (
          <PaperFigure
            label={`Discount${bill.discountReason ? ` (${bill.discountReason})` : ""}`}
            value={`- ${formatRs(bill.discount)}`}
          />
        )}
        {vatShop && (
          <>
            <PaperFigure label="Taxable amount" value={formatRs(bill.taxable)} />
            <PaperFigure label={`VAT ${VAT_RATE} %`} value={formatRs(bill.vat)} />
          </>
        )}
        <PaperFigure
          label={bill.kind === "credit" ? "Total refund" : "Total"}
          value={formatRs(bill.total)}
          strong
        />
      </PaperFigures>
      <Typography sx={{ mt: 1, fontSize: "inherit" }} data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(bill.total)}
      </Typography>
      {bill.reason && (
        <Typography sx={{ mt: 0.5, fontSize: "inherit" }}>
          <strong>Reason:</strong> {bill.reason}
        </Typography>
      )}
      <Box
        sx={{ mt: 1.5, display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}
        className="small"
      >
        <span>
          {bill.kind === "credit" ? "Refunded by" : "Paid by"}:{" "}
          {BILL_PAYMENT_METHOD_LABELS[bill.paymentMethod]}
        </span>
        {bill.issuedBy && <span>Issued by: {bill.issuedBy}</span>}
      </Box>
      {bill.kind === "bill" && (
        <Box sx={{ mt: 2, textAlign: "center" }} className="small">
          Thank you for shopping with us. Please keep this bill for warranty.
        </Box>
      )}
    </PaperSheet>
  );
}
