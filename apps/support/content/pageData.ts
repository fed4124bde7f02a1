import type { FormDefinition } from "@genbagura/forms";
import type { IllustrationName } from "@genbagura/illustrations";
import type {
  ContentBlock,
  DownloadPageContent,
  FaqPageContent,
  RelatedLinksData,
  ThanksPageContent,
} from "@genbagura/ui";

// The data each page component of the support family renders; content files fill these shapes.

/**
 * A form page as written: the shared form page's content with its form named by id, a form of
 * src/forms.ts (the form page kind of src/routes/kinds.ts binds it).
 */
export type { FormPageContent as FormPageEntry } from "@genbagura/ui/pageKinds.server";

/** A download page as written: a guide sent after registration names its form, one of src/forms.ts. */
export interface DownloadPageEntry {
  download: DownloadPageContent;
  formId?: string;
  submitLabel?: string;
}

/** A download page's data: the registration form for a guide that is sent after it. */
export interface DownloadRouteData {
  download: DownloadPageContent;
  form?: FormDefinition;
  submitLabel?: string;
}

/** A guide written for the site, delivered as a printable page once the visitor has registered. */
export interface GuideDocument {
  title: string;
  /** The guide's PDF in support's client output (src/documents renders it at build time). */
  file: string;
  /** e.g. 2025年7月版 */
  edition: string;
  /** The product the guide is about, drawn on its PDF's cover; none for a guide to several. */
  drawing?: IllustrationName;
  lead: string;
  blocks: readonly ContentBlock[];
}

export interface GuideThanksRouteData {
  thanks: ThanksPageContent;
  guide: GuideDocument;
}

/** A guide's PDF, at the URL and size of the version the page is rendered with. */
export interface GuidePdfLink {
  href: string;
  label: string;
}

export interface GuideThanksPageData extends GuideThanksRouteData {
  pdf: GuidePdfLink;
}

/**
 * A campaign link (a DM, a seminar, the showroom) that hands out the guide's PDF without the form. Its
 * own words say where the visitor got the link; the guide's text itself is on the thanks page and in the PDF.
 */
export interface GuideRouteData {
  guide: GuideDocument;
  campaign: { lead: string; paragraphs: readonly string[] };
}

export interface GuidePageData extends GuideRouteData {
  pdf: GuidePdfLink;
}

export interface FaqRouteData {
  faq: FaqPageContent;
  related?: RelatedLinksData;
}
