import { factProblems, mainTextOf, namesIn } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { campaigns } from "../content/campaigns/campaigns.collection";
import { caseStudies } from "../content/cases/caseStudies.collection";
import { industries } from "../content/cases/caseTypes";
import { datedEntries, facts, saleWindows } from "./publishedFacts";

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

describe("the family's sale windows and dated entries", () => {
  it("read the products copy names, the longest name first", async () => {
    const subjects = (await saleWindows()).flatMap((window) => window.subjects);
    const named = (text: string) => namesIn(text, subjects).sort();
    expect(named("現場蔵Pad Mini ToughとPad Tough 10、PowerKitとLEDクリップライト")).toEqual(
      ["LEDクリップライト", "Pad Tough 10", "PowerKit", "現場蔵Pad Mini Tough"].sort(),
    );
    expect(named("Pocket Toughを買うと、現場蔵カメラと御用達DXが付きます")).toEqual(
      ["Pocket Tough", "御用達DX", "現場蔵カメラ"].sort(),
    );
  });

  it("date each campaign by its first day and name what it offers", async () => {
    const entries = await datedEntries();
    for (const campaign of campaigns) {
      const entry = entries.find((candidate) => candidate.path === `/campaign/${campaign.slug}`);
      expect(entry?.date, campaign.slug).toBe(campaign.period.start);
      expect(entry?.text).toContain(campaign.title);
    }
  });
});
