import type { CampaignPageContent } from "@genbagura/ui";

/** Goyo's content as written where it is not yet its template's data (the kind's `toData` completes it). */

/** A campaign as written: whether it has ended is decided when the page is built. */
export type GoyoCampaignContent = Omit<CampaignPageContent, "ended">;
