import { describe, expect, it } from "vitest";
import { formatScheduleJa, weekdayJa } from "./seminarSchedule";

describe("seminar schedule", () => {
  it("names the weekday of a calendar date", () => {
    expect(weekdayJa("2026-02-18")).toBe("水");
    expect(weekdayJa("2025-07-25")).toBe("金");
    expect(weekdayJa("2026-01-04")).toBe("日");
  });

  it("formats date, weekday and times", () => {
    expect(formatScheduleJa("2026-02-18", "14:00", "15:30")).toBe("2026年2月18日(水) 14:00〜15:30");
  });
});
