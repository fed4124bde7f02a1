import { describe, expect, it } from "vitest";
import { appNames } from "./ownership";
import {
  bucketFromCookieHeader,
  compositionId,
  compositionOf,
  incompatibleShared,
  pageApps,
  parseCompositionId,
  perApp,
  type SiteRegistry,
  versionsForBucket,
} from "./siteRegistry";

const version = (app: string, n = 0) => `${(app.length * 7 + n).toString(16).padStart(10, "0")}`;

function registry(canary?: { app: "cloud" | "shell"; percent: number }): SiteRegistry {
  const apps: SiteRegistry["apps"] = perApp((app) => ({ live: version(app), previous: [] as string[] }));
  if (canary)
    apps[canary.app] = {
      ...apps[canary.app],
      canary: { version: version(canary.app, 1), percent: canary.percent },
    };
  return { generation: 3, updatedAt: "", apps, published: perApp(() => []), history: [] };
}

describe("versionsForBucket", () => {
  it("gives everyone the live versions when no canary runs", () => {
    for (const bucket of [0, 50, 99]) {
      expect(versionsForBucket(registry(), bucket)).toEqual(perApp((app) => version(app)));
    }
  });

  it("gives the canary to exactly the buckets below its percentage, and only for its app", () => {
    const site = registry({ app: "cloud", percent: 30 });
    for (let bucket = 0; bucket < 100; bucket += 1) {
      const versions = versionsForBucket(site, bucket);
      expect(versions.cloud).toBe(bucket < 30 ? version("cloud", 1) : version("cloud"));
      expect(versions.news).toBe(version("news"));
    }
  });
});

describe("compositions", () => {
  const versions = perApp((app) => version(app));

  it("are the shell, the owner and the remotes a page reads, in the fixed app order", () => {
    expect(pageApps("cloud", undefined)).toEqual(["shell", "cloud"]);
    expect(pageApps("shell", ["news"])).toEqual(["shell", "news"]);
    expect(pageApps("cloud", ["news"])).toEqual(["shell", "cloud", "news"]);
    expect(pageApps("shell", "all")).toEqual([...appNames]);
  });

  it("round-trip through their id", () => {
    for (const apps of [["shell"], ["shell", "pad-hardware"], [...appNames]] as const) {
      const id = compositionId(apps, versions);
      const parsed = parseCompositionId(id);
      expect(Object.keys(parsed ?? {})).toEqual(apps);
      for (const app of apps) expect(parsed?.[app]).toBe(versions[app]);
    }
  });

  it("reject ids that are not compositions", () => {
    for (const id of [
      "",
      "cloud.0123456789",
      "shell.xyz",
      "shell.0123456789_shell.0123456789",
      "../etc",
      "shell.0123456789_evil.0123456789",
    ]) {
      expect(parseCompositionId(id)).toBeNull();
    }
  });

  it("are computed from a snapshot the same way the origin computes them from versions", () => {
    const snapshot = {
      generation: 1,
      shell: versions.shell,
      remotes: appNames
        .filter((app) => app !== "shell")
        .map((name) => ({ name, version: versions[name], manifest: "", prefixes: [] })),
    };
    expect(compositionOf("goyo", ["news"], snapshot)).toBe(
      compositionId(["shell", "goyo", "news"], versions),
    );
  });
});

describe("incompatibleShared", () => {
  const shell = { react: "19.3.1", "react-dom": "19.3.1", "react-router": "7.18.5" };

  it("accepts a remote built against the same or an older minor of the same major", () => {
    expect(incompatibleShared(shell, { react: "19.3.1", "react-router": "7.2.0" })).toEqual([]);
  });

  it("names every shared package the shell does not provide compatibly", () => {
    expect(incompatibleShared(shell, { react: "20.0.0", "react-dom": "19.4.0", other: "1.0.0" })).toEqual([
      "react 20.0.0 (the shell provides 19.3.1)",
      "react-dom 19.4.0 (the shell provides 19.3.1)",
      "other 1.0.0 (the shell provides none)",
    ]);
  });
});

describe("bucketFromCookieHeader", () => {
  it("reads the bucket among other cookies and ignores anything else", () => {
    expect(bucketFromCookieHeader("a=b; gb_bucket=7")).toBe(7);
    expect(bucketFromCookieHeader("gb_bucket=99;x=1")).toBe(99);
    expect(bucketFromCookieHeader("gb_bucket=100")).toBeUndefined();
    expect(bucketFromCookieHeader("gb_bucket=-1")).toBeUndefined();
    expect(bucketFromCookieHeader(null)).toBeUndefined();
  });
});
