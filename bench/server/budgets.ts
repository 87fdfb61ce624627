/** The speed and memory the shop must reach on this machine (issue 12); `npm run bench` checks them. */
export type DatabaseKind = "PGlite" | "PostgreSQL";

export const BUDGETS = {
  /** Catalog list and page, a product, popular products: share of node:http sending the same bytes. */
  apiShare: 0.5,
  apiP99Ms: 20,
  /** index.html and hashed assets. */
  staticShare: 0.6,
  checkoutPerSecond: { PGlite: 250, PostgreSQL: 1000 } satisfies Record<DatabaseKind, number>,
  idleMb: { PGlite: 450, PostgreSQL: 200 } satisfies Record<DatabaseKind, number>,
  peakMb: { PGlite: 600, PostgreSQL: 300 } satisfies Record<DatabaseKind, number>,
  /** From `npm start` to the first answer of /api/health, on an existing data folder. */
  startMs: 2000,
  /** Each call of a counter sale (a search, the sale of three lines), one owner at a time. */
  counterP99Ms: 50,
  /** /api/health while 100 connections read uncached catalog searches. */
  healthP99Ms: 100,
};

export interface Check {
  budget: string;
  ok: boolean;
}

export function atLeast(value: number, limit: number, label: string): Check {
  return { budget: `${label} ≥ ${limit.toLocaleString("en")}`, ok: value >= limit };
}

/** A value that is unknown (NaN: nothing answered) misses. */
export function atMost(value: number, limit: number, label: string): Check {
  return { budget: `${label} ≤ ${limit.toLocaleString("en")}`, ok: value <= limit };
}
