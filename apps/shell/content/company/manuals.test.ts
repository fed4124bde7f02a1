import { readFileSync } from "node:fs";
import { siteConfig, telHref } from "@genbagura/ui";
import { describe, expect, it } from "vitest";

/** The static multilingual manuals in `public/manual/<folder>/index.html` and the language each declares. */
const manuals = [
  { folder: "en", lang: "en" },
  { folder: "vi", lang: "vi" },
  { folder: "zh", lang: "zh-Hans" },
  { folder: "id", lang: "id" },
  { folder: "pt", lang: "pt-BR" },
] as const;

function manualHtml(folder: string): string {
  return readFileSync(new URL(`../../public/manual/${folder}/index.html`, import.meta.url), "utf8");
}

describe("multilingual manuals", () => {
  it("share one stylesheet that loads nothing more", () => {
    const css = readFileSync(new URL("../../public/manual/manual.css", import.meta.url), "utf8");
    expect(css).toMatch(/^body \{/m);
    expect(css).not.toMatch(/@import|url\(/i);
  });

  for (const { folder, lang } of manuals) {
    describe(folder, () => {
      const html = manualHtml(folder);

      it("is a complete page in its own language", () => {
        expect(html.startsWith("<!doctype html>")).toBe(true);
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toMatch(/<meta charset="utf-8">/);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        expect(html.trimEnd().endsWith("</html>")).toBe(true);
      });

      it("loads nothing from outside and runs no script", () => {
        expect(html).not.toMatch(/<script|<img|<iframe|@import|url\(/i);
        expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
        // Only the site's own files: the manuals' stylesheet and the favicon.
        expect(html.match(/<link [^>]*>/g)).toEqual([
          '<link rel="stylesheet" href="/manual/manual.css">',
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        ]);
      });

      it("has no inline style, which the site's Content-Security-Policy (style-src 'self') blocks", () => {
        expect(html).not.toMatch(/<style|\sstyle=/i);
      });

      it("covers the photo, the blackboard, the cloud, safety and help, with six sections", () => {
        expect(html.match(/<h2[\s>]/g)).toHaveLength(6);
        for (const label of ["撮影", "黒板を選ぶ", "送信", "現場監督"]) expect(html).toContain(label);
      });

      it("gives the support line from the site config and links back to the Japanese site", () => {
        const { number } = siteConfig.company.supportPhone;
        expect(html).toContain(`<a href="${telHref(number)}">${number}</a>`);
        expect(html).toMatch(/<a href="\/" lang="ja">/);
      });

      it("links to every language version", () => {
        for (const other of manuals) expect(html).toContain(`href="/manual/${other.folder}/index.html"`);
      });
    });
  }
});
