import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { campaignRoute, landingRoute, listingRoute } from "@genbagura/ui/routeKinds";

const notFound = { statusCode: 404 } as const;
const campaignsCrumb: Breadcrumb = { label: "キャンペーン", href: "/campaign/matome" };

/** Offers without an end date; their content is in content/campaigns/programmes.ts. */
const programmeRoutes = [
  {
    path: "/norikae",
    title: "他社製品からの乗り換えサポート",
    description:
      "ほかの写真管理ソフトや電子小黒板から現場蔵へ乗り換える方に、過去の写真と台帳データの取り込み、黒板のひな形の作り直し、現場向けの操作研修をまとめてご提供する乗り換えサポートのご案内です。",
    breadcrumbs: [campaignsCrumb, { label: "乗り換えサポート" }],
  },
  {
    path: "/shitadori",
    title: "タブレット・カメラの下取りプログラム",
    description:
      "現場で使ってきたタブレットや工事用デジタルカメラを、他社製も含めて下取りし、現場蔵Padシリーズの購入代金から差し引く下取りプログラムのご案内です。対象と条件、査定の流れ、よくあるご質問をまとめています。",
    breadcrumbs: [campaignsCrumb, { label: "下取りプログラム" }],
  },
  {
    path: "/shoukai",
    title: "ご紹介プログラム",
    description:
      "現場蔵をお使いのお客様が協力会社や取引先をご紹介くださると、ご紹介した方とご紹介された方の両方に特典をお贈りするご紹介プログラムのご案内です。特典の内容と条件、ご紹介の流れをまとめています。",
    breadcrumbs: [campaignsCrumb, { label: "ご紹介プログラム" }],
  },
  {
    path: "/specialization",
    title: "専門工事業向け導入プログラム",
    description:
      "電気・設備・塗装・造園・防水など専門工事業の方向けに、業種別の黒板のひな形と、業種に詳しい担当者による導入支援をご用意した導入プログラムのご案内です。対象と条件、専門工事業の導入事例も紹介します。",
    breadcrumbs: [campaignsCrumb, { label: "専門工事業向け導入プログラム" }],
  },
  {
    path: "/specialization/pix",
    title: "専門工事業向け 現場蔵Pix導入プログラム",
    description:
      "スマートフォンを業務で使わない職人の方にも写真をすぐ送ってもらえるよう、撮った写真をクラウドへ送る小型カメラ、現場蔵Pixの導入を支援する専門工事業向けプログラムです。内容と条件をご案内します。",
    breadcrumbs: [
      campaignsCrumb,
      { label: "専門工事業向け導入プログラム", href: "/specialization" },
      { label: "現場蔵Pix導入プログラム" },
    ],
  },
].map((programme) =>
  landingRoute({
    ...programme,
    // A programme is a standing offer among the site's pages, not an advertisement: the full header.
    layout: "default",
    content: async ({ path }) => (await import("../../content/campaigns/programmes")).programmePage(path),
  }),
);

export const campaignRoutes: RouteRegistration[] = [
  listingRoute({
    path: "/campaign/matome",
    title: "キャンペーン・特典のまとめ",
    description:
      "いま申し込める乗り換えサポートや下取り、ご紹介の特典と、2016年からこれまでに実施したキャンペーンの一覧です。終了したキャンペーンも、当時の期間と内容、条件をそれぞれのページでご確認いただけます。",
    breadcrumbs: [{ label: "キャンペーン" }],
    content: async () => (await import("../../content/campaigns/campaignList")).campaignListContent(),
  }),
  // Every slug is a campaign file (content/campaigns/<slug>.md): validation and prerendered paths (and
  // with them the sitemap) follow the files.
  campaignRoute({
    path: "/campaign/:slug",
    title: "キャンペーン",
    description: "現場蔵のキャンペーンの期間、特典、条件、対象製品とお申し込みの方法をご案内します。",
    validate: async ({ slug }) =>
      (await import("../../content/campaigns/campaignSlugs")).isCampaignSlug(slug) ? true : notFound,
    prerender: async () =>
      (await import("../../content/campaigns/campaignSlugs")).campaignSlugs.map((slug) => ({ slug })),
    content: async ({ params }) =>
      (await import("../../content/campaigns/campaignPage")).campaignPage(params.slug),
    meta: async (data) => (await import("../../content/campaigns/campaignPage")).campaignMeta(data),
  }),
  ...programmeRoutes,
];
