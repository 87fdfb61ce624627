import { describe, expect, it } from "vitest";
import {
  adOfBs,
  bsDay,
  bsMonthRange,
  formatBsDate,
  formatDayWithBs,
  formatShopDate,
  formatShopDateTime,
  formatShopDateTimeBs,
  parseDayFirst,
  parseIsoDay,
  shopDay,
} from "./dates.ts";

describe("shop dates", () => {
  it("reads an instant in Nepal time, with its Bikram Sambat date", () => {
    // 14:29 on 23 Nov 2026 in Nepal (UTC+05:45)
    const instant = "2026-11-23T08:44:00.000Z";
    expect(formatShopDateTime(instant)).toBe("23 Nov 2026, 2:29 PM");
    expect(formatBsDate(instant)).toBe("7 Mangsir 2083");
    expect(formatShopDateTimeBs(instant)).toBe("23 Nov 2026, 2:29 PM (7 Mangsir 2083)");
  });

  it("gives an order placed at 00:30 in Nepal the Nepal day, not the UTC day", () => {
    const halfPastMidnight = "2026-11-22T18:45:00.000Z";
    expect(shopDay(halfPastMidnight)).toBe("2026-11-23");
    expect(formatShopDateTime(halfPastMidnight)).toBe("23 Nov 2026, 12:30 AM");
    expect(formatBsDate(halfPastMidnight)).toBe("7 Mangsir 2083");
    expect(bsDay(halfPastMidnight)).toBe("2083-08-07");
    // One minute before Nepal midnight is still the 22nd.
    expect(formatShopDate("2026-11-22T18:14:00.000Z")).toBe("22 Nov 2026");
    expect(formatBsDate("2026-11-22T18:14:00.000Z")).toBe("6 Mangsir 2083");
  });

  it("follows another shop time zone when one is set", () => {
    expect(formatShopDateTime("2026-11-22T18:45:00.000Z", "UTC")).toBe("22 Nov 2026, 6:45 PM");
  });

  it("accepts only real days as filter dates", () => {
    expect(parseIsoDay("2026-11-23")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseIsoDay("2026-02-30")).toBeNull();
    expect(parseIsoDay("23/11/2026")).toBeNull();
  });
});

describe("Bikram Sambat months as Gregorian ranges", () => {
  it("gives the first and last AD days of a BS month, for the sales register", () => {
    expect(bsMonthRange(2083, 8)).toEqual({ from: "2026-11-17", to: "2026-12-15" });
    expect(bsMonthRange(2083, 4).from).toBe("2026-07-17");
    // Chaitra's last day is the day before Baisakh's first.
    expect(bsMonthRange(2083, 12).to).toBe("2027-04-13");
    expect(bsMonthRange(2084, 1).from).toBe("2027-04-14");
    expect(adOfBs({ year: 2083, month: 8, day: 4 })).toEqual({ year: 2026, month: 11, day: 20 });
  });
});

describe("days typed as the shop writes them", () => {
  it("reads the day first, in figures or with the month's name", () => {
    const day = { year: 2026, month: 11, day: 26 };
    for (const text of [
      "26/11/2026",
      "26-11-2026",
      "26.11.2026",
      " 26 Nov 2026 ",
      "26 november 2026",
      "2026-11-26",
    ]) {
      expect(parseDayFirst(text), text).toEqual(day);
    }
    expect(parseDayFirst("3/2/2026")).toEqual({ year: 2026, month: 2, day: 3 });
  });

  it("refuses days that do not exist and anything else", () => {
    for (const text of [
      "31/11/2026",
      "11/31/2026",
      "29/02/2026",
      "26 Novem 2026",
      "",
      "26/11",
      "yesterday",
    ]) {
      expect(parseDayFirst(text), text).toBeNull();
    }
  });

  it("shows a day with its BS date", () => {
    expect(formatDayWithBs({ year: 2026, month: 11, day: 26 })).toBe("26 Nov 2026 · 10 Mangsir 2083 BS");
  });
});
