import { loadCampaignRecords } from "./campaignRecords";
import type { CampaignRecord } from "./campaignTypes";

/** Every dated campaign, oldest first, compiled at build time from `<slug>.md` (packages/collections). */
export const campaigns: readonly CampaignRecord[] = loadCampaignRecords();
