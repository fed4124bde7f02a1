import type { FaqCategory } from "@genbagura/ui";
import { faqCallToAction } from "../faq/faqShared";
import type { FaqRouteData } from "../pageData";

// FAQ pages for products and services that are no longer sold: they answer what still applies and
// point to what replaced them.

export interface EndedProductFaqSource {
  title: string;
  lead: string;
  productName: string;
  categories: readonly FaqCategory[];
}

export function endedProductFaqPage(source: EndedProductFaqSource): FaqRouteData {
  return {
    faq: {
      title: source.title,
      lead: source.lead,
      categories: source.categories,
      callToAction: faqCallToAction(source.productName),
    },
    related: {
      heading: "あわせてご覧ください",
      links: [
        {
          label: "サポートの解決ガイドを読む",
          href: "/genbagurasupport_wiki",
          description: "製品をまたぐトラブルの調べ方を、症状ごとにまとめています。",
        },
        {
          label: "販売やサポートの終了についてのお知らせ",
          href: "/news/productlifecycle",
          description: "終了の時期と移行先をお知らせしています。",
        },
        { label: "すべてのよくあるご質問を見る", href: "/faq" },
      ],
    },
  };
}
