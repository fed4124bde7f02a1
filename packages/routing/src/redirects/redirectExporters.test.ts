import { describe, expect, it } from "vitest";
import { toNetlifyRedirects, toNginxInclude } from "./redirectExporters";
import type { RedirectRule } from "./redirectRule";
import { redirectTable } from "./redirectTable";

const sample: RedirectRule[] = [
  { from: "/appstore", to: "https://apps.apple.com/jp/app/id1?ct=a&mt=8", status: 302 },
  { from: "/goyo/2021", to: "/goyo", status: 301 },
  { from: "/faq/support", to: "/faq", status: 301, indexOnly: true },
  { from: "/jacic/certificates", to: "/jcomsia/certificates", status: 301, keepRest: true },
  { from: "/appstore/seminar", to: "https://apps.apple.com/jp/app/id1?ct=s&mt=8", status: 302 },
];

const notice = "# Generated from packages/routing/src/redirects/redirectTable.ts. Do not edit.";

describe("toNginxInclude", () => {
  const lines = toNginxInclude(sample).split("\n");

  it("answers a prefix rule for the path and every path below it, keeping the query", () => {
    expect(lines).toContain('location = /goyo/2021 { return 301 "/goyo$is_args$args"; }');
    expect(lines).toContain('location ^~ /goyo/2021/ { return 301 "/goyo$is_args$args"; }');
  });

  it("uses exact locations only for an indexOnly rule, with and without trailing slash", () => {
    expect(lines.filter((line) => line.includes("/faq/support"))).toEqual([
      'location = /faq/support { return 301 "/faq$is_args$args"; }',
      'location = /faq/support/ { return 301 "/faq$is_args$args"; }',
    ]);
  });

  it("rewrites the rest of the path for keepRest", () => {
    expect(lines).toContain(
      'location ^~ /jacic/certificates/ { rewrite ^/jacic/certificates((?:/(?!\\.+(?:/|$))[-[:alnum:]._~]+)+)/?$ /jcomsia/certificates$1 permanent; return 301 "/jcomsia/certificates$is_args$args"; }',
    );
  });

  it("appends the request query after a target's own query with &", () => {
    expect(lines).toContain(
      'location = /appstore { set $redirect_query ""; if ($args != "") { set $redirect_query "&$args"; } return 302 "https://apps.apple.com/jp/app/id1?ct=a&mt=8$redirect_query"; }',
    );
  });

  it("starts with the generated-file notice and ends with a newline", () => {
    expect(lines[0]).toBe(notice);
    expect(lines.at(-1)).toBe("");
  });

  it("gives every location of the real table once (nginx refuses duplicates)", () => {
    const locations = toNginxInclude(redirectTable)
      .split("\n")
      .filter((line) => line.startsWith("location"))
      .map((line) => line.slice(0, line.indexOf("{")));
    expect(new Set(locations).size).toBe(locations.length);
  });
});

describe("toNetlifyRedirects", () => {
  it("writes one exact line per rule plus a splat line for prefix rules, deeper sources first, table order otherwise", () => {
    expect(toNetlifyRedirects(sample)).toBe(
      [
        notice,
        "/goyo/2021 /goyo 301!",
        "/goyo/2021/* /goyo 301!",
        "/faq/support /faq 301!",
        "/jacic/certificates /jcomsia/certificates 301!",
        "/jacic/certificates/* /jcomsia/certificates/:splat 301!",
        "/appstore/seminar https://apps.apple.com/jp/app/id1?ct=s&mt=8 302!",
        "/appstore/seminar/* https://apps.apple.com/jp/app/id1?ct=s&mt=8 302!",
        "/appstore https://apps.apple.com/jp/app/id1?ct=a&mt=8 302!",
        "/appstore/* https://apps.apple.com/jp/app/id1?ct=a&mt=8 302!",
        "",
      ].join("\n"),
    );
  });

  it("puts every rule of the real table before any shallower rule that could swallow it", () => {
    const sources = toNetlifyRedirects(redirectTable)
      .split("\n")
      .filter((line) => line.startsWith("/"))
      .map((line) => line.split(" ")[0] ?? "");
    sources.forEach((source, row) => {
      const swallowedEarlier = sources
        .slice(0, row)
        .filter((earlier) => earlier.endsWith("/*") && source.startsWith(earlier.slice(0, -1)));
      expect(swallowedEarlier, source).toEqual([]);
    });
  });
});
