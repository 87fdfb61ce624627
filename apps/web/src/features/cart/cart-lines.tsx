import { formatRs } from "@shop/shared/money";
import { Link } from "react-router";
import { ICONS, Icon } from "../../layouts/shell-icons.tsx";
import type { CartLine } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import { LineProduct, QuantityStepper, RemoveLineButton } from "./cart-line-parts.tsx";

/** The empty cart: 'No Cart Added', with the way to the catalog. */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <Icon d={ICONS.cart} />
      <h2 className="cart-h2">No Cart Added</h2>
      <p className="pu-muted cart-empty-text">Your cart is empty. Find something you like in our catalog.</p>
      <Link to="/product" className="pu-button pu-button-contained pu-button-large cart-empty-browse">
        Browse products
      </Link>
    </div>
  );
}

/** The cart table, with the columns Product, Quantity, Price, Total and Action. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <div className="cart-paper cart-table-box">
      <table className="cart-table" aria-label="Cart">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="cart-center">
              Quantity
            </th>
            <th scope="col" className="cart-right">
              Price
            </th>
            <th scope="col" className="cart-right">
              Total
            </th>
            <th scope="col" className="cart-center">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid={`cart-line-${line.id}`}>
              <td>
                <LineProduct line={line} />
              </td>
              <td className="cart-center">
                <div className="cart-table-stepper">
                  <QuantityStepper line={line} />
                </div>
              </td>
              <td className="cart-right cart-money">{formatRs(line.price)}</td>
              <td className="cart-right cart-money cart-line-total">{formatRs(cartTotal([line]))}</td>
              <td className="cart-center">
                <RemoveLineButton line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same lines as cards on a phone, where five columns do not fit. */
export function CartCards({ lines }: { lines: CartLine[] }) {
  return (
    <ul className="cart-cards" aria-label="Cart">
      {lines.map((line) => (
        <li key={line.id} className="cart-paper cart-card" data-testid={`cart-line-${line.id}`}>
          <div className="cart-card-top">
            <LineProduct line={line} />
            <RemoveLineButton line={line} />
          </div>
          <div className="cart-card-bottom">
            <QuantityStepper line={line} />
            <div className="cart-card-sums">
              <p className="pu-muted cart-card-each">
                {formatRs(line.price)} × {line.orderedQuantity}
              </p>
              <p className="cart-strong">{formatRs(cartTotal([line]))}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
