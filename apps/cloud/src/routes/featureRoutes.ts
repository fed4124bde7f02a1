import type { RouteRegistration } from "@genbagura/routing";
import * as server from "./featureRoutes.server";
import { cloudCrumb, cloudProductPage } from "./kinds";

const featureCrumb = { label: "機能一覧", href: "/cloud/overview" };
/** Features the iPhone app works with: their pages answer to the iOS guard. */
const iosGuard = ["ios"] as const;

/** A feature's page, under 現場蔵クラウド › 機能一覧 in the breadcrumbs. */
function featurePage(
  path: string,
  page: (typeof server)[keyof typeof server],
  label: string,
  guards?: typeof iosGuard,
): RouteRegistration {
  const breadcrumbs = [cloudCrumb, featureCrumb, { label }];
  return cloudProductPage({ path, server: page, breadcrumbs, ...(guards ? { guards: [...guards] } : {}) });
}

/** One page per feature of the service. */
export const featureRoutes: RouteRegistration[] = [
  featurePage("/cloud/administer", server.cloudAdminister, "管理者機能"),
  featurePage("/cloud/kanri", server.cloudKanri, "現場ごとの管理", iosGuard),
  featurePage("/cloud/shashin", server.cloudShashin, "工事写真の共有", iosGuard),
  featurePage("/cloud/kokuban", server.cloudKokuban, "電子小黒板", iosGuard),
  featurePage("/cloud/ikkatsukokuban", server.cloudIkkatsukokuban, "一括黒板作成"),
  featurePage("/cloud/ikkatsupdf", server.cloudIkkatsupdf, "一括PDF出力"),
  featurePage("/cloud/zumen", server.cloudZumen, "図面の共有", iosGuard),
  featurePage("/cloud/houkoku", server.cloudHoukoku, "現場からの報告", iosGuard),
  featurePage("/cloud/houkokusho", server.cloudHoukokusho, "報告書の作成"),
  featurePage("/cloud/chats", server.cloudChats, "現場チャット"),
  featurePage("/cloud/daichou", server.cloudDaichou, "工事写真台帳"),
  featurePage("/cloud/daichou_view", server.cloudDaichouView, "台帳の閲覧リンク"),
];
