import { describe, expect, it } from "vitest";
import { formatRs, formatRupees, isWholePaisa, linesTotal, paisaToRupees, rupeesToPaisa } from "./money.ts";

describe("money", () => {
  it("shows rupees with lakh grouping", () => {
    expect(formatRs(150000)).toBe("Rs 1,50,000");
    expect(formatRs(12345678.5)).toBe("Rs 1,23,45,678.5");
    expect(formatRs(0)).toBe("Rs 0");
  });

  it("writes every number exactly as Intl's en-IN format with two decimals at most", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
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
