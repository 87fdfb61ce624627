/** The shop's time zone, for dates a person reads (the server's SHOP_TIMEZONE defaults to it). */
export const SHOP_TIME_ZONE = "Asia/Kathmandu";

const dateTime = new Map<string, Intl.DateTimeFormat>();

/** "23 Nov 2026, 2:29 PM" in the shop's time zone: the same day the dashboard counts it in. */
export function formatShopDateTime(iso: string, timeZone = SHOP_TIME_ZONE): string {
  let format = dateTime.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    dateTime.set(timeZone, format);
  }
  return format.format(new Date(iso)).replace(" am", " AM").replace(" pm", " PM");
}
