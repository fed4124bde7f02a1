import type { HighlightItem } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import { describe, expect, it } from "vitest";
import type { CloudProductPageData } from "../../content/pageData";
import routes from "../routes";
import { cloudFamilyProducts } from "./customerWall";

// The news family's cases as its highlights publish them (newest first): one of this family's products
// each, then one about another family's product only.
const ours: HighlightItem[] = cloudFamilyProducts.map((product, index) => ({
  title: `株式会社テスト工務店${index}様の事例`,
  href: `/case/90${index}`,
  customer: { company: `株式会社テスト工務店${index}`, industry: "建築", products: [product] },
}));
const theirs: HighlightItem = {
  title: "株式会社ほかの製品様の事例",
  href: "/case/999",
  customer: { company: "株式会社ほかの製品", industry: "土木", products: ["goyo-dx"] },
};
const context = testLoadContext({
  highlights: async (kind, limit) => (kind === "cases" ? [...ours, theirs].slice(0, limit) : []),
});

describe("the family's product pages show its customers' wordmarks", () => {
  it.each(["/cloud", "/pix"])(
    "%s reads the news family's cases and shows only its own family's customers",
    async (path) => {
      const route = registrationAt(routes, path);
      expect(route.reads).toContain("news");
      const result = await route.load?.({}, context);
      const proof = (result?.data as CloudProductPageData | undefined)?.content.proof;
      expect(proof?.logos.map((entry) => entry.href)).toEqual(ours.map((item) => item.href));
    },
  );
});
