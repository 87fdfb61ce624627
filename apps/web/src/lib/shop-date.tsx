import "./shop-date.css";
import { formatBsDate, formatShopDate, formatShopDateTime } from "@shop/shared/dates";
import { useShopTimeZone } from "./shop-time-api.ts";

/**
 * A date as a person in the shop reads it: the shop's day and time ("23 Nov 2026, 2:29 PM") with
 * the Bikram Sambat date beside it ("7 Mangsir 2083"), whatever the browser's own time zone.
 * Every date the pages show goes through here; the words come from packages/shared/dates.ts.
 * Plain elements (shop-date.css), so the pages that load no MUI can show dates too.
 */
export function ShopDate({
  iso,
  time = true,
  bs = true,
  stacked = false,
  timeZone,
}: {
  iso: string;
  /** With the time of day (default) or the day only. */
  time?: boolean;
  /** With the Bikram Sambat date (default). */
  bs?: boolean;
  /** The BS date on its own line (narrow cells). */
  stacked?: boolean;
  /** A zone recorded with the date itself, when it has one. */
  timeZone?: string;
}) {
  const shopZone = useShopTimeZone();
  const zone = timeZone ?? shopZone;
  const ad = time ? formatShopDateTime(iso, zone) : formatShopDate(iso, zone);
  return (
    <span className="shop-date">
      <time dateTime={iso}>{ad}</time>
      {bs && (
        <span className={stacked ? "shop-date-bs shop-date-bs-stacked" : "shop-date-bs"}>
          {stacked ? "" : " · "}
          {formatBsDate(iso, zone)} BS
        </span>
      )}
    </span>
  );
}

/**
 * A calendar day the server gave as "2027-11-23" (a warranty's last day), with its Bikram Sambat
 * date: the day itself, not an instant, so no time zone can move it.
 */
export function ShopDay({ day }: { day: string }) {
  const noon = `${day}T12:00:00Z`;
  // Written as ShopDate writes a day, "29 Nov 2029 · 13 Mangsir 2086 BS", so the two read alike.
  return (
    <span className="shop-date">
      <time dateTime={day}>{formatShopDate(noon, "UTC")}</time>
      <span className="shop-date-bs"> · {formatBsDate(noon, "UTC")} BS</span>
    </span>
  );
}
