import { type ProductId, siteConfig } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { usedBeforeLaunch } from "../apps/news/content/news/productLaunches";
import { directMailCampaigns } from "../apps/pad-hardware/content/campaigns/directMail";
import { productById } from "../apps/pad-hardware/content/catalogue";

/**
 * Contradiction C9 for the hardware family's mailings (`/dm_cp/*`, `/lp_dm/*`): a mailing may not offer,
 * discount or name a product before the press release that launched it. The launch dates live in the news
 * app and the mailings in pad-hardware; apps never import each other, so the check sits here.
 */

const products = siteConfig.products;
const brand = "現場蔵";
const withoutBrand = (name: string): string => name.replace(brand, "").trim();

/**
 * The site's product a catalogue record belongs to: the same id, or for an earlier or later generation or a
 * care plan (`pad-tough-2nd`, `care-compact`) the product whose name its own name starts with.
 */
function siteProductOf(catalogueId: string): ProductId {
  const same = products.find((entry) => entry.id === catalogueId);
  if (same) return same.id;
  const name = withoutBrand(productById(catalogueId).name);
  const [product] = products
    .filter((entry) => name.startsWith(withoutBrand(entry.name)))
    .sort((a, b) => b.name.length - a.name.length);
  if (!product) throw new Error(`${catalogueId}: no site product named like ${name}`);
  return product.id;
}

/**
 * The words that name a product in copy: its full name and, when the rest holds a Latin letter, the rest
 * alone (`Pad Mini`, `PowerKit`, `LEDクリップライト`, `御用達DX`). A bare カメラ or 出来形 is an ordinary word.
 */
const namings = products
  .flatMap((product) => {
    const short = withoutBrand(product.name);
    const words = /[A-Za-z]/u.test(short) ? [product.name, short] : [product.name];
    return words.map((word) => ({ id: product.id, word }));
  })
  .sort((a, b) => b.word.length - a.word.length);

const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** The products a text names, longest names first so that `Pad Mini Tough` is not also `Pad Mini`. */
function productsNamedIn(text: string): ProductId[] {
  let rest = text;
  const found: ProductId[] = [];
  for (const { id, word } of namings) {
    const pattern = new RegExp(`(?<![A-Za-z])${literally(word)}(?![A-Za-z])`, "gu");
    if (pattern.test(rest)) {
      found.push(id);
      rest = rest.replace(pattern, "/");
    }
  }
  return found;
}

const entries = directMailCampaigns.map((campaign) => {
  const text = [campaign.lead, campaign.offer.heading, ...campaign.offer.paragraphs, ...campaign.conditions];
  const named = [
    ...campaign.eligible.map((product) => siteProductOf(product.id)),
    ...productsNamedIn(text.join("\n")),
  ];
  return { key: campaign.path, date: campaign.period.start, products: [...new Set(named)] };
});

describe("direct mailings and the products' launch dates", () => {
  it("reads the products a text names, the longest name first", () => {
    const named = (text: string) => productsNamedIn(text).sort();
    expect(named("現場蔵Pad Mini ToughとPad Tough 10、PowerKitとLEDクリップライト")).toEqual([
      "cliplight",
      "pad-mini-tough",
      "pad-tough-10",
      "powerkit",
    ]);
    expect(named("Pad・Pocketシリーズとデジタルカメラ、出来形管理")).toEqual(["pad", "pocket"]);
    expect(named("Pocket Tough 1台につき")).toEqual(["pocket-tough"]);
    expect(siteProductOf("pad-tough-2nd")).toBe("pad-tough");
    expect(siteProductOf("care-compact")).toBe("care");
  });

  it("offers and names no product before its launch release", () => {
    expect(entries.length).toBe(directMailCampaigns.length);
    expect(usedBeforeLaunch(entries)).toEqual([]);
  });
});
