import { describe, expect, it } from "vitest";
import { judgeCanary, verdictNumbers } from "./canaryRule";

const counts = (views: number, erroredViews: number) => ({ views, erroredViews });

describe("the canary rule", () => {
  it("rolls back as soon as the canary has 5 errored views and twice live's smoothed rate", () => {
    const live = counts(99, 9); // (9+1)/(99+1) = 10%: the canary rolls back at 20%
    expect(judgeCanary({ canary: counts(25, 5), live, minViews: 30, windowOver: false })).toEqual({
      action: "rollback",
      reason: "errors",
    });
    // Just under twice live's rate, or under 5 errored views, it waits.
    expect(judgeCanary({ canary: counts(26, 5), live, minViews: 30, windowOver: false }).action).toBe("wait");
    expect(judgeCanary({ canary: counts(4, 4), live, minViews: 30, windowOver: false }).action).toBe("wait");
  });

  it("measures a live version without views or errors by (errored + 1) / (views + 1)", () => {
    // Live never erred in 999 views: 0.1%, so 5 errored views in 1,000 (0.5%) condemn the canary.
    expect(
      judgeCanary({ canary: counts(1000, 5), live: counts(999, 0), minViews: 30, windowOver: false }),
    ).toEqual({ action: "rollback", reason: "errors" });
    // Live without any view counts as 100%: no canary rate reaches twice that, so the window decides.
    expect(judgeCanary({ canary: counts(5, 5), live: counts(0, 0), minViews: 3, windowOver: true })).toEqual({
      action: "promote",
    });
  });

  it("promotes at the end of the window with enough views, and otherwise rolls back for want of traffic", () => {
    const live = counts(500, 1);
    expect(judgeCanary({ canary: counts(30, 0), live, minViews: 30, windowOver: false }).action).toBe("wait");
    expect(judgeCanary({ canary: counts(30, 0), live, minViews: 30, windowOver: true })).toEqual({
      action: "promote",
    });
    expect(judgeCanary({ canary: counts(29, 0), live, minViews: 30, windowOver: true })).toEqual({
      action: "rollback",
      reason: "not enough traffic",
    });
  });

  it("states its numbers", () => {
    const text = verdictNumbers({
      canary: counts(25, 5),
      live: counts(99, 9),
      minViews: 30,
      windowOver: false,
    });
    expect(text).toContain("canary 25 views, 5 errored (rate 20.0%)");
    expect(text).toContain("(9+1)/(99+1) = 10.0%");
    expect(text).toContain("rollback at 20.0%");
    expect(text).toContain(">= 30 views");
  });
});
