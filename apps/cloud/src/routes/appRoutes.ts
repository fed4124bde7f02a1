import type { RouteRegistration } from "@genbagura/routing";
import * as server from "./appRoutes.server";
import { cloudCrumb, cloudProductPage } from "./kinds";

const appCrumb = { label: "iPhone・iPadアプリ", href: "/cloud/app" };
const compareCrumb = { label: "無料版と有料版の違い", href: "/cloud/app/compare" };

/** The iOS app: what it does, free versus licensed, licences and the trial. All carry the `ios` guard. */
export const appRoutes: RouteRegistration[] = [
  cloudProductPage({
    path: "/cloud/app",
    server: server.cloudApp,
    breadcrumbs: [cloudCrumb, { label: "iPhone・iPadアプリ" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/app/compare",
    server: server.cloudAppCompare,
    breadcrumbs: [cloudCrumb, appCrumb, { label: "無料版と有料版の違い" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/app/compare/license",
    server: server.cloudAppCompareLicense,
    breadcrumbs: [cloudCrumb, appCrumb, compareCrumb, { label: "ライセンス" }],
    guards: ["ios"],
  }),
  cloudProductPage({
    path: "/cloud/app/compare/trial",
    server: server.cloudAppCompareTrial,
    breadcrumbs: [cloudCrumb, appCrumb, compareCrumb, { label: "無料トライアル" }],
    guards: ["ios"],
  }),
];
