import { describe, expect, it } from "vitest";
import { mergeLocationSlashes, mergeSlashes } from "./mergeSlashes";
import { fastestRunMs } from "./testing/fastestRun";

describe("mergeSlashes", () => {
  it("turns every run of slashes into one, as nginx's merge_slashes does", () => {
    expect(mergeSlashes("//evil.example/")).toBe("/evil.example/");
    expect(mergeSlashes("///a//b///c")).toBe("/a/b/c");
    expect(mergeSlashes("/".repeat(15_000))).toBe("/");
    expect(mergeSlashes("/cloud/plan")).toBe("/cloud/plan");
    expect(mergeSlashes("/")).toBe("/");
  });

  it("costs time in proportion to the path (15 times the slashes, under 60 times the time)", () => {
    const time = (pathname: string) => fastestRunMs(() => mergeSlashes(pathname), 50);
    // Alternating runs are the worst case for the merge: one piece per run.
    const small = "/a//".repeat(250);
    const large = "/a//".repeat(3_750);
    expect(time(large) / Math.max(time(small), 0.01)).toBeLessThan(60);
  });
});

describe("mergeLocationSlashes", () => {
  function browser(pathname: string) {
    const replaced: string[] = [];
    const history = {
      state: { key: "k" },
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
        replaced.push(String(url));
      },
    };
    return { location: { pathname, search: "?utm_source=x", hash: "#form" }, history, replaced };
  }

  it("shows the merged path in the address bar, query and hash kept", () => {
    const { location, history, replaced } = browser("//contact");
    mergeLocationSlashes(location, history);
    expect(replaced).toEqual(["/contact?utm_source=x#form"]);
  });

  it("never produces a URL that names another host, and leaves clean paths alone", () => {
    const hostile = browser("//evil.example//x");
    mergeLocationSlashes(hostile.location, hostile.history);
    expect(hostile.replaced).toEqual(["/evil.example/x?utm_source=x#form"]);
    const clean = browser("/cloud/plan");
    mergeLocationSlashes(clean.location, clean.history);
    expect(clean.replaced).toEqual([]);
  });
});
