import { bikramSambat, shopCalendarDate } from "@shop/shared/dates";

/**
 * The Nepali fiscal year: from 1 Shrawan (the fourth month of Bikram Sambat) to the last day of
 * Asar, counted in the shop's time zone, written "2083/84". The only place that decides which
 * fiscal year an instant belongs to (bills and credit notes number within it).
 */

/** Where "now" comes from: the wall clock, or a test's own (to cross the year's boundary). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const SHRAWAN = 4;

/** The BS calendar the shop uses (from `nepali-date-converter`) ends here; a later day has no fiscal year. */
export const LAST_BS_YEAR = 2090;

export class CalendarEndError extends Error {}

/** "2083/84" for any instant from 1 Shrawan 2083 to the last day of Asar 2084, in `timeZone`. */
export function fiscalYearOf(instant: Date, timeZone: string): string {
  let bs: ReturnType<typeof bikramSambat>;
  try {
    bs = bikramSambat(shopCalendarDate(instant, timeZone));
  } catch (error) {
    throw new CalendarEndError(
      `The Nepali calendar this shop uses ends with ${LAST_BS_YEAR} BS; ${instant.toISOString()} is outside it. Update nepali-date-converter.`,
      { cause: error },
    );
  }
  const start = bs.month >= SHRAWAN ? bs.year : bs.year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}
