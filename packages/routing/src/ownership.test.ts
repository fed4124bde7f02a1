import { describe, expect, it } from "vitest";
import { matchesOwnershipPattern, ownerOf, ownershipTable } from "./ownership";

describe("ownership patterns", () => {
  it("treats `*` after a name as a string prefix", () => {
    expect(matchesOwnershipPattern("/cloud*", "/cloud")).toBe(true);
    expect(matchesOwnershipPattern("/cloud*", "/cloud/plan/chart")).toBe(true);
    expect(matchesOwnershipPattern("/cloud*", "/clou")).toBe(false);
  });
  it("treats `/*` as a segment prefix that excludes the bare folder", () => {
    expect(matchesOwnershipPattern("/corporate/*", "/corporate/mkk/2020dl")).toBe(true);
    expect(matchesOwnershipPattern("/corporate/*", "/corporate")).toBe(false);
  });
  it("matches plain patterns exactly", () => {
    expect(matchesOwnershipPattern("/pix", "/pix")).toBe(true);
    expect(matchesOwnershipPattern("/pix", "/pix/x")).toBe(false);
  });
});

describe("ownerOf", () => {
  it.each([
    ["/", "shell"],
    ["/cloud/plan", "cloud"],
    ["/pad/tough", "pad-hardware"],
    ["/premium_price", "pad-hardware"],
    ["/license-deregister/license", "goyo"],
    ["/faq/cloud", "support"],
    ["/news/20250101", "news"],
    ["/adlp/products/goyo_dx/01", "goyo"],
    ["/adlp/products/pocket/02", "pad-hardware"],
    ["/adlp/case/023", "news"],
    ["/cloud/", "cloud"],
  ])("%s belongs to %s", (path, owner) => {
    expect(ownerOf(path, ownershipTable)).toBe(owner);
  });
  it("returns undefined for a path nobody claims", () => {
    expect(ownerOf("/nowhere", ownershipTable)).toBeUndefined();
  });
  it("owns a registration's path pattern like the pages it matches", () => {
    for (const [pattern, page] of [
      ["/news/:date", "/news/20261006"],
      ["/price/:productId", "/price/pad-tough"],
      ["/announcements/:id", "/announcements/2026-price"],
      ["/download/firstguide/:secret", "/download/firstguide/abc"],
    ] as const) {
      expect(ownerOf(pattern, ownershipTable)).toBe(ownerOf(page, ownershipTable));
      expect(ownerOf(pattern, ownershipTable)).toBeDefined();
    }
  });
});
