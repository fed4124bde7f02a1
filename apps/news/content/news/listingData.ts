import type { ListingPageContent, RelatedLinksData } from "@genbagura/ui";

/** What a listing route hands its page: the list, and a box of links to neighbouring sections. */
export interface ListingRouteData {
  listing: ListingPageContent;
  related?: RelatedLinksData;
}
