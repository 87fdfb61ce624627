import type { Envelope } from "@shop/shared/api";
import { type Page, WHOLE_LIST_MAX, wholeListCutMessage } from "@shop/shared/paging";
import { ok } from "./envelope.ts";

/** A list asked for without paging: at most WHOLE_LIST_MAX items, and whether more were left out. */
export interface WholeList<T> {
  whole: T[];
  cut: boolean;
}

/**
 * The rows of a whole-list query, capped: one row more than the cap is read, so a list cut short
 * is known without counting every row (a count of 500,000 orders costs more than the list).
 */
export async function cappedRows<T>(query: { limit(n: number): PromiseLike<T[]> }): Promise<WholeList<T>> {
  const rows = await query.limit(WHOLE_LIST_MAX + 1);
  return { whole: rows.slice(0, WHOLE_LIST_MAX), cut: rows.length > WHOLE_LIST_MAX };
}

export function isWholeList<T>(found: WholeList<T> | Page<T>): found is WholeList<T> {
  return "whole" in found;
}

/**
 * The envelope of a list call: a page as it is; a whole list as the list, with a message when it
 * was cut short (`what`: "orders"; `which`: the end of the list that is kept).
 */
export function listAnswer<T, P extends Page<T>>(
  found: WholeList<T> | P,
  what: string,
  which: "first" | "newest",
): Envelope<T[] | P> {
  if (!isWholeList(found)) return ok(found);
  return found.cut ? ok(found.whole, wholeListCutMessage(what, which), "warning") : ok(found.whole);
}
