import type { CartLine } from "../../lib/cart-store.ts";

/** Why a cart line cannot be ordered as it is, or null when it can. */
export function lineProblem(line: CartLine): string | null {
  if (line.deleted) return "No longer sold";
  if (line.quantity <= 0) return "Sold out";
  if (line.orderedQuantity > line.quantity) return `Only ${line.quantity} left`;
  return null;
}
