import type { ListingPageContent, RelatedLinksData, TitledProse } from "@genbagura/ui";

/**
 * What a listing route hands its page: the list, what the list is about (for a short list, what a reader
 * should know about its subject), and a box of links to neighbouring sections.
 */
export interface ListingRouteData {
  listing: ListingPageContent;
  about?: TitledProse;
  related?: RelatedLinksData;
}
