import type { RouteRegistration } from "@genbagura/routing";
import { landingPage } from "@genbagura/ui/pageKinds";
import { cloudCrumb } from "./kinds";
import * as server from "./landingRoutes.server";

const appCrumb = { label: "iPhone・iPadアプリ", href: "/cloud/app" };

/** Advertising landing pages of the app: simple header, one focused action each. */
export const landingRoutes: RouteRegistration[] = [
  landingPage({
    path: "/adlp/cloud_app",
    server: server.adlpCloudApp,
    breadcrumbs: [cloudCrumb, appCrumb, { label: "電子小黒板アプリの無料トライアル" }],
  }),
  landingPage({
    path: "/adlp/cloud_app/kokuban",
    server: server.adlpCloudAppKokuban,
    breadcrumbs: [cloudCrumb, appCrumb, { label: "電子小黒板アプリのご案内" }],
  }),
  landingPage({
    path: "/adlp/cloud_app/shashin",
    server: server.adlpCloudAppShashin,
    breadcrumbs: [cloudCrumb, { label: "工事写真の共有と整理のご案内" }],
  }),
];
