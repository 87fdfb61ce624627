import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatRs,
  formatRupees,
  isWholePaisa,
  linesTotal,
  paisaToRupees,
  rupeesToPaisa,
  splitForRegistration,
  splitVat,
} from "./money.ts";

describe("money", () => {
  it("shows rupees with lakh grouping", () => {
    expect(formatRs(150000)).toBe("Rs 1,50,000");
    expect(formatRs(12345678.5)).toBe("Rs 1,23,45,678.50");
    expect(formatRs(12499.05)).toBe("Rs 12,499.05");
    expect(formatRs(12499.001)).toBe("Rs 12,499");
    expect(formatRs(0)).toBe("Rs 0");
  });

  it("writes every number exactly as Intl's en-IN format: two decimals, or none for whole rupees", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: "stripIfInteger",
    });
    const edges = [
      0,
      -0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      9999,
      99999,
      100000,
      999999.995,
      99999999.995,
      1.005,
      1.115,
      0.285,
      2.675,
      0.5,
      0.005,
      0.004,
      0.0049,
      0.995,
      9.995,
      1234567.125,
      1e-7,
      123e-9,
      1e14,
      999999999999999,
      1e15,
      1e15 + 0.3,
      1e21,
      1e22,
      -1,
      -0.001,
      -1234.565,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      0.1 + 0.2,
      19.99,
      18500,
      12345678.5,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_VALUE,
    ];
    // A fixed sequence (no Math.random): whole rupees, paisa amounts and arbitrary fractions.
    let seed = 13;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values = [...edges];
    for (let i = 0; i < 5000; i++) {
      const scale = 10 ** Math.floor(next() * 13);
      values.push(Math.floor(next() * scale), Math.round(next() * scale * 100) / 100, next() * scale);
      values.push(Math.round(next() * 1000) / 1000 + Math.floor(next() * scale));
    }
    for (const value of values) expect(formatRupees(value), String(value)).toBe(intl.format(value));
  });

  it("converts between rupees and paisa without float drift", () => {
    expect(rupeesToPaisa(19.99)).toBe(1999);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(paisaToRupees(1999)).toBe(19.99);
    expect(isWholePaisa(10.25)).toBe(true);
    expect(isWholePaisa(10.255)).toBe(false);
  });

  it("adds lines of price times pieces in whole paisa", () => {
    expect(linesTotal([])).toBe(0);
    expect(
      linesTotal([
        { price: 0.1, pieces: 1 },
        { price: 0.2, pieces: 1 },
      ]),
    ).toBe(0.3);
    expect(
      linesTotal([
        { price: 1500, pieces: 2 },
        { price: 100000.05, pieces: 3 },
      ]),
    ).toBe(303000.15);
  });
});

describe("splitVat: the one rounding rule of every bill", () => {
  it("splits an amount that includes 13 % VAT into taxable value and VAT, half up to the paisa", () => {
    expect(splitVat(11_300)).toEqual({ taxable: 10_000, vat: 1_300 });
    expect(splitVat(100)).toEqual({ taxable: 88, vat: 12 }); // 88.495… rounds down
    expect(splitVat(1)).toEqual({ taxable: 1, vat: 0 }); // 0.884… rounds up
    expect(splitVat(0)).toEqual({ taxable: 0, vat: 0 });
    expect(splitVat(-11_300)).toEqual({ taxable: -10_000, vat: -1_300 });
  });

  it("for any whole amount: taxable + VAT = amount, each within half a paisa of the exact split", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (amount) => {
        const { taxable, vat } = splitVat(amount);
        expect(Number.isSafeInteger(taxable)).toBe(true);
        expect(taxable + vat).toBe(amount);
        // In exact integers: |taxable − amount·100/113| ≤ ½ is |226·taxable − 200·amount| ≤ 113,
        // and the VAT is then within half a paisa of the 13/113 of the amount it holds.
        const off = 226n * BigInt(taxable) - 200n * BigInt(amount);
        expect(off <= 113n && off >= -113n).toBe(true);
        const vatOff = 226n * BigInt(vat) - 26n * BigInt(amount);
        expect(vatOff <= 113n && vatOff >= -113n).toBe(true);
        // Half up: an exact half (never possible with 113) would round away from zero; the mirror holds.
        expect(splitVat(0 - amount)).toEqual({ taxable: 0 - taxable, vat: 0 - vat });
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it("a PAN-only shop collects no VAT", () => {
    expect(splitForRegistration(11_300, "pan")).toEqual({ taxable: 11_300, vat: 0 });
    expect(splitForRegistration(11_300, "vat")).toEqual({ taxable: 10_000, vat: 1_300 });
  });
});
