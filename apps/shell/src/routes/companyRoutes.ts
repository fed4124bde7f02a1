import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { articlePage, legalPage, listingPage, standardPage } from "@genbagura/ui/pageKinds";
import * as server from "./companyRoutes.server";

/**
 * The company pages the shell owns (about, announcements, legal notices, showroom, sitemap); their titles,
 * descriptions and content are in ./companyRoutes.server.ts.
 */

const aboutCrumb: Breadcrumb = { label: "会社概要", href: "/about" };
const announcementsCrumb: Breadcrumb = { label: "重要なお知らせ", href: "/announcements" };
const partnerCrumb: Breadcrumb = { label: "パートナー制度", href: "/partner" };
const lawCrumb: Breadcrumb = { label: "特定商取引法に基づく表記", href: "/law" };
const showroomCrumb: Breadcrumb = { label: "ショールーム", href: "/showroom" };

// Only the id list: validating an id in the browser downloads no announcement text.
const loadAnnouncementIds = () => import("../../content/company/announcements/announcementIds");
const notFound = { statusCode: 404 } as const;

export const companyRoutes: RouteRegistration[] = [
  standardPage({
    path: "/about",
    server: server.about,
    breadcrumbs: [{ label: aboutCrumb.label }],
  }),
  standardPage({
    path: "/about/step",
    server: server.aboutStep,
    breadcrumbs: [aboutCrumb, { label: "導入までの流れ" }],
  }),
  listingPage({
    path: "/announcements",
    server: server.announcements,
    breadcrumbs: [{ label: announcementsCrumb.label }],
  }),
  articlePage({
    path: "/announcements/:id",
    server: server.announcementsId,
    breadcrumbs: [announcementsCrumb, { label: "お知らせ" }],
    validate: async ({ id }) => ((await loadAnnouncementIds()).isAnnouncementId(id) ? true : notFound),
  }),
  standardPage({
    path: "/book",
    server: server.book,
    breadcrumbs: [{ label: "書籍『工事写真から始める建設DX』" }],
  }),
  standardPage({
    path: "/corporate/mkk/2020dl",
    server: server.corporateMkk2020dl,
    breadcrumbs: [partnerCrumb, { label: "販売パートナー向け資料(2020年度版)" }],
  }),
  standardPage({
    path: "/partner",
    server: server.partner,
    breadcrumbs: [{ label: partnerCrumb.label }],
  }),
  legalPage({
    path: "/privacy",
    server: server.privacy,
    breadcrumbs: [{ label: "プライバシーポリシー" }],
  }),
  legalPage({
    path: "/security",
    server: server.security,
    breadcrumbs: [{ label: "情報セキュリティ方針" }],
  }),
  standardPage({
    path: "/law",
    server: server.law,
    breadcrumbs: [{ label: lawCrumb.label }],
  }),
  legalPage({
    path: "/law/return",
    server: server.lawReturn,
    breadcrumbs: [lawCrumb, { label: "返品・交換について" }],
  }),
  standardPage({
    path: "/showroom",
    server: server.showroom,
    breadcrumbs: [{ label: showroomCrumb.label }],
  }),
  standardPage({
    path: "/showroom/access",
    server: server.showroomAccess,
    breadcrumbs: [showroomCrumb, { label: "アクセス" }],
  }),
  standardPage({
    path: "/taisei",
    server: server.taisei,
    breadcrumbs: [{ label: "サポート体制" }],
  }),
  standardPage({
    path: "/sitemap",
    server: server.sitemap,
    breadcrumbs: [{ label: "サイトマップ" }],
    // Built from every app's registrations at render time: the shell cannot import remote code.
    reads: "all",
  }),
];
