import type { PriceGroup } from "@genbagura/routing";
import { type ProductEntry, siteConfig } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { chooserData } from "./chooserData";

const families: PriceGroup[] = [
  {
    heading: "現場蔵Pad",
    href: "/pad/price",
    prices: [
      { product: "現場蔵Pad Tough", unit: "1台", href: "/pad/tough", preTaxYen: 200_000, billing: "once" },
      { product: "現場蔵Pad Tough", unit: "1台", href: "/pad/tough", preTaxYen: 180_000, billing: "once" },
      { product: "現場蔵Pad Tough", unit: "1年", href: "/pad/tough", preTaxYen: 1_000, billing: "yearly" },
    ],
  },
];

describe("the chooser page's data", () => {
  const data = chooserData(families);
  const cards = data.sections.flatMap((section) => section.cards);

  it("offers the apps, the tablets and 御用達DX, each once, with who it suits and a way to start", () => {
    const byFamily = (family: string) =>
      siteConfig.products
        .filter((product: ProductEntry) => product.family === family)
        .map((product): string => product.path);
    const hrefs = cards.map((card) => card.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toContain(siteConfig.products.find((p: ProductEntry) => p.id === "goyo-dx")?.path);
    expect(hrefs.some((href) => byFamily("hardware").includes(href))).toBe(true);
    expect(hrefs.some((href) => byFamily("cloud").includes(href))).toBe(true);
    for (const card of cards) {
      expect(card.forWhom.trim(), card.name).not.toBe("");
      expect(card.action.href, card.name).toMatch(/^\/(document|[a-z]+\/(trial|start))$/);
    }
  });

  it("offers no product whose support has ended", () => {
    const ended = siteConfig.products.filter((product: ProductEntry) => product.supportEnded);
    for (const product of ended) expect(cards.map((card) => card.href)).not.toContain(product.path);
  });

  it("shows the lowest one-off price a family publishes, tax included, and none it does not publish", () => {
    const tough = cards.find((card) => card.href === "/pad/tough");
    expect(tough?.priceFrom).toBe("198,000円(税込)から");
    expect(cards.find((card) => card.href === "/pad")?.priceFrom).toBeUndefined();
  });
});
