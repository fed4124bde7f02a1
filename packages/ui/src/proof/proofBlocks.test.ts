import type { HighlightItem } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { familyLogoWallOf, familyWallSize } from "./proofBlocks";

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
