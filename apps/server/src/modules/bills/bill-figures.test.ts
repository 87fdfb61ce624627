import { splitVat } from "@shop/shared/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billFigures, shareGivenBack, spreadDiscount } from "./bill-figures.ts";

/** A cart: up to 30 lines of up to 50 pieces at up to Rs 10 lakh, a delivery charge, a discount part. */
const cart = fc.record({
  lines: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      ratePaisa: fc.integer({ min: 0, max: 100_000_000 }),
    }),
    { minLength: 1, maxLength: 30 },
  ),
  deliveryChargePaisa: fc.integer({ min: 0, max: 500_000 }),
  discountPart: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("a bill's figures, for many random carts", () => {
  it("add up to the paisa: lines, delivery and discount make the total; taxable value and VAT make it too", () => {
    fc.assert(
      fc.property(cart, fc.constantFrom("vat" as const, "pan" as const), (c, registration) => {
        const amounts = c.lines.map((l) => l.quantity * l.ratePaisa);
        const goods = amounts.reduce((a, b) => a + b, 0);
        const discount = Math.floor(goods * c.discountPart);
        const shares = spreadDiscount(amounts, discount);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amounts[i]!);
        });
        const f = billFigures(
          c.lines.map((l, i) => ({ ...l, discountSharePaisa: shares[i]! })),
          c.deliveryChargePaisa,
          registration,
        );
        expect(f.totalPaisa).toBe(goods + c.deliveryChargePaisa - discount);
        expect(f.taxablePaisa + f.vatPaisa).toBe(f.totalPaisa);
        expect(f.discountPaisa).toBe(discount);
        // Every part split on its own by the one rule (or not at all for a PAN-only shop).
        const parts = [...f.lines, f.delivery, f.discount];
        expect(f.taxablePaisa).toBe(parts.reduce((s, p) => s + p.taxable, 0));
        f.lines.forEach((l, i) => {
          expect(l.amountPaisa).toBe(amounts[i]);
          expect(l).toMatchObject(
            registration === "vat" ? splitVat(amounts[i]!) : { taxable: amounts[i], vat: 0 },
          );
        });
        if (registration === "pan") expect(f.vatPaisa).toBe(0);
        else {
          // The bill's VAT is within half a paisa per part of the VAT its total holds (13/113).
          const off = Math.abs(226 * f.vatPaisa - 26 * f.totalPaisa);
          expect(off).toBeLessThanOrEqual(113 * parts.length);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it("hands back a line's discount share exactly over any run of returns", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 40 }),
        (sold, share, steps) => {
          let returned = 0;
          let givenBack = 0;
          for (const step of steps) {
            const pieces = Math.min(step, sold - returned);
            if (pieces === 0) break;
            const part = shareGivenBack(share, sold, returned, pieces);
            expect(part).toBeGreaterThanOrEqual(0);
            givenBack += part;
            returned += pieces;
          }
          if (returned < sold) givenBack += shareGivenBack(share, sold, returned, sold - returned);
          expect(givenBack).toBe(share);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("spreads a discount by largest remainder, the earlier line first on a tie", () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([300, 100], 100)).toEqual([75, 25]);
    expect(spreadDiscount([0, 500], 10)).toEqual([0, 10]);
    expect(spreadDiscount([500, 500], 0)).toEqual([0, 0]);
  });
});
