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
