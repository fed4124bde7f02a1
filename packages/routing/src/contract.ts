import type { ComponentType } from "react";
import type { RemoteName } from "./ownership";

/** The seven layouts the shell renders around a page (ARCHITECTURE.md section 2). */
export const layoutNames = [
  "default",
  "default-simple-header",
  "default-no-header",
  "thanks",
  "contents-only",
  "raw-contents",
  "no-layout",
] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Guards are named by routes and implemented by the shell. */
export const guardNames = ["ios", "licence", "premium"] as const;
export type GuardName = (typeof guardNames)[number];

/**
 * A page behind a sign-in guard (every guard but `ios`, which only picks what an iOS visitor sees) is
 * private: never cached by shared caches, never indexed.
 */
export function isSignedInOnly(guards: readonly GuardName[] | undefined): boolean {
  return guards?.some((guard) => guard !== "ios") ?? false;
}

export type RouteParams = Readonly<Record<string, string>>;

/** A validator's answer: true, or the status the error page should carry. */
export type ValidationResult = true | { statusCode: number };

export interface Breadcrumb {
  label: string;
  /** Omitted on the current page. */
  href?: string;
}

/** What a page's data carries about itself; merged over the registration's static metadata. */
export interface PageMeta {
  title?: string;
  description?: string;
  breadcrumbs?: Breadcrumb[];
  /** schema.org JSON-LD objects for this page. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  ogImage?: string;
  /** ISO date the content last changed: the sitemap's `lastmod`. */
  lastModified?: string;
  /** Extra `<link>`s for `<head>`, e.g. a paginated list's `prev` and `next`. */
  links?: { rel: "prev" | "next" | "alternate"; href: string }[];
}

/** The serialisable data of one page: what `_payload.json` holds. */
export interface PagePayload<Data = unknown> {
  meta: Required<Pick<PageMeta, "title" | "description">> & Omit<PageMeta, "title" | "description">;
  data: Data;
  /**
   * Where the page's headings break between phrases (text -> offsets), recorded by the server render
   * with BudouX so the browser renders the same `<wbr>`s (`Phrased` in packages/ui).
   */
  phrases?: Record<string, readonly number[]>;
}

export interface PageProps<Data = unknown> {
  data: Data;
  params: RouteParams;
}

export type PageModule<Data = unknown> = { default: ComponentType<PageProps<Data>> };

/**
 * One route a remote (or the shell) registers. The module exporting registrations stays small:
 * pages and content are behind lazy imports, so listing routes downloads no page code.
 */
export interface RouteRegistration<Data = unknown> {
  /** React Router path pattern, e.g. `/cloud/plan` or `/news/:date`. */
  path: string;
  layout: LayoutName;
  /** Page title without the brand (the shell appends it). */
  title: string;
  description: string;
  guards?: readonly GuardName[];
  /** Cheap check of the params before anything loads; failure shows the error page with its status. */
  validate?: (params: RouteParams) => ValidationResult | Promise<ValidationResult>;
  /** Param sets to prerender for a dynamic path. */
  prerender?: () => RouteParams[] | Promise<RouteParams[]>;
  /** Server-side data: runs at prerender or server render time, never in the browser (the client reads `_payload.json`). */
  load?: (params: RouteParams, context: LoadContext) => Promise<LoadResult<Data> | null>;
  /** The page component, loaded lazily. */
  page: () => Promise<PageModule<Data>>;
  /** Breadcrumb trail above the page (the home crumb is added by the shell). */
  breadcrumbs?: Breadcrumb[];
  /** A class the page puts on `<body>` while it is shown (spec: /adlp/case/023), e.g. `g-lp-case023`. */
  bodyClass?: string;
  /** The page enters with the site's short transition (still under prefers-reduced-motion). */
  pageTransition?: boolean;
  /** Excluded from sitemaps and marked noindex (thanks pages, test pages). */
  noindex?: boolean;
  /**
   * Rendered for each request from its query string (`/search`): never prerendered, and answered
   * `private, no-store`.
   */
  perRequest?: boolean;
  /**
   * Remotes whose data `load` gathers through the LoadContext ("all": every remote). They join the
   * page's composition, so deploying one of them re-renders this page; others are hidden from `load`.
   */
  reads?: readonly RemoteName[] | "all";
}

