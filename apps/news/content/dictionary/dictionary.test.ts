import { describe, expect, it } from "vitest";
import { dictionaryIndexContent, termDefinitions, termPage } from "./dictionary";
import { gojuonRowOf } from "./gojuon";
import { dictionaryIndex, isTermSlug } from "./termIndex";

const length = (text: string): number => [...text.replace(/\s/g, "")].length;

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
