import type { RouteRegistration } from "@genbagura/routing";
import { adLandingPage, cloudCrumb } from "./kinds";
import * as server from "./landingRoutes.server";

const appCrumb = { label: "iPhone・iPadアプリ", href: "/cloud/app" };

/** Advertising landing pages of the app: simple header, their own short form, proof from news's cases. */
export const landingRoutes: RouteRegistration[] = [
  adLandingPage({
    reads: ["news"],
    path: "/adlp/cloud_app",
    server: server.adlpCloudApp,
    breadcrumbs: [cloudCrumb, appCrumb, { label: "電子小黒板アプリの無料トライアル" }],
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/cloud_app/kokuban",
    server: server.adlpCloudAppKokuban,
    breadcrumbs: [cloudCrumb, appCrumb, { label: "電子小黒板アプリのご案内" }],
  }),
  adLandingPage({
    reads: ["news"],
    path: "/adlp/cloud_app/shashin",
    server: server.adlpCloudAppShashin,
    breadcrumbs: [cloudCrumb, { label: "工事写真の共有と整理のご案内" }],
  }),
];
