/**
 * The shop's day and time as a person reads them ("23 Nov 2026, 2:29 PM"), with Intl alone:
 * without the Bikram Sambat tables of dates.ts, so a public page (the offline banner) can show a
 * time without downloading them. dates.ts gives these too, beside the BS dates.
 */

/** The shop's time zone, for dates a person reads (the server's SHOP_TIMEZONE defaults to it). */
export const SHOP_TIME_ZONE = "Asia/Kathmandu";

export type Instant = Date | string | number;
export const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

const cache = new Map<string, Intl.DateTimeFormat>();
export function format(key: string, timeZone: string, options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  const id = `${key}|${timeZone}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    cache.set(id, f);
  }
  return f;
}

/** "23 Nov 2026" in the shop's time zone. */
export function formatShopDate(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return format("date", timeZone, { day: "numeric", month: "short", year: "numeric" }).format(
    toDate(instant),
  );
}

/** "2:29 PM" in the shop's time zone. */
export function formatShopTime(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return format("time", timeZone, { hour: "numeric", minute: "2-digit", hourCycle: "h12" })
    .format(toDate(instant))
    .replace(/\s?am$/i, " AM")
    .replace(/\s?pm$/i, " PM");
}

/** "23 Nov 2026, 2:29 PM" in the shop's time zone: the same day the dashboard counts it in. */
export function formatShopDateTime(instant: Instant, timeZone = SHOP_TIME_ZONE): string {
  return `${formatShopDate(instant, timeZone)}, ${formatShopTime(instant, timeZone)}`;
}
