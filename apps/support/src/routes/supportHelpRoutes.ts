import type { Breadcrumb, RouteRegistration } from "@genbagura/routing";
import { standardPage } from "@genbagura/ui/pageKinds";
import { supportFaqPage, supportVideoGuidePage } from "./kinds";
import * as server from "./supportHelpRoutes.server";

const supportCrumb: Breadcrumb = { label: "サポート", href: "/support" };

export const supportHelpRoutes: RouteRegistration[] = [
  supportVideoGuidePage({
    path: "/support/video-guide",
    server: server.supportVideoGuide,
    breadcrumbs: [supportCrumb, { label: "動画で見る使い方" }],
  }),
  standardPage({
    path: "/genbagurasupport_wiki",
    server: server.genbagurasupportWiki,
    breadcrumbs: [supportCrumb, { label: "解決ガイド" }],
  }),
  supportFaqPage({
    path: "/support_sb2_faq",
    server: server.supportSb2Faq,
    breadcrumbs: [supportCrumb, { label: "スマート黒板 第2世代のよくあるご質問" }],
  }),
  supportFaqPage({
    path: "/support_dis_faq",
    server: server.supportDisFaq,
    breadcrumbs: [supportCrumb, { label: "ディスプレイスタンドのよくあるご質問" }],
  }),
  supportFaqPage({
    path: "/support_hp_faq",
    server: server.supportHpFaq,
    breadcrumbs: [supportCrumb, { label: "ホームページ作成サービスのよくあるご質問" }],
  }),
];
