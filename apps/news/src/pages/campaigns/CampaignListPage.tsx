import type { PageProps } from "@genbagura/routing";
import { ListingPage, type ListingPageContent } from "@genbagura/ui";

export default function CampaignListPage({ data }: PageProps<ListingPageContent>) {
  return <ListingPage content={data} />;
}
