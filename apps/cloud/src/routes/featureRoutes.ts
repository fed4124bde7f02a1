import type { RouteRegistration } from "@genbagura/routing";
import * as server from "./featureRoutes.server";
import { cloudCrumb, cloudProductPage } from "./kinds";

const featureCrumb = { label: "機能一覧", href: "/cloud/overview" };

/** One page per feature of the service. */
export const featureRoutes: RouteRegistration[] = [
  cloudProductPage({
    path: "/cloud/administer",
    server: server.cloudAdminister,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "管理者機能" }],
  }),
  cloudProductPage({
    path: "/cloud/kanri",
    server: server.cloudKanri,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "現場ごとの管理" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/shashin",
    server: server.cloudShashin,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "工事写真の共有" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/kokuban",
    server: server.cloudKokuban,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "電子小黒板" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/ikkatsukokuban",
    server: server.cloudIkkatsukokuban,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "一括黒板作成" }],
  }),
  cloudProductPage({
    path: "/cloud/ikkatsupdf",
    server: server.cloudIkkatsupdf,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "一括PDF出力" }],
  }),
  cloudProductPage({
    path: "/cloud/zumen",
    server: server.cloudZumen,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "図面の共有" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/houkoku",
    server: server.cloudHoukoku,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "現場からの報告" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/houkokusho",
    server: server.cloudHoukokusho,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "報告書の作成" }],
  }),
  cloudProductPage({
    path: "/cloud/chats",
    server: server.cloudChats,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "現場チャット" }],
  }),
  cloudProductPage({
    path: "/cloud/daichou",
    server: server.cloudDaichou,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "工事写真台帳" }],
  }),
  cloudProductPage({
    path: "/cloud/daichou_view",
    server: server.cloudDaichouView,
    breadcrumbs: [cloudCrumb, featureCrumb, { label: "台帳の閲覧リンク" }],
  }),
];
