import type { CounterSaleInput } from "@shop/shared/counter";
import { paisaToRupees } from "@shop/shared/money";
import { type Checkout, typedPaisa } from "./counter-checkout.tsx";
import type { SaleLine } from "./sale-lines.ts";

/**
 * A typed amount that is not whole paisa, as the number it is (99.995, -50), so the server names
 * what is wrong with it; NaN for text that is no number at all.
 */
function typedNumber(text: string): number {
  const clean = text.replace(/,/g, "").trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The sale as the server takes it: only ids, pieces, serials and what the owner typed. */
export function saleOf(lines: SaleLine[], checkout: Checkout): CounterSaleInput {
  const discount = typedPaisa(checkout.discount);
  const received = typedPaisa(checkout.received);
  const buyer = { name: checkout.name.trim(), phone: checkout.phone, pan: checkout.pan };
  return {
    lines: lines.map((l) => ({
      id: l.product.id,
      quantity: l.quantity,
      ...(l.product.tracksSerials ? { serials: l.serials.map((s) => s.trim()) } : {}),
    })),
    ...(buyer.name || buyer.phone || buyer.pan ? { buyer } : {}),
    paymentMethod: checkout.method,
    ...(checkout.discount.trim()
      ? {
          discount: {
            amount: discount === null ? typedNumber(checkout.discount) : paisaToRupees(discount),
            reason: checkout.reason,
          },
        }
      : {}),
    ...(checkout.method === "cash" && checkout.received.trim()
      ? { received: received === null ? typedNumber(checkout.received) : paisaToRupees(received) }
      : {}),
  };
}
