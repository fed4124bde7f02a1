import type { HighlightItem } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { registrationAt } from "@genbagura/routing/testing/registrations";
import type { ProductPageContent } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { goyoFamilyProducts } from "./customerWall";

// The news family's cases as its highlights publish them (newest first): one of this family's products
// each, then one about another family's product only.
const ours: HighlightItem[] = goyoFamilyProducts.map((product, index) => ({
  title: `株式会社テスト工務店${index}様の事例`,
  href: `/case/90${index}`,
  customer: { company: `株式会社テスト工務店${index}`, industry: "建築", products: [product] },
}));
const theirs: HighlightItem = {
  title: "株式会社ほかの製品様の事例",
  href: "/case/999",
  customer: { company: "株式会社ほかの製品", industry: "土木", products: ["pad"] },
};
const context = testLoadContext({
  highlights: async (kind, limit) => (kind === "cases" ? [...ours, theirs].slice(0, limit) : []),
});

describe("the family's product pages show its customers' wordmarks", () => {
  it.each(["/goyo/dx", "/kokuban", "/dekigata"])(
    "%s reads the news family's cases and shows only its own family's customers",
    async (path) => {
      const route = registrationAt(routes, path);
      expect(route.reads).toContain("news");
      const result = await route.load?.({}, context);
      const proof = (result?.data as ProductPageContent | undefined)?.proof;
      expect(proof?.logos.map((entry) => entry.href)).toEqual(ours.map((item) => item.href));
    },
  );
});
