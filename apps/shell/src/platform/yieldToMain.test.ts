import { describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yieldToMain";

describe("yieldToMain", () => {
  it("resumes in a later task, after work already queued", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    await yieldToMain();
    order.push("after yield");
    expect(order).toEqual(["queued task", "after yield"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldSpy });
    try {
      await yieldToMain();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
