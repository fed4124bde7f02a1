// Blocks and their renderer

export { groupDigits } from "@genbagura/forms";
export type { IllustrationName } from "@genbagura/illustrations";
export { BlockRenderer, type BlockRendererProps } from "./blocks/BlockRenderer";
export { CallToActionBlock } from "./blocks/CallToActionBlock";
export { DataTableBlock } from "./blocks/DataTableBlock";
export { FaqBlock } from "./blocks/FaqBlock";
export { FaqList, type FaqListProps } from "./blocks/FaqList";
export { FeaturesBlock } from "./blocks/FeaturesBlock";
export { FiguresBlock } from "./blocks/FiguresBlock";
export { Heading, type HeadingLevel, type HeadingProps } from "./blocks/Heading";
export { Notes } from "./blocks/Notes";
export { NoticeBlock } from "./blocks/NoticeBlock";
export { PriceTableBlock } from "./blocks/PriceTableBlock";
export { ProseBlock } from "./blocks/ProseBlock";
export { QuoteBlock } from "./blocks/QuoteBlock";
export { RelatedLinksBlock } from "./blocks/RelatedLinksBlock";
export { Section, type SectionProps } from "./blocks/Section";
export { SpecTableBlock } from "./blocks/SpecTableBlock";
export { StepsBlock } from "./blocks/StepsBlock";
// Components
export { ButtonLink, type ButtonLinkProps, type ButtonVariant } from "./components/ButtonLink";
export { DescriptionList, type DescriptionListItem } from "./components/DescriptionList";
export { Page, type PageProps } from "./components/Page";
export { PageHero, type PageHeroProps } from "./components/PageHero";
export { Period } from "./components/Period";
export { isClientRoutable, SiteLink, type SiteLinkProps } from "./components/SiteLink";
export { SupportContact } from "./components/SupportContact";
// Content model
export type * from "./content/blocks";
export type * from "./content/pages";
export { compareCodePoints } from "./format/compare";
export { formatDateJa, formatDateTimeJa, toIsoDate } from "./format/date";
export {
  type Billing,
  CONSUMPTION_TAX_PERCENT,
  type EstimateLine,
  type EstimateTotal,
  estimateTotal,
  formatFullPrice,
  formatPreTaxPrice,
  formatPrice,
  formatYen,
  type Price,
  taxIncluded,
  taxIncludedYen,
  timesQuantity,
} from "./format/money";
export { captureBrowserFirstTouch } from "./forms/firstTouch";
// Illustrations
export { DeviceViewImage, DeviceViewsBlock, type DeviceViewsData } from "./illustrations/DeviceViews";
export { Illustration, type IllustrationProps } from "./illustrations/Illustration";
// Layout building blocks
export { Breadcrumbs, type BreadcrumbsProps } from "./layout/Breadcrumbs";
export { Logo } from "./layout/Logo";
export { logoMark } from "./layout/logoMark";
export { type FooterVariant, footerParts, SiteFooter } from "./layout/SiteFooter";
export { SiteHeader, type SiteHeaderProps, type SiteHeaderVariant } from "./layout/SiteHeader";
export { SiteSearchForm, type SiteSearchFormProps, siteSearchPath } from "./layout/SiteSearchForm";
export { SkipLink } from "./layout/SkipLink";
export { UiPreview, UiPreviewsBlock } from "./previews/UiPreview";
export { CaseCard, CaseCardsBlock, LogoWallBlock } from "./proof/CustomerProof";
// Site configuration
export {
  type NavGroup,
  type NavLinkItem,
  type ProductEntry,
  type ProductFamily,
  type ProductId,
  productById,
  type SiteConfig,
  siteConfig,
  telHref,
} from "./siteConfig";
export {
  brand,
  claims,
  company,
  copyright,
  documentPdfWithin,
  documentPrintWithin,
  firstReplyWithin,
  siteOrigin,
} from "./siteIdentity";
// Templates
export { ArticlePage } from "./templates/ArticlePage";
export { CampaignPage } from "./templates/CampaignPage";
export { CaseStudyPage } from "./templates/CaseStudyPage";
export { DownloadPage, type DownloadPageProps } from "./templates/DownloadPage";
export { FaqPage } from "./templates/FaqPage";
export { FormPage, type FormPageProps } from "./templates/FormPage";
export { GlossaryTermPage } from "./templates/GlossaryTermPage";
export { LandingPage } from "./templates/LandingPage";
export { LegalPage } from "./templates/LegalPage";
export { ListingPage } from "./templates/ListingPage";
export { PriceTablePage } from "./templates/PriceTablePage";
export { ProductPage, type ProductPageProps } from "./templates/ProductPage";
export { formatPeriodJa } from "./templates/period";
export { SeminarPage, type SeminarPageProps } from "./templates/SeminarPage";
export { SpecTablePage } from "./templates/SpecTablePage";
export { StandardPage } from "./templates/StandardPage";
export { ThanksPage } from "./templates/ThanksPage";
export { Phrased } from "./text/Phrased";
export { createPhraseBook, type PhraseBook, type PhraseBreaks, phraseBookContext } from "./text/phrases";
