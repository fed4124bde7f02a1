import type { PageProps } from "@genbagura/routing";
import { CampaignPage, type CampaignPageContent } from "@genbagura/ui";

export default function CampaignRoutePage({ data }: PageProps<CampaignPageContent>) {
  return <CampaignPage content={data} />;
}
