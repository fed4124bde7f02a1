import { factProblems, mainTextOf } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { caseStudies } from "../content/cases/caseStudies.collection";
import { industries } from "../content/cases/caseTypes";
import { facts } from "./publishedFacts";

describe("the cases' published facts", () => {
  it("give every case the industry it is filed under, once", async () => {
    const published = await facts();
    for (const record of caseStudies) {
      const own = published.filter((fact) => fact.id === `case/${record.id}.industry`);
      expect(own, record.id).toHaveLength(1);
      expect(industries.find((industry) => industry.label === own[0]!.values[0])?.slug).toBe(record.industry);
    }
  });

  it("refuse a teaser that gives a case another industry", async () => {
    const published = await facts();
    const record = caseStudies[0]!;
    const own = industries.find((industry) => industry.slug === record.industry)!;
    const other = industries.find((industry) => industry.slug !== record.industry)!;
    const teaser = (label: string) =>
      mainTextOf(`<main><p><a href="/case/${record.id}">${label}会社の導入事例を読む</a></p></main>`);
    expect(factProblems(teaser(own.label), published)).toEqual([]);
    expect(factProblems(teaser(other.label), published)).toHaveLength(1);
  });
});
