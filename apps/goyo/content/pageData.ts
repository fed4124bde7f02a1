import type { CampaignPageContent } from "@genbagura/ui";

/**
 * The data the goyo page components receive from their route's `load` (through `_payload.json`)
 * where it is more than one template's content.
 */

/** A campaign as written: whether it has ended is decided when the page is built. */
export type GoyoCampaignContent = Omit<CampaignPageContent, "ended">;
