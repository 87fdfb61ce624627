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
    <div className="co-stack co-gap-1-5">
      {lines.map((line) => (
        <div key={line.id} className="co-row">
          <div>
            <p className="co-medium">{line.name}</p>
            <p className="co-body2 pu-muted">
              {formatRs(line.price)} × {line.orderedQuantity}
            </p>
          </div>
          <p className="co-nowrap">{formatRs(cartTotal([line]))}</p>
        </div>
      ))}
      {quote.area && (
        <div className="co-row">
          <p>Delivery to {quote.area.name}</p>
          <p className="co-nowrap" data-testid="checkout-delivery">
            {quote.charge === 0 ? "Free" : formatRs(quote.charge)}
          </p>
        </div>
      )}
      <hr className="co-divider" />
      <div className="co-row co-row-tight">
        <p className="co-strong">Total</p>
        <p className="co-strong" data-testid="checkout-total">
          {formatRs(quote.total)}
        </p>
      </div>
    </div>
  );
}
