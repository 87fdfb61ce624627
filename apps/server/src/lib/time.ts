import { bsDay, shopCalendarDate } from "@shop/shared/dates";

/** The calendar date of an instant in a time zone (the shared date helpers own the rule). */
export function calendarDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  return shopCalendarDate(instant, timeZone);
}

/** The Bikram Sambat date (YYYY-MM-DD) of an instant, taken in the shop's time zone. */
export function bikramSambatDate(instant: Date, timeZone: string): string {
  return bsDay(instant, timeZone);
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day starts in a time zone (month may overflow: 13 is next January). */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let result = guess - offsetAt(guess, timeZone);
  // Across a daylight-saving change the offset at the result can differ from the guess's.
  result = guess - offsetAt(result, timeZone);
  return new Date(result);
}

interface Span {
  start: Date;
  /** The start of the next one (exclusive). */
  end: Date;
}

/** Today, this week (from Sunday), this month and this year in the shop's time zone. */
export function periodSpans(now: Date, timeZone: string): { day: Span; week: Span; month: Span; year: Span } {
  const { year, month, day } = calendarDate(now, timeZone);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  const at = (y: number, m: number, d: number) => zonedMidnight(y, m, d, timeZone);
  return {
    day: { start: at(year, month, day), end: at(year, month, day + 1) },
    week: { start: at(year, month, day - weekday), end: at(year, month, day - weekday + 7) },
    month: { start: at(year, month, 1), end: at(year, month + 1, 1) },
    year: { start: at(year, 1, 1), end: at(year + 1, 1, 1) },
  };
}
