import { describe, expect, it } from "vitest";
import {
  createRedirectResolver,
  maxRedirectHops,
  RedirectLoopError,
  resolveRedirect,
} from "./redirectEngine";
import type { RedirectRule } from "./redirectRule";
import { redirectTable } from "./redirectTable";

describe("prefix matching on path segments", () => {
  it("matches the source and every path below it", () => {
    expect(resolveRedirect("/goyo/2021", "")?.location).toBe("/goyo");
    expect(resolveRedirect("/goyo/2021/anything/deeper", "")?.location).toBe("/goyo");
    expect(resolveRedirect("/hojokin/it2023/thanks", "")?.location).toBe("/hojokin/it2025");
    expect(resolveRedirect("/contact_support/pad", "")?.location).toBe("/contact");
    expect(resolveRedirect("/contact_support/cloud", "")?.location).toBe("/contact");
  });

  it("does not match a longer segment that merely starts with the source", () => {
    expect(resolveRedirect("/goyo/20210", "")).toBeNull();
    expect(resolveRedirect("/movies", "")).toBeNull();
  });

  it("is case-sensitive, like the paths themselves", () => {
    expect(resolveRedirect("/Goyo/2021", "")).toBeNull();
  });
});

describe("indexOnly rules", () => {
  it("redirect the exact path only", () => {
    expect(resolveRedirect("/faq/support", "")?.location).toBe("/faq");
    expect(resolveRedirect("/faq/support/cloud", "")).toBeNull();
    expect(resolveRedirect("/price/item", "")?.location).toBe("/price");
    expect(resolveRedirect("/price/item/pad_tough/", "")).toBeNull();
  });
});

describe("trailing slash", () => {
  it("matches with and without it", () => {
    expect(resolveRedirect("/goyo/2021/", "")?.location).toBe("/goyo");
    expect(resolveRedirect("/faq/support/", "")?.location).toBe("/faq");
    expect(resolveRedirect("/manual/vi/", "")?.location).toBe("/manual/vi/index.html");
  });
});

describe("query string", () => {
  it("is appended to the target, with or without the leading ?", () => {
    expect(resolveRedirect("/goyo/2021", "?utm_source=mail&utm_medium=dm")?.location).toBe(
      "/goyo?utm_source=mail&utm_medium=dm",
    );
    expect(resolveRedirect("/goyo/2021", "a=1")?.location).toBe("/goyo?a=1");
    expect(resolveRedirect("/goyo/2021", "?")?.location).toBe("/goyo");
  });

  it("is merged after a target's own query, whose fixed parameters win", () => {
    expect(resolveRedirect("/appstore/seminar", "?utm_source=qr&ct=other")?.location).toBe(
      "https://apps.apple.com/jp/app/id1234567890?pt=123456789&ct=seminar&mt=8&utm_source=qr",
    );
    expect(resolveRedirect("/appstore", "?ct=forged&pt=1")?.location).toBe(
      "https://apps.apple.com/jp/app/id1234567890?pt=123456789&ct=appstore&mt=8",
    );
  });

  it("survives every hop of a chain", () => {
    expect(resolveRedirect("/online", "?from=banner")?.location).toBe("/contact?from=banner");
  });
});

describe("keepRest", () => {
  it("carries the rest of the path over", () => {
    expect(resolveRedirect("/jacic/certificates/kokuban", "")?.location).toBe(
      "/jcomsia/certificates/kokuban",
    );
    expect(resolveRedirect("/jacic/certificates/kokuban/", "?x=1")?.location).toBe(
      "/jcomsia/certificates/kokuban?x=1",
    );
    expect(resolveRedirect("/jacic/certificates", "")?.location).toBe("/jcomsia/certificates");
  });

  it("drops a rest that is not a plain path instead of building a target from it", () => {
    expect(resolveRedirect("/jacic/certificates//evil.example", "")?.location).toBe("/jcomsia/certificates");
    expect(resolveRedirect("/jacic/certificates/\\evil.example", "")?.location).toBe("/jcomsia/certificates");
    expect(resolveRedirect("/jacic/certificates/../../admin", "")?.location).toBe("/jcomsia/certificates");
  });

  it("never produces a protocol-relative location, even onto the root", () => {
    const resolve = createRedirectResolver([{ from: "/old", to: "/", status: 301, keepRest: true }]);
    expect(resolve("/old/news", "")?.location).toBe("/news");
    expect(resolve("/old", "")?.location).toBe("/");
  });
});

