import type { PageProps } from "@genbagura/routing";
import { ProseBlock } from "@genbagura/ui/blocks/ProseBlock";
import { RelatedLinksBlock } from "@genbagura/ui/blocks/RelatedLinksBlock";
import { Page } from "@genbagura/ui/components/Page";
import { ListingPage } from "@genbagura/ui/templates/ListingPage";
import type { ListingRouteData } from "../../../content/news/listingData";

/** Every news and seminar index: the list, its page links, what it is about, and neighbouring sections. */
export default function ListingRoutePage({ data }: PageProps<ListingRouteData>) {
  const { listing, about, related } = data;
  // rel prev/next reach <head> through the payload's meta.links (see listingPayload).
  return (
    <>
      <ListingPage data={listing} />
      {about ? (
        <Page>
          <ProseBlock {...about} />
        </Page>
      ) : null}
      {related ? (
        <Page>
          <RelatedLinksBlock {...related} />
        </Page>
      ) : null}
    </>
  );
}
