import type { IllustrationRef } from "@genbagura/illustrations";
import type { HeroData, ProductPageContent, StandardPageContent, TitledProse } from "@genbagura/ui";
import type { CloudPlan } from "./planTypes";

/**
 * The data each cloud page component receives from its route's `load` (through `_payload.json`).
 * Content files build the `content` parts; `load` adds what is computed at build time.
 */

/** An app screen drawn for the site, shown beside a section on how the feature is used on site. */
export interface ScreenShowcase extends TitledProse {
  /** A drawn screen of the service (`drawing("screen…")`), with its text alternative. */
  screen: IllustrationRef;
}

/** A product or feature page: the product template plus a drawn app screen. */
export interface CloudProductContent extends ProductPageContent {
  showcase: ScreenShowcase;
}

/** The App Store button (iOS) and the "send to your iPhone or iPad" alternative (elsewhere). */
export interface AppDownloadData {
  appName: string;
  appStoreUrl: string;
  /** A QR code of `appStoreUrl`, drawn at build time: `path` fills dark modules on a `size` grid. */
  qrCode: { size: number; path: string };
  /** A `mailto:` link that sends the App Store address to the visitor's own iPhone or iPad. */
  sendByMailHref: string;
}

export interface CloudProductPageData {
  content: CloudProductContent;
  /** Present on the routes with the `ios` guard. */
  app?: AppDownloadData;
}

/** The plan page: its copy, and the plans themselves so other pages can read them from the payload. */
export interface CloudPlanPageContent {
  hero: HeroData;
  blocksAfterPlans: StandardPageContent["blocks"];
}

export interface CloudPlanPageData {
  content: CloudPlanPageContent;
  plans: readonly CloudPlan[];
}
