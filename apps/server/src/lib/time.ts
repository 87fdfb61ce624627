import nepaliDateConverter from "nepali-date-converter";

// The package ships a UMD bundle whose default export is nested one level under Node's ESM.
const NepaliDate = ((nepaliDateConverter as unknown as { default?: unknown }).default ??
  nepaliDateConverter) as typeof nepaliDateConverter;

/** The calendar date of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The Bikram Sambat date (YYYY-MM-DD) of an instant, taken in the shop's time zone. */
export function bikramSambatDate(instant: Date, timeZone: string): string {
  const { year, month, day } = calendarDate(instant, timeZone);
  // The converter reads the local calendar fields of a Date; noon keeps it clear of DST edges.
  return new NepaliDate(new Date(year, month - 1, day, 12)).format("YYYY-MM-DD");
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
