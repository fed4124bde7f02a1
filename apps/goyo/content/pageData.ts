import type { CampaignPageContent, FormPageContent } from "@genbagura/ui";

/**
 * The data the goyo page components receive from their route's `load` (through `_payload.json`)
 * where it is more than one template's content.
 */

/** A form page: the template's copy and which lead form it holds. */
export interface GoyoFormPageData {
  content: FormPageContent;
  form: {
    /** A form of src/forms.ts (the route checks the id). */
    formId: string;
    /** Values the page fixes, sent as hidden fields (e.g. `{ requestType: "無料トライアル" }`). */
    hidden?: Record<string, string>;
    submitLabel?: string;
  };
}

/** A campaign as written: whether it has ended is decided when the page is built. */
export type GoyoCampaignContent = Omit<CampaignPageContent, "ended">;
