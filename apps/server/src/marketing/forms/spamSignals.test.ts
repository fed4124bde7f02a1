import { describe, expect, it } from "vitest";
import { looksLikeSpam } from "./spamSignals";

const now = 1_000_000;

describe("looksLikeSpam", () => {
  it("flags a filled honeypot, whatever its type", () => {
    expect(looksLikeSpam({ website: "http://spam.example" }, now, 3_000)).toBe(true);
    expect(looksLikeSpam({ website: 1 }, now, 3_000)).toBe(true);
    expect(looksLikeSpam({ website: " " }, now, 3_000)).toBe(false);
    expect(looksLikeSpam({ website: "" }, now, 3_000)).toBe(false);
  });

  it("flags a form sent faster than the minimum fill time", () => {
    expect(looksLikeSpam({ startedAt: now - 2_999 }, now, 3_000)).toBe(true);
    expect(looksLikeSpam({ startedAt: now - 3_000 }, now, 3_000)).toBe(false);
  });

  it("does not punish a browser clock that runs ahead, or a missing start time", () => {
    expect(looksLikeSpam({ startedAt: now + 60_000 }, now, 3_000)).toBe(false);
    expect(looksLikeSpam({}, now, 3_000)).toBe(false);
    expect(looksLikeSpam("not an object", now, 3_000)).toBe(false);
  });
});
