import { describe, expect, it } from "vitest";
import { fastestRunMs } from "./testing/fastestRun";
import { trimTrailingSlashes } from "./trailingSlashes";

describe("trimTrailingSlashes", () => {
  it("drops trailing slashes and keeps the root", () => {
    expect(trimTrailingSlashes("/price/x//")).toBe("/price/x");
    expect(trimTrailingSlashes("/price/x")).toBe("/price/x");
    expect(trimTrailingSlashes("/")).toBe("/");
    expect(trimTrailingSlashes("////")).toBe("/");
    expect(trimTrailingSlashes("")).toBe("");
  });

  it("takes time in proportion to the path, not its square (15 times the slashes, under 60 times the time)", () => {
    // A run of slashes that does not end the path is what made /\/+$/ quadratic.
    const small = `/${"/".repeat(1_000)}x`;
    const large = `/${"/".repeat(15_000)}x`;
    const smallMs = fastestRunMs(() => trimTrailingSlashes(small), 200);
    const largeMs = fastestRunMs(() => trimTrailingSlashes(large), 200);
    // Linear work grows 15 times, quadratic 225 times; the margin absorbs timer noise on a busy machine.
    expect(largeMs / Math.max(smallMs, 0.001)).toBeLessThan(60);
  });
});
