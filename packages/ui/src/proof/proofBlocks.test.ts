import type { HighlightItem } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { landingProofOf } from "./proofBlocks";

function caseOf(id: string, company: string, products: string[], keyResult = true): HighlightItem {
  return {
    title: `${company}様「…」`,
    href: `/case/${id}`,
    customer: {
      company,
      industry: "土木",
      ...(keyResult ? { keyResult: { value: "約4分", label: "撮影時間" } } : {}),
    },
    products,
  };
}

// Newest first, as the news family lists them.
const cases = [
  caseOf("026", "株式会社北斗土木", ["pad"]),
  caseOf("025", "株式会社みどり野造園", ["pad-tough"], false),
  caseOf("024", "株式会社杜の都舗装", ["pad-tough"]),
];

describe("landingProofOf", () => {
  it("shows the wordmarks and a case of the page's own product before a newer one of its family", () => {
    const [wall, card] = landingProofOf(cases, ["pad-tough", "pad"]);
    expect(wall?.kind).toBe("logoWall");
    expect(card?.kind === "caseCards" && card.cards.map((item) => item.href)).toEqual(["/case/024"]);
  });

  it("falls back to the family, and leaves the case out when none names the products", () => {
    const [, card] = landingProofOf(cases, ["pocket", "pad"]);
    expect(card?.kind === "caseCards" && card.cards.map((item) => item.href)).toEqual(["/case/026"]);
    expect(landingProofOf(cases, ["cloud"]).map((block) => block.kind)).toEqual(["logoWall"]);
    expect(landingProofOf([], ["pad"])).toEqual([]);
  });
});
