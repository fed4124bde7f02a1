import type { ActionLink, CallToActionData, LinkItem } from "@genbagura/ui";
import type { CatalogueProduct } from "../catalogueTypes";

/** Destinations every hardware page offers; labels say where each link goes. */
export const estimateAction: ActionLink = {
  label: "台数を選んでお見積もりを計算する",
  href: "/price/estimate",
};
export const padContactAction: ActionLink = { label: "現場蔵Padの導入を相談する", href: "/contact/for_pad" };
export const quoteRequestAction: ActionLink = { label: "正式な見積書を依頼する", href: "/contact/for_pad" };
export const currentOffersLink: LinkItem = {
  label: "実施中のキャンペーン一覧を見る",
  href: "/campaign/matome",
};
export const cloudPlanLink: LinkItem = {
  label: "現場蔵クラウドの料金プランを見る",
  href: "/cloud/plan",
  description: "クラウドの月額・年額料金は、クラウドの料金プランのページでご案内しています。",
};

export function documentAction(product: Pick<CatalogueProduct, "name" | "documentPath">): ActionLink {
  return { label: `${product.name}の資料を請求する`, href: product.documentPath };
}

/** Talking to a person about one product: the label names that product, in words that fit what it is. */
export function contactActionFor(product: Pick<CatalogueProduct, "kind" | "name">): ActionLink {
  switch (product.kind) {
    case "device":
      return { label: `${product.name}の導入を相談する`, href: "/contact/for_pad" };
    case "accessory":
      return { label: `${product.name}について相談する`, href: "/contact/for_pad" };
    case "app":
      return { label: `${product.name}の使い方や契約について相談する`, href: "/contact" };
    case "care":
      return { label: `${product.name}への加入を相談する`, href: "/contact/for_pad" };
  }
}

/** The closing call to action of a product page: documents first, then an estimate, then a person. */
export function productCallToAction(product: CatalogueProduct, body: string): CallToActionData {
  return {
    heading:
      product.kind === "care" ? `${product.name}への加入を検討する` : `${product.name}の導入を検討する`,
    body,
    actions: [
      documentAction(product),
      { ...estimateAction, variant: "secondary" },
      contactActionFor(product),
    ],
  };
}
