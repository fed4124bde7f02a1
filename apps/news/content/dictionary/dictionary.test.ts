import { GlossaryTermPage } from "@genbagura/ui";
import { renderHtml } from "@genbagura/ui/testing/renderHtml";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { dictionaryIndexContent, termDefinitions, termPage } from "./dictionary";
import { gojuonRowOf } from "./gojuon";
import { dictionaryIndex, isTermSlug } from "./termIndex";

const length = (text: string): number => [...text.replace(/\s/g, "")].length;

/** What the site's copy measure counts (scripts/copy/thinAndRepeated.mjs): kana, kanji, full-width marks. */
const japaneseCharacter =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー\u3000-\u303F\uFF00-\uFFEF・]/gu;
/** The page's own text: the rendered template without navigation and drawings, which the measure skips. */
const pageText = (html: string): string =>
  html.replace(/<(nav|svg)[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ");
/** issue 19: no content page under this many Japanese characters of main text. */
const minimumPageCharacters = 500;

describe("construction dictionary", () => {
  it("has 50 or more headwords, each with exactly one definition", () => {
    expect(dictionaryIndex.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(termDefinitions).sort()).toEqual(
      dictionaryIndex.map((headword) => headword.slug).sort(),
    );
    expect(new Set(dictionaryIndex.map((headword) => headword.term)).size).toBe(dictionaryIndex.length);
  });

  it.each(dictionaryIndex.map((headword) => [headword.term, headword] as const))(
    "%s has a reading, a definition of 150+ characters, related terms and products",
    (_term, headword) => {
      const page = termPage(headword.slug);
      expect(page).not.toBeNull();
      expect(headword.reading).toMatch(/^[ぁ-ゖー・]+$/u);
      expect(gojuonRowOf(headword.reading)).toBeDefined();
      expect(length(page?.data.definition.join("") ?? "")).toBeGreaterThanOrEqual(150);
      expect(page?.data.relatedProducts.length).toBeGreaterThan(0);
      const description = page?.meta?.description ?? "";
      expect([...description].length).toBeGreaterThanOrEqual(80);
      expect([...description].length).toBeLessThanOrEqual(120);
    },
  );

  it.each(dictionaryIndex.map((headword) => [headword.term, headword] as const))(
    "%s explains how the term is used on a site, with a scene and common mistakes, in 500+ characters",
    (_term, headword) => {
      const page = termPage(headword.slug);
      if (!page) throw new Error(`no page for ${headword.slug}`);
      const sections = (page.data.blocks ?? []).flatMap((block) =>
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
      const html = renderHtml(createElement(GlossaryTermPage, { content: page.data }));
      const characters = pageText(html).match(japaneseCharacter)?.length ?? 0;
      expect(characters).toBeGreaterThanOrEqual(minimumPageCharacters);
    },
  );

  it("writes each paragraph and mistake for one term only", () => {
    const termsOf = new Map<string, string[]>();
    for (const [slug, entry] of Object.entries(termDefinitions)) {
      for (const text of [...entry.definition, ...entry.usage, entry.example, ...entry.pitfalls]) {
        termsOf.set(text, [...(termsOf.get(text) ?? []), slug]);
      }
    }
    const shared = [...termsOf].filter(([, slugs]) => slugs.length > 1);
    expect(shared).toEqual([]);
  });

  it("links only to headwords that exist, never to the term itself", () => {
    for (const [slug, entry] of Object.entries(termDefinitions)) {
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
