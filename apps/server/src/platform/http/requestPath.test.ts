import { describe, expect, it } from "vitest";
import { hasEncodedSeparator } from "./requestPath";

describe("hasEncodedSeparator", () => {
  it("finds encoded slashes and backslashes in any case, and raw backslashes", () => {
    for (const path of ["/%2F", "/a%2fb", "/%5C", "/a%5cb", "/a\\b"])
      expect(hasEncodedSeparator(path)).toBe(true);
    for (const path of ["/a/b", "/%E7%8F%BE", "/%25"]) expect(hasEncodedSeparator(path)).toBe(false);
  });
});
