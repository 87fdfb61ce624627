/**
 * The kinds of stock movement. Every change of a product's stock is one of these, written as one
 * row of its stock history with a signed quantity; the database refuses any other kind.
 */
export const STOCK_KINDS = {
  initial_stock: "Initial stock",
  restock: "Restock",
  correction: "Correction",
  order_placed: "Order placed",
  order_cancelled: "Order cancelled",
  cancel_undone: "Cancel undone",
  order_rejected: "Order rejected",
  order_deleted: "Order deleted",
  order_restored: "Order restored",
  counter_sale: "Counter sale",
  credit_note: "Returned (credit note)",
} as const;
export type StockKind = keyof typeof STOCK_KINDS;

/**
 * Written by versions of the shop before the order lifecycle made Rejected final (a rejection
 * could be undone then). Kept readable in old histories; never written now.
 */
export const LEGACY_STOCK_KINDS = { rejection_undone: "Rejection undone" } as const;

/** The words shown for a kind in the stock history. */
export function stockKindLabel(kind: string): string {
  return (
    (STOCK_KINDS as Record<string, string>)[kind] ??
    (LEGACY_STOCK_KINDS as Record<string, string>)[kind] ??
    kind
  );
}

/**
 * The most a product may hold. The product form, the restock call and every movement that brings
 * new pieces in keep to it; were they to differ, a restock could leave a stock the form refuses
 * to save.
 */
export const MAX_STOCK = 1_000_000;

/**
 * The movements that bring new pieces in, and so keep to MAX_STOCK. Pieces that come back (a
 * cancelled, rejected or deleted order, a credit note) were on the shelf before: the shop never
 * refuses to take them back.
 */
export const INTAKE_KINDS: readonly StockKind[] = ["initial_stock", "restock", "correction"];
