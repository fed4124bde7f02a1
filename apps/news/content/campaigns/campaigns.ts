import { campaigns2016to2019 } from "./campaigns2016to2019";
import { campaigns2020to2022 } from "./campaigns2020to2022";
import { campaigns2023to2025 } from "./campaigns2023to2025";
import type { CampaignRecord } from "./campaignTypes";

/** Every dated campaign, oldest first. */
export const campaigns: readonly CampaignRecord[] = [
  ...campaigns2016to2019,
  ...campaigns2020to2022,
  ...campaigns2023to2025,
];
