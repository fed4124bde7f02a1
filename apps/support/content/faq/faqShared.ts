import type { CallToActionData } from "@genbagura/ui";
import { supportLine } from "../shared";

/** The way out of every product FAQ when the answer was not there. */
export function faqCallToAction(productName: string): CallToActionData {
  return {
    heading: `${productName}について、ほかにご不明な点があれば`,
    body: `よくあるご質問で解決しない場合は、お問い合わせフォームか${supportLine}へご相談ください。`,
    source: "support.faqCallToAction",
    actions: [
      { label: "お問い合わせフォームへ進む", href: "/contact" },
      { label: "サポートトップを見る", href: "/support", variant: "secondary" },
    ],
  };
}
