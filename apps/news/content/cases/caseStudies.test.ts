import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { productById } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { caseBookletThanksMeta, caseBookletThanksPage, caseDownloadPage } from "./caseBooklets";
import { filterDimensions, filterSpecs, productLineOf } from "./caseFilters";
import { bookletCollectionIds, bookletIds, caseIds } from "./caseIds";
import { caseIndexPage, casesFor } from "./caseIndex";
import { caseStudies } from "./caseStudies.collection";
import { caseStudyContent, caseStudyPage } from "./caseStudyPage";
import type { CaseStudyRecord } from "./caseTypes";

const length = (text: string): number => [...text.replace(/\s/g, "")].length;

/** The readable text of a case: everything a visitor reads about the company's story. */
function storyText(record: CaseStudyRecord): string {
  return [
    record.title,
    record.lead,
    ...record.challenge,
    ...record.reasons,
    ...record.usage,
    ...record.results,
    ...record.figures.flatMap((figure) => [figure.value, figure.label, figure.note ?? ""]),
    record.quote.text,
  ].join("");
}

describe("case studies", () => {
  it("has exactly the records the route ids promise, one per file", () => {
    expect(caseStudies.map((record) => record.id)).toEqual(caseIds);
    expect(new Set(caseIds).size).toBe(caseIds.length);
  });

  it.each(caseStudies.map((record) => [record.id, record] as const))(
    "case %s meets the minimum content",
    (_id, record) => {
      expect(length(storyText(record))).toBeGreaterThanOrEqual(800);
      expect(length(record.lead)).toBeGreaterThanOrEqual(80);
      expect(length(record.lead)).toBeLessThanOrEqual(120);
      expect(record.title).toMatch(/^「.+」$/);
      expect(record.figures.length).toBeGreaterThanOrEqual(2);
      expect(new Set(record.figures.map((figure) => figure.label)).size).toBe(record.figures.length);
      expect(record.challenge.length + record.reasons.length + record.results.length).toBeGreaterThanOrEqual(
        6,
      );
      for (const product of record.products) expect(() => productById(product)).not.toThrow();
      expect(() => productLineOf(record)).not.toThrow();
    },
  );

  it("uses a different company, title and quote in every case", () => {
    for (const key of ["name", "title", "quote"] as const) {
      const values = caseStudies.map((record) =>
        key === "name" ? record.company.name : key === "title" ? record.title : record.quote.text,
      );
      expect(new Set(values).size).toBe(caseStudies.length);
    }
  });

  it("links three other existing cases as related", () => {
    for (const record of caseStudies) {
      const related = caseStudyContent(record).related;
      expect(related).toHaveLength(3);
      for (const link of related) {
        expect(link.href).not.toBe(`/case/${record.id}`);
        expect(caseIds.map((id) => `/case/${id}`)).toContain(link.href);
      }
    }
  });

  it("answers null for an unknown case", () => {
    expect(caseStudyPage("no_such_case")).toBeNull();
    expect(caseStudyPage(undefined)).toBeNull();
  });
});

describe("case filters", () => {
  it.each(filterDimensions)("list every case exactly once across the %s options", (dimension) => {
    const listed = filterSpecs[dimension].options.flatMap((option) =>
      casesFor({ dimension, slug: option.slug }).map((record) => record.id),
    );
    expect([...listed].sort()).toEqual([...caseIds].sort());
  });

  it.each(filterDimensions)("show at least one case for every %s option", (dimension) => {
    for (const option of filterSpecs[dimension].options) {
      expect(casesFor({ dimension, slug: option.slug }).length, option.label).toBeGreaterThan(0);
    }
  });

  it("renders a filtered page with only that option's cases and marks it current", () => {
    const page = caseIndexPage({ dimension: "industry", slug: "butsuryu" });
    const expected = caseStudies
      .filter((record) => record.industry === "butsuryu")
      .map((record) => `/case/${record.id}`);
    expect(page?.cases.map((card) => card.href).sort()).toEqual(expected.sort());
    const industryLinks = page?.filters.find((group) => group.label === "業種")?.links ?? [];
    expect(industryLinks.filter((link) => link.current).map((link) => link.href)).toEqual([
      "/case/industry/butsuryu",
    ]);
  });

  it("lists every case on /case and rejects an unknown filter value", () => {
    expect(caseIndexPage()?.cases.map((card) => card.href)).toEqual(
      casesFor(undefined).map((record) => `/case/${record.id}`),
    );
    expect(new Set(caseIndexPage()?.cases.map((card) => card.href))).toEqual(
      new Set(caseIds.map((id) => `/case/${id}`)),
    );
    expect(caseIndexPage({ dimension: "size", slug: "huge" })).toBeNull();
  });
});

describe("case booklets", () => {
  it("offers a booklet for each case whose file says booklet: true, and the collections", () => {
    expect(bookletIds).toEqual([
      ...caseStudies.filter((record) => record.booklet).map((record) => record.id),
      ...bookletCollectionIds,
    ]);
    for (const record of caseStudies.filter((candidate) => !candidate.booklet)) {
      expect(caseDownloadPage(record.id), record.id).toBeNull();
    }
  });

  it.each(bookletIds)("booklet %s has a download form and a thanks page holding its cases", (id) => {
    const download = caseDownloadPage(id);
    expect(download?.form).toEqual({
      formId: "case_download",
      hidden: { caseId: id },
      submitLabel: "資料を表示する",
    });
    const thanks = caseBookletThanksPage(id, testLoadContext());
    expect(caseBookletThanksMeta(id)?.noindex).toBe(true);
    expect(thanks?.booklet.cases.length).toBeGreaterThan(0);
  });

  it("puts every case in the collection and only logistics cases in the logistics booklet", () => {
    expect(caseBookletThanksPage("cases", testLoadContext())?.booklet.cases).toHaveLength(caseStudies.length);
    const logistics =
      caseBookletThanksPage("logistics", testLoadContext())?.booklet.cases.map((entry) => entry.href) ?? [];
    expect(logistics.length).toBeGreaterThanOrEqual(2);
    expect(logistics.sort()).toEqual(
      casesFor({ dimension: "industry", slug: "butsuryu" })
        .map((record) => `/case/${record.id}`)
        .sort(),
    );
  });
});
