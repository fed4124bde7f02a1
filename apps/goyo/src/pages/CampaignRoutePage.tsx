import type { PageProps } from "@genbagura/routing";
import { CampaignPage, type CampaignPageContent } from "@genbagura/ui";

/** The app's dated campaigns; an ended one says so. */
export default function CampaignRoutePage({ data }: PageProps<CampaignPageContent>) {
  return <CampaignPage content={data} />;
}
