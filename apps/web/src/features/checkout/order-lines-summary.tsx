import { formatRs } from "@shop/shared/money";
import type { CartLine } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import type { DeliveryQuote } from "./delivery-quote.ts";

/**
 * The cart lines with price × quantity, the delivery charge of a home delivery to a listed area
 * as its own line, and the total with it, as both checkout steps show them. Plain elements
 * (checkout.css): neither step loads MUI.
 */
export function OrderLinesSummary({ lines, quote }: { lines: CartLine[]; quote: DeliveryQuote }) {
  return (
    <div className="ck-stack ck-gap-1-5">
      {lines.map((line) => (
        <div key={line.id} className="ck-row">
          <div>
            <p className="ck-medium">{line.name}</p>
            <p className="ck-body2 pu-muted">
              {formatRs(line.price)} × {line.orderedQuantity}
            </p>
          </div>
          <p className="ck-nowrap">{formatRs(cartTotal([line]))}</p>
        </div>
      ))}
      {quote.area && (
        <div className="ck-row">
          <p>Delivery to {quote.area.name}</p>
          <p className="ck-nowrap" data-testid="checkout-delivery">
            {quote.charge === 0 ? "Free" : formatRs(quote.charge)}
          </p>
        </div>
      )}
      <hr className="ck-divider" />
      <div className="ck-row ck-row-tight">
        <p className="ck-strong">Total</p>
        <p className="ck-strong" data-testid="checkout-total">
          {formatRs(quote.total)}
        </p>
      </div>
    </div>
  );
}
