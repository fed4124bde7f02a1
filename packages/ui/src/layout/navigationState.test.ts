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
