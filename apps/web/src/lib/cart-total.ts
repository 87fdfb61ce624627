import { linesTotal } from "@shop/shared/money";
import type { CartLine } from "./cart-store.ts";

/**
 * What the lines cost at the prices they show, in rupees (summed in paisa by the shared money
 * rules). Apart from the cart store, which every page loads for the header's badge: the money
 * module then comes with the cart and checkout screens only.
 */
export function cartTotal(lines: CartLine[]): number {
  return linesTotal(lines.map((l) => ({ price: l.price, pieces: l.orderedQuantity })));
}
