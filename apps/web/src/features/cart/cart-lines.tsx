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
    <div className="pu-paper pu-table-box">
      <table className="pu-table cart-table" aria-label="Cart">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="pu-cell-center">
              Quantity
            </th>
            <th scope="col" className="pu-cell-right">
              Price
            </th>
            <th scope="col" className="pu-cell-right">
              Total
            </th>
            <th scope="col" className="pu-cell-center">
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
              <td className="pu-cell-center">
                <div className="cart-table-stepper">
                  <QuantityStepper line={line} />
                </div>
              </td>
              <td className="pu-cell-right cart-money">{formatRs(line.price)}</td>
              <td className="pu-cell-right cart-money cart-line-total">{formatRs(cartTotal([line]))}</td>
              <td className="pu-cell-center">
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
        <li key={line.id} className="pu-paper cart-card" data-testid={`cart-line-${line.id}`}>
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
