import type { FaqCategory, LinkItem } from "@genbagura/ui";
import { faqCallToAction } from "../faq/faqShared";
import type { FaqRouteData } from "../pageData";

// The support desk's Q&A pages: trouble and account questions, next to the product FAQs that answer
// what a product does. Each page points to its product FAQ and to the other ways of finding an answer.

export interface SupportFaqSource {
  title: string;
  lead: string;
  /** The product as the call to action names it. */
  productName: string;
  productFaq: LinkItem;
  categories: readonly FaqCategory[];
}

const helpLinks: readonly LinkItem[] = [
  {
    label: "サポートの解決ガイドを読む",
    href: "/genbagurasupport_wiki",
    description: "製品をまたぐトラブルの調べ方を、症状ごとにまとめています。",
  },
  {
    label: "動画で見る使い方",
    href: "/support/video-guide",
    description: "よく使う操作を、短い動画と文字起こしで確かめられます。",
  },
  { label: "すべてのよくあるご質問を見る", href: "/faq" },
];

export function supportFaqPage(source: SupportFaqSource): FaqRouteData {
  return {
    faq: {
      title: source.title,
      lead: source.lead,
      categories: source.categories,
      callToAction: faqCallToAction(source.productName),
    },
    related: { heading: "あわせてご覧ください", links: [source.productFaq, ...helpLinks] },
  };
}
