import { drawing } from "@genbagura/illustrations";
import type { PageMeta } from "@genbagura/routing";
import { type ActionLink, type CampaignPageContent, productById, type StepsData } from "@genbagura/ui";
import { campaigns } from "./campaigns.collection";
import type { ApplyMethod, CampaignRecord } from "./campaignTypes";

export const campaignListPath = "/campaign/matome";

const applyMethods: Readonly<Record<ApplyMethod, { steps: StepsData; action: ActionLink }>> = {
  store: {
    steps: {
      heading: "お申し込みの流れ",
      steps: [
        { title: "対象製品を選ぶ", body: "料金ページで対象製品と台数を選び、オンラインストアへ進みます。" },
        { title: "ご購入の手続き", body: "お届け先とお支払い方法を入力します。特典は自動で適用されます。" },
        { title: "特典のお届け", body: "製品の出荷とあわせて、特典のご案内をメールでお送りします。" },
      ],
    },
    action: { label: "対象製品の料金を見て購入する", href: "/price" },
  },
  estimate: {
    steps: {
      heading: "お申し込みの流れ",
      steps: [
        { title: "お見積もりの依頼", body: "お見積もりのページから、ご希望の製品と台数をお知らせください。" },
        { title: "お見積もりのご提示", body: "2営業日以内に、特典を反映したお見積もりをお送りします。" },
        { title: "ご注文と特典のご提供", body: "ご注文の確定後、製品の納品とあわせて特典をご提供します。" },
      ],
    },
    action: { label: "お見積もりを依頼する", href: "/price/estimate" },
  },
  request: {
    steps: {
      heading: "お申し込みの流れ",
      steps: [
        {
          title: "無料トライアルの申し込み",
          body: "お申し込みのページから、無料トライアルをお申し込みください。",
        },
        {
          title: "トライアルで試す",
          body: "最大2か月間、電子小黒板と台帳ソフトを無料でお試しいただけます。",
        },
        { title: "ご契約と特典の適用", body: "トライアル中にご契約いただくと、特典を適用してご案内します。" },
      ],
    },
    action: { label: "無料トライアルを申し込む", href: "/request" },
  },
};

/** Today's calendar date in Japan, `YYYY-MM-DD` (campaign periods are Japanese calendar days). */
export function tokyoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(now);
}

export function isEnded(campaign: CampaignRecord, today: string): boolean {
  return campaign.period.end < today;
}

export function findCampaign(slug: string | undefined): CampaignRecord | undefined {
  return campaigns.find((campaign) => campaign.slug === slug);
}

export function campaignContent(campaign: CampaignRecord, today: string): CampaignPageContent {
  const method = applyMethods[campaign.apply];
  return {
    title: campaign.title,
    lead: campaign.lead,
    illustration: drawing("chart"),
    period: campaign.period,
    ended: isEnded(campaign, today),
    offer: campaign.offer,
    conditions: campaign.conditions,
    eligibleProducts: campaign.products.map((id) => {
      const product = productById(id);
      return { label: product.name, href: product.path, description: product.summary };
    }),
    howToApply: method.steps,
    action: method.action,
    currentOffers: { label: "実施中のキャンペーンとプログラムを見る", href: campaignListPath },
  };
}

/** `/campaign/{slug}`; whether it has ended is decided when the page is rendered or prerendered. */
export function campaignPage(slug: string | undefined, today = tokyoToday()): CampaignPageContent | null {
  const campaign = findCampaign(slug);
  return campaign ? campaignContent(campaign, today) : null;
}

export function campaignMeta(content: CampaignPageContent): PageMeta {
  return {
    title: content.title,
    description: content.lead,
    breadcrumbs: [{ label: "キャンペーン", href: campaignListPath }, { label: content.title }],
  };
}
