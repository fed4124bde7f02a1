import { fastestRunMs } from "@genbagura/routing/testing/fastestRun";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../siteConfig";
import { groupCurrent, linkCurrent } from "./navigationState";

const [cloud, devices] = siteConfig.globalNav;

describe("navigation state", () => {
  it("marks an exact link as the page, ignoring a trailing slash", () => {
    expect(linkCurrent("/pad/tough", "/pad/tough/")).toBe("page");
    expect(linkCurrent("/pad", "/pad/tough")).toBeUndefined();
  });

  it("marks a family as the page on its hub and as current inside it", () => {
    expect(groupCurrent(cloud!, "/cloud")).toBe("page");
    expect(groupCurrent(cloud!, "/cloud/plan")).toBe("true");
    expect(groupCurrent(devices!, "/pocket/tough")).toBe("true");
    expect(groupCurrent(devices!, "/news")).toBeUndefined();
  });
});

describe("navigation state on hostile paths", () => {
  it("costs time in proportion to the path (15 times the slashes, under 60 times the time)", () => {
    // Slashes that do not end the path made the old /\/+$/ quadratic: 11 s for one 404 page.
    const small = `/a${"/".repeat(1_000)}b`;
    const large = `/a${"/".repeat(15_000)}b`;
    // One link is enough to tell linear from quadratic (and keeps the old code's run to seconds).
    const time = (pathname: string) => fastestRunMs(() => linkCurrent("/pad/tough", pathname), 2, 5);
    expect(time(large) / Math.max(time(small), 0.01)).toBeLessThan(60);
    expect(linkCurrent("/pad/tough", `/pad/tough${"/".repeat(15_000)}`)).toBe("page");
  });
});
