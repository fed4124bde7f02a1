import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { campaignPage, listingPage } from "@genbagura/ui/pageKinds";
import * as server from "./campaigns.server";
import { campaignProgrammePage } from "./kinds";

const notFound = { statusCode: 404 } as const;
const campaignsCrumb: Breadcrumb = { label: "キャンペーン", href: "/campaign/matome" };

/** Offers without an end date; their content is in content/campaigns/programmes.ts. */
const programmeRoutes: RouteRegistration[] = [
  campaignProgrammePage({
    path: "/norikae",
    server: server.norikae,
    breadcrumbs: [campaignsCrumb, { label: "乗り換えサポート" }],
  }),
  campaignProgrammePage({
    path: "/shitadori",
    server: server.shitadori,
    breadcrumbs: [campaignsCrumb, { label: "下取りプログラム" }],
  }),
  campaignProgrammePage({
    path: "/shoukai",
    server: server.shoukai,
    breadcrumbs: [campaignsCrumb, { label: "ご紹介プログラム" }],
  }),
  campaignProgrammePage({
    path: "/specialization",
    server: server.specialization,
    breadcrumbs: [campaignsCrumb, { label: "専門工事業向け導入プログラム" }],
  }),
  campaignProgrammePage({
    path: "/specialization/pix",
    server: server.specializationPix,
    breadcrumbs: [
      campaignsCrumb,
      { label: "専門工事業向け導入プログラム", href: "/specialization" },
      { label: "現場蔵Pix導入プログラム" },
    ],
  }),
];

export const campaignRoutes: RouteRegistration[] = [
  listingPage({
    path: "/campaign/matome",
    server: server.campaignMatome,
    breadcrumbs: [{ label: "キャンペーン" }],
  }),
  // Every slug is a campaign file (content/campaigns/<slug>.md): validation and prerendered paths (and
  // with them the sitemap) follow the files.
  campaignPage({
    path: "/campaign/:slug",
    server: server.campaignSlug,
    validate: async ({ slug }) =>
      (await import("../../content/campaigns/campaignSlugs")).isCampaignSlug(slug) ? true : notFound,
  }),
  ...programmeRoutes,
];
