import { describe, expect, it } from "vitest";
import { formatDateJa, formatDateTimeJa, toIsoDate } from "./date";

describe("formatDateJa", () => {
  it("formats a date the Japanese way", () => {
    expect(formatDateJa(new Date("2025-07-25T05:00:00Z"))).toBe("2025年7月25日");
    expect(formatDateJa("2025-12-01T00:00:00+09:00")).toBe("2025年12月1日");
  });

  it("uses Japan time for a UTC instant just before midnight", () => {
    // 23:30 UTC on 24 July is already 08:30 on 25 July in Tokyo.
    expect(formatDateJa("2025-07-24T23:30:00Z")).toBe("2025年7月25日");
    // 14:59 UTC is 23:59 the same day in Tokyo; 15:00 UTC is the next day.
    expect(formatDateJa("2025-07-24T14:59:00Z")).toBe("2025年7月24日");
    expect(formatDateJa("2025-07-24T15:00:00Z")).toBe("2025年7月25日");
  });

  it("reads a bare calendar date as that day", () => {
    expect(formatDateJa("2025-01-05")).toBe("2025年1月5日");
  });

  it("rejects an invalid date", () => {
    expect(() => formatDateJa("not a date")).toThrow(RangeError);
  });
});

describe("formatDateTimeJa", () => {
  it("adds the 24-hour time in Japan", () => {
    expect(formatDateTimeJa("2025-07-25T05:00:00Z")).toBe("2025年7月25日 14:00");
    expect(formatDateTimeJa("2025-07-24T15:05:00Z")).toBe("2025年7月25日 00:05");
  });
});

describe("toIsoDate", () => {
  it("gives the Japanese calendar day as YYYY-MM-DD", () => {
    expect(toIsoDate(new Date("2025-07-24T15:00:00Z"))).toBe("2025-07-25");
    expect(toIsoDate("2025-03-09T12:00:00+09:00")).toBe("2025-03-09");
  });
});

describe("agreement with Intl in Asia/Tokyo", () => {
  it("gives the same day and time as Intl for instants across years, months and midnight", () => {
    const intl = new Intl.DateTimeFormat("ja-JP", {
      timeZone: "Asia/Tokyo",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (let time = Date.UTC(2015, 11, 31, 14, 59); time < Date.UTC(2027, 0, 2); time += 7_919_993_000) {
      const parts = Object.fromEntries(intl.formatToParts(time).map((part) => [part.type, part.value]));
      const expected = `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日 ${parts.hour}:${parts.minute}`;
      expect(formatDateTimeJa(new Date(time))).toBe(expected);
    }
  });
});
