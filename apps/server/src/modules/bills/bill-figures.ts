import type { TaxRegistration } from "@shop/shared/bills";
import { splitForRegistration, type VatSplit } from "@shop/shared/money";

/**
 * A bill's figures, in paisa, on the one rounding rule of shared/money.ts (splitVat): every
 * amount is split on its own (each line, the delivery charge, and the discount as a negative
 * amount); the bill's taxable value and VAT are the sums of the parts and its total the sum of the
 * amounts. Lines, taxable value, VAT and total therefore add up to the paisa by construction.
 */
export interface FigureLine {
  quantity: number;
  ratePaisa: number;
  /** The part of the discount this line carries (or gives back, on a credit note). */
  discountSharePaisa: number;
}

export interface Figures {
  lines: (VatSplit & { amountPaisa: number })[];
  delivery: VatSplit;
  discount: VatSplit;
  discountPaisa: number;
  taxablePaisa: number;
  vatPaisa: number;
  totalPaisa: number;
}

export function billFigures(
  lines: FigureLine[],
  deliveryChargePaisa: number,
  registration: TaxRegistration,
): Figures {
  const split = (amount: number) => splitForRegistration(amount, registration);
  const figured = lines.map((l) => {
    const amountPaisa = l.quantity * l.ratePaisa;
    return { amountPaisa, ...split(amountPaisa) };
  });
  const discountPaisa = lines.reduce((sum, l) => sum + l.discountSharePaisa, 0);
  const delivery = split(deliveryChargePaisa);
  const discount = split(-discountPaisa);
  const parts = [...figured, delivery, discount];
  return {
    lines: figured,
    delivery,
    discount,
    discountPaisa,
    taxablePaisa: parts.reduce((sum, p) => sum + p.taxable, 0),
    vatPaisa: parts.reduce((sum, p) => sum + p.vat, 0),
    totalPaisa: figured.reduce((sum, l) => sum + l.amountPaisa, 0) + deliveryChargePaisa - discountPaisa,
  };
}

/**
 * A discount spread over the lines in proportion to their amounts, by largest remainder: each line
 * gets the whole paisa of its share, then the paisa left over go one each to the lines with the
 * largest fractions (the earlier line first on a tie). The shares add up to the discount exactly.
 */
export function spreadDiscount(amounts: number[], discountPaisa: number): number[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discountPaisa === 0 || total === 0) return amounts.map(() => 0);
  const d = BigInt(discountPaisa);
  const t = BigInt(total);
  const shares = amounts.map((a) => (d * BigInt(a)) / t);
  const remainders = amounts.map((a, i) => ({ i, r: (d * BigInt(a)) % t }));
  let left = discountPaisa - shares.reduce((sum, s) => sum + Number(s), 0);
  remainders.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of remainders) {
    if (left === 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}

/**
 * The part of a line's discount share that `pieces` more returned pieces give back, when
 * `returnedBefore` of its `sold` pieces came back already: the share is handed back in
 * proportion, rounded down, and the last piece takes whatever is left. So the credit notes of a
 * line give back exactly its share, and refund exactly what was paid for it.
 */
export function shareGivenBack(share: number, sold: number, returnedBefore: number, pieces: number): number {
  const upTo = (n: number) => Number((BigInt(share) * BigInt(n)) / BigInt(sold));
  return upTo(returnedBefore + pieces) - upTo(returnedBefore);
}
