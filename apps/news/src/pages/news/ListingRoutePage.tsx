import type { PageProps } from "@genbagura/routing";
import { RelatedLinksBlock } from "@genbagura/ui/blocks/RelatedLinksBlock";
import { Page } from "@genbagura/ui/components/Page";
import { ListingPage } from "@genbagura/ui/templates/ListingPage";
import type { ListingRouteData } from "../../../content/news/listingData";

/** Every news and seminar index: the list, its page links, and a box of neighbouring sections. */
export default function ListingRoutePage({ data }: PageProps<ListingRouteData>) {
  const { listing, related } = data;
  const pagination = listing.pagination;
  // React places these in <head>: the previous and next page of a paginated list.
  const previousHref = pagination?.pageHrefs[pagination.current - 2];
  const nextHref = pagination?.pageHrefs[pagination.current];
  return (
    <>
      {previousHref ? <link rel="prev" href={previousHref} /> : null}
      {nextHref ? <link rel="next" href={nextHref} /> : null}
      <ListingPage content={listing} />
      {related ? (
        <Page>
          <RelatedLinksBlock {...related} />
        </Page>
      ) : null}
    </>
  );
}
