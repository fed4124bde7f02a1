import type { IllustrationRef } from "@genbagura/illustrations";

/**
 * The block model: page content is typed data made of these blocks, and templates render it.
 * Each `...Data` type is a block without its `kind`, so templates can take a block in a named slot
 * (e.g. a product page's `spec`) while `ContentBlock` lists them for free-form `blocks` arrays.
 */

/** A drawing of `@genbagura/illustrations`, resolved by `drawing(name)` where content names it. */
export type { IllustrationRef };

export interface LinkItem {
  /** Says where the link goes (never only 「こちら」). */
  label: string;
  href: string;
  description?: string;
  /** ISO date (or date-time) of what the link points to; shown for people, in Japan time, as a `<time>`. */
  date?: string;
  /** The drawing of what the link points to (a product card shows its product's own drawing). */
  illustration?: IllustrationRef;
}

export interface ActionLink {
  label: string;
  href: string;
  variant?: "primary" | "secondary";
}

export interface ProseData {
  heading?: string;
  paragraphs: readonly string[];
  /** Where the text comes from when many pages share it (`company.press`): counted once per source. */
  source?: string;
  bullets?: readonly string[];
  illustration?: IllustrationRef;
}

export interface FeatureItem {
  title: string;
  body: string;
  illustration?: IllustrationRef;
}

export interface FeaturesData {
  heading: string;
  lead?: string;
  items: readonly FeatureItem[];
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface SpecTableData {
  /** Optional section heading above the table; the caption names the table itself. */
  heading?: string;
  caption: string;
  rows: readonly LabelledValue[];
  notes?: readonly string[];
}

/** A general table: the first cell of each row is its row header. */
export interface DataTableData {
  heading?: string;
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  notes?: readonly string[];
}

export interface PricePlan {
  name: string;
  /** Formatted from the typed plan data, tax included (e.g. 月額 3,300円(税込)). */
  price: string;
  priceNote?: string;
  recommended?: boolean;
  /** The plan's own next step (its estimate, order or trial), shown as a button under its column. */
  action?: LinkItem;
}

/** Plans as columns, features as rows: `rows[i].values[j]` belongs to `plans[j]`. */
export interface PriceTableData {
  heading?: string;
  caption: string;
  plans: readonly PricePlan[];
  rows: readonly { label: string; values: readonly string[] }[];
  notes?: readonly string[];
}

export interface FaqItem {
  question: string;
  answer: string;
  links?: readonly LinkItem[];
}

export interface FaqData {
  heading: string;
  items: readonly FaqItem[];
  more?: LinkItem;
}

export interface StepItem {
  title: string;
  body: string;
}

export interface StepsData {
  heading: string;
  steps: readonly StepItem[];
}

export interface CallToActionData {
  heading: string;
  body?: string;
  /**
   * Where `body` comes from when many pages share it (`cloud.trialCallToAction`): written as `data-source`,
   * so the copy measure and the search index count it once per source, not once per page.
   */
  source?: string;
  actions: readonly ActionLink[];
}

export interface RelatedLinksData {
  heading: string;
  links: readonly LinkItem[];
  /** A long index (the sitemap): the links as rows in columns, not a card each. */
  index?: boolean;
}

export interface QuoteData {
  text: string;
  speaker: string;
  role?: string;
}

export interface FigureItem {
  value: string;
  label: string;
  note?: string;
}

export interface FiguresData {
  heading?: string;
  items: readonly FigureItem[];
  /** The basis of the numbers, shown with them (e.g. ※自社調べ、2025年). */
  basis?: string;
}

export interface NoticeData {
  tone: "info" | "important";
  heading?: string;
  body: string;
  link?: LinkItem;
}

export interface NotesData {
  items: readonly string[];
}

export type ContentBlock =
  | ({ kind: "prose" } & ProseData)
  | ({ kind: "features" } & FeaturesData)
  | ({ kind: "specTable" } & SpecTableData)
  | ({ kind: "table" } & DataTableData)
  | ({ kind: "priceTable" } & PriceTableData)
  | ({ kind: "faq" } & FaqData)
  | ({ kind: "steps" } & StepsData)
  | ({ kind: "callToAction" } & CallToActionData)
  | ({ kind: "relatedLinks" } & RelatedLinksData)
  | ({ kind: "quote" } & QuoteData)
  | ({ kind: "figures" } & FiguresData)
  | ({ kind: "notice" } & NoticeData)
  | ({ kind: "notes" } & NotesData)
  | ({ kind: "logoWall" } & LogoWallData)
  | ({ kind: "caseCards" } & CaseCardsData);

/** A customer's wordmark as a page shows it (generated from the name by `customerWordmark`, on the server). */
export interface WordmarkRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface LogoWallData {
  heading: string;
  logos: readonly { href: string; logo: WordmarkRef }[];
  more: LinkItem;
}

export interface CaseCardData {
  href: string;
  company: string;
  title: string;
  /** The pills above the title: the industry on a product page; industry, product line and size on /case. */
  tags: readonly string[];
  /** One or two sentences on what changed (the case index shows it; the short cards leave it out). */
  summary?: string;
  logo: WordmarkRef;
  keyResult?: { value: string; label: string };
  quote?: { text: string; speaker: string; role: string };
}

export interface CaseCardsData {
  heading: string;
  cards: readonly CaseCardData[];
  more?: LinkItem;
}

export type ContentBlockKind = ContentBlock["kind"];

/** The parts a product's screen is drawn with (each a class `g-pv-<part>` of the preview kit). */
export type PreviewPart =
  | "app"
  | "topbar"
  | "brand"
  | "spacer"
  | "chip"
  | "chipOk"
  | "chipWarn"
  | "body"
  | "sidebar"
  | "sideTitle"
  | "navItem"
  | "navItemOn"
  | "navChild"
  | "navChildOn"
  | "main"
  | "toolbar"
  | "title"
  | "muted"
  | "button"
  | "grid"
  | "card"
  | "cardOn"
  | "caption"
  | "photo"
  | "photoSoil"
  | "photoWall"
  | "board"
  | "cell"
  | "sheet"
  | "sheetTitle"
  | "ledgerRow"
  | "fields"
  | "field"
  | "table"
  | "thead"
  | "tr"
  | "td"
  | "toggleOn"
  | "toggleOff"
  | "stats"
  | "stat"
  | "statValue"
  | "camera"
  | "appbar"
  | "shutterBar"
  | "shutter"
  | "pills"
  | "statusbar";

export interface PreviewNode {
  part: PreviewPart;
  text?: string;
  children?: readonly PreviewNode[];
}

/** A product's screen drawn in HTML and CSS, in the frame of the device it runs on. */
export interface UiPreviewData {
  /** Names the screen in `data-preview` (the copy measures and the search index skip the subtree). */
  id: string;
  frame: "browser" | "phone" | "window";
  /** The address bar (browser) or the window's title. */
  chrome: string;
  /** What the screen shows, in one sentence under it (the screen itself is hidden from screen readers). */
  caption: string;
  screen: PreviewNode;
}

export interface UiPreviewsData {
  heading: string;
  items: readonly UiPreviewData[];
}
