import { describe, expect, it } from "vitest";
import { hasEncodedSeparator, mergeSlashes } from "./requestPath";

describe("mergeSlashes", () => {
  it("turns every run of slashes into one, as nginx's merge_slashes does", () => {
    expect(mergeSlashes("//evil.example/")).toBe("/evil.example/");
    expect(mergeSlashes("///a//b///c")).toBe("/a/b/c");
    expect(mergeSlashes("/".repeat(15_000))).toBe("/");
    expect(mergeSlashes("/cloud/plan")).toBe("/cloud/plan");
    expect(mergeSlashes("/")).toBe("/");
  });

  it("costs time in proportion to the path (15 times the slashes, under 60 times the time)", () => {
    const time = (pathname: string) => {
      let fastest = Number.POSITIVE_INFINITY;
      for (let batch = 0; batch < 7; batch += 1) {
        const start = performance.now();
        for (let call = 0; call < 50; call += 1) {
          mergeSlashes(pathname);
          hasEncodedSeparator(pathname);
        }
        fastest = Math.min(fastest, performance.now() - start);
      }
      return fastest;
    };
    // Alternating runs are the worst case for the merge: one piece per run.
    const small = "/a//".repeat(250);
    const large = "/a//".repeat(3_750);
    expect(time(large) / Math.max(time(small), 0.01)).toBeLessThan(60);
  });
});

describe("hasEncodedSeparator", () => {
  it("finds encoded slashes and backslashes in any case, and raw backslashes", () => {
    for (const path of ["/%2F", "/a%2fb", "/%5C", "/a%5cb", "/a\\b"])
      expect(hasEncodedSeparator(path)).toBe(true);
    for (const path of ["/a/b", "/%E7%8F%BE", "/%25"]) expect(hasEncodedSeparator(path)).toBe(false);
  });
});
