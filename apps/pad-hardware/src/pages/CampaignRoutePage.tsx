import type { PageProps } from "@genbagura/routing";
import { CampaignPage, type CampaignPageContent } from "@genbagura/ui";

/** Dated direct-mail offers; an ended one says so (decided at build time). */
export default function CampaignRoutePage({ data }: PageProps<CampaignPageContent>) {
  return <CampaignPage content={data} />;
}
