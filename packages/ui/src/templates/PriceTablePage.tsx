import type { ContentBlock } from "../content/blocks";
import type { PriceTablePageContent } from "../content/pages";
import { StandardPage } from "./StandardPage";

/** Plans and prices: each table with its caption, the small print, then how to buy or ask. */
export function PriceTablePage({ data: content }: { data: PriceTablePageContent }) {
  const blocks: ContentBlock[] = [
    ...content.tables.map((table): ContentBlock => ({ kind: "priceTable", ...table })),
    ...(content.notes ? [{ kind: "notes", items: content.notes } as const] : []),
    { kind: "callToAction", ...content.callToAction },
  ];
  return <StandardPage data={{ title: content.title, lead: content.lead, blocks }} />;
}

export default PriceTablePage;
