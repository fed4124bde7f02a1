import type { FormDefinition } from "@genbagura/forms/defineForm";
import type { DeviceView } from "@genbagura/illustrations";
import type {
  ActionLink,
  CallToActionData,
  ContentBlock,
  DataTableData,
  FaqData,
  FaqItem,
  FeatureItem,
  FigureItem,
  IllustrationRef,
  LabelledValue,
  LinkItem,
  LogoWallData,
  PriceTableData,
  ProseData,
  QuoteData,
  RelatedLinksData,
  SpecTableData,
  StepsData,
  UiPreviewData,
  UiPreviewsData,
  WordmarkRef,
} from "./blocks";

/** The content each template renders. Every type is plain serialisable data (it travels in `_payload.json`). */

/** At least three of a kind: the spec's minimum for features and benefits. */
export type AtLeastThree<T> = readonly [T, T, T, ...T[]];

/** A section whose heading is required, so the page outline never has a gap. */
export type TitledProse = ProseData & { heading: string };

export interface HeroData {
  title: string;
  lead: string;
  /** A short label above the title (product family, campaign name). */
  eyebrow?: string;
  illustration?: IllustrationRef;
  actions?: readonly ActionLink[];
}

export interface StandardPageContent {
  title: string;
  lead?: string;
  blocks: readonly ContentBlock[];
}

export interface ProductPageContent {
  hero: HeroData;
  features: AtLeastThree<TitledProse>;
  /** Hardware pages carry their specifications. */
  spec?: SpecTableData;
  /** Further sections between the features and the FAQ (plans, steps, figures). */
  blocks?: readonly ContentBlock[];
  faq: FaqData;
  relatedCase: LinkItem;
  /** Document request, trial or estimate. */
  callToAction: CallToActionData;
  /**
   * A device's drawings computed from its record: the front stands in the hero (the product's own drawing
   * moves to the first feature), the other views follow it.
   */
  views?: DeviceViewsContent;
  /** The customers' wordmarks, after the views. */
  proof?: LogoWallData;
  /** A software product's own screens: one in the hero (instead of its drawing), the others after it. */
  previews?: { hero: UiPreviewData; more?: UiPreviewsData };
}

export interface DeviceViewsContent {
  front: DeviceView;
  heading: string;
  note: string;
  others: readonly DeviceView[];
}

export interface LandingPageContent {
  hero: Omit<HeroData, "actions">;
  benefits: { heading: string; items: AtLeastThree<FeatureItem> };
  /** `period` only when the offer has one: a document request that is always open has none. */
  conditions: { heading: string; period?: string; items: readonly string[] };
  blocks?: readonly ContentBlock[];
  /**
   * The one thing the page asks for, offered in the hero and again at the end. With an embedded `form`,
   * both lead to the form on the page (`href` is then where the full form is, for the API's records).
   */
  action: ActionLink & { heading: string; body?: string };
  /** The page's own short form, at its end: an advertising page keeps the visitor instead of sending them on. */
  form?: LandingForm;
  /** Who already uses the product (the customers' wordmarks, one case), shown before the form. */
  proof?: readonly ContentBlock[];
}

/** A landing page's short lead form as its content names it. */
export interface LandingFormSpec {
  /** A form of the `src/forms.ts` of the app that owns the page: content cannot import it. */
  formId: string;
  /**
   * Of the form's optional fields, those the short form shows (its required fields always are); by default
   * those its kind's short form shows (`shortFormFields`).
   */
  optionalFields?: readonly string[];
  /** Values the page fixes (e.g. the kind of request), sent as hidden fields. */
  hidden?: Readonly<Record<string, string>>;
  submitLabel?: string;
}

/** The short form as the page receives it: the definition its app declares. */
export interface LandingForm extends Omit<LandingFormSpec, "formId" | "optionalFields"> {
  form: FormDefinition;
  optionalFields: readonly string[];
}

/**
 * A landing page as written: its form named by id, and the products whose customers it shows as proof
 * (`landingPagesOf` binds both on the server).
 */
export interface LandingPageSource extends Omit<LandingPageContent, "form" | "proof"> {
  form?: LandingFormSpec;
  /** Product ids (the site config's): the proof's case is the newest that names one of them. */
  proofProducts?: readonly string[];
}

export interface ArticlePageContent {
  title: string;
  /** ISO date or date-time. */
  publishedAt: string;
  updatedAt?: string;
  category: LinkItem;
  /** The page's own path, from which share links are built. */
  path: string;
  lead?: string;
  blocks: readonly ContentBlock[];
  related: readonly LinkItem[];
}

export interface ListingCategory {
  label: string;
  href: string;
  current?: boolean;
}