export interface LoadResult<Data> {
  data: Data;
  meta?: PageMeta;
}

/** A short item another app may show on its pages (the home page lists the latest news and cases). */
export interface HighlightItem {
  title: string;
  href: string;
  date?: string;
  category?: string;
  summary?: string;
  /** A case study's customer: who they are and the one result their case leads with. */
  customer?: CaseCustomer;
  /** A case study's products (the site config's ids), so a page can show a case of what it sells. */
  products?: readonly string[];
}

export interface CaseCustomer {
  /** The (fictional) company's full name; its wordmark is generated from it where it is shown. */
  company: string;
  industry: string;
  /** The case's first figure (`約4分` / `1か所あたりの撮影時間`). */
  keyResult?: { value: string; label: string };
  quote?: { text: string; speaker: string; role: string };
}

export type HighlightKind = "news" | "cases" | "seminars";

/** How often a price is paid. */
export type Billing = "once" | "monthly" | "yearly";

/**
 * A price as every family records and publishes it (ARCHITECTURE section 12): the amount before the 10 %
 * consumption tax in whole yen, and how often it is paid. The tax-included figure pages show is derived
 * (`taxIncluded` in `@genbagura/ui`), never stored.
 */
export interface Price {
  preTaxYen: number;
  billing: Billing;
}

/**
 * One price a family sells, published by the remote that owns it, so another family's page (the price
 * list on `/price`) shows it without copying it.
 */
export interface PriceSummary extends Price {
  product: string;
  /** What one unit of the price buys. */
  unit: string;
  /** The page that explains the product. */
  href: string;
}

/** A family's prices as another page lists them: one heading, one table. */
export interface PriceGroup {
  heading: string;
  /** The family's own price page. */
  href: string;
  prices: readonly PriceSummary[];
}

/**
 * An edition of a product as the family that sells it publishes it (its sales and support status), so
 * another family's page (support's downloads and Q&A) states it without keeping its own copy.
 */
export interface ProductEdition {
  /** Stable within the family: `goyo2021`. */
  id: string;
  name: string;
  /** The name pages use in running text. */
  shortName: string;
  /** ISO dates; `supportEndedOn` is absent while the edition is supported. */
  launchedOn: string;
  supportEndedOn?: string;
  onSale: boolean;
}

/** One page the site knows of, as the human sitemap lists it. */
export interface SiteRouteSummary {
  path: string;
  title: string;
  owner: string;
  noindex: boolean;
}

/** Server-side context of `load`: cross-app data the server gathers from every remote's server bundle. */
export interface LoadContext {
  highlights: (kind: HighlightKind, limit: number) => Promise<HighlightItem[]>;
  /** Every registration of the shell and the remotes that are up (for the human sitemap). */
  registrations: () => Promise<SiteRouteSummary[]>;
  /** The price groups of the remotes the page reads that are up, in the order of its `reads`. */
  prices: () => Promise<PriceGroup[]>;
  /** The product editions the remotes the page reads publish (those that are up). */
  editions: () => Promise<ProductEdition[]>;
  /**
   * A file of the client build of the app that owns the page (a PDF it publishes), in the version the
   * page is rendered with: its URL (`/assets/<app>/<version>/<file>`) and its size in bytes. Throws when
   * that version has no such file, so a page never links to a file that is not there.
   */
  asset: (file: string) => AssetFile;
  /**
   * The site search's answer to the request's `q`, from the index of the versions rendering it; null when
   * those versions have no index. Only a page rendered per request (`perRequest`) reads it.
   */
  search: () => Promise<SiteSearchAnswer | null>;
}

export interface AssetFile {
  href: string;
  bytes: number;
}

/**
 * What a remote's server bundle (`src/server.ts`) exports; an app with forms also exports them
 * (`ServerBundleForms` of `@genbagura/forms`).
 */
