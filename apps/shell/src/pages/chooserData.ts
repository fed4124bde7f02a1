import type { PriceGroup, PriceSummary } from "@genbagura/routing";
import { type ActionLink, type Billing, formatPrice, productById } from "@genbagura/ui";
import { brochureRequest, type ChooserEntry, chooserContent } from "./chooserContent";

export interface ChooserCard {
  name: string;
  href: string;
  forWhom: string;
  /** `132,000円(税込)から`: the lowest price its family publishes, absent while that family is down. */
  priceFrom?: string;
  action: ActionLink;
}

export interface ChooserPageData {
  title: string;
  lead: string;
  sections: { heading: string; lead: string; cards: ChooserCard[] }[];
}

// A one-off price first, then the monthly and the yearly fee: what a buyer compares first.
const billingOrder: readonly Billing[] = ["once", "monthly", "yearly"];

/** The lowest paid price the families publish for a product's page, by the first billing it has. */
function lowestPrice(prices: readonly PriceSummary[], href: string): string | undefined {
  const own = prices.filter((price) => price.href === href && price.preTaxYen > 0);
  for (const billing of billingOrder) {
    const cheapest = own
      .filter((price) => price.billing === billing)
      .sort((a, b) => a.preTaxYen - b.preTaxYen)[0];
    if (cheapest) return `${formatPrice(cheapest)}から`;
  }
  return undefined;
}

/** The chooser's cards: the shell's words, each product's name and page, and prices read from the remotes. */
export function chooserData(groups: readonly PriceGroup[]): ChooserPageData {
  const prices = groups.flatMap((group) => group.prices);
  return {
    title: chooserContent.title,
    lead: chooserContent.lead,
    sections: chooserContent.sections.map((section) => ({
      heading: section.heading,
      lead: section.lead,
      cards: section.entries.map((entry: ChooserEntry) => {
        const product = productById(entry.product);
        const priceFrom = lowestPrice(prices, product.path);
        return {
          name: product.name,
          href: product.path,
          forWhom: entry.forWhom,
          ...(priceFrom ? { priceFrom } : {}),
          action: entry.action ?? brochureRequest,
        };
      }),
    })),
  };
}
