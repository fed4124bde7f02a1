import { type ProductId, siteConfig } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { productsNamedIn, usedBeforeLaunch, withoutBrand } from "../apps/news/content/news/productLaunches";
import { directMailCampaigns } from "../apps/pad-hardware/content/campaigns/directMail";
import { productById } from "../apps/pad-hardware/content/catalogue";

/**
 * Contradiction C9 for the hardware family's mailings (`/dm_cp/*`, `/lp_dm/*`): a mailing may not offer,
 * discount or name a product before the press release that launched it. The launch dates live in the news
 * app and the mailings in pad-hardware; apps never import each other, so the check sits here.
 */

const products = siteConfig.products;

/**
 * The site's product a catalogue record belongs to: the same id, or for a later generation or a
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

const entries = directMailCampaigns.map((campaign) => {
  const text = [campaign.lead, campaign.offer.heading, ...campaign.offer.paragraphs, ...campaign.conditions];
  const named = [
    ...campaign.eligible.map((product) => siteProductOf(product.id)),
    ...productsNamedIn(text.join("\n")),
  ];
  return { key: campaign.path, date: campaign.period.start, products: [...new Set(named)] };
});

describe("direct mailings and the products' launch dates", () => {
  it("counts a later generation or a care plan as the product it belongs to", () => {
    expect(siteProductOf("pad-tough-2nd")).toBe("pad-tough");
    expect(siteProductOf("care-compact")).toBe("care");
  });

  it("offers and names no product before its launch release", () => {
    expect(entries.length).toBe(directMailCampaigns.length);
    expect(usedBeforeLaunch(entries)).toEqual([]);
  });
});
