import { describe, expect, it } from "vitest";
import {
  isSafePathRest,
  isSiteTarget,
  isWellFormedSiteTarget,
  isWellFormedSourcePath,
  splitPathAndQuery,
  withoutTrailingSlash,
} from "./redirectPaths";

describe("redirect path syntax", () => {
  it("drops one trailing slash but keeps the root", () => {
    expect(withoutTrailingSlash("/goyo/2021/")).toBe("/goyo/2021");
    expect(withoutTrailingSlash("/goyo/2021")).toBe("/goyo/2021");
    expect(withoutTrailingSlash("/")).toBe("/");
  });

  it("accepts plain sources only", () => {
    expect(isWellFormedSourcePath("/sApi24/license-deregister")).toBe(true);
    expect(isWellFormedSourcePath("/a/./b")).toBe(false);
    expect(isWellFormedSourcePath("/a%20b")).toBe(false);
  });

  it("accepts site targets with a plain query", () => {
    expect(isWellFormedSiteTarget("/")).toBe(true);
    expect(isWellFormedSiteTarget("/manual/en/index.html")).toBe(true);
    expect(isWellFormedSiteTarget("/x?a=1&b=2")).toBe(true);
    expect(isWellFormedSiteTarget("/x/../y")).toBe(false);
  });

  it("tells site targets from other hosts", () => {
    expect(isSiteTarget("/contact")).toBe(true);
    expect(isSiteTarget("//evil.example")).toBe(false);
    expect(isSiteTarget("https://www.youtube.com/")).toBe(false);
  });

  it("keeps only plain rests of path", () => {
    expect(isSafePathRest("")).toBe(true);
    expect(isSafePathRest("/kokuban/%E9%BB%92%E6%9D%BF")).toBe(true);
    expect(isSafePathRest("//evil.example")).toBe(false);
    expect(isSafePathRest("/\\evil.example")).toBe(false);
    expect(isSafePathRest("/a/..")).toBe(false);
    expect(isSafePathRest("/a%2")).toBe(false);
    expect(isSafePathRest("/a\r\nSet-Cookie:x")).toBe(false);
  });

  it("splits a location at its first ?", () => {
    expect(splitPathAndQuery("/a/b?x=1?y")).toEqual({ path: "/a/b", query: "x=1?y" });
    expect(splitPathAndQuery("/a")).toEqual({ path: "/a", query: "" });
  });
});
