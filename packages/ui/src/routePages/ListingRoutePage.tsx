import type { PageProps } from "@genbagura/routing";
import type { ListingPageContent } from "../content/pages";
import { ListingPage } from "../templates/ListingPage";

/** The lazy page of every plain list of entries (announcements). */
export default function ListingRoutePage({ data }: PageProps<ListingPageContent>) {
  return <ListingPage content={data} />;
}
