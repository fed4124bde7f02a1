import type { PageProps } from "@genbagura/routing";
import { ListingPage, type ListingPageContent } from "@genbagura/ui";

/** The index of important announcements. */
export default function AnnouncementListPage({ data }: PageProps<ListingPageContent>) {
  return <ListingPage content={data} />;
}
