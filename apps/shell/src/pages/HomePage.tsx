import type { HighlightItem, PageProps } from "@genbagura/routing";
import {
  CallToActionBlock,
  CaseCardsBlock,
  type CaseCardsData,
  FiguresBlock,
  type LinkItem,
  LogoWallBlock,
  type LogoWallData,
  Page,
  PageHero,
  RelatedLinksBlock,
  siteConfig,
} from "@genbagura/ui";
import { homeContent } from "./homeContent";
import type { HomeDrawings } from "./homeDrawings";

export interface HomePageData {
  news: HighlightItem[];
  /** The newest cases as cards (customer's wordmark, industry, one result), null while news is down. */
  cases: CaseCardsData | null;
  /** The customers' wordmarks, null while news is down. */
  customers: LogoWallData | null;
  /** The drawings `homeContent` names, resolved by the route's `load`. */
  drawings: HomeDrawings;
}

/** A highlight as a link card: its date shown apart from the summary (as a `<time>`), never glued to it. */
function asLinks(items: HighlightItem[]): LinkItem[] {
  return items.map((item) => ({
    label: item.title,
    href: item.href,
    ...(item.date ? { date: item.date } : {}),
    ...(item.summary ? { description: item.summary } : {}),
  }));
}

/** The home page: what the platform is, the families, the latest news and cases, and the ways to start. */
export default function HomePage({ data }: PageProps<HomePageData>) {
  return (
    <Page>
      <PageHero
        eyebrow={siteConfig.brand.tagline}
        title={homeContent.title}
        lead={homeContent.lead}
        illustration={data.drawings[homeContent.hero.illustration]}
        actions={[
          { label: "製品資料を請求する", href: "/document", variant: "primary" },
          { label: "導入について相談する", href: "/contact", variant: "secondary" },
        ]}
      />
      <FiguresBlock
        heading="選ばれている理由"
        items={[
          { value: siteConfig.claims.companies, label: "導入企業" },
          { value: siteConfig.claims.users, label: "利用者" },
          { value: "4つの仕事", label: "撮影・整理・共有・提出をひとつの流れに" },
        ]}
        basis={`※導入企業数・利用者数は${siteConfig.brand.name}シリーズの累計(自社調べ、2026年10月時点)。${siteConfig.claims.usedBy}でご利用いただいています。`}
      />
      {data.customers ? <LogoWallBlock {...data.customers} /> : null}
      <RelatedLinksBlock
        heading="製品とサービス"
        links={homeContent.families.map(({ illustration, ...card }) => {
          const drawn = illustration ? data.drawings[illustration] : undefined;
          return drawn ? { ...card, illustration: drawn } : card;
        })}
      />
      <RelatedLinksBlock
        heading="最新のお知らせ"
        links={[...asLinks(data.news), { label: "お知らせの一覧を見る", href: "/news" }]}
      />
      {data.cases ? (
        <CaseCardsBlock {...data.cases} />
      ) : (
        <RelatedLinksBlock heading="導入事例" links={[{ label: "導入事例の一覧を見る", href: "/case" }]} />
      )}
      <CallToActionBlock {...homeContent.callToAction} />
    </Page>
  );
}
