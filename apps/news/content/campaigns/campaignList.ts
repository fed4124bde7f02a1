import type { ListingItem, ListingPageContent } from "@genbagura/ui";
import { compareCodePoints } from "@genbagura/ui";
import { isEnded, tokyoToday } from "./campaignPage";
import { campaigns } from "./campaigns.collection";
import { programmes } from "./programmes";

/** `/campaign/matome`: running programmes and campaigns first, then ended campaigns, newest first. */
export function campaignListContent(today = tokyoToday()): ListingPageContent {
  const newestFirst = [...campaigns].sort((a, b) => compareCodePoints(b.period.start, a.period.start));
  const campaignItem =
    (running: boolean) =>
    (campaign: (typeof campaigns)[number]): ListingItem => ({
      date: campaign.period.start,
      category: running ? "実施中" : "終了しました",
      title: campaign.title,
      href: `/campaign/${campaign.slug}`,
      summary: campaign.lead,
    });
  const programmeItems: ListingItem[] = programmes.map((programme) => ({
    date: programme.since,
    category: "実施中のプログラム",
    title: programme.content.hero.title,
    href: programme.path,
    summary: programme.summary,
  }));
  return {
    title: "キャンペーン・特典のまとめ",
    lead: "いま申し込める特典と、これまでに実施したキャンペーンの一覧です。乗り換えサポートや下取り、ご紹介の特典は期限なくご利用いただけます。終了したキャンペーンのページでは、当時の内容と条件をご確認いただけます。",
    categories: [],
    items: [
      ...programmeItems,
      ...newestFirst.filter((campaign) => !isEnded(campaign, today)).map(campaignItem(true)),
      ...newestFirst.filter((campaign) => isEnded(campaign, today)).map(campaignItem(false)),
    ],
  };
}
