import type { CounterSaleInput } from "@shop/shared/counter";
import { isWholePaisa, paisaToRupees, rupeesToPaisa } from "@shop/shared/money";
import { readDecimalText } from "@shop/shared/number-text";
import type { Checkout } from "./counter-checkout.tsx";
import type { SaleLine } from "./sale-lines.ts";

/**
 * A typed amount as the number it is, even when it is no amount (99.995, -50), so the server
 * names what is wrong with it; NaN for text that is no number at all. The shared reader decides
 * what decimal text is; only the commas the owner groups digits with ("1,250.5") are dropped.
 */
function typedNumber(text: string): number {
  const read = readDecimalText(text.replace(/,/g, ""));
  return typeof read === "number" ? read : Number.NaN;
}

/** Rupees typed ("1,250.5") as paisa, or null when the text is not an amount of whole paisa. */
export function typedPaisa(text: string): number | null {
  const rupees = typedNumber(text);
  return rupees >= 0 && isWholePaisa(rupees) ? rupeesToPaisa(rupees) : null;
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