export interface ListingItem {
  /** ISO date. */
  date: string;
  category: string;
  title: string;
  href: string;
  summary?: string;
}

export interface PaginationData {
  /** 1-based. */
  current: number;
  /** `pageHrefs[n - 1]` is the address of page n. */
  pageHrefs: readonly string[];
}

export interface ListingPageContent {
  title: string;
  lead?: string;
  categories: readonly ListingCategory[];
  items: readonly ListingItem[];
  pagination?: PaginationData;
  emptyMessage?: string;
}

export interface FaqCategory {
  /** Used as the section's anchor (`#id`). */
  id: string;
  label: string;
  items: readonly FaqItem[];
}

export interface FaqPageContent {
  title: string;
  lead?: string;
  /** A product's FAQ shows the product's drawing. */
  illustration?: IllustrationRef;
  categories: readonly FaqCategory[];
  callToAction?: CallToActionData;
}

export interface CaseStudyPageContent {
  title: string;
  lead: string;
  illustration?: IllustrationRef;
  /** `logo`: the customer's wordmark, the same as on the logo wall and its case card. */
  company: { name: string; logo: WordmarkRef; profile: readonly LabelledValue[] };
  challenge: TitledProse;
  solution: TitledProse;
  results: TitledProse & { figures: readonly FigureItem[]; basis?: string };
  quote: QuoteData;
  productsUsed: readonly LinkItem[];
  related: readonly LinkItem[];
  /** e.g. ※所属・役職・数値は取材当時のものです。 */
  note?: string;
  callToAction?: CallToActionData;
}

export type SeminarStatus = "open" | "full" | "past";
export type SeminarFormat = "online" | "venue" | "hybrid";

export interface SeminarPageContent {
  title: string;
  lead: string;
  status: SeminarStatus;
  /** ISO date (Japan time) and `HH:MM` times. */
  date: string;
  startTime: string;
  endTime: string;
  format: SeminarFormat;
  venue?: { name: string; address: string; access?: string };
  /** e.g. Webブラウザで視聴できるオンライン配信です。 */
  streaming?: string;
  fee: string;
  capacity: string;
  audience: string;
  agenda: readonly { time: string; title: string; description?: string }[];
  speakers: readonly { name: string; role: string; profile: string }[];
  /** Where to look when registration is closed. */
  otherSeminars: LinkItem;
}

export interface CampaignPageContent {
  title: string;
  lead: string;
  illustration?: IllustrationRef;
  /** ISO dates, inclusive. */
  period: { start: string; end: string };
  /** Decided by the owning app at build time, so server and browser render the same state. */
  ended: boolean;
  offer: TitledProse;
  conditions: readonly string[];
  eligibleProducts: readonly LinkItem[];
  howToApply: StepsData;
  action: ActionLink;
  currentOffers: LinkItem;
}

export interface FormPageContent {
  title: string;
  lead: string;
  /** What the visitor receives or can ask for. */
  points?: readonly string[];
  nextSteps: StepsData;
}

export interface ThanksPageContent {
  title: string;
  message: readonly string[];
  nextSteps: StepsData;
  links: RelatedLinksData;
}

export interface DownloadFile {
  name: string;
  description: string;
  /** e.g. PDF, ZIP, EXE */
  format: string;
  /** e.g. 2.4 MB */
  size: string;
  href: string;
  updatedAt?: string;
}

export interface DownloadPageContent {
  title: string;
  lead: string;
  illustration?: IllustrationRef;
  files: readonly DownloadFile[];
  requirements?: SpecTableData;
  blocks?: readonly ContentBlock[];
}

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalPageContent {
  title: string;
  /** 第1条(目的) for terms, 1. for policies. */
  numbering: "article" | "decimal";
  preamble?: readonly string[];
  sections: readonly LegalSection[];
  enactedAt?: string;
  updatedAt: string;
  closing?: readonly string[];
}

export interface GlossaryTermPageContent {
  term: string;
  reading: string;
  definition: readonly string[];
  blocks?: readonly ContentBlock[];
  relatedTerms: readonly LinkItem[];
  relatedProducts: readonly LinkItem[];
  index: LinkItem;
}

export interface PriceTablePageContent {
  title: string;
  lead: string;
  tables: readonly PriceTableData[];
  notes?: readonly string[];
  callToAction: CallToActionData;
}

export interface SpecTablePageContent {
  title: string;
  lead: string;
  tables: readonly (({ kind: "specTable" } & SpecTableData) | ({ kind: "table" } & DataTableData))[];
  notes?: readonly string[];
  callToAction?: CallToActionData;
}
