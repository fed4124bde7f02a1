import type { RecordedFact } from "@genbagura/routing";
import { documentPdfWithin, firstReplyWithin } from "@genbagura/ui";

/**
 * The support desk's recorded facts, for the fact check at every publish: how soon a form or an e-mail
 * is first answered, and how soon a requested document's PDF is sent, hold for every page of the site,
 * whatever product it names.
 */
export async function facts(): Promise<readonly RecordedFact[]> {
  return [
    { id: "company.firstReplyBusinessDays", kind: "reply-time", subjects: [], values: [firstReplyWithin] },
    {
      id: "company.documentDelivery.pdfBusinessDays",
      kind: "document-delivery",
      subjects: [],
      values: [documentPdfWithin],
    },
  ];
}
