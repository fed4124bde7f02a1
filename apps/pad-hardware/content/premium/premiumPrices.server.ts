import { productById } from "../catalogue";
import type { CatalogueProduct, Price } from "../catalogueTypes";

/**
 * The one source of premium prices: the membership fee and the member price of each product. List prices,
 * names and contents come from the catalogue; only what differs for members is written here.
 * Prices are pre-tax; pages show them tax included (総額表示) through the shared money module.
 */
export interface MembershipFee {
  name: string;
  price: Price;
}

export const membershipFees = {
  monthly: { name: "月払い", price: { preTaxYen: 2_000, billing: "monthly" } },
  annual: { name: "年払い", price: { preTaxYen: 20_000, billing: "yearly" } },
} as const satisfies Record<string, MembershipFee>;

export interface MemberPrice {
  /** A catalogue id. */
  productId: string;
  price: Price;
}

export const memberPrices: readonly MemberPrice[] = [
  { productId: "pad", price: { preTaxYen: 108_000, billing: "once" } },
  { productId: "pad-dx", price: { preTaxYen: 160_000, billing: "once" } },
  { productId: "pad-mini", price: { preTaxYen: 81_000, billing: "once" } },
  { productId: "pad-tough", price: { preTaxYen: 140_000, billing: "once" } },
  { productId: "pad-tough-10", price: { preTaxYen: 176_000, billing: "once" } },
  { productId: "pocket-tough", price: { preTaxYen: 72_000, billing: "once" } },
  { productId: "powerkit", price: { preTaxYen: 42_000, billing: "once" } },
];

export interface MemberOffer {
  product: CatalogueProduct;
  member: Price;
  /** What a member saves against the list price, before tax (its tax-included figure is derived). */
  saving: Price;
}

function offerOf({ productId, price }: MemberPrice): MemberOffer {
  const product = productById(productId);
  return {
    product,
    member: price,
    saving: { preTaxYen: product.price.preTaxYen - price.preTaxYen, billing: price.billing },
  };
}

export const memberOffers: readonly MemberOffer[] = memberPrices.map(offerOf);

export function memberOfferFor(productId: string): MemberOffer | undefined {
  return memberOffers.find((offer) => offer.product.id === productId);
}
