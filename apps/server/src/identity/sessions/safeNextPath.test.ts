import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safeNextPath";

const fallback = "/license-deregister/license";
const signIn = "/login";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/price/premium/pad-tough", fallback, signIn)).toBe("/price/premium/pad-tough");
    expect(safeNextPath("/price/estimate/premium?from=top#list", fallback, signIn)).toBe(
      "/price/estimate/premium?from=top#list",
    );
  });

  it("falls back for other sites, protocol-relative and scheme URLs", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "http:/evil.example",
      "evil.example/path",
      "/%0d%0aSet-Cookie:x",
    ]) {
      const result = safeNextPath(next, fallback, signIn);
      expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
      expect(result).not.toContain("evil.example");
    }
    expect(safeNextPath("//evil.example/path", fallback, signIn)).toBe(fallback);
    expect(safeNextPath("/\tpath", fallback, signIn)).toBe(fallback);
  });

  it("falls back for the sign-in page itself, API paths, non-strings and overlong values", () => {
    expect(safeNextPath("/login?next=/login", fallback, signIn)).toBe(fallback);
    expect(safeNextPath("/login/", fallback, signIn)).toBe(fallback);
    expect(safeNextPath("/api/licence/logout", fallback, signIn)).toBe(fallback);
    expect(safeNextPath(undefined, fallback, signIn)).toBe(fallback);
    expect(safeNextPath(42, fallback, signIn)).toBe(fallback);
    expect(safeNextPath("", fallback, signIn)).toBe(fallback);
    expect(safeNextPath(`/${"a".repeat(3000)}`, fallback, signIn)).toBe(fallback);
  });

  it("resolves dot segments before deciding", () => {
    expect(safeNextPath("/price/../login", fallback, signIn)).toBe(fallback);
    expect(safeNextPath("/a/../price/premium", fallback, signIn)).toBe("/price/premium");
  });

  it("never answers a path a browser reads as another site, even after dot segments", () => {
    const hostile = [
      "/..//evil.example",
      "/../..//evil.example/path?x=1",
      "/%2e%2e//evil.example",
      "/.%2e//evil.example",
      "/a/..//evil.example",
      "/./\u002f/evil.example",
      "///evil.example",
      "/price/..///evil.example/",
    ];
    for (const next of hostile) {
      const result = safeNextPath(next, fallback, signIn);
      expect(result, next).toMatch(/^\/(?![/\\])/u);
      expect(new URL(result, "https://www.genbagura.jp").host, next).toBe("www.genbagura.jp");
    }
    expect(safeNextPath("/..//evil.example", fallback, signIn)).toBe("/evil.example");
  });
});
