import type { HighlightItem } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { familyLogoWallOf, familyWallSize, landingProofOf } from "./proofBlocks";

/** A case highlight as the news family publishes it: newest first, each with its products. */
function caseOf(index: number, products: readonly string[]): HighlightItem {
  const company = `株式会社テスト建設${index}`;
  return {
    title: `${company}様の事例`,
    href: `/case/${String(index).padStart(3, "0")}`,
    customer: { company, industry: "土木", products },
  };
}

const cases = Array.from({ length: 30 }, (_, index) =>
  caseOf(index, index % 3 === 0 ? ["pad", "cloud"] : index % 3 === 1 ? ["goyo-dx"] : ["pocket"]),
);
const contextOf = (items: readonly HighlightItem[]) => ({
  highlights: async (kind: string, limit: number) => (kind === "cases" ? items.slice(0, limit) : []),
});

describe("a family's logo wall", () => {
  it("shows only the customers whose cases use one of the family's products, newest first, up to the wall's size", async () => {
    const wall = await familyLogoWallOf(contextOf(cases), ["cloud", "pix"], "現場蔵クラウドのお客様");
    const expected = cases
      .filter((item) => item.customer?.products?.includes("cloud"))
      .slice(0, familyWallSize);
    expect(wall?.heading).toBe("現場蔵クラウドのお客様");
    expect(wall?.logos.map((logo) => logo.href)).toEqual(expected.map((item) => item.href));
    expect(wall?.logos.map((logo) => logo.logo.alt)).toEqual(
      expected.map((item) => expect.stringContaining(item.customer?.company ?? "")),
    );
    expect(wall?.more.href).toBe("/case");
  });

  it("reads every case, not only the newest few, before it picks the family's", async () => {
    const old = caseOf(99, ["kokuban"]);
    const wall = await familyLogoWallOf(contextOf([...cases, old]), ["kokuban"], "工事黒板のお客様");
    expect(wall?.logos.map((logo) => logo.href)).toEqual([old.href]);
  });

  it("is left out where no case uses the family's products", async () => {
    expect(await familyLogoWallOf(contextOf(cases), ["dekigata"], "出来形のお客様")).toBeUndefined();
  });
});

function landingCaseOf(id: string, company: string, products: string[], keyResult = true): HighlightItem {
  return {
    title: `${company}様「…」`,
    href: `/case/${id}`,
    customer: {
      company,
      industry: "土木",
      ...(keyResult ? { keyResult: { value: "約4分", label: "撮影時間" } } : {}),
      products,
    },
  };
}

// Newest first, as the news family lists them.
const landingCases = [
  landingCaseOf("026", "株式会社北斗土木", ["pad"]),
  landingCaseOf("025", "株式会社みどり野造園", ["pad-tough"], false),
  landingCaseOf("024", "株式会社杜の都舗装", ["pad-tough"]),
];

describe("landingProofOf", () => {
  it("shows the wordmarks and a case of the page's own product before a newer one of its family", () => {
    const [wall, card] = landingProofOf(landingCases, ["pad-tough", "pad"]);
    expect(wall?.kind).toBe("logoWall");
    expect(card?.kind === "caseCards" && card.cards.map((item) => item.href)).toEqual(["/case/024"]);
  });

  it("falls back to the family, and leaves the case out when none names the products", () => {
    const [, card] = landingProofOf(landingCases, ["pocket", "pad"]);
    expect(card?.kind === "caseCards" && card.cards.map((item) => item.href)).toEqual(["/case/026"]);
    expect(landingProofOf(landingCases, ["cloud"]).map((block) => block.kind)).toEqual(["logoWall"]);
    expect(landingProofOf([], ["pad"])).toEqual([]);
  });
});
