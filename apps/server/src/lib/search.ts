import { parseIsoDay } from "@shop/shared/dates";
import { zonedMidnight } from "./time.ts";

/** An ILIKE pattern that finds the text anywhere, with the text's own % _ \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The largest id a PostgreSQL integer holds: a longer number typed in a search is not an id. */
const MAX_ID = 2_147_483_647;

/** The id a search text names ("42" or "#42"), or null. */
export function idIn(text: string): number | null {
  const match = /^#?(\d{1,10})$/.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The instants a range of the shop's calendar days covers: from the start of `from` to the start
 * of the day after `to` (exclusive), in the shop's time zone.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { start?: Date; end?: Date } {
  const first = from ? parseIsoDay(from) : null;
  const last = to ? parseIsoDay(to) : null;
  return {
    ...(first ? { start: zonedMidnight(first.year, first.month, first.day, timeZone) } : {}),
    ...(last ? { end: zonedMidnight(last.year, last.month, last.day + 1, timeZone) } : {}),
  };
}