describe("chains", () => {
  it("follow to the end and answer 302 when any hop is temporary", () => {
    const result = resolveRedirect("/online", "");
    expect(result?.location).toBe("/contact");
    expect(result?.status).toBe(302);
    expect(result?.chain.map((hop) => [hop.path, hop.location, hop.status])).toEqual([
      ["/online", "/all_contact", 302],
      ["/all_contact", "/contact", 301],
    ]);
  });

  it("answer 301 when every hop is permanent", () => {
    const resolve = createRedirectResolver([
      { from: "/a", to: "/b", status: 301 },
      { from: "/b", to: "/c", status: 301 },
    ]);
    expect(resolve("/a", "")).toMatchObject({ location: "/c", status: 301 });
  });

  it("stop at an external target", () => {
    const result = resolveRedirect("/cloud_trial", "?utm_campaign=x");
    expect(result?.location).toBe("https://cloud.genbagura.jp/signup?utm_campaign=x");
    expect(result?.chain).toHaveLength(1);
  });

  it("throw on a loop instead of spinning", () => {
    const resolve = createRedirectResolver([
      { from: "/a", to: "/b", status: 301 },
      { from: "/b", to: "/a", status: 301 },
    ]);
    expect(() => resolve("/a", "")).toThrow(RedirectLoopError);
    expect(() => resolve("/a", "")).toThrow("Redirect loop: /a -> /b -> /a");
  });

  it("throw when a chain keeps growing past the hop limit", () => {
    const resolve = createRedirectResolver([{ from: "/a", to: "/a/b", status: 301, keepRest: true }]);
    let paths: readonly string[] = [];
    try {
      resolve("/a/x", "");
    } catch (error) {
      if (error instanceof RedirectLoopError) paths = error.paths;
    }
    expect(paths).toHaveLength(maxRedirectHops + 1);
    expect(paths.slice(0, 3)).toEqual(["/a/x", "/a/b/x", "/a/b/b/x"]);
  });
});

describe("most specific rule wins", () => {
  const table: RedirectRule[] = [
    { from: "/shop", to: "/price", status: 301 },
    { from: "/shop/pad", to: "/pad", status: 302 },
    { from: "/shop/pad/tough", to: "/pad/tough", status: 301, indexOnly: true },
  ];
  const resolve = createRedirectResolver(table);

  it.each([
    ["/shop/cam", "/price", 301],
    ["/shop/pad", "/pad", 302],
    ["/shop/pad/mini", "/pad", 302],
    ["/shop/pad/tough", "/pad/tough", 301],
    ["/shop/pad/tough/2nd", "/pad", 302],
  ])("%s -> %s", (path, location, status) => {
    expect(resolve(path, "")).toMatchObject({ location, status });
  });

  it("holds in the real table: /appstore/seminar over /appstore", () => {
    expect(resolveRedirect("/appstore/seminar", "")?.location).toContain("ct=seminar");
    expect(resolveRedirect("/appstore/other", "")?.location).toContain("ct=appstore&");
  });
});

describe("requests that are not paths", () => {
  it("are not redirected", () => {
    expect(resolveRedirect("", "")).toBeNull();
    expect(resolveRedirect("goyo/2021", "")).toBeNull();
    expect(resolveRedirect("/", "")).toBeNull();
  });
});

describe("paths of thousands of segments", () => {
  /** Resolves a path and returns how many characters of look-up keys it hashed, and the result. */
  function work(pathname: string) {
    let characters = 0;
    let lookups = 0;
    const resolve = createRedirectResolver(redirectTable, {
      onLookup: (key) => {
        characters += key.length;
        lookups += 1;
      },
    });
    const result = resolve(pathname, "");
    return { steps: characters + lookups, result };
  }
  const segments = (count: number) => "/a".repeat(count);

  it("cost at most linear work: 8,000 segments cost at most 8 times 1,000 (plus a constant)", () => {
    const small = work(segments(1_000));
    const large = work(segments(8_000));
    expect(small.result).toBeNull();
    expect(large.result).toBeNull();
    expect(large.steps).toBeLessThanOrEqual(8 * small.steps + 100);
  });

  it("stay linear under a keep-the-rest rule, and keep the whole rest", () => {
    const small = work(`/jacic/certificates${segments(1_000)}`);
    const large = work(`/jacic/certificates${segments(8_000)}`);
    expect(large.result?.location).toBe(`/jcomsia/certificates${segments(8_000)}`);
    expect(large.result?.chain.map((hop) => hop.rule.from)).toEqual(["/jacic/certificates"]);
    expect(large.steps).toBeLessThanOrEqual(8 * small.steps + 100);
  });

  it("still find the most specific rule of a deep path", () => {
    expect(work(`/appstore/seminar${segments(5_000)}`).result?.chain.map((hop) => hop.rule.from)).toEqual([
      "/appstore/seminar",
    ]);
    expect(work(`/goyo/2021${segments(5_000)}`).result?.location).toBe("/goyo");
    expect(work(`/price/item${segments(3)}`).result).toBeNull();
  });
});
