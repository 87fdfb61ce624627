import type { Product } from "@shop/shared/products";

/** A line of the sale being made: the product as found (with its stock then), pieces, serials typed. */
export interface SaleLine {
  product: Product;
  quantity: number;
  /** One entry per piece for a product that tracks serials ("" while not scanned yet). */
  serials: string[];
}

/** The serial inputs follow the quantity: kept, added empty, or cut from the end. */
function fitSerials(line: SaleLine, quantity: number): string[] {
  if (!line.product.tracksSerials) return [];
  return Array.from({ length: quantity }, (_, i) => line.serials[i] ?? "");
}

/** Adds one piece of a product (a new line, or one more on its line), never past its stock. */
export function addPiece(lines: SaleLine[], product: Product): { lines: SaleLine[]; refused?: string } {
  const existing = lines.find((l) => l.product.id === product.id);
  const stock = product.quantity;
  const wanted = (existing?.quantity ?? 0) + 1;
  if (wanted > stock)
    return {
      lines,
      refused:
        stock === 0
          ? `${product.name} is out of stock.`
          : `Only ${stock} ${stock === 1 ? "piece" : "pieces"} of ${product.name} in stock.`,
    };
  if (!existing)
    return {
      lines: [
        ...lines,
        { product, quantity: 1, serials: fitSerials({ product, quantity: 0, serials: [] }, 1) },
      ],
    };
  return { lines: setQuantity(lines, product.id, wanted) };
}

export function setQuantity(lines: SaleLine[], productId: number, quantity: number): SaleLine[] {
  return lines.map((l) => {
    if (l.product.id !== productId) return l;
    const q = Math.max(1, Math.min(quantity, l.product.quantity));
    return { ...l, quantity: q, serials: fitSerials(l, q) };
  });
}

export function setSerial(lines: SaleLine[], productId: number, index: number, serial: string): SaleLine[] {
  return lines.map((l) =>
    l.product.id === productId ? { ...l, serials: l.serials.map((s, i) => (i === index ? serial : s)) } : l,
  );
}

export function removeLine(lines: SaleLine[], productId: number): SaleLine[] {
  return lines.filter((l) => l.product.id !== productId);
}

/**
 * The best match for what was scanned or typed: a product whose model or name is exactly that
 * text (a scanner types the model or code), else the first the search found.
 */
export function bestMatch(found: Product[], text: string): Product | undefined {
  const t = text.trim().toLowerCase();
  return (
    found.find((p) => p.model.toLowerCase() === t) ??
    found.find((p) => p.name.toLowerCase() === t) ??
    found[0]
  );
}

/** Goods in paisa (prices are rupees with at most two decimals). */
export function goodsPaisa(lines: SaleLine[]): number {
  return lines.reduce((sum, l) => sum + Math.round(l.product.price * 100) * l.quantity, 0);
}
