import { illustrationNames } from "@genbagura/illustrations/drawings";
import { describe, expect, it } from "vitest";
import { findMetadataProblems } from "./metadataCheck";
import { drawingOgImagePng, drawingOgImageSvg, drawingSvg, ogImagePng, ogImageSvg } from "./ogImages";
import { robotsTxt } from "./robots";
import { sitemapFiles, urlSetXml } from "./sitemap";

const origin = "https://www.genbagura.jp";

describe("sitemaps", () => {
  it("lists each page once with its lastmod", () => {
    const xml = urlSetXml(origin, [
      { path: "/news/20250101", owner: "news", lastModified: "2025-01-01T09:00:00+09:00" },
      { path: "/cloud", owner: "cloud" },
    ]);
    expect(xml).toContain("<url><loc>https://www.genbagura.jp/cloud</loc></url>");
    expect(xml).toContain("<loc>https://www.genbagura.jp/news/20250101</loc><lastmod>2025-01-01</lastmod>");
  });

  it("writes an index with one file per family", () => {
    const files = sitemapFiles(origin, [
      { path: "/cloud", owner: "cloud" },
      { path: "/news", owner: "news", lastModified: "2026-11-01" },
    ]);
    expect([...files.keys()].sort()).toEqual(["sitemap.xml", "sitemaps/cloud.xml", "sitemaps/news.xml"]);
    expect(files.get("sitemap.xml")).toContain(
      "<sitemap><loc>https://www.genbagura.jp/sitemaps/news.xml</loc><lastmod>2026-11-01</lastmod></sitemap>",
    );
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of test pages, the API and thanks pages, and points at the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("Disallow: /test_prod/");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /*/thanks$");
    expect(robots).toContain("Disallow: /search");
    expect(robots).toContain("Sitemap: https://www.genbagura.jp/sitemap.xml");
  });
});

describe("metadata check", () => {
  it("reports duplicate and missing titles and descriptions", () => {
    const problems = findMetadataProblems([
      { path: "/a", title: "A|現場蔵", description: "説明A" },
      { path: "/b", title: "A|現場蔵", description: "" },
      { path: "/c", title: "C|現場蔵", description: "説明A" },
    ]);
    expect(problems).toEqual([
      "/b: same title as /a (A|現場蔵)",
      "/b: description is missing",
      "/c: same description as /a (説明A)",
    ]);
  });

  it("accepts unique metadata", () => {
    expect(findMetadataProblems([{ path: "/a", title: "A", description: "a" }])).toEqual([]);
  });
});

describe("share images", () => {
  it("renders a PNG of 1200×630", () => {
    // Drawn without the system's fonts: a text would come out blank.
    expect(ogImageSvg("cloud")).not.toMatch(/<text\b/u);
    const png = ogImagePng("cloud");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it.each(illustrationNames)(
    "renders the drawing %s as a 1200×630 PNG holding every shape of the drawing",
    (name) => {
      const png = drawingOgImagePng(name);
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      const svg = drawingOgImageSvg(name);
      expect(svg, "drawn without the system's fonts: a text would come out blank").not.toMatch(/<text\b/u);
      // Every shape of the drawing is in the share image, scaled on its own canvas.
      const shapes = (source: string) => source.match(/<(rect|path|circle|ellipse|g)\b/g)?.length ?? 0;
      expect(shapes(svg)).toBe(shapes(drawingSvg(name)) + 1);
      expect(svg).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox="0 0 \d+ \d+">/);
    },
  );
});
