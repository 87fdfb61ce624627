import type { Product } from "@shop/shared/products";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** A cart line is the product's fields plus orderedQuantity. */
export type CartLine = Product & { orderedQuantity: number };

interface CartState {
  lines: CartLine[];
  /**
   * Adds a product with a quantity (1 unless picked on the product page, never above the stock);
   * a product already in the cart is not added again (the shopper is warned instead).
   */
  add(product: Product, quantity?: number): "added" | "duplicate";
  /** Plus only while below the stock: no one can order more than the shop has. */
  plus(id: number): void;
  /** Minus only while above 1; the remove button takes a line out. */
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
      add(product, quantity = 1) {
        if (get().lines.some((l) => l.id === product.id)) return "duplicate";
        const orderedQuantity = Math.max(1, Math.min(Math.floor(quantity), product.quantity));
        set({ lines: [...get().lines, { ...product, orderedQuantity }] });
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

/** How many pieces the cart holds (the header's badge and the summary's item count). */
export function cartPieces(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.orderedQuantity, 0);
}
