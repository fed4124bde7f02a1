import { describe, expect, it } from "vitest";
import { requestIdFor } from "./requestId";

describe("a request's id", () => {
  it("keeps a proxy's safe short token", () => {
    expect(requestIdFor("3f2a9c0d1e4b5a6978f0e1d2c3b4a596")).toBe("3f2a9c0d1e4b5a6978f0e1d2c3b4a596");
  });

  it("replaces anything else with a new id of its own", () => {
    for (const incoming of [
      undefined,
      "",
      "short",
      "<script>alert(1)</script>",
      "a b c d e f g h",
      "x".repeat(65),
    ]) {
      const id = requestIdFor(incoming);
      expect(id).toMatch(/^[0-9a-f]{16}$/u);
      expect(id).not.toBe(incoming);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
