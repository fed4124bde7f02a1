import type { CallToActionData, RelatedLinksData } from "@genbagura/ui";
import type { FormPageContent } from "@genbagura/ui/pageKinds.server";
import type { Price } from "./catalogueTypes";

/**
 * Data of the page components that are more than a template: the estimate builder and the form pages.
 * Like every payload it is plain serialisable data, built by the route's `load`.
 */

export interface EstimateLine {
  /** Catalogue id: the key of the quantity. */
  id: string;
  name: string;
  /** The product's purchase page. */
  href: string;
  price: Price;
}

export interface EstimateGroup {
  heading: string;
  caption: string;
  lines: readonly EstimateLine[];
}

export interface EstimatePageData {
  title: string;
  lead: string;
  groups: readonly EstimateGroup[];
  columns: { product: string; price: string; quantity: string; subtotal: string };
  /** `{name}` is replaced by the product name. */
  quantityLabel: string;
  totals: { heading: string; once: string; yearly: string; preTax: string; units: string };
  /** Shown until a quantity is entered. */
  emptyHint: string;
  /** Shown when scripts do not run: the tables stay a price list. */
  noScript: string;
  /** Offers a print button (the printable estimate sheet). */
  printLabel?: string;
  notes: readonly string[];
  callToAction: CallToActionData;
  related?: RelatedLinksData;
}

/** A form page's content as written: the page around one of the family's forms, named by id (the route checks it). */
export type FormRouteData = FormPageContent;
