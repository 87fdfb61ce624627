/**
 * How the shop names a product's warranty to a shopper: whole years as years ("1 year",
 * "3 years"), anything else in months ("6 months"). Nothing for a product sold without warranty
 * (0 months). Kept apart from warranty.ts, whose serial-number rules bring zod: the product and
 * comparison pages show these words without loading the form rules.
 */
export function warrantyPeriod(months: number): string | null {
  if (!Number.isInteger(months) || months <= 0) return null;
  if (months % 12 === 0) {
    const years = months / 12;
    return `${years} ${years === 1 ? "year" : "years"}`;
  }
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/** "3 years warranty", as the product page's label says it; null without warranty. */
export function warrantyLabel(months: number): string | null {
  const period = warrantyPeriod(months);
  return period && `${period} warranty`;
}