export interface RemoteServerModule {
  routes: readonly RouteRegistration[];
  highlights?: (kind: HighlightKind, limit: number) => Promise<HighlightItem[]>;
  prices?: () => Promise<PriceGroup>;
  editions?: () => Promise<readonly ProductEdition[]>;
  /** The facts the remote records, for the fact check every publish runs over every page. */
  facts?: () => Promise<readonly RecordedFact[]>;
  /** When the remote's products were on sale, for the sale-window check of every publish. */
  saleWindows?: () => Promise<readonly SaleWindow[]>;
  /** The remote's dated entries (cases, campaigns, mailings), read against every remote's sale windows. */
  datedEntries?: () => Promise<readonly DatedEntry[]>;
}

/**
 * When a product was on sale (ARCHITECTURE.md section 12), days as YYYY-MM-DD: from its launch, until its
 * end of sale; an open end is left out. Several windows may speak of one name (its launch from the press
 * release, its end from its model record).
 */
export interface SaleWindow {
  /** The record, for the refusal message (`pix.launched`, `powerkit-1st.salesEnded`). */
  id: string;
  /** The names copy gives the product (`現場蔵Pix`, `Pix`). */
  subjects: readonly string[];
  from?: string;
  until?: string;
}

/** An entry dated by its own record (a case's data year, a campaign's first day), and the page it is on. */
export interface DatedEntry {
  path: string;
  /** The record, for the refusal message (`case/003`, `campaign/20221003pix`). */
  key: string;
  /** YYYY-MM-DD */
  date: string;
  /** The entry's own text and the names of the products it records, where it names what it offers. */
  text: string;
}

/**
 * A fact one record holds (ARCHITECTURE.md section 12), in the form the fact check at publish reads prose
 * for: a sentence that names `subjects` and writes a value of this `kind` must write one of `values`.
 */
/** The kinds of fact the fact check knows how prose writes. */
export type FactKind =
  | "ingress"
  | "capacity"
  | "ios"
  | "trial-length"
  | "trial-scope"
  | "monthly-payment"
  | "monthly-cancellation"
  | "industry"
  | "drop-test"
  | "replacement-shipping"
  | "reply-time"
  | "plan-count"
  | "document-delivery"
  | "availability";

export interface RecordedFact {
  /** The record and field, for the refusal message (`pad-tough.ipRating`). */
  id: string;
  /** What the value is: how prose writes it is `factKinds` of the fact check, one pattern per kind. */
  kind: FactKind;
  /** The names prose gives the thing (`現場蔵Pad Tough`, `Pad Tough`); none for a fact of the whole site. */
  subjects: readonly string[];
  /** The values the record allows, as the kind's pattern captures them (`68`, `2`, `スタンダードプラン`). */
  values: readonly string[];
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  default: readonly RouteRegistration[];
}

/**
 * Checks that a registration's `load` and `page` agree on `Data`, then erases `Data` so registrations of
 * different pages fit in one list (the payload carries the data from one to the other at run time).
 */
export function defineRoute<Data>(registration: RouteRegistration<Data>): RouteRegistration {
  return registration as unknown as RouteRegistration;
}

/** The longest query the site search reads, in characters; a longer one is cut (the page says so). */
export const searchQueryLimit = 100;

/** A piece of a search result's excerpt: matched words are `marked`. */
export interface SearchExcerptPart {
  text: string;
  marked: boolean;
}

/** One page the site search found. */
export interface SiteSearchHit {
  href: string;
  title: string;
  /** The product family (or part of the site) the page belongs to, as visitors call it. */
  family: string;
  excerpt: SearchExcerptPart[];
}

/** What the site search answers for one query, best hit first (`/search`, ARCHITECTURE.md section 13). */
export interface SiteSearchAnswer {
  /** The query as searched: cleaned, and cut to `searchQueryLimit` characters. */
  query: string;
  /** The visitor's query was longer than `searchQueryLimit` and was cut. */
  cut: boolean;
  hits: SiteSearchHit[];
}
