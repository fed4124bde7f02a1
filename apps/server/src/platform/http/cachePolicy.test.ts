import { describe, expect, it } from "vitest";
import { cacheControlFor } from "./cachePolicy";

describe("cacheControlFor", () => {
  it("caches every file of a published version for a year", () => {
    for (const file of [
      "main.0123abcd.js",
      "mf-manifest.json",
      "remoteEntry.89abcdef.js",
      "ui.0123abcd.css",
    ]) {
      expect(cacheControlFor(`/assets/cloud/0123456789/${file}`)).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates pages and payloads, and keeps other static files an hour", () => {
    expect(cacheControlFor("/cloud/plan/_payload.json")).toBe("no-cache");
    expect(cacheControlFor("/manual/en.html")).toBe("no-cache");
    expect(cacheControlFor("/sitemap.xml")).toBe("public, max-age=3600");
    // Not a version folder: no year-long promise.
    expect(cacheControlFor("/assets/cloud/latest/mf-manifest.json")).toBe("public, max-age=3600");
  });
});
