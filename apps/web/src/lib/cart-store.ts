import type { Product } from "@shop/shared/products";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** SPEC 3: a cart line is the product's fields plus orderedQuantity. */
export type CartLine = Product & { orderedQuantity: number };

interface CartState {
  lines: CartLine[];
  /** Adds one piece; a product already in the cart is not added again (SPEC 4). */
  add(product: Product): "added" | "duplicate";
  /** Plus only while below the stock (SPEC 5). */
  plus(id: number): void;
  /** Minus only while above 1 (SPEC 5). */
  minus(id: number): void;
  remove(id: number): void;
  clear(): void;
  /** Refreshes prices, stock and the deleted flag from the server's current products. */
  refresh(current: Product[]): void;
}

/** The cart lives in the browser's storage, so it survives a reload. Shared by catalog and cart. */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add(product) {
        if (get().lines.some((l) => l.id === product.id)) return "duplicate";
        set({ lines: [...get().lines, { ...product, orderedQuantity: 1 }] });
        return "added";
      },
      plus(id) {
        set({
          lines: get().lines.map((l) =>
            l.id === id && l.orderedQuantity < l.quantity
              ? { ...l, orderedQuantity: l.orderedQuantity + 1 }
              : l,
          ),
        });
      },
      minus(id) {
        set({
          lines: get().lines.map((l) =>
            l.id === id && l.orderedQuantity > 1 ? { ...l, orderedQuantity: l.orderedQuantity - 1 } : l,
          ),
        });
      },
      remove(id) {
        set({ lines: get().lines.filter((l) => l.id !== id) });
      },
      clear() {
        set({ lines: [] });
      },
      refresh(current) {
        const byId = new Map(current.map((p) => [p.id, p]));
        set({
          lines: get().lines.map((l) => {
            const fresh = byId.get(l.id);
            // A product that is gone from the catalog is kept but marked, so the shopper sees why.
            return fresh ? { ...fresh, orderedQuantity: l.orderedQuantity } : { ...l, deleted: true };
          }),
        });
      },
    }),
    { name: "cart" },
  ),
);

export function cartTotal(lines: CartLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + l.price * 100 * l.orderedQuantity, 0)) / 100;
}
