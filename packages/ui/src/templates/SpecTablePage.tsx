import type { ContentBlock } from "../content/blocks";
import type { SpecTablePageContent } from "../content/pages";
import { StandardPage } from "./StandardPage";

/** Specifications and comparisons of one or more products. */
export function SpecTablePage({ data: content }: { data: SpecTablePageContent }) {
  const blocks: ContentBlock[] = [
    ...content.tables,
    ...(content.notes ? [{ kind: "notes", items: content.notes } as const] : []),
    ...(content.callToAction ? [{ kind: "callToAction", ...content.callToAction } as const] : []),
  ];
  return <StandardPage data={{ title: content.title, lead: content.lead, blocks }} />;
}

export default SpecTablePage;
