/**
 * Money is integer paisa in the database (no rounding in sums) and rupees in the API.
 * Shown with lakh grouping: `Intl.NumberFormat('en-IN')`, never `en-NP`.
 */
let grouping: Intl.NumberFormat | undefined;

/**
 * Rupees as the shop writes them: whole rupees without decimals ("12,499"), anything else with
 * two ("12,499.50", never "12,499.5", which reads as fifty paisa only to a programmer). It is the
 * text of `Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2,
 * trailingZeroDisplay: 'stripIfInteger' })`. Prices (finite, not negative, below 10^15) are
 * written here without Intl: making the formatter costs a phone about 25 ms on the shop's first
 * load, more than formatting every price of the catalog. The digits are the number's shortest
 * form (as Intl takes them), rounded half up to two decimals, then grouped 12,34,567. Anything
 * else goes to Intl itself (money.test.ts compares both with that formatter).
 */
export function formatRupees(rupees: number): string {
  const plain = (rupees > 0 || Object.is(rupees, 0)) && rupees < 1e15;
  return (plain && plainDigits(rupees)) || viaIntl(rupees);
}

function viaIntl(rupees: number): string {
  // Older phones' Intl ignores trailingZeroDisplay, so the second decimal is added by hand.
  grouping ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  return grouping.format(rupees).replace(/\.(\d)$/, ".$10");
}

function plainDigits(rupees: number): string | undefined {
  const text = String(rupees);
  if (text.includes("e")) return undefined;
  let [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > 2) {
    const up = fraction.charCodeAt(2) >= 53; // "5" or more: half up
    fraction = fraction.slice(0, 2);
    if (up) {
      const digits = `${whole}${fraction}`;
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === "9") i--;
      const carried =
        i < 0
          ? `1${"0".repeat(digits.length)}`
          : `${digits.slice(0, i)}${Number(digits[i]) + 1}${"0".repeat(digits.length - i - 1)}`;
      whole = carried.slice(0, -2);
      fraction = carried.slice(-2);
    }
  }
  if (/^0*$/.test(fraction)) fraction = "";
  let grouped = whole.slice(-3);
  for (let end = whole.length - 3; end > 0; end -= 2)
    grouped = `${whole.slice(Math.max(0, end - 2), end)},${grouped}`;
  return fraction ? `${grouped}.${fraction.padEnd(2, "0")}` : grouped;
}

/** "Rs 1,50,000" */
export function formatRs(rupees: number): string {
  return `Rs ${formatRupees(rupees)}`;
}

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paisaToRupees(paisa: number): number {
  return paisa / 100;
}

/**
 * What lines of a price in rupees times a number of pieces add up to, in rupees: summed in whole
 * paisa, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004.
 */
export function linesTotal(lines: readonly { price: number; pieces: number }[]): number {
  return paisaToRupees(lines.reduce((sum, line) => sum + rupeesToPaisa(line.price) * line.pieces, 0));
}

/** True when a number has at most two decimals (a whole number of paisa). */
export function isWholePaisa(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** Nepal's VAT rate, in percent. Shelf and web prices include it. */
export const VAT_RATE = 13;

/** An amount (paisa) split into its taxable value and the VAT inside it. */
export interface VatSplit {
  taxable: number;
  vat: number;
}

/**
 * THE rounding rule of every bill (server, printed bill, sales register): an amount that includes
 * 13 % VAT is split on its own into taxable = amount × 100 / 113, rounded half up to the paisa,
 * and VAT = amount − taxable. A negative amount (a discount) is split as the mirror of its size,
 * so a discount takes back exactly what the same positive amount would carry. A bill adds the
 * parts of its amounts: its taxable value and VAT then add up to its total by construction.
 *
 * In integers: (200·amount + 113) div 226. It is computed as 100·q + the split of the remainder
 * (amount = 113·q + r), so it stays exact for any whole number of paisa JavaScript holds.
 */
export function splitVat(amount: number): VatSplit {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`splitVat needs whole paisa, got ${amount}`);
  if (amount < 0) {
    const mirror = splitVat(-amount);
    // 0 − x, not −x: a zero part stays +0.
    return { taxable: 0 - mirror.taxable, vat: 0 - mirror.vat };
  }
  if (amount === 0) return { taxable: 0, vat: 0 };
  const q = Math.floor(amount / 113);
  const r = amount - 113 * q;
  const taxable = 100 * q + Math.floor((200 * r + 113) / 226);
  return { taxable, vat: amount - taxable };
}

/** The split as a shop of this registration bills it: a PAN-only shop collects no VAT. */
export function splitForRegistration(amount: number, registration: "pan" | "vat"): VatSplit {
  return registration === "vat" ? splitVat(amount) : { taxable: amount, vat: 0 };
}

/** Rupee amounts added exactly (through whole paisa): 0.1 + 0.2 is 0.3. */
export function addRupees(...amounts: number[]): number {
  return paisaToRupees(amounts.reduce((sum, rupees) => sum + rupeesToPaisa(rupees), 0));
}

/** Paisa as plain rupees for a gateway's form: "12550" or "12550.50" (no grouping, no "Rs"). */
export function plainRupees(paisa: number): string {
  const whole = Math.trunc(paisa / 100);
  const rest = Math.abs(paisa % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/**
 * A rupee amount as a gateway writes it ("1,000.0", "1000", 1000.5) in whole paisa, or null when
 * it is no such amount (more than two decimals, a sign, words).
 */
export function paisaFromRupeesText(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const plain = text.replaceAll(",", "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
