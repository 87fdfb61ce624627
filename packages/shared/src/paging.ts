import { z } from "zod";
import { fieldLabel } from "./field-labels.ts";
import { numberFromText } from "./number-text.ts";
import { oneLine } from "./text-rules.ts";

/**
 * Paging of the admin lists, the way `products/get-all` pages: without `page` or `pageSize` the
 * whole list, as before; with either, one page as `{items, total, page, pageSize}`.
 */
const positiveInt = (field: string, max: number) =>
  z.preprocess(
    numberFromText(0),
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be at least 1`)
      .max(max, `${field} must be at most ${max}`),
  );

export const pageQuery = {
  page: positiveInt("page", 100_000).optional(),
  pageSize: positiveInt("pageSize", 100).optional(),
};

/** The rows a screen shows at once. */
export const ADMIN_PAGE_SIZE = 25;

/** A search text of an admin list. */
/** A list's search box: one line, at most 100 characters. */
export const searchText = z
  .string()
  .trim()
  .check(oneLine)
  .max(100, `${fieldLabel("q")} must be at most 100 characters`)
  .optional();

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The page asked for, or null for the whole list. */
export function pageWanted(
  query: { page?: number | undefined; pageSize?: number | undefined },
  defaultSize = ADMIN_PAGE_SIZE,
): { page: number; pageSize: number } | null {
  if (query.page === undefined && query.pageSize === undefined) return null;
  return { page: query.page ?? 1, pageSize: query.pageSize ?? defaultSize };
}

/**
 * The most items a list call answers without `page` or `pageSize`: the old whole lists stay
 * lists, but one call can no longer carry a five-year shop's every order or product.
 */
export const WHOLE_LIST_MAX = 1000;

/** The envelope's message of a whole list cut short: what it holds, and how to ask for the rest. */
export function wholeListCutMessage(what: string, which: "first" | "newest"): string {
  return `Only the ${which} ${WHOLE_LIST_MAX} ${what} are listed: ask for pages (page and pageSize) to see them all`;
}
