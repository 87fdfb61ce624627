import { Link } from "react-router";
import { type CartLine, useCart } from "../../lib/cart-store.ts";
import { PlainChip } from "../../lib/plain-ui.tsx";
import { QuantityStepper as Stepper } from "../../lib/quantity-stepper.tsx";
import { lineProblem } from "./cart-line-state.ts";

// MUI's DeleteOutlined icon: the same path, drawn without MUI's SvgIcon.
const DELETE = "M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z";

/** Picture, name and what is wrong with the line, if anything. */
export function LineProduct({ line }: { line: CartLine }) {
  const problem = lineProblem(line);
  return (
    <div className="cart-product">
      <img className="cart-thumb" src={line.thumbnailName} alt="" loading="lazy" />
      <div className="cart-product-text">
        <Link to={`/singleProduct/${line.id}`} className="cart-product-name">
          {line.name}
        </Link>
        {problem && <PlainChip color="error" label={problem} className="cart-problem" />}
      </div>
    </div>
  );
}

/** Minus stops at 1 and plus at the stock on hand; 44 px buttons for a thumb. */
export function QuantityStepper({ line }: { line: CartLine }) {
  const plus = useCart((s) => s.plus);
  const minus = useCart((s) => s.minus);
  return (
    <Stepper
      name={line.name}
      value={line.orderedQuantity}
      min={1}
      max={line.quantity}
      onChange={(value) => (value > line.orderedQuantity ? plus(line.id) : minus(line.id))}
    />
  );
}

/** The bin: 44 px square (the stepper's TOUCH_TARGET), in the error colour. */
export function RemoveLineButton({ line }: { line: CartLine }) {
  const remove = useCart((s) => s.remove);
  return (
    <button
      type="button"
      className="pu-icon-button cart-remove"
      aria-label={`Remove ${line.name}`}
      onClick={() => remove(line.id)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={DELETE} />
      </svg>
    </button>
  );
}
