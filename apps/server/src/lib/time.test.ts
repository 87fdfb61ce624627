import { describe, expect, it } from "vitest";
import { bikramSambatDate, periodSpans, zonedMidnight } from "./time.ts";

describe("shop time", () => {
  it("finds midnight in Kathmandu (UTC+05:45)", () => {
    expect(zonedMidnight(2026, 11, 21, "Asia/Kathmandu").toISOString()).toBe("2026-11-20T18:15:00.000Z");
    expect(zonedMidnight(2027, 1, 1, "Asia/Kathmandu").toISOString()).toBe("2026-12-31T18:15:00.000Z");
  });

  it("finds midnight across a daylight-saving change", () => {
    expect(zonedMidnight(2026, 3, 29, "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zonedMidnight(2026, 3, 30, "Europe/Berlin").toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("starts the week on Sunday and the month on the first, in the shop's zone", () => {
    // Saturday 21 November 2026, 00:10 in Kathmandu is still Friday 20th in UTC.
    const now = new Date("2026-11-20T18:25:00Z");
    const s = periodSpans(now, "Asia/Kathmandu");
    expect(s.day.start.toISOString()).toBe("2026-11-20T18:15:00.000Z");
    expect(s.day.end.toISOString()).toBe("2026-11-21T18:15:00.000Z");
    expect(s.week.start.toISOString()).toBe("2026-11-14T18:15:00.000Z");
    expect(s.week.end.toISOString()).toBe("2026-11-21T18:15:00.000Z");
    expect(s.month.start.toISOString()).toBe("2026-10-31T18:15:00.000Z");
    expect(s.month.end.toISOString()).toBe("2026-11-30T18:15:00.000Z");
    expect(s.year.start.toISOString()).toBe("2025-12-31T18:15:00.000Z");
    expect(s.year.end.toISOString()).toBe("2026-12-31T18:15:00.000Z");
  });

  it("gives the Bikram Sambat date of the shop's calendar day", () => {
    expect(bikramSambatDate(new Date("2024-04-13T06:00:00Z"), "Asia/Kathmandu")).toBe("2081-01-01");
    // 23:00 UTC on 12 April is already 13 April in Kathmandu.
    expect(bikramSambatDate(new Date("2024-04-12T23:00:00Z"), "Asia/Kathmandu")).toBe("2081-01-01");
  });
});
