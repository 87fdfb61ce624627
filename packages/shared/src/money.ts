/**
 * Money is integer paisa in the database (no rounding in sums) and rupees in the API.
 * Shown with lakh grouping: `Intl.NumberFormat('en-IN')`, never `en-NP`.
 */
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

export function formatRupees(rupees: number): string {
  return grouping.format(rupees);
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

/** True when a number has at most two decimals (a whole number of paisa). */
export function isWholePaisa(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
