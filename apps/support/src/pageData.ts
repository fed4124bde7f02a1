import type {
  ContentBlock,
  DownloadPageContent,
  FaqPageContent,
  FormPageContent,
  RelatedLinksData,
  ThanksPageContent,
} from "@genbagura/ui";

import type { SupportFormId } from "./forms";

// The data each page component of the support family renders; content files fill these shapes.

export interface FormRouteData {
  form: FormPageContent;
  formId: SupportFormId;
  submitLabel?: string;
}

export interface DownloadRouteData {
  download: DownloadPageContent;
  /** The registration form for a guide that is sent after it. */
  formId?: SupportFormId;
  submitLabel?: string;
}

/** A guide written for the site, delivered as a printable page once the visitor has registered. */
export interface GuideDocument {
  title: string;
  /** e.g. 2025年7月版 */
  edition: string;
  lead: string;
  blocks: readonly ContentBlock[];
}

export interface GuideThanksRouteData {
  thanks: ThanksPageContent;
  guide: GuideDocument;
}

/** A campaign link that hands out the guide without the form. */
export interface GuideRouteData {
  guide: GuideDocument;
  /** Says which campaign the link belongs to. */
  notice: string;
}

export interface FaqRouteData {
  faq: FaqPageContent;
  related?: RelatedLinksData;
}
