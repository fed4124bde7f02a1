import { describe, expect, it } from "vitest";
import type { RedirectRule } from "./redirectRule";
import { redirectTable } from "./redirectTable";
import {
  findRedirectTableProblems,
  RedirectTableError,
  validateRedirectTable,
} from "./validateRedirectTable";

function problemsOf(...table: RedirectRule[]): string[] {
  return findRedirectTableProblems(table);
}

describe("validateRedirectTable", () => {
  it("accepts the site's redirect table", () => {
    expect(() => validateRedirectTable(redirectTable)).not.toThrow();
  });

  it("throws one error listing every problem", () => {
    const table: RedirectRule[] = [
      { from: "/a/", to: "/b", status: 301 },
      { from: "/c", to: "https://evil.example/", status: 302 },
    ];
    expect(() => validateRedirectTable(table)).toThrow(RedirectTableError);
    expect(() => validateRedirectTable(table)).toThrow(
      /Invalid redirect table:\n {2}- "\/a\/".*\n {2}- \/c: host/,
    );
  });
});

describe("loops", () => {
  it("are found in a two-rule cycle", () => {
    expect(problemsOf({ from: "/a", to: "/b", status: 301 }, { from: "/b", to: "/a", status: 302 })).toEqual([
      "/a: Redirect loop: /a -> /b -> /a",
      "/a/x: Redirect loop: /a/x -> /b -> /a -> /b",
      "/b: Redirect loop: /b -> /a -> /b",
      "/b/x: Redirect loop: /b/x -> /a -> /b -> /a",
    ]);
  });

  it("are found when a target lies below its own prefix source", () => {
    expect(problemsOf({ from: "/a", to: "/a/b", status: 301 })).toContain(
      "/a: Redirect loop: /a -> /a/b -> /a/b",
    );
  });

  it("are found when keepRest makes the path grow for ever", () => {
    const [problem] = problemsOf({ from: "/a", to: "/a/b", status: 301, keepRest: true });
    expect(problem).toMatch(/^\/a: Redirect loop: \/a -> \/a\/b -> \/a\/b\/b/);
  });

  it("are not reported for a chain that ends", () => {
    expect(problemsOf({ from: "/a", to: "/b", status: 302 }, { from: "/b", to: "/c", status: 301 })).toEqual(
      [],
    );
  });
});

describe("external targets", () => {
  it("are rejected when their host is not allowlisted", () => {
    expect(problemsOf({ from: "/x", to: "https://evil.example/signup", status: 301 })).toEqual([
      '/x: host "evil.example" of "https://evil.example/signup" is not in allowedRedirectHosts',
    ]);
  });

  it("are rejected when a lookalike host only contains an allowed one", () => {
    expect(problemsOf({ from: "/x", to: "https://apps.apple.com.evil.example/", status: 302 })).toHaveLength(
      1,
    );
  });

  it("must use https, a canonical form and no fragment", () => {
    expect(problemsOf({ from: "/x", to: "http://www.youtube.com/", status: 301 })).toEqual([
      '/x: external target "http://www.youtube.com/" must use https',
    ]);
    expect(problemsOf({ from: "/x", to: "https://WWW.youtube.com/", status: 301 })).toEqual([
      '/x: write the external target in its canonical form "https://www.youtube.com/"',
    ]);
    expect(problemsOf({ from: "/x", to: "https://www.youtube.com/#top", status: 301 })).toHaveLength(1);
  });

  it("take the allowlist as a parameter", () => {
    const table: RedirectRule[] = [{ from: "/x", to: "https://example.org/", status: 301 }];
    expect(findRedirectTableProblems(table, ["example.org"])).toEqual([]);
  });
});

describe("malformed rules", () => {
  it.each([
    ["no leading slash", { from: "goyo", to: "/goyo", status: 301 }],
    ["trailing slash", { from: "/goyo/", to: "/goyo", status: 301 }],
    ["empty segment", { from: "/goyo//2021", to: "/goyo", status: 301 }],
    ["dot segment", { from: "/goyo/../x", to: "/goyo", status: 301 }],
    ["space in source", { from: "/go yo", to: "/goyo", status: 301 }],
    ["root as source", { from: "/", to: "/goyo", status: 301 }],
    ["protocol-relative target", { from: "/x", to: "//evil.example/", status: 301 }],
    ["malformed site target", { from: "/x", to: "/a//b", status: 301 }],
    ["target with an empty query", { from: "/x", to: "/a?", status: 301 }],
    ["relative target", { from: "/x", to: "goyo", status: 301 }],
    ["fragment in site target", { from: "/x", to: "/faq#pad", status: 301 }],
    ["keepRest on indexOnly", { from: "/x", to: "/y", status: 301, indexOnly: true, keepRest: true }],
    ["keepRest to another site", { from: "/x", to: "https://www.youtube.com/", status: 301, keepRest: true }],
    ["keepRest to a target with a query", { from: "/x", to: "/y?a=1", status: 301, keepRest: true }],
  ] satisfies Array<[string, RedirectRule]>)("reports %s", (_, rule) => {
    expect(problemsOf(rule)).toHaveLength(1);
  });
});

describe("duplicate sources", () => {
  it("are reported with both rows", () => {
    expect(
      problemsOf(
        { from: "/x", to: "/a", status: 301 },
        { from: "/y", to: "/a", status: 301 },
        { from: "/x", to: "/b", status: 302, indexOnly: true },
      ),
    ).toEqual(["/x: duplicate source (rows 0 and 2)"]);
  });
});
