/**
 * Every date a person reads, on both sides: in the shop's time zone, with the Bikram Sambat
 * date beside it. The API answers ISO instants; this file turns them into "23 Nov 2026, 2:29 PM"
 * and "7 Mangsir 2083". A date near midnight is the Nepal day, the same day the dashboard counts
 * it in, whatever the time zone of the server or the browser.
 */
import nepaliDateConverter from "nepali-date-converter";
import {
  format,
  formatShopDate,
  formatShopDateTime,
  type Instant,
  SHOP_TIME_ZONE,
  toDate,
} from "./shop-clock.ts";

export { formatShopDate, formatShopDateTime, formatShopTime, SHOP_TIME_ZONE } from "./shop-clock.ts";

// The package ships a UMD bundle whose default export is nested one level under Node's ESM; a
// bundler takes its ES module, whose default export is the class itself.
const NepaliDate = ((nepaliDateConverter as unknown as { default?: unknown }).default ??
  nepaliDateConverter) as typeof nepaliDateConverter;

/** A calendar day: month 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar day of an instant in a time zone. */
export function shopCalendarDate(instant: Instant, timeZone = SHOP_TIME_ZONE): CalendarDate {
  const parts = format(
    "calendar",
    timeZone,
    { year: "numeric", month: "2-digit", day: "2-digit" },
    "en-CA",
  ).formatToParts(toDate(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-23" */
export function isoDay(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The shop's calendar day of an instant as "2026-11-23" (what the order desk's date filters take). */
export function shopDay(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return isoDay(shopCalendarDate(instant, timeZone));
}

/** "2026-11-23" to its calendar day; null when it is not a real day. */
export function parseIsoDay(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * A day as the shop writes dates, day first: "26/11/2026", "26-11-2026", "26.11.2026",
 * "26 Nov 2026" or "26 November 2026" (and the ISO "2026-11-26"). Null for anything else, or a
 * day that does not exist.
 */
export function parseDayFirst(text: string): CalendarDate | null {
  const value = text.trim();
  const iso = parseIsoDay(value);
  if (iso) return iso;
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const named = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  let parts: [number, number, number] | null = null;
  if (numeric) parts = [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])];
  else if (named) {
    const name = named[2]!.toLowerCase();
    const month = MONTH_NAMES.findIndex((m) => m === name || m.slice(0, 3) === name) + 1;
    if (month > 0) parts = [Number(named[3]), month, Number(named[1])];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  return parseIsoDay(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
}

/** "26 Nov 2026 · 10 Mangsir 2083 BS": a calendar day as the shop shows it, with its BS date. */
export function formatDayWithBs(date: CalendarDate): string {
  const ad = formatShopDate(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)), "UTC");
  const bs = bikramSambat(date);
  return `${ad} · ${bs.day} ${bs.monthName} ${bs.year} BS`;
}

/** The Bikram Sambat day of a Gregorian calendar day, with its month's name. */
export function bikramSambat(date: CalendarDate): CalendarDate & { monthName: string } {
  // The converter reads the local calendar fields of a Date; noon keeps it clear of DST edges.
  const bs = new NepaliDate(new Date(date.year, date.month - 1, date.day, 12));
  return {
    year: bs.getYear(),
    month: bs.getMonth() + 1,
    day: bs.getDate(),
    monthName: bs.format("MMMM"),
  };
}

/** "7 Mangsir 2083": the Bikram Sambat date of an instant, taken in the shop's time zone. */
export function formatBsDate(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  const bs = bikramSambat(shopCalendarDate(instant, timeZone));
  return `${bs.day} ${bs.monthName} ${bs.year}`;
}

/** "2083-08-07": the Bikram Sambat date of an instant as numbers (for files and the API). */
export function bsDay(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return isoDay(bikramSambat(shopCalendarDate(instant, timeZone)));
}

/** "23 Nov 2026, 2:29 PM (7 Mangsir 2083)": for e-mails and other plain text. */
export function formatShopDateTimeBs(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return `${formatShopDateTime(instant, timeZone)} (${formatBsDate(instant, timeZone)})`;
}

/** "Monday, 23 Nov 2026" for a page header. */
export function formatShopWeekdayDate(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  const weekday = format("weekday", timeZone, { weekday: "long" }).format(toDate(instant));
  return `${weekday}, ${formatShopDate(instant, timeZone)}`;
}

/** The months of the Bikram Sambat year, as the converter names them. */
export const BS_MONTHS = [
  "Baisakh",
  "Jestha",
  "Asar",
  "Shrawan",
  "Bhadra",
  "Aswin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
] as const;

/** The Gregorian day of a Bikram Sambat day (month 1 to 12). */
export function adOfBs(bs: CalendarDate): CalendarDate {
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
  return { year: ad.year, month: ad.month + 1, day: ad.date };
}

/**
 * The first and last Gregorian days ("2026-11-17", "2026-12-15") of a Bikram Sambat month: the
 * range the sales register asks for when the owner picks "Mangsir 2083".
 */
export function bsMonthRange(year: number, month: number): { from: string; to: string } {
  const first = adOfBs({ year, month, day: 1 });
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  const after = adOfBs(next);
  const last = new Date(Date.UTC(after.year, after.month - 1, after.day - 1));
  return {
    from: isoDay(first),
    to: isoDay({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() }),
  };
}
