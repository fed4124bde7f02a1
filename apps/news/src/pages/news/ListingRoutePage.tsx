import type { PageProps } from "@genbagura/routing";
import { RelatedLinksBlock } from "@genbagura/ui/blocks/RelatedLinksBlock";
import { Page } from "@genbagura/ui/components/Page";
import { ListingPage } from "@genbagura/ui/templates/ListingPage";
import type { ListingRouteData } from "../../../content/news/listingData";

/** Every news and seminar index: the list, its page links, and a box of neighbouring sections. */
export default function ListingRoutePage({ data }: PageProps<ListingRouteData>) {
  const { listing, related } = data;
  // rel prev/next reach <head> through the payload's meta.links (see listingPayload).
  return (
    <>
      <ListingPage content={listing} />
      {related ? (
        <Page>
          <RelatedLinksBlock {...related} />
        </Page>
      ) : null}
    </>
  );
}
