import { documentLinkLabel } from "@genbagura/documents/links";
import type { LoadContext } from "@genbagura/routing";
import type { ContentBlock } from "@genbagura/ui";
import { cloudPlans } from "./plans";

/** The cloud family's PDF (src/documents/index.tsx renders it at build time). */
export const planComparisonFile = "documents/cloud-plan-comparison.pdf";

/** The link to the plan comparison, at the URL and size of the version the page is rendered with. */
export function planComparisonLinkBlock(context: LoadContext): ContentBlock {
  const asset = context.asset(planComparisonFile);
  return {
    kind: "relatedLinks",
    heading: "資料のダウンロード",
    links: [
      {
        label: documentLinkLabel("料金プランの比較表をダウンロード", asset),
        href: asset.href,
        description: `${cloudPlans().length}つのプランの料金(税込)、保存容量、ユーザー数と機能をA4の資料にまとめました。`,
      },
    ],
  };
}
