import type { PageProps } from "@genbagura/routing";
import type { CampaignPageContent } from "../content/pages";
import { CampaignPage } from "../templates/CampaignPage";

/** The lazy page of every dated campaign; an ended one says so (decided when the page is rendered). */
export default function CampaignRoutePage({ data }: PageProps<CampaignPageContent>) {
  return <CampaignPage content={data} />;
}
