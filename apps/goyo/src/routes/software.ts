import type { RouteRegistration } from "@genbagura/routing";
import { trail } from "@genbagura/routing/routeKit";
import { standardPage } from "@genbagura/ui/pageKinds";
import { crumbs } from "./crumbs";
import * as server from "./software.server";

/** Help pages of the two small tools shipped on the 御用達 installation media. */
export const softwareRoutes: RouteRegistration[] = [
  standardPage({
    path: "/software/ipnenga",
    server: server.softwareIpnenga,
    breadcrumbs: trail("年賀プリントの使い方", crumbs.goyo),
  }),
  standardPage({
    path: "/software/pickup/v1/help",
    server: server.softwarePickupV1Help,
    breadcrumbs: trail("御用達ピックアップ ヘルプ", crumbs.goyo),
  }),
  standardPage({
    path: "/software/pickup/v1/help/install",
    server: server.softwarePickupV1HelpInstall,
    breadcrumbs: trail("インストールと起動", crumbs.goyo, crumbs.pickupHelp),
  }),
  standardPage({
    path: "/software/pickup/v1/help/import",
    server: server.softwarePickupV1HelpImport,
    breadcrumbs: trail("写真の読み込み", crumbs.goyo, crumbs.pickupHelp),
  }),
  standardPage({
    path: "/software/pickup/v1/help/pick",
    server: server.softwarePickupV1HelpPick,
    breadcrumbs: trail("提出する写真の選び方", crumbs.goyo, crumbs.pickupHelp),
  }),
  standardPage({
    path: "/software/pickup/v1/help/export",
    server: server.softwarePickupV1HelpExport,
    breadcrumbs: trail("選んだ写真の書き出し", crumbs.goyo, crumbs.pickupHelp),
  }),
];
