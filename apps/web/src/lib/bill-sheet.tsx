import "./bill-sheet.css";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { BILL_PAYMENT_METHOD_LABELS, type Bill, copyLabel } from "@shop/shared/bills";
import { formatBsDate, formatShopDate, formatShopTime } from "@shop/shared/dates";
import { formatRs, formatRupees, VAT_RATE } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { warrantyPeriod } from "@shop/shared/warranty-label";
import {
  PaperFigure,
  PaperFigures,
  type PaperFormat,
  PaperNotice,
  PaperSheet,
  PaperTableHead,
  PaperTitle,
} from "./paper-sheet.tsx";

/** The warranty a bill's line was sold with, counted from the bill's date; nothing without one. */
function LineWarranty({ months }: { months: number }) {
  const period = warrantyPeriod(months);
  return period ? <div className="small">Warranty: {period}</div> : null;
}

/**
 * A bill or credit note on paper, exactly as it was issued (its shop, buyer and figures are the
 * bill's own copies): the title by registration, the shop's PAN/VAT number, number and dates (BS
 * and AD), the buyer, each line with brand, model, HS code, serials and warranty, the delivery
 * charge and discount, in a VAT shop the taxable amount and VAT 13 %, the total in words, the
 * payment and who issued it. `copy` is the print being made: later prints say "Copy of Original (n)".
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
    <PaperSheet label={`${bill.title} ${bill.number}`} format={format} look="bill">
      {copyText && (
        <PaperNotice rule="1.5px" testId="copy-label" atTop>
          {copyText}
        </PaperNotice>
      )}
      <div className="bill-shop">
        <h1 className="ps-type bill-shop-name">{bill.shop.name}</h1>
        <div>{bill.shop.address}</div>
        {bill.shop.phone && <div>Phone: {bill.shop.phone}</div>}
        <div style={{ fontWeight: 700 }}>
          {vatShop ? "VAT" : "PAN"} No: {bill.shop.pan || "not registered"}
        </div>
      </div>

      <PaperTitle format={format} a4Size="17px">
        {bill.title.toUpperCase()}
      </PaperTitle>

      <div className="bill-parties">
        <div>
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
        </div>
        <div className="bill-buyer">
          <div>
            <strong>Buyer:</strong> {bill.buyer.name}
          </div>
          {bill.buyer.phone && <div>Phone: {bill.buyer.phone}</div>}
          {bill.buyer.address && <div>{bill.buyer.address}</div>}
          {bill.buyer.pan && <div>Buyer PAN: {bill.buyer.pan}</div>}
        </div>
      </div>

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
                {/* A credit note gives no warranty. */}
                {bill.kind === "bill" && <LineWarranty months={l.warrantyMonths} />}
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
      <p className="ps-type bill-words" data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(bill.total)}
      </p>
      {bill.reason && (
        <p className="ps-type bill-reason">
          <strong>Reason:</strong> {bill.reason}
        </p>
      )}
      <div className="bill-paid small">
        <span>
          {bill.kind === "credit" ? "Refunded by" : "Paid by"}:{" "}
          {BILL_PAYMENT_METHOD_LABELS[bill.paymentMethod]}
        </span>
        {bill.issuedBy && <span>Issued by: {bill.issuedBy}</span>}
      </div>
      {bill.kind === "bill" && (
        <div className="bill-thanks small">
          Thank you for shopping with us. Please keep this bill for warranty.
        </div>
      )}
    </PaperSheet>
  );
}
