import type { Product } from "@shop/shared/products";
import type { CartLine } from "../lib/cart-store.ts";

/** A product as GET products/get-all answers it. */
export function product(fields: Partial<Product> & Pick<Product, "id" | "name">): Product {
  return {
    brand: "Acme",
    model: "X1",
    price: 1000,
    category: "Computer Parts",
    youSaved: 0,
    quantity: 5,
    description: "A part",
    mainFileName: "/uploads/a.webp",
    thumbnailName: "/uploads/a-thumb.webp",
    optionalFile1Name: null,
    optionalFile2Name: null,
    optionalFile3Name: null,
    deleted: false,
    createdDate: "2026-01-01T00:00:00.000Z",
    hsCode: "",
    warrantyMonths: 0,
    tracksSerials: false,
    specs: [],
    ...fields,
  };
}

export function line(fields: Partial<CartLine> & Pick<CartLine, "id" | "name">): CartLine {
  return { orderedQuantity: 1, ...product(fields), ...fields };
}

/** A token-shaped string whose payload names user 7 (the browser never verifies it). */
export const FAKE_TOKEN = `e30.${btoa(JSON.stringify({ sub: "7" })).replace(/=+$/, "")}.sig`;
