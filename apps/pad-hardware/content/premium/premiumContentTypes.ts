import type {
  CallToActionData,
  FaqData,
  FeaturesData,
  HeroData,
  LabelledValue,
  LinkItem,
  PriceTableData,
} from "@genbagura/ui";
import type { Price } from "../catalogueTypes";
import type { EstimateLine } from "../pageData";

/** The sign-in form of `/premium_price` and the panel shown instead once a member is signed in. */
export interface PremiumSignInText {
  heading: string;
  lead: string;
  memberIdLabel: string;
  memberIdHelp: string;
  passwordLabel: string;
  passwordHelp: string;
  submit: string;
  submitting: string;
  /** When the API gives no message of its own. */
  fallbackError: string;
  networkError: string;
  timeoutError: string;
  noScript: string;
  /** `{contactName}` and `{companyName}` are replaced. */
  signedInAs: string;
  memberLinks: readonly LinkItem[];
  signOut: string;
}

export interface PremiumPricePageContent {
  hero: HeroData;
  plans: PriceTableData;
  benefits: FeaturesData;
  signIn: PremiumSignInText;
  join: CallToActionData;
  faq: FaqData;
}

/** Shown on every member page: who is signed in, and the way out. */
export interface MemberSessionText {
  signedIn: string;
  signOut: string;
}

export interface MemberPriceRow {
  name: string;
  /** The product's member price page. */
  href: string;
  list: string;
  member: string;
  saving: string;
}

/** What every member page has around its own part: hero, session bar, notes and the call to action. */
export interface MemberPageFrame {
  title: string;
  lead: string;
  notes: readonly string[];
  callToAction: CallToActionData;
  session: MemberSessionText;
}

export interface MemberPriceListContent extends MemberPageFrame {
  tableCaption: string;
  columns: { product: string; list: string; member: string; saving: string };
  rows: readonly MemberPriceRow[];
}

export interface MemberProductContent extends MemberPageFrame {
  prices: { caption: string; rows: readonly LabelledValue[] };
  includes: { heading: string; items: readonly string[] };
  back: LinkItem;
}

/** A line of the member estimate: priced at the member price, with the list price to compare. */
export interface MemberEstimateLine extends EstimateLine {
  listPrice: Price;
}

export interface MemberEstimateContent extends MemberPageFrame {
  tableCaption: string;
  columns: { product: string; member: string; quantity: string; subtotal: string };
  /** `{name}` is replaced: the accessible name of each quantity field. */
  quantityLabel: string;
  lines: readonly MemberEstimateLine[];
  totals: { list: string; member: string; saving: string };
  emptyHint: string;
}
