import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GlossaryTermPage, siteConfig } from "@genbagura/ui";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { dictionaryIndexContent, termMeta, termPage } from "./dictionary";
import { gojuonRowOf } from "./gojuon";
import { loadTermFiles } from "./termFiles";
import { dictionaryIndex, isTermSlug } from "./termIndex";
import { termTexts } from "./termTexts.collection";

const length = (text: string): number => [...text.replace(/\s/g, "")].length;

/** What the site's copy measure counts (scripts/copy/thinAndRepeated.mjs): kana, kanji, full-width marks. */
const japaneseCharacter =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー\u3000-\u303F\uFF00-\uFFEF・]/gu;
/** The page's own text: the rendered template without navigation and drawings, which the measure skips. */
const pageText = (html: string): string =>
  html.replace(/<(nav|svg)[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ");
/** No content page under this many Japanese characters of main text. */
const minimumPageCharacters = 500;

describe("construction dictionary", () => {
  it("has 50 or more headwords, each with exactly one definition", () => {
    expect(dictionaryIndex.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(termTexts).sort()).toEqual(dictionaryIndex.map((headword) => headword.slug).sort());
    expect(new Set(dictionaryIndex.map((headword) => headword.term)).size).toBe(dictionaryIndex.length);
  });

  it.each(dictionaryIndex.map((headword) => [headword.term, headword] as const))(
    "%s has a reading, a definition of 150+ characters, related terms and products",
    (_term, headword) => {
      const page = termPage(headword.slug);
      expect(page).not.toBeNull();
      expect(headword.reading).toMatch(/^[ぁ-ゖー・]+$/u);
      expect(gojuonRowOf(headword.reading)).toBeDefined();
      expect(length(page?.definition.join("") ?? "")).toBeGreaterThanOrEqual(150);
      expect(page?.relatedProducts.length).toBeGreaterThan(0);
      const description = page ? (termMeta(page).description ?? "") : "";
      expect([...description].length).toBeGreaterThanOrEqual(80);
      expect([...description].length).toBeLessThanOrEqual(120);
    },
  );

  it.each(dictionaryIndex.map((headword) => [headword.term, headword] as const))(
    "%s explains how the term is used on a site, with a scene and common mistakes, in 500+ characters",
    (_term, headword) => {
      const page = termPage(headword.slug);
      if (!page) throw new Error(`no page for ${headword.slug}`);
      const sections = (page.blocks ?? []).flatMap((block) =>
        block.kind === "prose"
          ? [{ heading: block.heading, text: [...block.paragraphs, ...(block.bullets ?? [])] }]
          : [],
      );
      expect(sections.map((section) => section.heading)).toEqual([
        "現場での使われ方",
        "場面の例",
        "よくある間違いと注意点",
      ]);
      for (const section of sections)
        expect(length(section.text.join("")), section.heading).toBeGreaterThan(40);
      const html = renderHtml(createElement(GlossaryTermPage, { data: page }));
      const characters = pageText(html).match(japaneseCharacter)?.length ?? 0;
      expect(characters).toBeGreaterThanOrEqual(minimumPageCharacters);
    },
  );

  it("writes each paragraph and mistake for one term only", () => {
    const termsOf = new Map<string, string[]>();
    for (const [slug, entry] of Object.entries(termTexts)) {
      const sectionTexts = entry.sections.flatMap((block) =>
        block.kind === "prose" ? [...block.paragraphs, ...(block.bullets ?? [])] : [],
      );
      for (const text of [...entry.definition, ...sectionTexts]) {
        termsOf.set(text, [...(termsOf.get(text) ?? []), slug]);
      }
    }
    const shared = [...termsOf].filter(([, slugs]) => slugs.length > 1);
    expect(shared).toEqual([]);
  });

  it("links only to headwords that exist, never to the term itself", () => {
    for (const [slug, entry] of Object.entries(termTexts)) {
      expect(entry.related.length, slug).toBeGreaterThan(0);
      for (const related of entry.related) {
        expect(isTermSlug(related), `${slug} -> ${related}`).toBe(true);
        expect(related).not.toBe(slug);
      }
    }
  });

  it("lists every headword exactly once in the 五十音 index", () => {
    const listed = dictionaryIndexContent().rows.flatMap((row) => row.terms.map((term) => term.href));
    expect(listed.sort()).toEqual(
      dictionaryIndex.map((headword) => `/special/dictionary/${headword.slug}`).sort(),
    );
  });

  it("files voiced readings under their plain row", () => {
    expect(gojuonRowOf("でんしのうひん")).toBe("ta");
    expect(gojuonRowOf("じぇいこむしあ")).toBe("sa");
    expect(gojuonRowOf("ぱ")).toBe("ha");
  });

  it("rejects unknown terms", () => {
    expect(isTermSlug("no-such-term")).toBe(false);
    expect(isTermSlug(undefined)).toBe(false);
    expect(termPage("no-such-term")).toBeNull();
  });
});

describe("dictionary entries as files", () => {
  it("link only to products of the site", () => {
    const productIds = new Set(siteConfig.products.map((product) => product.id));
    for (const [slug, entry] of Object.entries(termTexts)) {
      for (const id of entry.products) expect(productIds.has(id), `${slug}: ${id}`).toBe(true);
      expect(entry.products.length, slug).toBeGreaterThan(0);
    }
  });

  it("fail to load with the file and field named: a bad reading, an unknown product, a dangling link", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "terms-"));
    try {
      const entry = (front: string) =>
        `---\n${front}\n---\n\n定義の本文です。\n\n## 場面の例\n\n例の本文です。\n`;
      writeFileSync(
        path.join(folder, "good-term.md"),
        entry("term: 良い用語\nreading: よいようご\nrelated: []\nproducts: [cloud]"),
      );
      writeFileSync(
        path.join(folder, "bad-term.md"),
        entry("term: 悪い用語\nreading: Warui\nrelated: [no-such-term]\nproducts: [toaster]"),
      );
      let message = "";
      try {
        loadTermFiles({ folder });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("bad-term.md");
      expect(message).toMatch(/reading.*must be hiragana/u);
      writeFileSync(
        path.join(folder, "bad-term.md"),
        entry("term: 悪い用語\nreading: わるい\nrelated: [no-such-term]\nproducts: [cloud]"),
      );
      expect(() => loadTermFiles({ folder })).toThrowError(/related.*no headword no-such-term/u);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
