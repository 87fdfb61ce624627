import { describe, expect, it } from "vitest";
import { CalendarEndError, fiscalYearOf } from "./fiscal-year.ts";

const ZONE = "Asia/Kathmandu";

describe("the Nepali fiscal year", () => {
  it("starts on 1 Shrawan at midnight in the shop's time zone", () => {
    // 1 Shrawan 2083 is 17 July 2026; Kathmandu is UTC+05:45.
    expect(fiscalYearOf(new Date("2026-07-16T18:14:59Z"), ZONE)).toBe("2082/83");
    expect(fiscalYearOf(new Date("2026-07-16T18:15:00Z"), ZONE)).toBe("2083/84");
    // The same instant is still the 16th in UTC: the shop's day decides, not the server's.
    expect(fiscalYearOf(new Date("2026-07-16T18:15:00Z"), "UTC")).toBe("2082/83");
    expect(fiscalYearOf(new Date("2026-11-26T06:00:00Z"), ZONE)).toBe("2083/84");
  });

  it("writes the year it ends in with two digits", () => {
    expect(fiscalYearOf(new Date("2032-08-01T06:00:00Z"), ZONE)).toBe("2089/90");
    expect(fiscalYearOf(new Date("2000-01-01T06:00:00Z"), ZONE)).toBe("2056/57");
  });

  it("works to the last day the calendar's tables know, and says so past it", () => {
    // 30 Chaitra 2090 BS is the tables' last day (13 April 2034).
    expect(fiscalYearOf(new Date("2034-04-12T06:00:00Z"), ZONE)).toBe("2090/91");
    expect(() => fiscalYearOf(new Date("2034-05-01T06:00:00Z"), ZONE)).toThrow(CalendarEndError);
    expect(() => fiscalYearOf(new Date("2034-05-01T06:00:00Z"), ZONE)).toThrow(/ends with 2090 BS/);
    // And from its first day (1 Baisakh 2000 BS, 14 April 1943).
    expect(fiscalYearOf(new Date("1943-04-14T06:00:00Z"), ZONE)).toBe("1999/00");
  });
});
